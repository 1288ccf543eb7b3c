import { badgeTextColour } from '../../domain/traffic/line-catalogue';
import type { EventIconName } from './events';
import styles from './Icon.module.css';

/** Glyphs drawn on a 24-unit grid with the current colour. */
const EVENT_PATHS: Record<EventIconName, string> = {
  retard: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.4l3.8 2.2-1 1.7L11 13.6V7h2Z',
  travaux: 'M10.4 3h3.2l5.8 16H21v2H3v-2h1.6L10.4 3Zm.7 5-1 3h3.8l-1-3h-1.8Zm-1.7 5-1 3h7.2l-1-3H9.4Z',
  information: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  perturbation: 'M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2v-5h2v5Z',
  danger: 'M8.3 2h7.4L22 8.3v7.4L15.7 22H8.3L2 15.7V8.3L8.3 2Zm2.7 5v7h2V7h-2Zm0 9v2h2v-2h-2Z',
};

const EVENT_TONES: Record<EventIconName, string> = {
  retard: styles.warning!,
  travaux: styles.warning!,
  information: styles.info!,
  perturbation: styles.danger!,
  danger: styles.danger!,
};

/** An event icon. Decorative unless given a label: the text beside it usually says the same. */
export function EventIcon({ name, label }: { name: EventIconName; label?: string }) {
  return (
    <svg
      className={`${styles.icon} ${EVENT_TONES[name]}`}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={EVENT_PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/** Short marks of the transport pictograms the BFF names (longFormat.picto, shortFormatSteps.image). */
const PICTO_MARKS: Record<string, string> = {
  tgv: 'TGV',
  ouigo: 'OUI',
  intercites: 'IC',
  ter: 'TER',
  transilien: 'TN',
  rer: 'RER',
  car: 'CAR',
  bus: 'BUS',
  metro: 'M',
  'tram-train': 'T',
};

/** The transport pictograms the site has a mark for. */
export const TRANSPORT_PICTOS = Object.keys(PICTO_MARKS);

/**
 * A transport pictogram, as a compact mark; the name beside it gives the words. On a line's
 * colour without a text colour of its own (train details give only the line's), black or white,
 * whichever reads.
 */
export function TransportMark({ picto, background, color }: { picto: string; background?: string; color?: string }) {
  return (
    <span
      className={styles.mark}
      style={
        background
          ? { background: hexColour(background), color: color ? hexColour(color) : badgeTextColour(hexColour(background).slice(1)) }
          : undefined
      }
      aria-hidden="true"
    >
      {PICTO_MARKS[picto] ?? picto.slice(0, 3).toUpperCase()}
    </span>
  );
}

/** Colours arrive as six hex digits, with or without "#". */
export function hexColour(value: string): string {
  return value.startsWith('#') ? value : `#${value}`;
}
