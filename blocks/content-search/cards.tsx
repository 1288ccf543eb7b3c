import type { AgencySearchItem, NewsSearchItem, PublicationSearchItem } from '../../schemas/generated/api/search-answers';
import { useLocale, useT } from '@quai/engine/i18n';
import { RichText } from '../_ui/RichText';
import { fileType } from '../documents/file-size';
import { longDay, publicationSize } from './formats';
import styles from './styles.module.css';

/** Excerpts come from the search call HTML-escaped, with <mark> as their only markup. */
function Excerpt({ html }: { html: string }) {
  return <RichText html={html} as="p" className={styles.excerpt} />;
}

/** A news card; newsroom articles are rich cards with their image. */
export function NewsCard({ item }: { item: NewsSearchItem }) {
  const locale = useLocale();
  const rich = item.type_of_page === 'news_room';
  return (
    <article className={rich ? `${styles.card} ${styles.rich}` : styles.card}>
      {rich && item.image && <img className={styles.image} src={item.image.url} alt="" width={400} height={225} loading="lazy" />}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={item.publishOn}>{longDay(item.publishOn, locale)}</time>
          {item.taxonomies.length > 0 && <span className={styles.tag}>{item.taxonomies.join(', ')}</span>}
        </p>
        <h3 className={styles.cardTitle}>
          <a href={item.link} className={styles.cardLink}>
            {item.title}
          </a>
        </h3>
        <Excerpt html={item.excerpt} />
      </div>
    </article>
  );
}

export function PublicationCard({ item }: { item: PublicationSearchItem }) {
  const t = useT();
  const locale = useLocale();
  const { category, region, transporter } = item.categories;
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={item.publicationDate}>{longDay(item.publicationDate, locale)}</time>
        </p>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        <ul className={styles.tags} aria-label={t('search.publication.categories')}>
          {[category, region, transporter].map((value) => (
            <li key={value} className={styles.tag}>
              {value}
            </li>
          ))}
        </ul>
        <Excerpt html={item.excerpt} />
        <a className={styles.download} href={item.file.url} download={item.file.filename}>
          {item.file.value}
          <span className={styles.fileDetails}>
            {t('search.publication.file', { type: fileType(item.file.filename) ?? '', size: publicationSize(item.file.size, locale) })}
          </span>
        </a>
      </div>
    </article>
  );
}

export function AgencyCard({ item }: { item: AgencySearchItem }) {
  const t = useT();
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{item.name}</h3>
        <address className={styles.address}>
          {item.address}
          <br />
          {item.postalCode} {item.city}
        </address>
        <dl className={styles.contacts}>
          <dt>{t('search.agency.phone')}</dt>
          <dd>
            <a href={`tel:${item.phone.replace(/\s/g, '')}`}>{item.phone}</a>
          </dd>
          <dt>{t('search.agency.mail')}</dt>
          <dd>
            <a href={`mailto:${item.mail}`}>{item.mail}</a>
          </dd>
          <dt>{t('search.agency.website')}</dt>
          <dd>
            <a href={item.webSite} target="_blank" rel="noreferrer noopener">
              {t('search.agency.website.link', { name: item.name })}
            </a>
          </dd>
        </dl>
      </div>
    </article>
  );
}
