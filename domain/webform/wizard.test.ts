import type { ElementMap, FormValues } from './elements';
import { readPostedFields } from './posted-fields';
import { errorsShownOn, firstPageWithError, startingStep, valuesKeptAside, wizardPages } from './wizard';

const elements: ElementMap = {
  intro: { '#type': 'webform_markup', '#markup': '<p>Trois étapes.</p>' },
  reference: { '#type': 'textfield', '#title': 'Référence' },
  trajet: {
    '#type': 'webform_wizard_page',
    '#title': 'Votre trajet',
    box: { '#type': 'fieldset', '#title': 'Gares', departure: { '#type': 'textfield', '#title': 'Départ' } },
    when: { '#type': 'datetime', '#title': 'Quand' },
  },
  groupe: {
    '#type': 'webform_wizard_page',
    needs: { '#type': 'checkboxes', '#title': 'Besoins', '#options': { velos: 'Vélos', fauteuil: 'Fauteuil' } },
    phone: { '#type': 'webform_telephone', '#title': 'Téléphone' },
    mail: { '#type': 'webform_email_confirm', '#title': 'E-mail' },
    ok: { '#type': 'checkbox', '#title': 'D’accord' },
    secret: { '#type': 'password', '#title': 'Mot de passe' },
  },
  internal: { '#type': 'webform_wizard_page', '#title': 'Interne', '#access': false, note: { '#type': 'textfield' } },
};

describe('multi-page forms', () => {
  it('reads the root pages in order, with their fields at any depth and those outside every page', () => {
    expect(wizardPages(elements).map(({ key, title, fields }) => ({ key, title, fields }))).toEqual([
      { key: 'trajet', title: 'Votre trajet', fields: ['departure', 'when', 'reference'] },
      { key: 'groupe', title: 'groupe', fields: ['needs', 'phone', 'mail', 'ok', 'secret', 'reference'] },
    ]);
    expect(wizardPages({ name: { '#type': 'textfield' } })).toEqual([]);
  });

  it('opens on the step asked for when it exists, else on the first', () => {
    const pages = wizardPages(elements);
    expect(startingStep(pages, true, 'webform_preview')).toBe('webform_preview');
    expect(startingStep(pages, false, 'webform_preview')).toBe('trajet');
    expect(startingStep(pages, false, 'internal')).toBe('trajet');
  });

  it('finds the page of the first error, and shows on a page its errors and those of no page', () => {
    const pages = wizardPages(elements);
    const errors = { 'phone][ext': 'Trop long', captcha: 'Robot ?', departure: 'Obligatoire' };
    expect(firstPageWithError(pages, { 'phone][ext': 'Trop long' })).toBe('groupe');
    expect(errorsShownOn(pages, pages[1], errors)).toEqual({ 'phone][ext': 'Trop long', captcha: 'Robot ?' });
    expect(errorsShownOn(pages, undefined, errors)).toEqual({ captcha: 'Robot ?' });
  });

  it('keeps the other pages’ values in hidden fields that the server reads back as posted, passwords excepted', () => {
    const values: FormValues = {
      reference: 'R-12',
      departure: 'Lyon',
      when: '2099-05-01T08:30',
      needs: ['velos', 'fauteuil'],
      phone: { type: 'mobile', phone: '0612345678', ext: '' },
      mail: 'camille@example.org',
      ok: '1',
      secret: 'hunter2',
    };
    const hidden = valuesKeptAside(elements, values, undefined);
    expect(hidden.map(([name]) => name)).not.toContain('secret');
    const field = (name: string) => hidden.filter(([key]) => key === name).map(([, value]) => value);
    const read = readPostedFields(elements, field, [...new Set(hidden.map(([name]) => name))]);
    expect(read.errors).toEqual({});
    expect(read.values).toEqual({ ...values, secret: '', note: '' });
    // On a page, its own fields are the inputs: only the others travel hidden.
    expect(valuesKeptAside(elements, values, wizardPages(elements)[0]).map(([name]) => name)).toEqual([
      'needs[]',
      'needs[]',
      'phone[type]',
      'phone[phone]',
      'phone[ext]',
      'mail[mail_1]',
      'mail[mail_2]',
      'ok',
    ]);
  });
});
