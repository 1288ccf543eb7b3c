// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/slider.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const example = schema.examples[0]!;
const currentSlide = () => document.querySelector('[aria-current="true"]');

describe('slider', () => {
  it('opens on the first slide by default', async () => {
    await renderBlock(example);
    expect(currentSlide()).toHaveTextContent('Voyager avec vos bagages');
    expect(screen.getByText('1 / 5')).toBeVisible();
  });

  it('opens on slide_nb (1-based) when above 1', async () => {
    await renderBlock(example, { request: { path: '/services', search: '?slide_nb=3' } });
    expect(currentSlide()).toHaveTextContent('Assistance en gare');
    expect(screen.getByText('3 / 5')).toBeVisible();
  });

  it('opens on the slide whose anchor matches slide_category, ignoring case', async () => {
    await renderBlock(example, { request: { path: '/services', search: '?slide_category=ANIMAUX' } });
    expect(currentSlide()).toHaveTextContent('Voyager avec un animal');
    expect(screen.getByRole('button', { name: 'Animaux' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the server renders the deep-linked slide as current', async () => {
    const html = await renderBlockToHtml(example, { request: { path: '/services', search: '?slide_nb=2' } });
    expect(html).toMatch(/aria-current="true"[^>]*>.*?Votre vélo dans le train/);
  });

  it('moves with the arrows and the anchors', async () => {
    await renderBlock(example);
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(currentSlide()).toHaveTextContent('Votre vélo dans le train');
    await userEvent.click(screen.getByRole('button', { name: 'Restauration' }));
    expect(screen.getByText('5 / 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeDisabled();
  });

  it('a single slide has no arrows nor anchors', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
