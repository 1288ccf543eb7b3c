import { readFileSync } from 'node:fs';
import { hydrationFor } from '@quai/engine/definition';
import type { WebformDocument } from '../../schemas/generated/webform/webform';
import webformBlock from './definition';

const form = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../site/content/webforms/${id}.fr.json`, import.meta.url), 'utf8')) as WebformDocument;
const hydrationOfForm = (id: string) => hydrationFor(webformBlock, { type: 'webform-block', form: id, definition: form(id) });

describe('when a form on a page hydrates', () => {
  it('waits for the visitor to come to a form whose server HTML is all there is (the claim form, the contact form)', () => {
    expect(hydrationOfForm('reclamation')).toBe('interaction');
    expect(hydrationOfForm('contact')).toBe('interaction');
  });

  it('hydrates on load a form showing what the browser kept (the survey, whose message stays closed once closed)', () => {
    expect(hydrationOfForm('satisfaction')).toBe('load');
  });
});
