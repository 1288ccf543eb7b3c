import { ELEMENT_REF } from '../../bundle-names';
import { resolveSchema, type Schema, valueAtPointer } from '../form/schema';

/** A webform element type the site knows: its `#type` and its schema's words. */
export interface ElementType {
  type: string;
  title: string;
  description: string;
}

/**
 * Every `#type` the element union of the bundle dispatches on (one `if #type is … then its
 * schema` branch each), with its schema's title and description, sorted by type.
 */
export function elementTypes(root: Schema): ElementType[] {
  // Read as it is written: resolving it would leave out its conditional branches.
  const union = (valueAtPointer(root, ELEMENT_REF.replace(/^#/, '')) ?? {}) as Schema;
  const found = new Map<string, ElementType>();
  for (const branch of (union.allOf as Schema[] | undefined) ?? []) {
    const type = ((branch.if as Schema | undefined)?.properties as Record<string, Schema> | undefined)?.['#type']?.const;
    if (typeof type !== 'string' || found.has(type)) continue;
    const schema = resolveSchema(branch.then as Schema | undefined, root);
    found.set(type, {
      type,
      title: typeof schema.title === 'string' ? schema.title : type,
      description: typeof schema.description === 'string' ? schema.description : '',
    });
  }
  return [...found.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/** The types a search keeps: every word found in the type, its title or its description. */
export function matchingTypes(types: readonly ElementType[], query: string): ElementType[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return types.filter((type) => {
    const haystack = `${type.type} ${type.title} ${type.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
