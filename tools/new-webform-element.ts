import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generateAll, ROOT } from './codegen/generate';
import { withFamily, withRenderer, withSchemaListed, withTypeBranch } from './new-webform-element/register';
import {
  elementNames,
  rendererTemplate,
  rendererTestTemplate,
  rulesTemplate,
  rulesTestTemplate,
  schemaTemplate,
} from './new-webform-element/templates';

/**
 * `npm run new-webform-element -- <type>`: writes a working webform element family for a Drupal
 * `#type` (its schema with examples, its rules and their test, its renderer and its test),
 * registers it (the element union's schema, the validator's list of schemas, FAMILIES and
 * RENDERERS), then regenerates the types, so the form renders, validates and accepts it at once.
 */
const type = process.argv[2];
if (!type || !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(type)) {
  console.error('Usage: npm run new-webform-element -- <type>   (a Drupal #type in snake_case, e.g. webform_seat_number)');
  process.exit(1);
}
const names = elementNames(type);
const at = (path: string) => join(ROOT, path);
const familiesFile = at('domain/webform/families/index.ts');
const created: Array<[string, string]> = [
  [at(`schemas/webform/${type}.schema.json`), schemaTemplate(names)],
  [at(`domain/webform/families/${names.rulesFile}.ts`), rulesTemplate(names)],
  [at(`domain/webform/families/${names.rulesFile}.test.ts`), rulesTestTemplate(names)],
  [at(`blocks/webform/elements/${names.component}.tsx`), rendererTemplate(names)],
  [at(`blocks/webform/elements/${names.component}.test.tsx`), rendererTestTemplate(names)],
];
const taken = created.map(([path]) => path).filter((path) => existsSync(path));
if (taken.length || new RegExp(`^  ${names.family},$`, 'm').test(readFileSync(familiesFile, 'utf8'))) {
  console.error(
    `Webform element "${type}" already exists (${taken.map((path) => relative(ROOT, path)).join(', ') || `family ${names.family}`}).`,
  );
  process.exit(1);
}

const registered: Array<[string, (text: string) => string]> = [
  [at('schemas/webform/element.schema.json'), (text) => withTypeBranch(text, names)],
  [at('domain/webform/element-schemas.ts'), (text) => withSchemaListed(text, names)],
  [familiesFile, (text) => withFamily(text, names)],
  [at('blocks/webform/renderers.ts'), (text) => withRenderer(text, names)],
];
// Every edit is worked out before anything is written, so a list it cannot find changes nothing.
const edits = registered.map(([path, edit]): [string, string] => [path, edit(readFileSync(path, 'utf8'))]);
for (const [path, content] of created) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`created ${relative(ROOT, path)}`);
}
for (const [path, content] of edits) {
  writeFileSync(path, content);
  console.log(`registered in ${relative(ROOT, path)}`);
}
for (const [path, content] of await generateAll()) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
console.log(
  `\nRegistered "${type}" as the family ${names.family}. Describe its properties in the schema (npm run codegen), its rules in ` +
    `domain/webform/families/${names.rulesFile}.ts and its look in blocks/webform/elements/${names.component}.tsx.`,
);
