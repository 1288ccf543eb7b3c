import type { Plugin } from 'vite';

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The browser build's `intl-messageformat` without its ICU parser (about 47 kB of the core chunk
 * before compression, with the skeleton parser it alone uses): the server sends every message the
 * browser formats already parsed (engine/compile-messages.ts), so the parser's `no-parser` entry,
 * which keeps the AST helpers formatting needs, is enough there. The server build, the
 * development server and the tests keep the parser: they read the catalogs' sources.
 */
export function noMessageParserInBrowser(): Plugin {
  return {
    name: 'quai:no-message-parser-in-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer, options) {
      if (source !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}
