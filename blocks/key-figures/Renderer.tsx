import type { KeyFiguresBlock } from '../../schemas/generated/blocks/key-figures';
import { formatKeyFigure } from './format';
import styles from './styles.module.css';

export default function KeyFigures({ title, figures }: KeyFiguresBlock) {
  return (
    <section className={styles.keyFigures}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.list}>
        {figures.map((figure, index) => (
          <li key={index} className={styles.figure}>
            <p className={styles.value}>
              <span className={styles.number}>{formatKeyFigure(figure.number)}</span>
              {figure.exponent && <span className={styles.exponent}>{figure.exponent}</span>}
            </p>
            <p className={styles.description}>{figure.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
