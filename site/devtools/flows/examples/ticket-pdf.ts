import type { FlowExamples } from '../examples';

/** The PDF call answers a short-lived signed address, or fails (the button then shows its error). */
const examples: FlowExamples = {
  answers: { requestPdf: { resolve: '/api/pao/pdf-file?token=demo', reject: { message: 'The PDF could not be made' } } },
};
export default examples;
