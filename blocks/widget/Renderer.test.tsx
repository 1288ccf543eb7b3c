// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import schema from '../../schemas/blocks/widget.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [comparator] = schema.examples;
/** A widget whose external script is gone (a retired version, say). */
const retired = {
  type: 'widget',
  selector: 'calculateur-correspondances',
  script: '/widgets/calculateur-correspondances-v1.js',
  inlineScript: "window.CalculateurCorrespondances.start('calculateur-correspondances');",
};
const NONCE = 'page-nonce-4c';

/** The page's own script carries the nonce, as on a served page: the widget reads it from there. */
beforeEach(() => {
  const pageScript = document.createElement('script');
  pageScript.nonce = NONCE;
  pageScript.type = 'application/json';
  document.head.append(pageScript);
});
afterEach(() => document.head.replaceChildren());

const addedScripts = (container: HTMLElement) => [...container.querySelectorAll<HTMLScriptElement>('[data-widget-scripts] script')];

describe('widget block', () => {
  it('gives the widget an empty mount element with the id the content names', async () => {
    const { container } = await renderBlock(comparator);
    const mount = container.querySelector('#comparateur-co2')!;
    expect(mount).not.toBeNull();
    expect(mount.childNodes).toHaveLength(0);
    expect(container.querySelector('h2')).toHaveTextContent("Comparez l'empreinte carbone de votre trajet");
  });

  it('loads the external script first, with the page nonce, and runs nothing else before it has loaded', async () => {
    const { container } = await renderBlock(comparator);
    const scripts = addedScripts(container);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('/widgets/co2-comparator.js');
    expect(scripts[0]!.nonce).toBe(NONCE);
  });

  it('then runs the inline script and the secondary script, which receives its data attributes; each carries the nonce', async () => {
    const { container } = await renderBlock({
      ...comparator,
      inlineScript: "document.getElementById('comparateur-co2').textContent = 'Paris – Lyon';",
      secondaryScript: {
        code: "var data = document.currentScript.dataset; document.getElementById('comparateur-co2').textContent += ' : ' + data.distance + ' km';",
        dataAttributes: comparator!.secondaryScript!.dataAttributes,
      },
    });
    const mount = container.querySelector('#comparateur-co2')!;
    expect(mount).toBeEmptyDOMElement();
    fireEvent.load(addedScripts(container)[0]!);
    expect(mount).toHaveTextContent('Paris – Lyon : 465 km');
    expect({ ...addedScripts(container)[2]!.dataset }).toEqual({ route: 'Paris – Lyon', distance: '465' });
    expect(addedScripts(container).map((script) => script.nonce)).toEqual([NONCE, NONCE, NONCE]);
  });

  it('when the external script fails, leaves the mount element empty, runs no inline script and logs once', async () => {
    const log = vi.fn();
    const { container } = await renderBlock(retired, { log });
    const external = addedScripts(container)[0]!;
    fireEvent.error(external);
    fireEvent.error(external);
    expect(addedScripts(container)).toHaveLength(1);
    expect(container.querySelector('#calculateur-correspondances')!.childNodes).toHaveLength(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'widget script failed to load',
      expect.objectContaining({ src: '/widgets/calculateur-correspondances-v1.js', pointer: '/blocks/0' }),
    );
  });

  it('runs an inline-only widget at once', async () => {
    const { container } = await renderBlock({
      type: 'widget',
      selector: 'horloge-gare',
      inlineScript: "document.getElementById('horloge-gare').textContent = '12:00';",
    });
    expect(container.querySelector('#horloge-gare')).toHaveTextContent('12:00');
    expect(addedScripts(container)[0]!.nonce).toBe(NONCE);
  });

  it('rejects a mount id that is not a plain id', async () => {
    await expect(renderBlock({ type: 'widget', selector: '#comparateur co2', script: '/widgets/co2-comparator.js' })).rejects.toThrow(
      /selector/,
    );
  });

  it('sends an empty mount element, no executable script and a message for visitors without JavaScript', async () => {
    const html = await renderBlockToHtml(comparator);
    expect(html).toContain('id="comparateur-co2"');
    expect(html).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(html).toContain('data-island="widget"');
    expect(html).toContain('<noscript>');
  });
});
