import { useT } from '@quai/engine/i18n';
import { useWebform } from './form-context';
import { COMPUTED_TYPES, computedText } from '../../domain/webform/computed';
import { FILE_TYPES } from '../../domain/webform/families/files';
import { indexElements, isEmptyValue, optionLabel, type FieldValue, type FormValues } from '../../domain/webform/elements';
import type { WizardPage } from '../../domain/webform/wizard';
import wizardStyles from './wizard.module.css';
import type { WebformElementNode } from '../../schemas/generated/webform/element';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/** Types whose value a preview does not repeat: a secret, or one the form sets itself. */
const NOT_PREVIEWED = new Set(['password', 'value', 'hidden', 'captcha']);

/**
 * The preview step: every page's title and the values its shown fields hold, so the visitor
 * checks them before the form is submitted (the progress bar goes back to any page).
 */
export function WizardPreview({
  definition,
  pages,
  values,
}: {
  definition: WebformDocument;
  pages: readonly WizardPage[];
  values: FormValues;
}) {
  const t = useT();
  const { states } = useWebform();
  const elements = new Map(indexElements(definition.elements).map(({ key, element }) => [key, element]));
  return (
    <>
      {pages.map((page) => {
        const shown = page.fields.filter((key) => !NOT_PREVIEWED.has(elements.get(key)!['#type']) && states.get(key)?.visible !== false);
        if (!shown.length) return null;
        return (
          <section key={page.key} className={wizardStyles.previewPage} aria-labelledby={`${definition.id}-preview-${page.key}`}>
            <h4 className={wizardStyles.previewTitle} id={`${definition.id}-preview-${page.key}`}>
              {page.title}
            </h4>
            <dl className={wizardStyles.previewList}>
              {shown.map((key) => {
                const element = elements.get(key)!;
                const text = COMPUTED_TYPES.has(element['#type'])
                  ? computedText(element, values, elements)
                  : isEmptyValue(values[key])
                    ? ''
                    : previewText(element, values[key]!, t);
                return [
                  <dt key={`${key}-title`}>{element['#title'] ?? key}</dt>,
                  <dd key={`${key}-value`}>{text || t('webform.wizard.not_given')}</dd>,
                ];
              })}
            </dl>
          </section>
        );
      })}
    </>
  );
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A value as the visitor reads it: option labels for choices, sub-values joined for composites. */
function previewText(element: WebformElementNode, value: FieldValue, t: Translate): string {
  if (FILE_TYPES.has(element['#type'])) return t('webform.wizard.files', { count: Array.isArray(value) ? value.length : 1 });
  if (element['#type'] === 'checkbox' || element['#type'] === 'webform_terms_of_service')
    return value === '1' ? t('webform.wizard.yes') : t('webform.wizard.no');
  const options = element['#options'];
  const label = (item: string) =>
    options && typeof options === 'object' && typeof options[item] === 'string' ? optionLabel(options[item]) : item;
  if (typeof value === 'string') return label(value);
  const parts = (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'string' ? label(item) : Object.values(item).filter(Boolean).join(' '),
  );
  return parts.filter(Boolean).join(', ');
}
