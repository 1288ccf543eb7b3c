import type { MethodChooserBlock } from '../../schemas/generated/blocks/method-chooser';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import styles from './styles.module.css';

/** The methods side by side, each an anchor of the page (#id), so a link can point at one. */
export default function MethodChooser({ title, methods }: MethodChooserBlock) {
  return (
    <section className={styles.chooser} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.methods}>
        {methods.map((method) => (
          <li key={method.id} id={method.id} className={styles.method}>
            <h3 className={styles.methodTitle}>{method.title}</h3>
            <RichText html={method.text} className={styles.text} />
            <SmartLink link={{ ...method.link, variant: 'button' }} className={styles.link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
