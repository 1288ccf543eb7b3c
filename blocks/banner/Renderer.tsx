import { Picture } from '../_ui/Picture';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import type { BannerBlock } from '../../schemas/generated/blocks/banner';
import styles from './styles.module.css';

/** The banner image size when the content gives none. */
export const BANNER_IMAGE_WIDTH = 380;
export const BANNER_IMAGE_HEIGHT = 252;

export default function Banner({ backgroundColor, title, text, image, link }: BannerBlock) {
  return (
    <section className={`${styles.banner} ${styles[backgroundColor]}`} data-background={backgroundColor}>
      {image && <Picture image={image} width={BANNER_IMAGE_WIDTH} height={BANNER_IMAGE_HEIGHT} className={styles.image} />}
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <RichText html={text} className={styles.text} />
        {link && <SmartLink link={link} />}
      </div>
    </section>
  );
}
