import { normaliseValues, validateForm } from '../validate';
import type { ElementMap } from '../elements';

const elements = {
  newsletter: { '#type': 'checkbox', '#title': 'Newsletter' },
  alerts: { '#type': 'webform_toggle', '#title': 'Alertes' },
  terms: { '#type': 'webform_terms_of_service', '#title': 'Conditions', '#required': true },
} as unknown as ElementMap;

describe('a checkbox, a switch and the terms', () => {
  it("store '0' when left unticked, whatever a JSON body sends for them", () => {
    const values = normaliseValues(elements, { newsletter: '', alerts: 'false', terms: '1' }, {} as never);
    expect(values).toEqual({ newsletter: '0', alerts: '0', terms: '1' });
  });

  it("store '1' ticked, and a required one left unticked is missing", () => {
    const { values, errors } = validateForm(elements, { newsletter: '1', alerts: '1', terms: '' }, {} as never);
    expect(values).toMatchObject({ newsletter: '1', alerts: '1', terms: '0' });
    expect(Object.keys(errors)).toEqual(['terms']);
  });
});
