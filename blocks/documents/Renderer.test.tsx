// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/documents.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';
import { documentSize } from './file-size';

describe('documents block', () => {
  it('shows sizes as bytes / 1e5 with one decimal, in the page locale', () => {
    expect(documentSize(1843200, 'fr')).toBe('18,4');
    expect(documentSize(48128, 'en')).toBe('0.5');
    expect(documentSize(0, 'en')).toBe('0.0');
  });

  it('offers the main file first with the block label, then the other files with their titles, types and sizes', async () => {
    await renderBlock(schema.examples[0]);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Télécharger les conditions générales de vente');
    expect(links[0]).toHaveTextContent('PDF – 18,4 Mo');
    expect(links[0]).toHaveAttribute('href', '/documents/conditions-generales-de-vente-2026.pdf');
    expect(links[1]).toHaveTextContent('Tarifs voyageurs 2026PDF – 7,3 Mo');
    expect(links[2]).toHaveTextContent('XLSX – 0,5 Mo');
  });

  it('without label nor size, names the main file and shows only its type', async () => {
    await renderBlock(schema.examples[1]);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('plan-reseau-ter.pdf');
    expect(link).toHaveTextContent(/PDF$/);
  });

  it('is static: no island', async () => {
    expect(await renderBlockToHtml(schema.examples[0])).not.toContain('data-island');
  });
});
