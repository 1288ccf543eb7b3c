import { useLocale, useT } from '@quai/engine/i18n';
import type { AppStoreLink, AppStorePromoBlock } from '../../schemas/generated/blocks/app-store-promo';
import { Picture } from '../_ui/Picture';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import { StoreLogo } from './StoreLogo';
import styles from './styles.module.css';

export default function AppStorePromo({ title, text, image, rating, stores }: AppStorePromoBlock) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className={styles.promo} aria-label={title}>
      {image && <Picture image={image} className={styles.image} />}
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <RichText html={text} className={styles.text} />
        {rating && (
          <p className={styles.rating}>
            {t('catalogue.app_store_promo.rating', {
              score: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating.score),
            })}
            {rating.reviews !== undefined && <> · {t('catalogue.app_store_promo.reviews', { count: rating.reviews })}</>}
          </p>
        )}
        <ul className={styles.stores}>
          {stores.map((store) => (
            <li key={store.store}>
              <StoreButton store={store} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A store's download link: its logo and the store's usual wording, in a new tab. */
function StoreButton({ store }: { store: AppStoreLink }) {
  const t = useT();
  const label = t(`catalogue.app_store_promo.${store.store === 'app-store' ? 'app_store' : 'google_play'}`);
  return (
    <SmartLink link={{ href: store.href, label, external: true }} className={styles.store}>
      <StoreLogo store={store.store} />
      <span>{label}</span>
    </SmartLink>
  );
}
