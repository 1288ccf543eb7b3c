// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { join } from 'node:path';
import { I18nProvider, type Locale } from '@quai/engine/i18n';
import { loadCatalogs } from '../../../site/i18n/catalogs';
import { DateRangePicker, type DateRangePickerProps } from '.';

const catalogs = loadCatalogs(join(import.meta.dirname, '../../../site/i18n'));

function renderPicker(props: Partial<DateRangePickerProps> = {}, locale: Locale = 'fr') {
  const onConfirm = vi.fn();
  const result = render(
    <I18nProvider locale={locale} messages={catalogs[locale]}>
      <form aria-label="recherche">
        <DateRangePicker label="Dates du voyage" onConfirm={onConfirm} startName="from" endName="to" {...props} />
      </form>
    </I18nProvider>,
  );
  const start = result.container.querySelector<HTMLElement>('[slot="start"]');
  const end = result.container.querySelector<HTMLElement>('[slot="end"]');
  const hidden = (name: string) => result.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  return { onConfirm, start: start!, end: end!, hidden };
}

const text = (element: HTMLElement) => element.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('date-range picker', () => {
  it('displays the fields as day/month/year in every locale', () => {
    for (const locale of ['fr', 'en', 'es', 'it'] as const) {
      const { start, end } = renderPicker({ defaultValue: { from: '2026-03-02', to: '2026-03-15' } }, locale);
      expect([text(start), text(end)]).toEqual(['02/03/2026', '15/03/2026']);
      cleanup();
    }
  });

  it('confirms nothing until both typed dates are set, then gives them as year-month-day', async () => {
    const { onConfirm, start, end } = renderPicker();
    const confirm = screen.getByRole('button', { name: 'Valider les dates' });
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('12032026');
    expect(text(start)).toBe('12/03/2026');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(end).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15032026');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-12', to: '2026-03-15' });
  });

  it('shows typed dates in the calendar, and calendar picks in the fields', async () => {
    const { onConfirm, start, end, hidden } = renderPicker({ defaultValue: { from: '2026-03-12', to: '2026-03-15' } });
    await userEvent.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));
    const calendar = await screen.findByRole('grid');
    const selected = within(calendar)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected.map((cell) => cell.textContent)).toEqual(['12', '13', '14', '15']);
    await userEvent.click(within(calendar).getByRole('button', { name: /20 mars 2026/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /24 mars 2026/ }));
    expect(text(start)).toBe('20/03/2026');
    expect(text(end)).toBe('24/03/2026');
    expect([hidden('from'), hidden('to')]).toEqual(['2026-03-20', '2026-03-24']);
    await userEvent.click(screen.getByRole('button', { name: 'Valider les dates' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-20', to: '2026-03-24' });
  });

  it('says its hint, and empties both dates with the clear button, which shows only while a range is set', async () => {
    const onClear = vi.fn();
    const { start, end, hidden } = renderPicker({
      defaultValue: { from: '2026-03-12', to: '2026-03-15' },
      description: 'Du jj/mm/aaaa au jj/mm/aaaa',
      onClear,
    });
    expect(screen.getByRole('group', { name: /Dates du voyage/ })).toHaveAccessibleDescription(/Du jj\/mm\/aaaa au jj\/mm\/aaaa$/);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les dates' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect([text(start), text(end)]).toEqual(['jj/mm/aaaa', 'jj/mm/aaaa']);
    expect([hidden('from'), hidden('to')]).toEqual(['', '']);
    expect(screen.queryByRole('button', { name: 'Effacer les dates' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Valider les dates' })).toBeDisabled();
  });

  it('opens the calendar on the typed start day, not on today, so the end is picked from there', async () => {
    const { start } = renderPicker();
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('03102026');
    await userEvent.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));
    const calendar = await screen.findByRole('grid');
    expect(calendar).toHaveAccessibleName(/octobre 2026/);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^samedi 3 octobre 2026/));
  });
});
