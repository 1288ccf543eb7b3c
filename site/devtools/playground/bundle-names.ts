/** Where the schema bundle keeps the union of every block: what a `node.schema.json` reference becomes. */
export const NODE_DEF = 'node';

/** The name of a block type's schema among the bundle's `$defs`. */
export const blockDefName = (type: string) => `block-${type}`;

/** A reference to a block type's schema inside the bundle. */
export const blockDefRef = (type: string) => `#/$defs/${blockDefName(type)}`;

/** A schema's name in the bundle, from its `$id`: its path under schemas/, dashed (`webform/textfield` is `webform-textfield`). */
export function schemaDefName(id: string): string {
  return id
    .replace(/^.*\/schemas\//, '')
    .replace(/\.schema\.json$/, '')
    .replace(/[^a-z0-9-]+/gi, '-');
}

/** The union of every webform element, told apart by `#type`. */
export const ELEMENT_REF = `#/$defs/${schemaDefName('https://quai.dev/schemas/webform/element.schema.json')}`;

/** A reference to the schema of a webform element's `#type`. */
export const elementDefRef = (type: string) => `#/$defs/${schemaDefName(`https://quai.dev/schemas/webform/${type}.schema.json`)}`;
