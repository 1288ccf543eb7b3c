import schema from '../../schemas/blocks/search-hero.schema.json';
import { renderBlockToHtml, validateBlock } from '../../tests/helpers/render-block';

const [journeySearch, trainForm] = schema.examples;

describe('search-hero block', () => {
  it('draws its picture first, at its own size, fetched eagerly and early, with the journey search over it', async () => {
    const html = await renderBlockToHtml(journeySearch);
    const picture = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(picture).toContain('src="/images/home/hero-vallee.svg"');
    expect(picture).toContain('width="1440"');
    expect(picture).toContain('height="480"');
    expect(picture).toContain('alt=""');
    expect(picture).toContain('loading="eager"');
    expect(picture).toMatch(/fetchPriority="high"/i);
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Où allez-vous ?'));
  });

  it('adds no island of its own: only its children hydrate, as they would anywhere', async () => {
    const html = await renderBlockToHtml(trainForm);
    expect(html.match(/data-island="[^"]+"/g)).toEqual(['data-island="train-number-form"']);
    expect(html).toContain('alt="Un TGV franchit un viaduc au coucher du soleil"');
  });

  it('drops an invalid child alone and keeps the header', () => {
    const { node, problems } = validateBlock({ ...journeySearch, blocks: [{ type: 'itinerary-search' }, journeySearch!.blocks[0]] });
    expect(node).toMatchObject({ type: 'search-hero', blocks: [{ type: 'itinerary-search', title: 'Où allez-vous ?' }] });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/blocks/0/blocks/0']);
  });
});
