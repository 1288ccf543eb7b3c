/** Where the schema bundle keeps the union of every block: what a `node.schema.json` reference becomes. */
export const NODE_DEF = 'node';

/** The name of a block type's schema among the bundle's `$defs`. */
export const blockDefName = (type: string) => `block-${type}`;

/** A reference to a block type's schema inside the bundle. */
export const blockDefRef = (type: string) => `#/$defs/${blockDefName(type)}`;
