import { useT } from '@quai/engine/i18n';
import { useWebform } from '../form-context';
import { compositeParts, countryCodes, countryName } from '../../../domain/webform/families/part-composites';
import { valueLimit } from '../../../domain/webform/value-shapes';
import { CompositeFields, type PartView } from './CompositeFields';
import type { KnownWebformElementNodeFor } from '../../../schemas/generated/webform/element';

/**
 * Drupal's composites with parts of their own: name, address (Webform's and the address
 * module's), contact and link. The parts, their order, titles and required marks come from the
 * same rules the server checks, so an address is laid out for the country chosen.
 */
export function PartComposite({
  elementKey,
  element,
}: {
  elementKey: string;
  element: KnownWebformElementNodeFor<'webform_name' | 'webform_address' | 'webform_contact' | 'webform_link' | 'address'>;
}) {
  const t = useT();
  const { langcode } = useWebform();
  const countries = countryCodes(element)
    .map((code): [string, string] => [code, countryName(element, code, langcode)])
    .sort((a, b) => a[1].localeCompare(b[1], langcode));
  const partsOf = (row: Record<string, string>, required: boolean): PartView[] =>
    compositeParts(element, row, required).map((part) => ({
      key: part.key,
      label: part.title ?? t(part.titleKey),
      input: part.input === 'country' ? 'select' : part.input,
      ...(part.input === 'country' ? { options: countries, emptyOption: t('webform.select.empty') } : {}),
      required: part.required,
      autocomplete: part.autocomplete,
    }));
  return <CompositeFields elementKey={elementKey} element={element} partsOf={partsOf} limit={valueLimit(element)} />;
}
