import { fixedValueFor } from './defaults';
import { childElements, holdsValue, indexElements, type ElementMap, type FieldValue, type FormValues } from './elements';
import { familyFor } from './families';
import { splitErrorKey, type FormErrors } from './messages';
import { valueShape } from './value-shapes';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/**
 * Multi-page forms, pure: shared by the browser (the wizard machine's pages, the progress bar,
 * per-page validation) and the server (a page posted without scripts is checked alone).
 * `webform_wizard_page` elements at the root of a form are its pages, in their written order;
 * the other root elements show on every page.
 */

/** The key of the preview page that follows the last page when the form asks for one. */
export const PREVIEW_PAGE = 'webform_preview';

/** The query parameter that names the current page (`?page=<key>`), so a reload keeps it. */
export const PAGE_PARAMETER = 'page';

/** The posted field naming the page a form was on, and the button pressed (`op`). */
export const PAGE_FIELD = 'webform_page';
export const MOVE_FIELD = 'op';
export type PageMove = 'next' | 'previous';

/** Root elements outside the pages that belong to the last step only: the buttons and the robot check. */
export const FINAL_STEP_TYPES = new Set(['webform_actions', 'captcha']);

export interface WizardPage {
  key: string;
  title: string;
  element: WebformElementNode;
  /** The keys of the page's value-holding elements, at any depth. */
  fields: string[];
}

export function isWizardPage(element: WebformElementNode): boolean {
  return element['#type'] === 'webform_wizard_page';
}

/**
 * The pages of a form; none when it has no `webform_wizard_page` at its root. A page's fields
 * are its own and those outside every page (they show on every page).
 */
export function wizardPages(elements: ElementMap): WizardPage[] {
  const roots = childElements(elements);
  const fieldsOf = (holder: ElementMap) =>
    indexElements(holder)
      .filter((item) => holdsValue(item.element))
      .map((item) => item.key);
  const everywhere = fieldsOf(Object.fromEntries(roots.filter(([, element]) => !isWizardPage(element))));
  return roots
    .filter(([, element]) => isWizardPage(element) && element['#access'] !== false)
    .map(([key, element]) => ({
      key,
      title: typeof element['#title'] === 'string' && element['#title'] ? element['#title'] : key,
      element,
      fields: [...fieldsOf({ [key]: element }), ...everywhere],
    }));
}

/** The page keys a visitor can be on: every page, then the preview when the form has one. */
export function stepKeys(pages: readonly WizardPage[], preview: boolean): string[] {
  return [...pages.map((page) => page.key), ...(preview && pages.length ? [PREVIEW_PAGE] : [])];
}

/** The page a requested key names, or the first page when it names none. */
export function startingStep(pages: readonly WizardPage[], preview: boolean, requested: string | null | undefined): string {
  const steps = stepKeys(pages, preview);
  return requested && steps.includes(requested) ? requested : (steps[0] ?? '');
}

/** The errors that belong to one page's fields ('phone][ext' belongs to phone). */
export function errorsOfPage(page: WizardPage | undefined, errors: FormErrors): FormErrors;
export function errorsOfPage(page: WizardPage | undefined, errors: Record<string, string>): Record<string, string>;
export function errorsOfPage<T>(page: WizardPage | undefined, errors: Record<string, T>): Record<string, T> {
  if (!page) return {};
  const fields = new Set(page.fields);
  return Object.fromEntries(Object.entries(errors).filter(([key]) => fields.has(splitErrorKey(key)[0]!)));
}

/** The errors a step shows: those of its page's fields, and those of no page (the robot check of the last step). */
export function errorsShownOn<T>(pages: readonly WizardPage[], page: WizardPage | undefined, errors: Record<string, T>): Record<string, T> {
  const elsewhere = new Set(pages.filter((other) => other !== page).flatMap((other) => other.fields));
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !elsewhere.has(splitErrorKey(key)[0]!) || page?.fields.includes(splitErrorKey(key)[0]!)),
  );
}

/** The first page holding one of these errors (the final check may find one on an earlier page). */
export function firstPageWithError(pages: readonly WizardPage[], errors: Readonly<Record<string, unknown>>): string | undefined {
  return pages.find((page) => Object.keys(errorsOfPage(page, errors as Record<string, string>)).length > 0)?.key;
}

/**
 * The named fields that carry a value when its page is not shown: a form posted without scripts
 * brings back, in hidden inputs, what the other pages hold. The names are those the renderers
 * give their inputs, so the server reads them back as if the fields had been posted.
 */
function hiddenFieldsOf(key: string, element: WebformElementNode, value: FieldValue | undefined): Array<[string, string]> {
  if (value === undefined) return [];
  const { postedFields } = familyFor(element);
  if (postedFields) return postedFields(key, value);
  const shape = valueShape(element);
  switch (shape.kind) {
    case 'text':
      return typeof value === 'string' ? [[key, value]] : [];
    case 'list':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').map((item) => [`${key}[]`, item]) : [];
    case 'composite':
      return value && typeof value === 'object' && !Array.isArray(value)
        ? shape.keys.map((sub) => [`${key}[${sub}]`, value[sub] ?? ''])
        : [];
    case 'composites':
      return Array.isArray(value)
        ? value.flatMap((row, index) =>
            typeof row === 'object' ? shape.keys.map((sub): [string, string] => [`${key}[${index}][${sub}]`, row[sub] ?? '']) : [],
          )
        : [];
  }
}

/** The hidden fields of every value held outside the page shown (`shown` undefined: the preview, where every value is kept aside). */
export function valuesKeptAside(elements: ElementMap, values: FormValues, shown: WizardPage | undefined): Array<[string, string]> {
  const onPage = new Set(shown?.fields ?? []);
  return indexElements(elements)
    .filter(
      ({ key, element }) =>
        holdsValue(element) && !onPage.has(key) && element['#type'] !== 'password' && fixedValueFor(element) === undefined,
    )
    .flatMap(({ key, element }) => hiddenFieldsOf(key, element, values[key]));
}
