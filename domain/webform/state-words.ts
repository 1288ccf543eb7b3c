import { flatOptions } from './options';
import { parseSelector } from './states';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * An element's #states visibility in words ("Only if you chose “By e-mail” for “How should we
 * reach you?”."), for visitors without scripts, who see every field with its condition.
 * Undefined when the element's visibility depends on no condition.
 */
export function describeVisibility(states: unknown, elements: ReadonlyMap<string, WebformElementNode>, t: Translate): string | undefined {
  if (!states || typeof states !== 'object') return undefined;
  for (const [written, condition] of Object.entries(states)) {
    const inverted = (written.match(/^!+/)?.[0].length ?? 0) % 2 === 1;
    const name = written.replace(/^!+/, '').replace(/-slide$/, '');
    if (name !== 'visible' && name !== 'invisible') continue;
    const shownWhen = (name === 'visible') !== inverted;
    return t(shownWhen ? 'webform.condition.visible' : 'webform.condition.invisible', {
      condition: describeCondition(condition, elements, t),
    });
  }
  return undefined;
}

function describeCondition(condition: unknown, elements: ReadonlyMap<string, WebformElementNode>, t: Translate): string {
  if (Array.isArray(condition)) {
    // 'or' and 'xor' lists read the same way: one of these; a list with 'and' or no operator: all of them.
    const joiner = condition.includes('or') || condition.includes('xor') ? 'webform.condition.or' : 'webform.condition.and';
    return join(
      condition.filter((item) => item && typeof item === 'object').map((item) => describeCondition(item, elements, t)),
      joiner,
      t,
    );
  }
  if (!condition || typeof condition !== 'object') return '';
  const parts = Object.entries(condition).map(([selector, triggers]) =>
    Array.isArray(triggers)
      ? join(
          triggers.map((item) => describeTriggers(selector, item, elements, t)),
          'webform.condition.or',
          t,
        )
      : describeTriggers(selector, triggers, elements, t),
  );
  return join(parts, 'webform.condition.and', t);
}

function describeTriggers(selector: string, triggers: unknown, elements: ReadonlyMap<string, WebformElementNode>, t: Translate): string {
  if (!triggers || typeof triggers !== 'object') return '';
  return join(
    Object.entries(triggers).map(([name, expected]) => describeTrigger(selector, name, expected, elements, t)),
    'webform.condition.and',
    t,
  );
}

function describeTrigger(
  selector: string,
  written: string,
  expected: unknown,
  elements: ReadonlyMap<string, WebformElementNode>,
  t: Translate,
): string {
  const { key, sub } = parseSelector(selector);
  const element = elements.get(key);
  const field = element?.['#title'] ?? key;
  const options = Object.fromEntries(flatOptions(element?.['#options']));
  const inverted = ((written.match(/^!+/)?.[0].length ?? 0) % 2 === 1) !== (expected === false);
  const name = written.replace(/^!+/, '');
  const label = (value: string) => (Object.hasOwn(options, value) ? options[value]! : value);
  switch (name) {
    case 'checked':
    case 'unchecked': {
      // A checkbox of a group (key[option]) reads as its option's label.
      const what = sub && Object.hasOwn(options, sub) ? label(sub) : field;
      return t((name === 'checked') !== inverted ? 'webform.condition.checked' : 'webform.condition.unchecked', { field: what });
    }
    case 'empty':
    case 'filled':
      return t((name === 'empty') !== inverted ? 'webform.condition.empty' : 'webform.condition.filled', { field });
    case 'value':
      if (typeof expected === 'string' || typeof expected === 'number') {
        return t(written.startsWith('!') ? 'webform.condition.not_value' : 'webform.condition.value', {
          field,
          value: label(String(expected)),
        });
      }
      return t('webform.condition.other', { field });
    default:
      return t('webform.condition.other', { field });
  }
}

function join(parts: string[], key: string, t: Translate): string {
  return parts.filter(Boolean).reduce((first, second) => (first ? t(key, { first, second }) : second), '');
}
