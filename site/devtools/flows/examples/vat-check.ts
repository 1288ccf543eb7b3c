import type { FlowExamples } from '../examples';

/** A French number the VAT service knows, and the two answers it gives. */
const examples: FlowExamples = {
  events: { 'vat.country': { country: 'FR' }, 'vat.number': { number: '40303265045' } },
  answers: {
    check: {
      resolve: { valid: true, message: 'SNCF VOYAGEURS, 9 RUE JEAN-PHILIPPE RAMEAU, 93200 SAINT-DENIS' },
      reject: { message: 'The VAT service did not answer' },
    },
  },
};
export default examples;
