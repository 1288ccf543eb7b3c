import type { FlowExamples } from '../examples';

/** A diaporama of five slides, one in view, playing every 5 s. */
const examples: FlowExamples = {
  input: { count: 5, perView: 1, autoplay: true, delayMs: 5000 },
  events: { 'carousel.sync': { index: 2 }, 'carousel.resize': { perView: 2 } },
};
export default examples;
