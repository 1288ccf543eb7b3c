// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/link-group.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';
import smartLinkStyles from '../_ui/SmartLink.module.css';

describe('link group', () => {
  it('shows its title, then each link as a button or as text', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { name: 'Vous avez une question ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveClass(smartLinkStyles.button!);
    expect(screen.getByRole('link', { name: 'Consulter la foire aux questions' })).toHaveClass(smartLinkStyles.text!);
  });

  it('has no heading when it has no title', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir les petits prix' })).toHaveAttribute('rel', 'noreferrer noopener');
  });
});
