import { computedText, computedValues } from './computed';
import { indexElements, type ElementMap } from './elements';

const elements: ElementMap = {
  name: { '#type': 'textfield', '#title': 'Nom' },
  kind: { '#type': 'radios', '#title': 'Type', '#options': { scolaire: 'Scolaire -- écoles, collèges', entreprise: 'Entreprise' } },
  phone: { '#type': 'webform_telephone', '#title': 'Téléphone' },
  summary: {
    '#type': 'webform_computed_token',
    '#title': 'Récapitulatif',
    '#store': true,
    '#template':
      '<p>[webform_submission:values:name] ([webform_submission:values:kind] / [webform_submission:values:kind:raw]), tél. [webform_submission:values:phone:phone] [site:name][current-date:short]</p>',
  },
  shown: { '#type': 'webform_computed_token', '#template': 'Bonjour [webform_submission:values:name]' },
  total: { '#type': 'webform_computed_twig', '#store': true, '#template': '{{ data.quantity * 12 }} €' },
  greeting: { '#type': 'webform_computed_twig', '#store': true, '#template': '<p>Groupe {{ data.kind }} : {{ data.phone.phone }}</p>' },
};
const byKey = new Map(indexElements(elements).map(({ key, element }) => [key, element]));
const values = { name: 'Camille', kind: 'scolaire', phone: { type: 'mobile', phone: '0612345678', ext: '' } };

describe('computed elements', () => {
  it('fills the submission’s own tokens (labels, raw values, composite parts) and leaves other tokens out, as plain text', () => {
    expect(computedText(elements.summary!, values, byKey)).toBe('Camille (Scolaire / scolaire), tél. 0612345678 ');
    expect(computedText(elements.summary!, {}, byKey)).toBe(' ( / ), tél.  ');
  });

  it('reads Twig made of text and {{ data.<key> }} with the values, and shows nothing for any other Twig', () => {
    expect(computedText(elements.greeting!, values, byKey)).toBe('Groupe Scolaire : 0612345678');
    expect(computedText(elements.total!, values, byKey)).toBe('');
  });

  it('stores the text of the elements whose #store asks for it, and nothing for the others', () => {
    expect(computedValues(elements, { ...values, summary: 'sent by the browser' })).toEqual({
      summary: 'Camille (Scolaire / scolaire), tél. 0612345678 ',
      shown: '',
      total: '',
      greeting: 'Groupe Scolaire : 0612345678',
    });
  });
});
