import { IntlMessageFormat } from 'intl-messageformat';
import { isPlainText, MESSAGE_OPTIONS, type Locale, type Messages, type PageMessages } from './translate';

/**
 * Messages ready for a browser whose bundle has no ICU parser: each parsed once here, on the
 * server, exactly as a translator would parse it (same constructor, locale and options, so
 * skeletons such as `::currency/EUR` are resolved alike). Plain text stays a string, which is
 * shorter than its parsed form and needs no parser. Location details are left out by the
 * parser unless asked for, so the parsed forms carry only what formatting reads.
 */
export function compileMessages(locale: Locale, messages: Messages): PageMessages {
  const compiled: PageMessages = {};
  for (const [key, source] of Object.entries(messages)) {
    compiled[key] = isPlainText(source) ? source : new IntlMessageFormat(source, locale, undefined, MESSAGE_OPTIONS).getAst();
  }
  return compiled;
}
