import type { BlockNodeLike, ContentValidator } from '@quai/engine/content-validator';
import type { BlockDefinition } from '@quai/engine/definition';
import type { ContentProblem } from '@quai/engine/problems';

/** One example of a block schema, as the content store would load it. */
export interface GalleryExample {
  index: number;
  /** The example exactly as the schema states it, shown beside the render. */
  source: unknown;
  /** The validated (sanitised, pruned) node, or undefined when the example breaks its schema. */
  node: BlockNodeLike | undefined;
  problems: ContentProblem[];
}

/** Every example of a block's schema, validated like content so the gallery shows what a page would. */
export function galleryExamples(definition: BlockDefinition, validator: ContentValidator): GalleryExample[] {
  const examples = (definition.schema.examples as unknown[] | undefined) ?? [];
  return examples.map((source, index) => {
    const problems: ContentProblem[] = [];
    const node = validator.validateNode(source, `/examples/${index}`, `schemas/blocks/${definition.type}.schema.json`, problems);
    return { index, source, node, problems };
  });
}

export const GALLERY_PATH = '/_blocks';

/** A type's gallery page, or one example alone: its index in `examples`, as in its JSON pointer. */
export function galleryPath(type: string, example?: number): string {
  return example === undefined ? `${GALLERY_PATH}/${type}` : `${GALLERY_PATH}/${type}/${example}`;
}
