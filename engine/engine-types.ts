/**
 * Types a site narrows for its own code by augmenting this interface once, beside its call to
 * `configureEngine`:
 *
 *     declare module '@quai/engine/config' {
 *       interface EngineTypes { locale: 'en' | 'fr'; layout: 'page' | 'wide' }
 *     }
 *
 * Without it, locales and layout names are plain strings.
 */
// biome-ignore lint/suspicious/noEmptyInterface: empty on purpose: a site augments it (declaration merging) with its own locales and layouts.
export interface EngineTypes {}

export type Locale = EngineTypes extends { locale: infer L extends string } ? L : string;
export type LayoutName = EngineTypes extends { layout: infer L extends string } ? L : string;
