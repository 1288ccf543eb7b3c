import type { BlockNodeLike } from '@quai/engine/content-validator';
import { text, type NormaliseContext } from './fields';
import type { Resource } from './jsonapi';

/** The paragraphs of a reference field as block nodes: how a paragraph that holds blocks reads them. */
type BlocksOf = (resource: Resource, field: string, context: NormaliseContext) => BlockNodeLike[];

/**
 * A paragraph type's fields as its block's props. `blocks` is handed in rather than imported, so
 * normalisers kept in other files do not import the table that lists them.
 */
export type Normaliser = (paragraph: Resource, context: NormaliseContext, blocks: BlocksOf) => Omit<BlockNodeLike, 'type'>;

/** Leaves out the fields a paragraph does not fill, as the DSL leaves out optional fields. */
export function defined<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as T;
}

/** The related paragraphs of a field, each normalised with `each`. */
export function children<T>(paragraph: Resource, field: string, context: NormaliseContext, each: (child: Resource) => T): T[] {
  return context.included.related(paragraph, field).map(({ resource }) => each(resource));
}

export const title = (paragraph: Resource) => text(paragraph, 'field_component_title');
