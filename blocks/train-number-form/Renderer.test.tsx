// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import schema from '../../schemas/blocks/train-number-form.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';
import { isTrainNumber, trainNumberInput } from './train-number';

const hidden = (name: string) => document.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;

describe('train-number form', () => {
  it('keeps digits only, at most 6, and enables the button once number and date are valid', async () => {
    await renderBlock(schema.examples[0]);
    const submit = screen.getByRole('button', { name: 'Voir le train' });
    expect(submit).toBeDisabled();
    const number = screen.getByRole('textbox', { name: 'Numéro de train' });
    await userEvent.type(number, 'TGV 66-11a9876');
    expect(number).toHaveValue('661198');
    // Today's date is filled in once the form runs in the browser.
    await waitFor(() => expect(submit).toBeEnabled());
    expect(new FormData(submit.closest('form')!).get('numeroCirculation')).toBe('661198');
    expect(hidden('dateCirculation')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(submit.closest('form')!.getAttribute('action')).toBe(
      '/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train/detail-train',
    );
    await userEvent.clear(number);
    expect(submit).toBeDisabled();
  });

  it('the number rule: whatever is typed, the field holds 1 to 6 digits or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const kept = trainNumberInput(typed);
        expect(kept === '' || isTrainNumber(kept)).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('is an island that shows its fields without JavaScript', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="train-number-form"');
    expect(html).toContain('Numéro de train');
  });

  it("works as a plain GET form without JavaScript: a named number checked by the browser, the server's today, an enabled button", async () => {
    const html = await renderBlockToHtml(schema.examples[0], { services: {} });
    const island = new DOMParser().parseFromString(html, 'text/html');
    const numberInput = island.querySelector<HTMLInputElement>('input[name="numeroCirculation"]')!;
    expect(numberInput.required).toBe(true);
    expect(numberInput.pattern).toBe('\\d{1,6}');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(island.querySelector<HTMLInputElement>('input[type=hidden][name="dateCirculation"]')!.value).toBe(today);
    expect(island.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false);
  });
});
