import type { FlowExamples } from '../examples';

/** A three-page claim with a preview: the journey page is refused once for its empty station. */
const examples: FlowExamples = {
  input: { pages: ['journey', 'traveller', 'request'], preview: true },
  events: { goTo: { index: 0 }, showErrors: { index: 0, errors: { departure: 'Departure station is required.' } } },
  answers: { checkPage: { resolve: {}, reject: { message: 'The rules could not run' } } },
};
export default examples;
