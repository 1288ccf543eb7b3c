import { errorText } from './messages';

const t = (key: string, values?: Record<string, string | number>) => `${key}: ${JSON.stringify(values ?? {})}`;

describe('error texts', () => {
  it("show a real date in a value the locale's way", () => {
    expect(errorText({ key: 'webform.date.max', values: { max: '2026-11-25' } }, t, 'fr')).toBe(
      'webform.date.max: {"max":"25 novembre 2026"}',
    );
    expect(errorText({ key: 'webform.date.max', values: { max: '2026-11-25' } }, t, 'en')).toBe(
      'webform.date.max: {"max":"November 25, 2026"}',
    );
  });

  it('keep a date-shaped value that is no date as typed, instead of throwing', () => {
    expect(() => errorText({ key: 'webform.file.invalid', values: { name: '9999-99-99' } }, t, 'fr')).not.toThrow();
    expect(errorText({ key: 'webform.file.invalid', values: { name: '9999-99-99' } }, t, 'fr')).toBe(
      'webform.file.invalid: {"name":"9999-99-99"}',
    );
  });

  it('give a text the form wrote itself as it is', () => {
    expect(errorText({ text: 'Indiquez votre référence.' }, t, 'fr')).toBe('Indiquez votre référence.');
  });
});
