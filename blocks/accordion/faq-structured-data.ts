import type { AccordionItem } from '../../schemas/generated/blocks/accordion';

/** Answers as plain text: structured data carries no markup. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The schema.org FAQPage of an accordion's questions and answers. */
export function faqPageData(items: readonly AccordionItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.content) },
    })),
  };
}

/** JSON for an inline script element: `<` escaped so no text of the answers can close the element. */
export function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
