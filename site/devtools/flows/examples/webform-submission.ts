import type { FlowExamples } from '../examples';

/** A contact form sent without browser-side errors, stored as submission 42. */
const examples: FlowExamples = {
  events: { submit: { values: { name: 'Camille Martin', email: 'camille@example.org', message: 'Bonjour' }, errors: {} } },
  answers: {
    submit: {
      resolve: { sid: 42, values: { name: 'Camille Martin', email: 'camille@example.org', message: 'Bonjour' } },
      reject: { errors: { email: 'This e-mail address is not valid.' } },
    },
  },
};
export default examples;
