/**
 * The answers of the journey BFF calls, as their JSON Schemas in schemas/api/ describe them.
 * The screens import them from here, so a rename in the schemas is fixed in one place.
 */
export type { Itinerary, ItineraryStep, ServedStop } from '../../schemas/generated/api/itinerary';
export type { EventCategory, JourneyEvent, JourneyEvents } from '../../schemas/generated/api/journey-common';
export type { Location as StationLocation } from '../../schemas/generated/api/location';
export type { TrainDetail, TrainStop, CompositionStop } from '../../schemas/generated/api/train-detail';
export type { StationTimetable, Departure } from '../../schemas/generated/api/station-timetable';
