import { renderToString } from 'react-dom/server';
import { Blocks } from './Blocks';
import type { BlockNodeLike } from './content-validator';
import { defineBlock } from './definition';
import { EngineProvider, PointerContext, type EngineSettings, type RenderMode } from './engine-context';
import { LayoutProvider, useLayout, type LayoutName } from './layout';
import { BlockRegistry } from './registry';

function Thrower(): never {
  throw new Error('renderer bug');
}
function Echo({ text }: { text: string }) {
  return <p>{text}</p>;
}
function Width() {
  return <p>width {useLayout().contentWidth}</p>;
}
function Parent({ items }: { items: BlockNodeLike[] }) {
  return (
    <div className="parent">
      <Blocks nodes={items} at="items" />
    </div>
  );
}

const registry = new BlockRegistry([
  defineBlock({ type: 'echo', schema: {}, hydrate: 'none', load: async () => ({ default: Echo }) }),
  defineBlock({ type: 'thrower', schema: {}, hydrate: 'none', load: async () => ({ default: Thrower }) }),
  defineBlock({ type: 'width', schema: {}, hydrate: 'none', load: async () => ({ default: Width }) }),
  defineBlock({ type: 'parent', schema: {}, hydrate: 'none', load: async () => ({ default: Parent }) }),
]);
await registry.loadAll();

function render(
  nodes: BlockNodeLike[],
  {
    mode = 'production',
    layout = 'homepage',
    uncontainedStaticBlocks = false,
  }: { mode?: RenderMode; layout?: LayoutName; uncontainedStaticBlocks?: boolean } = {},
) {
  const logs: Array<{ message: string; detail?: Record<string, unknown> }> = [];
  const settings: EngineSettings = {
    registry,
    mode,
    log: (message, detail) => logs.push({ message, detail }),
    islandShell: (island) => island,
    uncontainedStaticBlocks,
  };
  const html = renderToString(
    <LayoutProvider layout={layout}>
      <EngineProvider settings={settings}>
        <PointerContext.Provider value="">
          <Blocks nodes={nodes} at="blocks" />
        </PointerContext.Provider>
      </EngineProvider>
    </LayoutProvider>,
  );
  return { html, logs };
}

describe('block dispatch', () => {
  it('renders each node with the renderer of its type, nested children through the same engine', () => {
    const { html } = render([{ type: 'parent', items: [{ type: 'echo', text: 'enfant' }] }]);
    expect(html).toContain('<div class="parent"><!--$--><p>enfant</p><!--/$--></div>');
  });

  it('shows an unknown type as a debug block with the raw node in development', () => {
    const { html } = render([{ type: 'hologram', beam: 3 }], { mode: 'development' });
    expect(html).toContain('unknown block type &quot;hologram&quot;');
    expect(html).toContain('&quot;beam&quot;: 3');
  });

  it('renders nothing for an unknown type in production and logs it with its pointer', () => {
    const { html, logs } = render([{ type: 'echo', text: 'avant' }, { type: 'hologram' }], { mode: 'production' });
    expect(html).not.toContain('hologram');
    expect(html).toContain('avant');
    expect(logs).toEqual([{ message: 'unknown block type "hologram"', detail: { pointer: '/blocks/1' } }]);
  });

  it('contains a renderer that throws: only that block is missing, and the error is logged with its pointer', () => {
    const { html, logs } = render([
      { type: 'echo', text: 'avant' },
      { type: 'parent', items: [{ type: 'thrower' }] },
      { type: 'echo', text: 'après' },
    ]);
    expect(html).toContain('avant');
    expect(html).toContain('après');
    expect(logs[0]).toMatchObject({
      message: 'block "thrower" failed to render',
      detail: { pointer: '/blocks/1/items/0', type: 'thrower' },
    });
  });

  it('renders static blocks without their containment when asked (the server then renders a failed page again with it)', () => {
    const { html, logs } = render([{ type: 'parent', items: [{ type: 'echo', text: 'enfant' }] }], { uncontainedStaticBlocks: true });
    expect(html).toBe('<div class="parent"><p>enfant</p></div>');
    expect(logs).toEqual([]);
    expect(() => render([{ type: 'echo', text: 'avant' }, { type: 'thrower' }], { uncontainedStaticBlocks: true })).toThrow('renderer bug');
  });

  it('logs nothing for a large block that rendered in full (the server streams it apart from its fallback)', () => {
    const text = 'un long paragraphe '.repeat(100);
    const { html, logs } = render([{ type: 'echo', text }]);
    expect(html).toContain(text);
    expect(logs).toEqual([]);
  });

  it.each([
    ['homepage', 1064],
    ['subhome', 1064],
    ['crisis', 1064],
    ['news_room', 1064],
    ['edito_centered', 712],
    ['landing_page_centered', 712],
  ] as const)('gives blocks of a %s page a content width of %i px', (layout, width) => {
    expect(render([{ type: 'width' }], { layout }).html).toContain(`width <!-- -->${width}`);
  });
});
