// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/consent-preferences.schema.json';
import { renderBlock, renderBlockToHtml, validateBlock } from '../../tests/helpers/render-block';
import { OPEN_PREFERENCES } from './Renderer';

describe('consent-preferences block', () => {
  it('shows a button the consent manager opens its preferences from', async () => {
    await renderBlock(schema.examples[0]);
    const button = screen.getByRole('button', { name: 'Modifier mes choix de cookies' });
    expect(button).toHaveAttribute('data-cc', OPEN_PREFERENCES);
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByRole('heading', { name: 'Vos choix sur les cookies' })).toBeVisible();
  });

  it('ships no JavaScript of its own', async () => {
    expect(await renderBlockToHtml(schema.examples[1])).not.toContain('data-island');
  });

  it('is left out and reported without a button label', () => {
    const { node, problems } = validateBlock({ type: 'consent-preferences' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"buttonLabel"');
  });
});
