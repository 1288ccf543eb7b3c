import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { normaliseOptionSet } from '../adapters/content/drupal/webform-option-sets';
import { normaliseWebform } from '../adapters/content/drupal/webforms';
import { EmbeddedContentSource } from '../adapters/content/embedded-source';
import type { RawDocument } from '../adapters/content/source';
import { blockDefinitions } from '../blocks';
import { collections, createContentValidator } from '../site/content-store/collections';
import { ContentStore } from '../site/content-store/store';
import { DEFAULT_LOCALE, LOCALES } from '../site/engine-config';

/**
 * `npm run import-drupal-config -- <folder> [--out site/content]`: brings an existing Drupal
 * site's forms over. Reads the `webform.webform.*.yml` and `webform.webform_options.*.yml` of a
 * configuration folder, as `drush config:export` writes them, and writes each form as
 * `webforms/<id>.<langcode>.json` and each option set as `webform-options/<id>.json` under the
 * content folder, in the site's content format. The forms are then loaded as the server loads
 * them, and the tool prints, per form, the elements left out and the properties set aside, with
 * why. A form in a language the site does not speak is written in the site's default language; a
 * scheduled form is open or closed as of the import; an option set the content folder already
 * has is kept (the site's own sets carry their translations). Exits 1 when a form cannot load.
 */
const [folderArgument, ...rest] = process.argv.slice(2);
if (!folderArgument) {
  console.error('Usage: npm run import-drupal-config -- <configuration folder> [--out site/content]');
  process.exit(2);
}
const root = resolve(process.env.QUAI_ROOT ?? process.cwd());
const folder = resolve(root, folderArgument);
const outAt = rest.indexOf('--out');
const out = resolve(root, outAt !== -1 && rest[outAt + 1] ? rest[outAt + 1]! : 'site/content');
const files = readdirSync(folder).sort();
const readYaml = (name: string) =>
  parse(readFileSync(join(folder, name), 'utf8'), { uniqueKeys: false, logLevel: 'error' }) as Record<string, unknown>;
const shown = (path: string) => relative(root, path) || '.';

// Option sets first: the forms name them.
const setsFolder = join(out, 'webform-options');
const sets: RawDocument[] = [];
for (const name of files.filter((file) => /^webform\.webform_options\..+\.yml$/.test(file))) {
  const set = { origin: name, collection: 'webform-options', ...normaliseOptionSet(readYaml(name)) };
  const id = (set.data as { id?: string } | undefined)?.id;
  if (!id) console.error(`${name}: ${set.parseError}`);
  else if (existsSync(join(setsFolder, `${id}.json`))) console.log(`option set "${id}": the content folder has its own, kept`);
  else sets.push(set);
}

const forms: RawDocument[] = [];
let failed = 0;
for (const name of files.filter((file) => /^webform\.webform\.[^.]+\.yml$/.test(file))) {
  let config: Record<string, unknown>;
  try {
    config = readYaml(name);
  } catch (error) {
    console.error(`${name}: not YAML: ${(error as Error).message.split('\n')[0]}`);
    failed += 1;
    continue;
  }
  const langcode = (LOCALES as readonly string[]).includes(String(config.langcode)) ? String(config.langcode) : DEFAULT_LOCALE;
  const form = normaliseWebform(
    { type: 'webform--webform', id: String(config.uuid ?? name), attributes: { ...config, drupal_internal__id: config.id } },
    langcode,
    new Date(),
  );
  if (form.parseError) {
    console.error(`${name}: ${form.parseError}`);
    failed += 1;
  } else forms.push({ origin: name, collection: 'webforms', data: form.data });
}

// Loaded as the server loads them, beside the option sets the content folder already has.
const existingSets = existsSync(setsFolder)
  ? (await new EmbeddedContentSource(out, root).load()).filter((document) => document.collection === 'webform-options')
  : [];
const store = await ContentStore.load(
  { name: 'drupal configuration', load: async () => [...existingSets, ...sets, ...forms] },
  createContentValidator(blockDefinitions),
  collections,
);
const loaded = new Map(
  store
    .documents<{ id: string; langcode: string; leftOut?: Array<{ pointer: string; reason: string }> }>('webforms')
    .map(({ origin, value }) => [origin, value]),
);
for (const { origin } of forms) {
  const form = loaded.get(origin);
  const warnings = store.warnings.filter((warning) => warning.file === origin);
  if (!form) {
    failed += 1;
    console.error(`${origin}: cannot load, not written`);
    for (const problem of store.problems.filter(({ file }) => file === origin))
      console.error(`  ${problem.pointer || '/'}: ${problem.reason}`);
    continue;
  }
  const target = join(out, 'webforms', `${form.id}.${form.langcode}.json`);
  mkdirSync(join(out, 'webforms'), { recursive: true });
  writeFileSync(target, `${JSON.stringify(forms.find((document) => document.origin === origin)!.data, null, 2)}\n`);
  const leftOut = form.leftOut ?? [];
  console.log(`${origin} → ${shown(target)}: ${leftOut.length} element(s) left out, ${warnings.length} propert(ies) set aside`);
  for (const { pointer, reason } of leftOut) console.log(`  left out ${pointer}: ${reason}`);
  for (const warning of warnings) console.log(`  set aside ${warning.pointer}: ${warning.reason}`);
}
for (const set of sets) {
  const { id } = set.data as { id: string };
  mkdirSync(setsFolder, { recursive: true });
  writeFileSync(join(setsFolder, `${id}.json`), `${JSON.stringify(set.data, null, 2)}\n`);
  console.log(`option set "${id}" → ${shown(join(setsFolder, `${id}.json`))}`);
}
for (const problem of store.problems.filter((problem) => problem.file.startsWith('webform.webform_options.')))
  console.error(`${problem.file}#${problem.pointer}: ${problem.reason}`);
if (failed) process.exit(1);
