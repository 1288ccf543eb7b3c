import type { FlowExamples } from '../examples';

/** Drilling into the second item of the menu. */
const examples: FlowExamples = {
  events: { 'menu.drill': { index: 1 } },
};
export default examples;
