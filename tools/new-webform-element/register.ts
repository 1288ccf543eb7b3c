import type { ElementNames } from './templates';

/**
 * The edits that register a new element family in the hand-kept lists, each a function from a
 * file's text to its new text: the `#type` branch of the element union's schema, the schema in
 * the webform validator's list, the family in FAMILIES and its renderer in RENDERERS.
 */

/** Inserts `line` after the last line matching `after`. */
function afterLast(text: string, after: RegExp, line: string, file: string): string {
  const lines = text.split('\n');
  const at = lines.findLastIndex((candidate) => after.test(candidate));
  if (at === -1) throw new Error(`${file}: no line matches ${after}`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

/** Inserts `line` before the first line equal to `closing` that follows the line starting with `opening`. */
function beforeClosing(text: string, opening: string, closing: string, line: string, file: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((candidate) => candidate.startsWith(opening));
  const end = start === -1 ? -1 : lines.findIndex((candidate, at) => at > start && candidate === closing);
  if (end === -1) throw new Error(`${file}: no "${opening}" closed by "${closing}"`);
  lines.splice(end, 0, line);
  return lines.join('\n');
}

/** The element union's schema (schemas/webform/element.schema.json) with a branch for the type. */
export function withTypeBranch(schemaText: string, { type }: ElementNames): string {
  const schema = JSON.parse(schemaText) as { allOf: unknown[] };
  schema.allOf.push({
    if: { properties: { '#type': { const: type } }, required: ['#type'] },
    // biome-ignore lint/suspicious/noThenProperty: a JSON Schema's if/then, written to a file, never awaited.
    then: { $ref: `${type}.schema.json` },
  });
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** The validator's list of schemas (domain/webform/element-schemas.ts) with the type's. */
export function withSchemaListed(text: string, { type }: ElementNames): string {
  const name = `${type.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}Schema`;
  const file = 'domain/webform/element-schemas.ts';
  const imported = afterLast(
    text,
    /^import \w+ from '.+\.schema\.json';$/,
    `import ${name} from '../../schemas/webform/${type}.schema.json';`,
    file,
  );
  return beforeClosing(imported, 'export const webformSchemas', '];', `  ${name},`, file);
}

/** FAMILIES (domain/webform/families/index.ts) with the family. */
export function withFamily(text: string, { family, rulesFile }: ElementNames): string {
  const file = 'domain/webform/families/index.ts';
  const imported = afterLast(text, /^import .+ from '\.\/[\w-]+';$/, `import { ${family} } from './${rulesFile}';`, file);
  return beforeClosing(imported, 'export const FAMILIES', '} satisfies Record<string, ElementFamily>;', `  ${family},`, file);
}

/** RENDERERS (blocks/webform/renderers.ts) with the family's renderer. */
export function withRenderer(text: string, { family, component }: ElementNames): string {
  const file = 'blocks/webform/renderers.ts';
  const imported = afterLast(
    text,
    /^import .+ from '\.\/elements\/\w+';$/,
    `import { ${component} } from './elements/${component}';`,
    file,
  );
  return beforeClosing(imported, 'export const RENDERERS', '};', `  ${family}: ${component},`, file);
}
