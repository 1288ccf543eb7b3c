import { holdsValue, indexElements, type ElementMap } from './elements';
import { shapeSchema, valueShape } from './value-shapes';

/**
 * The request schema of one form: each field the form holds, with the shape of its type.
 * Keys the form does not know are left to the generic body schema (they are dropped later).
 */
export function formRequestSchema(elements: ElementMap): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const { key, element } of indexElements(elements)) {
    if (holdsValue(element)) properties[key] = shapeSchema(valueShape(element));
  }
  return { type: 'object', properties };
}

/** The field a schema error points at: the first segment of its JSON pointer. */
export function fieldOfPointer(instancePath: string): string | undefined {
  const first = instancePath.split('/')[1];
  return first === undefined || first === '' ? undefined : first.replace(/~1/g, '/').replace(/~0/g, '~');
}
