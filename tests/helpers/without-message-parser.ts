import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Runs `work` as the browser bundle would: `intl-messageformat` with no ICU parser, so a message
 * that reaches it unparsed throws instead of being parsed on the spot.
 */
export function withoutMessageParser<T>(work: () => T): T {
  const parse = IntlMessageFormat.__parse;
  IntlMessageFormat.__parse = undefined;
  try {
    return work();
  } finally {
    IntlMessageFormat.__parse = parse;
  }
}
