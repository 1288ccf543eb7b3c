// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../../../tests/helpers/render-block';
import { form, serve, submit } from '../../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

describe('types real Drupal sites use', () => {
  it('webform_scale: numbered radios between the texts of its ends, one sent, required before sending', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 1 } } }, bodies);
    await renderBlock(
      form({
        clean: {
          '#type': 'webform_scale',
          '#title': 'Propreté',
          '#min': 0,
          '#max': 3,
          '#min_text': 'Sale',
          '#max_text': 'Impeccable',
          '#required': true,
        },
      }),
    );
    const group = screen.getByRole('group', { name: /Propreté/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3']);
    // The ends are named for screen readers as for the eye.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['0 (Sale)', '1', '2', '3 (Impeccable)']);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Propreté : Ce champ est obligatoire.');
    await userEvent.click(within(group).getByRole('radio', { name: '2' }));
    await submit();
    await screen.findByText('Merci !');
    expect(bodies).toEqual([expect.objectContaining({ clean: '2' })]);
  });

  it('webform_more: a disclosure named by #more_title, or "En savoir plus", that the visitor opens', async () => {
    await renderBlock(
      form({
        why: {
          '#type': 'webform_more',
          '#more_title': 'Pourquoi ce numéro ?',
          '#more': '<p>Pour vous prévenir <script>x</script>d’un retard.</p>',
        },
        plain: { '#type': 'webform_more', '#more': '<p>Animaux acceptés.</p>' },
      }),
    );
    const summary = screen.getByText('Pourquoi ce numéro ?');
    expect(screen.getByText('En savoir plus')).toBeInTheDocument();
    expect(summary.tagName).toBe('SUMMARY');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Pour vous prévenir d’un retard.')).toBeVisible();
  });

  it('webform_variant: shows nothing, and sends the variant its form gives', async () => {
    const bodies: unknown[] = [];
    serve({ '/api/webform': { body: { sid: 1 } } }, bodies);
    await renderBlock(
      form({
        variant: { '#type': 'webform_variant', '#title': 'Variante', '#default_value': 'b' },
        name: { '#type': 'textfield', '#title': 'Nom' },
      }),
    );
    expect(screen.queryByText('Variante')).toBeNull();
    await submit();
    await screen.findByText('Merci !');
    expect(bodies).toEqual([expect.objectContaining({ variant: 'b' })]);
  });
});

describe('elements left out when the form loaded', () => {
  const withLeftOut = () => {
    const block = form({ name: { '#type': 'textfield', '#title': 'Nom' } });
    return {
      ...block,
      definition: { ...block.definition, leftOut: [{ pointer: '/elements/pages', reason: '/#rows: must be of type integer' }] },
    };
  };

  it('are listed with why in a debug box above the form in development', async () => {
    await renderBlock(withLeftOut(), { mode: 'development' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('1 element(s) left out of this form: a value of theirs could not be read');
    expect(note).toHaveTextContent('/#rows: must be of type integer');
    expect(screen.getByLabelText('Nom')).toBeVisible();
  });

  it('are not shown to visitors', async () => {
    await renderBlock(withLeftOut(), { mode: 'production' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText('Nom')).toBeVisible();
  });
});
