import { Picture } from '../_ui/Picture';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import type { PromoCardBlock } from '../../schemas/generated/blocks/promo-card';
import { readableTextOn } from './readable-text';
import styles from './styles.module.css';

export default function PromoCard({ title, text, link, icon, colors }: PromoCardBlock) {
  const style = {
    backgroundImage: `linear-gradient(to bottom, ${colors.top}, ${colors.bottom})`,
    color: readableTextOn(colors.top, colors.bottom),
  };
  return (
    <article className={styles.promo} style={style}>
      <Picture image={icon} className={styles.icon} />
      <h2 className={styles.title}>{title}</h2>
      <RichText html={text} className={styles.text} />
      {link && <SmartLink link={{ ...link, variant: 'text' }} className={styles.link} />}
    </article>
  );
}
