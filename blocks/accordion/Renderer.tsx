import { useId } from 'react';
import { useNonce } from '@quai/engine/nonce';
import { itemHeading } from '../_ui/headings';
import { RichText } from '../_ui/RichText';
import type { AccordionBlock } from '../../schemas/generated/blocks/accordion';
import { faqPageData, jsonForScript } from './faq-structured-data';
import styles from './styles.module.css';

/**
 * Disclosures sharing one `name` form an exclusive group: the browser closes the open item when
 * another opens, with no JavaScript. The name is unique per accordion so two accordions of a
 * page stay independent. An accordion marked as the page's FAQ also describes its questions
 * as FAQPage structured data for search engines.
 */
export default function Accordion({ title, faqPage, items }: AccordionBlock) {
  const nonce = useNonce();
  const group = `accordion-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const Heading = itemHeading(Boolean(title));
  return (
    <section className={styles.accordion}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {items.map((item, index) => (
        <details key={index} name={group} className={styles.item}>
          <summary className={styles.summary}>
            <Heading className={styles.question}>{item.title}</Heading>
          </summary>
          <RichText html={item.content} className={styles.answer} />
        </details>
      ))}
      {faqPage && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonForScript so it cannot close the script element.
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(faqPageData(items)) }} />
      )}
    </section>
  );
}
