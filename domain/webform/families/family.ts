import type { FieldValue } from '../elements';
import type { FieldError, FormErrors } from '../messages';
import type { KnownWebformElementNodeType, WebformElementNode } from '../../../schemas/generated/webform/element';

/**
 * The rules of one family of element types (the e-mail pair, dates, files, a likert...), kept
 * together: how its value is shaped, read from a form posted without scripts and written back
 * into one, how it is cleaned and checked. `FAMILIES` in `index.ts` names each family once; the
 * renderers (blocks/webform/renderers.ts) are keyed by the same names, and each `#type` is found
 * through its family. Every member but `types` is optional: the common rule applies where a
 * family says nothing. Declare a family with `satisfies ElementFamily`, so its types stay the
 * literal `#type`s its renderer is checked against.
 */
export interface ElementFamily {
  /** The `#type`s of the family, each with its schema in schemas/webform/. */
  types: readonly KnownWebformElementNodeType[];
  /** How many values it takes whatever `#multiple` says: one, or the options ticked (a number in `#multiple` caps them). */
  takes?: 'one' | 'ticked';
  /** The shape of its value, when its own properties decide it (rich text, a mapping, repeated rows). */
  shape?: (element: WebformElementNode) => ValueShape;
  /** The sub-keys of its value, when it is a composite. */
  parts?: (element: WebformElementNode) => readonly string[];
  /** The value the form itself gives it, whatever is posted (`value`, a variant). */
  fixedValue?: (element: WebformElementNode) => string;
  /** Its starting value when `#default_value` is not given (else its empty value). */
  unsetValue?: FieldValue;
  /** A `checked` state in `#states` ticks it. */
  checkable?: true;
  /** Its value cleaned before any rule runs (after the input mask of each text). */
  normalise?: (key: string, element: WebformElementNode, value: FieldValue, context: ValidationContext) => FieldValue;
  /** Whether a value counts as not given for `#required` (else: an empty value). */
  isMissing?: (element: WebformElementNode, value: FieldValue) => boolean;
  /** The rule of one text value, once `#maxlength` and `#pattern` pass. */
  checkText?: (element: WebformElementNode, value: string, context: RuleContext) => FieldError | undefined;
  /** The rule of one composite value, its errors keyed by part ('' for the value itself). */
  checkComposite?: (element: WebformElementNode, value: Record<string, string>, context: RuleContext) => PartErrors;
  /** The whole rule of the field, in place of the common one (required, how many values, then each value's rule). */
  validate?: (key: string, element: WebformElementNode, value: FieldValue, required: boolean, context: RuleContext) => FormErrors;
  /** Reads its value from a form posted without scripts, with what is wrong before any rule runs. */
  readPosted?: (key: string, element: WebformElementNode, posted: PostedFields) => { value: FieldValue; error?: FieldError };
  /** The named fields that carry its value in a form posted again (the other pages of a wizard), as `readPosted` reads them. */
  postedFields?: (key: string, value: FieldValue) => Array<[name: string, value: string]>;
}

/**
 * What the rules are given, from the browser at submit and from the server. Custom checks
 * (files known to the server, VAT checked again) come in through it.
 */
export interface ValidationContext {
  /** The current day in Europe/Paris, YYYY-MM-DD: what 'today' means in date limits. */
  today: string;
  /** The allowed values of an autocomplete, when they come from elsewhere than the element. */
  autocompleteItems?: (key: string, element: WebformElementNode) => readonly string[] | undefined;
  /** Extra checks merged with the rules (the server checks file ids, for example). */
  custom?: (key: string, element: WebformElementNode, value: FieldValue) => FormErrors;
}

/** The context a family's rule gets: with the text rule of any element, for the parts and rows it holds. */
export interface RuleContext extends ValidationContext {
  checkText: (element: WebformElementNode, value: string) => FieldError | undefined;
}

/** Errors of one value, keyed by part ('' for the value itself). */
export type PartErrors = Record<string, FieldError>;

/** The fields of a form posted without scripts: every value posted under a name, the last one, and every name. */
export interface PostedFields {
  field: (name: string) => string[];
  last: (name: string) => string;
  names: readonly string[];
}

/** The keys of a table keyed by `#type`, typed as those types (`Object.keys` types them as strings). */
export function tableTypes<T extends KnownWebformElementNodeType>(table: Readonly<Record<T, unknown>>): T[] {
  return Object.keys(table) as T[];
}

/**
 * The shape of an element's value: what the browser builds, what the server reads from posted
 * fields and what each form's request schema accepts (`../value-shapes.ts` tells each element's).
 */
export type ValueShape =
  /** One string. */
  | { kind: 'text' }
  /** A list of strings, at most `max` of them. */
  | { kind: 'list'; max?: number }
  /** An object of these sub-keys, each a string. */
  | { kind: 'composite'; keys: readonly string[] }
  /** A list of such objects, at most `max` of them. */
  | { kind: 'composites'; keys: readonly string[]; max?: number };
