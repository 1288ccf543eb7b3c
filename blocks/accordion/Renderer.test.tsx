// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/accordion.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

describe('accordion', () => {
  it('makes its items one exclusive group of native disclosures, all closed at first', async () => {
    const { container } = await renderBlock(schema.examples[0]);
    const items = [...container.querySelectorAll('details')];
    expect(items).toHaveLength(3);
    const names = new Set(items.map((item) => item.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/^accordion-/);
    expect(items.every((item) => !item.open)).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Puis-je voyager avec mon vélo ?' })).toBeInTheDocument();
  });

  it('gives two accordions of a page different groups, so each keeps its own open item', async () => {
    const html = await renderBlockToHtml({ type: 'three-column', blocks: [schema.examples[0], schema.examples[1]] });
    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(2);
  });

  it('ships no JavaScript: the server HTML is the block', async () => {
    const html = await renderBlockToHtml(schema.examples[1]);
    expect(html).not.toContain('data-island');
    expect(html).toContain('<h2');
    expect(html).toContain('Les animaux de moins de 6 kg');
  });

  it('describes its questions as FAQPage structured data when it is the page FAQ, and only then', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(3);
    expect(data.mainEntity[2]).toEqual({
      '@type': 'Question',
      name: "Que faire d'un objet oublié à bord ?",
      acceptedAnswer: { '@type': 'Answer', text: "Déclarez-le en ligne dans les 48 heures : nous vous prévenons dès qu'il est retrouvé." },
    });
    expect(await renderBlockToHtml(schema.examples[1])).not.toContain('application/ld+json');
  });
});
