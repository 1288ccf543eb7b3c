import type { FlowExamples } from '../examples';

const values = {
  personalizedMessage: 'Bon voyage !',
  sendMode: 'self',
  buyerInfos: { lastname: 'Martin', firstname: 'Camille', email: 'camille@exemple.fr', confirm: 'camille@exemple.fr' },
  beneficiaryInfos: { lastname: '', firstname: '', email: '', confirm: '' },
  activationMode: 'DIRECT',
  activationDate: '2026-12-01',
  amount: 5000,
  agencyCode: null,
  productId: 'carte-cadeau-classique',
  discountId: null,
  discountedAmount: null,
  imageId: 'train',
};

/** A new tunnel (no key, no partner agency) whose catalogue loads, filled in and paid with a card. */
const examples: FlowExamples = {
  input: { key: null, agencyCode: null, initial: values },
  events: {
    'catalogue.loaded': {
      defaults: { amount: 5000, productId: 'carte-cadeau-classique', imageId: 'train', discountId: null, discountedAmount: null },
    },
    'catalogue.reloaded': { pricing: { productId: 'carte-cadeau-classique', discountId: null, discountedAmount: null } },
    update: { values: { amount: 7500 } },
    submit: { valid: true },
    terms: { accepted: true },
  },
  answers: {
    resume: { resolve: { tunnelState: values, tunnelStep: 'ABANDONED' }, reject: { message: 'The key could not be read' } },
    initPurchase: { resolve: { pageUrl: '/_test-psp/pay/demo' }, reject: { message: 'The payment could not start' } },
  },
};
export default examples;
