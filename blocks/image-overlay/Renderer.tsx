import { Picture } from '../_ui/Picture';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import type { ImageOverlayBlock } from '../../schemas/generated/blocks/image-overlay';
import styles from './styles.module.css';

/** With no title and no text there is nothing to lay over the image: it is shown plain. */
export default function ImageOverlay({ image, title, content, link }: ImageOverlayBlock) {
  if (!title && !content) {
    return (
      <figure className={styles.plain}>
        <Picture image={image} className={styles.image} />
      </figure>
    );
  }
  return (
    <section className={styles.overlay}>
      <Picture image={image} className={styles.image} />
      <div className={styles.panel}>
        {title && <h2 className={styles.title}>{title}</h2>}
        <RichText html={content} className={styles.text} />
        {link && <SmartLink link={{ ...link, variant: 'button' }} className={styles.link} />}
      </div>
    </section>
  );
}
