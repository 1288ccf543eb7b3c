import type { FlowExamples } from '../examples';

const itinerary = (id: string, departure: string, arrival: string) => ({
  id,
  dateHeureDepartReelle: departure,
  dateHeureArriveeReelle: arrival,
});

/** Departures after a time: a first page of two results, then a next page of one. */
const examples: FlowExamples = {
  input: { sens: 'PARTIR_APRES' },
  events: {
    FIRST_PAGE: {
      itineraries: [
        itinerary('a', '2026-11-23T08:04:00+01:00', '2026-11-23T10:01:00+01:00'),
        itinerary('b', '2026-11-23T09:04:00+01:00', '2026-11-23T11:01:00+01:00'),
      ],
    },
  },
  answers: {
    fetchPage: {
      resolve: [itinerary('c', '2026-11-23T10:04:00+01:00', '2026-11-23T12:01:00+01:00')],
      reject: { message: 'The journey service did not answer' },
    },
  },
};
export default examples;
