import type { JourneyEvent } from '../../../../schemas/generated/api/journey-common';
import { createTranslator, type Locale, type Translate } from '@quai/engine/i18n';
import en from '../../../i18n/en/live-status.json';
import es from '../../../i18n/es/live-status.json';
import fr from '../../../i18n/fr/live-status.json';
import it from '../../../i18n/it/live-status.json';

/**
 * The wording of generated events, from the live-status catalogs (plurals and elision are the
 * catalogs' business: "en raison d'une panne", "1 minute", "a causa dell'intervento"). One
 * translator per locale for the process, so each message is compiled once.
 */
const translators: Record<Locale, Translate> = {
  fr: createTranslator('fr', fr),
  en: createTranslator('en', en),
  es: createTranslator('es', es),
  it: createTranslator('it', it),
};

/** The causes a disruption is put down to; each has its "because of ..." phrase in the catalogs. */
export const REASONS = ['signalling', 'failure', 'crowd', 'weather', 'police'] as const;
export type Reason = (typeof REASONS)[number];

export interface EventWording {
  title: string;
  text: string;
  longText: string;
}

/** The texts of one run's events in a locale, for the cause the run's situation drew. */
export function eventWording(locale: Locale, reason: Reason) {
  const t = translators[locale];
  const because = t(`live.because.${reason}`);
  return {
    delay: (minutes: number): EventWording => ({
      title: t('live.delay.title', { minutes }),
      text: t('live.delay.text', { minutes }),
      longText: t('live.delay.long_text', { minutes, because }),
    }),
    deleted: { title: t('live.deleted.title'), text: t('live.deleted.text'), longText: t('live.deleted.long_text', { because }) },
    partial: (station: string): EventWording => ({
      title: t('live.partial.title'),
      text: t('live.partial.text', { station }),
      longText: t('live.partial.long_text', { station, because }),
    }),
    detour: (stations: string): EventWording => ({
      title: t('live.detour.title'),
      text: t('live.detour.text', { stations }),
      longText: t('live.detour.long_text', { stations, because }),
    }),
    created: { title: t('live.created.title'), text: t('live.created.text'), longText: t('live.created.long_text') },
    extraStop: (station: string): EventWording => ({
      title: t('live.extra_stop.title'),
      text: t('live.extra_stop.text', { station }),
      longText: t('live.extra_stop.long_text', { station }),
    }),
    works: { title: t('live.works.title'), text: t('live.works.text'), longText: t('live.works.long_text') },
    information: { title: t('live.information.title'), text: t('live.information.text'), longText: t('live.information.long_text') },
    disturbance: {
      title: t('live.disturbance.title'),
      text: t('live.disturbance.text', { because }),
      longText: t('live.disturbance.long_text', { because }),
    },
  };
}

/** The title of a stop event in a locale. */
export function stopEventWording(
  locale: Locale,
  type: 'SUPPRESSION_PARTIELLE' | 'SUPPRESSION_DETOURNEMENT' | 'CREATION' | 'AJOUT_ARRET',
): string {
  const t = translators[locale];
  return {
    SUPPRESSION_PARTIELLE: t('live.stop.deleted'),
    SUPPRESSION_DETOURNEMENT: t('live.stop.detour'),
    CREATION: t('live.stop.created'),
    AJOUT_ARRET: t('live.stop.added'),
  }[type];
}

/** The event of a departure moved to another track. */
export function platformChangeEvent(locale: Locale, track: string, plannedTrack: string): JourneyEvent {
  const t = translators[locale];
  return {
    category: 'information',
    type: 'INFORMATION',
    title: t('live.platform.title', { track }),
    text: t('live.platform.text', { track, planned: plannedTrack }),
    longText: t('live.platform.text', { track, planned: plannedTrack }),
    url: null,
    duration: 0,
    hasOtherReasons: false,
  };
}
