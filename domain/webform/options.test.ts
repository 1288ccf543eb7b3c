import { flatOptions, hasOption, optionGroups } from './options';
import { validateForm } from './validate';

const grouped = {
  none: 'No preference',
  Train: { first: 'First class -- quieter', second: 'Second class' },
  Coach: { coach: 'Coach seat' },
};

describe('option groups', () => {
  it('keep their order and labels, descriptions after " -- " left out', () => {
    expect(optionGroups(grouped)).toEqual([
      { options: [['none', 'No preference']] },
      {
        label: 'Train',
        options: [
          ['first', 'First class'],
          ['second', 'Second class'],
        ],
      },
      { label: 'Coach', options: [['coach', 'Coach seat']] },
    ]);
    expect(flatOptions(grouped).map(([value]) => value)).toEqual(['none', 'first', 'second', 'coach']);
  });

  it("accept an option of a group but never a group's own name", () => {
    expect(hasOption(grouped, 'second')).toBe(true);
    expect(hasOption(grouped, 'Train')).toBe(false);
    expect(hasOption('yes_no', 'Yes')).toBe(false);
  });

  it('are what the server accepts from a select', () => {
    const elements = { seat: { '#type': 'select', '#title': 'Place', '#options': grouped } };
    expect(validateForm(elements, { seat: 'coach' }, { today: '2026-01-01' }).errors).toEqual({});
    expect(validateForm(elements, { seat: 'Coach' }, { today: '2026-01-01' }).errors).toEqual({ seat: { key: 'webform.option.invalid' } });
  });
});
