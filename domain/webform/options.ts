import { optionLabel } from './elements';

/**
 * An element's options once loaded: values to labels, where a label that is itself a map is a
 * group of options (Drupal's nested #options: an <optgroup>, or a fieldset of radios). A name of
 * an option set has been replaced by the set when the form loaded.
 */
export type OptionMap = Record<string, string | Record<string, string>>;

export interface OptionGroup {
  /** The group's label; undefined for options outside any group. */
  label?: string;
  options: Array<[value: string, label: string]>;
}

const isGroup = (label: unknown): label is Record<string, string> => !!label && typeof label === 'object' && !Array.isArray(label);

/** The options of an element as a map; anything else (a set name left unresolved, nothing) gives none. */
function optionMapOf(options: unknown): OptionMap {
  return isGroup(options) ? (options as OptionMap) : {};
}

/** The options in their order, groups kept; options outside groups that follow each other share one run. */
export function optionGroups(options: unknown): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const [value, label] of Object.entries(optionMapOf(options))) {
    if (isGroup(label)) {
      groups.push({ label: value, options: Object.entries(label).map(([inner, text]) => [inner, optionLabel(String(text))]) });
      continue;
    }
    const last = groups.at(-1);
    const run = last && last.label === undefined ? last : groups[groups.push({ options: [] }) - 1]!;
    run.options.push([value, optionLabel(String(label))]);
  }
  return groups;
}

/** Every option, groups flattened: what a visitor may choose. */
export function flatOptions(options: unknown): Array<[value: string, label: string]> {
  return optionGroups(options).flatMap((group) => group.options);
}

/** Whether `value` is one of the options (in a group or not); a group's own name is not. */
export function hasOption(options: unknown, value: string): boolean {
  return flatOptions(options).some(([option]) => option === value);
}
