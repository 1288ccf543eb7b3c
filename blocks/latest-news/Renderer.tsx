import { useId } from 'react';
import type { WithServerData } from '@quai/engine/definition';
import { useLocale, useT } from '@quai/engine/i18n';
import type { LatestNewsBlock } from '../../schemas/generated/blocks/latest-news';
import type { NewsSearchItem } from '../../schemas/generated/api/search-answers';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import { longDay } from '../content-search/formats';
import styles from './styles.module.css';

/**
 * The newest articles as cards, each with a picture (the article's, else the block's fallback).
 * Without an answer from the search (it failed or timed out) the heading and the link to all the
 * news remain, so the block still leads somewhere.
 */
export default function LatestNews({
  title,
  fallbackImage,
  moreLink,
  serverData,
}: WithServerData<LatestNewsBlock, { articles: NewsSearchItem[] }>) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const articles = serverData?.articles;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 className={styles.title} id={headingId}>
          {title}
        </h2>
        <SmartLink link={moreLink} className={styles.more} />
      </div>
      {articles?.length === 0 && <p>{t('home.news.empty')}</p>}
      {articles && articles.length > 0 && (
        <ul className={styles.cards}>
          {articles.map((article) => {
            const image = article.image ? { src: article.image.url, alt: '' } : fallbackImage;
            return (
              <li key={article.id} className={styles.card}>
                {/* Decorative: the title beside it says what the article is. */}
                <img className={styles.image} src={image.src} alt="" width={400} height={225} loading="lazy" decoding="async" />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <time dateTime={article.publishOn}>{longDay(article.publishOn, locale)}</time>
                    {article.taxonomies.length > 0 && <span className={styles.tag}>{article.taxonomies.join(', ')}</span>}
                  </p>
                  <h3 className={styles.cardTitle}>
                    <a href={article.link} className={styles.link}>
                      {article.title}
                    </a>
                  </h3>
                  <RichText html={article.excerpt} as="p" className={styles.excerpt} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
