import sanitizeHtml from 'sanitize-html';

/** Whether a link leaves the site: an absolute http or https address (paths, anchors, mailto: and tel: stay). */
const isExternal = (href: string | undefined) => href !== undefined && /^\s*https?:\/\//i.test(href);

/**
 * The allow-list applied to every piece of CMS HTML when content is loaded. Anything not named
 * here (scripts, event handlers, styles, iframes, javascript: URLs) is removed.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'hr',
    'span',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'img',
    'dl',
    'dt',
    'dd',
    'time',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'lang', 'hreflang', 'target', 'rel'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // An external link (an absolute http or https address) opens in a new tab, and every link that
    // opens a new tab hands neither the referrer nor the opener to the target page.
    a: (tagName, attribs) => {
      if (attribs.target === '_blank' || isExternal(attribs.href))
        return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noreferrer noopener' } };
      const { target: _ignored, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, ALLOW_LIST);
}
