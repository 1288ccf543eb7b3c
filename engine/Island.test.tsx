import { renderToString } from 'react-dom/server';
import { EngineProvider, type EngineSettings } from './engine-context';
import { componentIslandRoot, Island } from './Island';
import { BlockRegistry } from './registry';

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

const settings: EngineSettings = {
  registry: new BlockRegistry([]),
  mode: 'production',
  log: () => {},
  islandShell: (island) => <section>{island}</section>,
  renderIsland: (island, identifierPrefix) => renderToString(island, { identifierPrefix }),
};

describe('component islands', () => {
  it('are marked with their name, hydration mode and props, around the HTML of their own root', () => {
    const html = renderToString(
      <EngineProvider settings={settings}>
        <Island name="greeting" component={Greeting} props={{ name: '</script>Léa\u2028' }} hydrate="idle" />
      </EngineProvider>,
    );
    expect(html).toContain('data-island-component="greeting"');
    expect(html).toContain('data-hydrate="idle"');
    // The props script cannot be closed early by content, nor end a line of older script parsers.
    expect(html).toContain('{"name":"\\u003c/script\\u003eLéa\\u2028"}');
    // The island's HTML is that of its root, with the island shell around it.
    expect(html).toContain(renderToString(componentIslandRoot(settings, Greeting, { name: '</script>Léa\u2028' })));
  });

  it('render plainly inside another island, which hydrates them with itself', () => {
    const html = renderToString(
      <EngineProvider settings={settings} insideIsland>
        <Island name="greeting" component={Greeting} props={{ name: 'Léa' }} />
      </EngineProvider>,
    );
    expect(html).toBe('<p>Bonjour <!-- -->Léa</p>');
  });
});
