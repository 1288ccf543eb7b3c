import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generateAll, ROOT } from './codegen/generate';
import { blockNames, definitionTemplate, rendererTemplate, schemaTemplate, stylesTemplate, testTemplate } from './new-block/templates';

/**
 * `npm run new-block -- <name>`: writes a working block (schema with examples, definition,
 * renderer, styles, test), then regenerates the types and the block index so it is registered.
 */
const type = process.argv[2];
if (!type || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)) {
  console.error('Usage: npm run new-block -- <name>   (kebab-case, e.g. opening-hours)');
  process.exit(1);
}
const names = blockNames(type);
const folder = join(ROOT, 'blocks', type);
const schemaFile = join(ROOT, 'schemas/blocks', `${type}.schema.json`);
if (existsSync(folder) || existsSync(schemaFile)) {
  console.error(`Block "${type}" already exists.`);
  process.exit(1);
}

const files: Array<[string, string]> = [
  [schemaFile, schemaTemplate(names)],
  [join(folder, 'definition.ts'), definitionTemplate(names)],
  [join(folder, 'Renderer.tsx'), rendererTemplate(names)],
  [join(folder, 'styles.module.css'), stylesTemplate()],
  [join(folder, 'Renderer.test.tsx'), testTemplate(names)],
];
for (const [path, content] of files) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`created ${relative(ROOT, path)}`);
}
for (const [path, content] of await generateAll()) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
console.log(`\nRegistered "${type}". Describe its fields in the schema, run npm run codegen, then write the renderer.`);
