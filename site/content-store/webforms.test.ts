import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentSource, RawDocument } from '../../adapters/content/source';
import { blockDefinitions } from '../../blocks';
import { webformSchemas } from '../../blocks/webform/element-schemas';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';

const validator = createContentValidator(blockDefinitions);
const source = (documents: RawDocument[]): ContentSource => ({ name: 'test', load: async () => documents });
const form = (id: string, langcode: string, elements: Record<string, unknown>) => ({ id, langcode, title: `Form ${id}`, status: 'open', confirmation: { type: 'message' }, elements });
const page = (locale: string, path: string, blocks: unknown[]) => ({ id: `p-${path.replace(/\W/g, '')}`, locale, path, layout: 'edito_centered', title: 'Page', blocks });

describe('the webforms collection', () => {
  it('reports an element that breaks its #type schema with its pointer, and keeps unknown #types', async () => {
    const store = await ContentStore.load(
      source([
        { origin: 'webforms/bad.fr.json', collection: 'webforms', data: form('bad', 'fr', { box: { '#type': 'fieldset', age: { '#type': 'number', '#min': 'zero' } } }) },
        { origin: 'webforms/odd.fr.json', collection: 'webforms', data: form('odd', 'fr', { sign: { '#type': 'webform_signature', '#title': 'Signature' } }) },
      ]),
      validator,
      collections,
    );
    expect(store.problems.map((problem) => `${problem.file} ${problem.pointer}`)).toContain('webforms/bad.fr.json /elements/box/age/#min');
    expect(store.documents('webforms').map((document) => (document.value as { id: string }).id)).toEqual(['odd']);
  });

  it("fills a page's webform block with the form in the page's language, falling back to French", async () => {
    const store = await ContentStore.load(
      source([
        { origin: 'webforms/contact.fr.json', collection: 'webforms', data: form('contact', 'fr', { nom: { '#type': 'textfield', '#title': 'Nom' } }) },
        { origin: 'webforms/contact.en.json', collection: 'webforms', data: form('contact', 'en', { nom: { '#type': 'textfield', '#title': 'Name' } }) },
        { origin: 'pages/en.json', collection: 'pages', data: page('en', '/en/contact', [{ type: 'webform-block', form: 'contact' }]) },
        { origin: 'pages/it.json', collection: 'pages', data: page('it', '/it/contatti', [{ type: 'webform-block', form: 'contact' }]) },
        { origin: 'pages/missing.json', collection: 'pages', data: page('fr', '/absent', [{ type: 'webform-block', form: 'absent' }]) },
      ]),
      validator,
      collections,
    );
    const blockOf = (path: string) => store.pages.find(path)!.blocks[0] as { definition?: { langcode: string } };
    expect(blockOf('/en/contact').definition?.langcode).toBe('en');
    expect(blockOf('/it/contatti').definition?.langcode).toBe('fr');
    expect(blockOf('/absent').definition).toBeUndefined();
    expect(store.problems).toEqual([{ file: 'pages/missing.json', pointer: '/blocks/0', reason: 'webform "absent" does not exist' }]);
  });

  it('lists every schema of schemas/webform for the validator', () => {
    const files = readdirSync(join(import.meta.dirname, '../../schemas/webform')).filter((name) => name.endsWith('.schema.json'));
    expect(webformSchemas.map((schema) => String(schema.$id).split('/').pop()).sort()).toEqual(files.sort());
  });
});
