import { applyInputMask } from './validate';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

const masked = (mask: string): WebformElementNode => ({ '#type': 'textfield', '#input_mask': mask });

describe('input masks', () => {
  it("reads Drupal's casing masks as Drupal writes them", () => {
    expect(applyInputMask(masked("'casing': 'upper'"), 'ab12cd')).toBe('AB12CD');
    expect(applyInputMask(masked("'casing': 'lower'"), 'Marie.Dupont@Exemple.FR')).toBe('marie.dupont@exemple.fr');
  });

  it('reads the bare words upper and lower too', () => {
    expect(applyInputMask(masked('upper'), 'ab12cd')).toBe('AB12CD');
    expect(applyInputMask(masked('lower'), 'AB12CD')).toBe('ab12cd');
  });

  it('keeps the value as typed under any other mask, or none', () => {
    expect(applyInputMask(masked("'alias': 'email'"), 'Marie@Exemple.fr')).toBe('Marie@Exemple.fr');
    expect(applyInputMask(masked('99 99 99 99 99'), 'Ab')).toBe('Ab');
    expect(applyInputMask({ '#type': 'textfield' }, 'Ab')).toBe('Ab');
  });
});
