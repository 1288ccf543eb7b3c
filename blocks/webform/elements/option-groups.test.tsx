// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../../tests/helpers/render-block';
import { form } from '../../../tests/helpers/webform-form';

const grouped = { none: 'Sans préférence', Train: { first: '1re classe', second: '2de classe' }, Car: { coach: 'Siège en car' } };

describe('option groups', () => {
  it('render as <optgroup> in a select', async () => {
    await renderBlock(form({ seat: { '#type': 'select', '#title': 'Place', '#options': grouped } }));
    const select = screen.getByLabelText('Place');
    const train = within(select).getByRole('group', { name: 'Train' });
    expect(
      within(train)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1re classe', '2de classe']);
    expect(within(select).getByRole('option', { name: 'Sans préférence' }).parentElement).toBe(select);
  });

  it('render as a fieldset per group in radios, named by the group', async () => {
    await renderBlock(form({ seat: { '#type': 'radios', '#title': 'Place', '#options': grouped } }));
    const outer = screen.getByRole('radiogroup', { name: 'Place' });
    const car = within(outer).getByRole('group', { name: 'Car' });
    expect(within(car).getByRole('radio', { name: 'Siège en car' })).toHaveAttribute('name', 'seat');
    expect(within(outer).getAllByRole('radio')).toHaveLength(4);
  });
});
