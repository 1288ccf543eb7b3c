import type { FlowExamples } from '../examples';

/** The code of the outward travel, then of the return; the barcode call answers a PNG in base64. */
const examples: FlowExamples = {
  input: { travelId: 'aller' },
  events: { 'barcode.travel': { travelId: 'retour' } },
  answers: { fetchBarcode: { resolve: 'iVBORw0KGgo=', reject: { message: 'The code could not be drawn' } } },
};
export default examples;
