import { build, type Rolldown } from 'vite';
import { noMessageParserInBrowser } from './no-message-parser-plugin';

/** An error name only the ICU parser has: present in a bundle when the parser is. */
const PARSER_CODE = 'EXPECT_ARGUMENT_CLOSING_BRACE';
const ENTRY = 'virtual:format-a-parsed-message';

/** A module formatting a parsed message, as the browser entry does through the engine's translator. */
const entryModule = () => ({
  name: 'entry',
  enforce: 'pre' as const,
  resolveId: (id: string) => (id === ENTRY ? `\0${ENTRY}` : null),
  load: (id: string) =>
    id === `\0${ENTRY}`
      ? `import { IntlMessageFormat } from 'intl-messageformat';
         export const text = new IntlMessageFormat([{ type: 0, value: 'Bonjour ' }, { type: 1, value: 'name' }], 'fr').format({ name: 'Lyon' });`
      : null,
});

async function bundle(target: 'browser' | 'server'): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entryModule(), noMessageParserInBrowser()],
    // The server build bundles its dependencies here, so that both outputs can be searched.
    ssr: { noExternal: true },
    build: { write: false, minify: false, ssr: target === 'server', rollupOptions: { input: ENTRY } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe('the ICU message parser', () => {
  it('is left out of the browser build, which still formats parsed messages', async () => {
    const code = await bundle('browser');
    expect(code).toContain('IntlMessageFormat');
    expect(code).not.toContain(PARSER_CODE);
  });

  it('stays in the server build, which reads the catalogs’ sources', async () => {
    expect(await bundle('server')).toContain(PARSER_CODE);
  });
});
