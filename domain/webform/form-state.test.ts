import { resolveForm } from './form-state';

describe('form state: checkboxes ticked and unticked by #states', () => {
  const elements = {
    minor: { '#type': 'checkbox', '#title': 'Je voyage avec un mineur' },
    consent: {
      '#type': 'checkbox',
      '#title': 'Autorisation parentale jointe',
      '#states': { checked: { ':input[name="minor"]': { checked: true } }, unchecked: { ':input[name="minor"]': { unchecked: true } } },
    },
    terms: {
      '#type': 'webform_terms_of_service',
      '#title': "J'accepte les {conditions}",
      '#states': { unchecked: { ':input[name="minor"]': { checked: true } } },
    },
  };

  it("a checkbox #states untick stores '0', as the visitor's own untick does", () => {
    const resolved = resolveForm(elements, { minor: '0', consent: '1', terms: '1' });
    expect(resolved.values.consent).toBe('0');
    expect(resolved.values.terms).toBe('1');
  });

  it("a checkbox #states tick stores '1', and the terms checkbox unticked stores '0'", () => {
    const resolved = resolveForm(elements, { minor: '1', consent: '0', terms: '1' });
    expect(resolved.values.consent).toBe('1');
    expect(resolved.values.terms).toBe('0');
  });
});
