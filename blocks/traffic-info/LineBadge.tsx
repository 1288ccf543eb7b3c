import { badgeTextColour, type IdfLine } from '../../domain/traffic/line-catalogue';
import styles from './styles.module.css';

const SHAPES = { rer: styles.badgeRer, transilien: styles.badgeTransilien, metro: styles.badgeMetro, tram: styles.badgeTram };

/** The line's badge as travellers know it: a rounded square for RER, a square for Transilien, a disc for metros, a bar-topped tag for trams. */
export function LineBadge({ line }: { line: IdfLine }) {
  return (
    <span
      className={`${styles.badge} ${SHAPES[line.badge]}`}
      style={{ background: `#${line.colour}`, color: badgeTextColour(line.colour) }}
      aria-hidden="true"
    >
      {line.short}
    </span>
  );
}
