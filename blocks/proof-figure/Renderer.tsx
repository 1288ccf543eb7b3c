import type { ProofFigureBlock } from '../../schemas/generated/blocks/proof-figure';
import { formatKeyFigure } from '../key-figures/format';
import { Picture } from '../_ui/Picture';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import styles from './styles.module.css';

/** A figure and the claim it proves read as one sentence; the source is the figure's caption. */
export default function ProofFigure({ figure, unit, statement, source, text, image, link }: ProofFigureBlock) {
  return (
    <figure className={styles.proof}>
      {image && <Picture image={image} className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.claim}>
          <span className={styles.figure}>
            {formatKeyFigure(figure)}
            {unit && <span className={styles.unit}>{unit === '%' ? '\u202f%' : `\u00a0${unit}`}</span>}
          </span>{' '}
          <span className={styles.statement}>{statement}</span>
        </p>
        <RichText html={text} className={styles.text} />
        {link && <SmartLink link={link} />}
        <figcaption className={styles.source}>{source}</figcaption>
      </div>
    </figure>
  );
}
