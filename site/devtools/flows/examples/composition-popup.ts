import type { FlowExamples } from '../examples';

/** A ten-car train, seen from its third and fifth stops. */
const examples: FlowExamples = {
  events: { OPEN: { station: 2, cars: 10 }, SELECT_STATION: { station: 4, cars: 10 } },
};
export default examples;
