import { BlockRegistry, Registry } from './registry';

const Header = () => null;
const TextInput = () => null;

describe('the one registry shape', () => {
  it('gives components given at once, and loads the others on demand, once', async () => {
    let loads = 0;
    const registry = new Registry({
      textfield: { component: TextInput },
      header: {
        load: async () => {
          loads += 1;
          return { default: Header };
        },
      },
    });
    expect(registry.names()).toEqual(['header', 'textfield']);
    expect(registry.component('textfield')).toBe(TextInput);
    expect(registry.component('header')).toBeUndefined();
    expect(await registry.load(['header', 'header', 'textfield', 'unknown'])).toEqual([]);
    await registry.loadAll();
    expect(registry.component('header')).toBe(Header);
    expect(loads).toBe(1);
  });

  it('reports a load that failed without stopping the others, and tries it again next time', async () => {
    let attempts = 0;
    const registry = new Registry({
      flaky: {
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('chunk failed to download');
          return { default: Header };
        },
      },
      header: { load: async () => ({ default: Header }) },
    });
    expect(await registry.loadAll()).toEqual([{ name: 'flaky', error: new Error('chunk failed to download') }]);
    expect(registry.component('header')).toBe(Header);
    expect(await registry.load(['flaky'])).toEqual([]);
    expect(registry.component('flaky')).toBe(Header);
  });

  it('keys block definitions by their type and refuses a type defined twice', () => {
    const paragraph = { type: 'paragraph', schema: {}, hydrate: 'none' as const, load: async () => ({ default: TextInput }) };
    expect(new BlockRegistry([paragraph]).definition('paragraph')).toBe(paragraph);
    expect(() => new BlockRegistry([paragraph, paragraph])).toThrow('Block type "paragraph" is defined twice');
  });
});
