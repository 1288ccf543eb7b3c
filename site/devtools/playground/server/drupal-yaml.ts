import { normaliseWebform } from '../../../../adapters/content/drupal/webforms';
import { formatProblem } from '@quai/engine/problems';
import type { WebformDocument } from '../../../../schemas/generated/webform/webform';
import type { SiteRuntime } from '../../../server/runtime';
import { type DraftProblem, loadAmongSite } from './draft-store';

export interface PastedWebform {
  id: string;
  langcode: string;
  title: string;
  /** The form's `elements` as Drupal exports them (the YAML of Webform's "Source" tab). */
  yaml: string;
}

/**
 * A webform pasted as Drupal YAML, read as the Drupal importer reads a webform entity (its own
 * function, `normaliseWebform`, on a resource made of what was pasted), then loaded as the site
 * loads forms: what the site does not use is left out and listed (the warnings), what is wrong
 * is a problem. The form is not saved: it goes into the draft's webform block.
 */
export async function webformFromYaml(
  runtime: SiteRuntime,
  pasted: PastedWebform,
): Promise<{ definition: WebformDocument | undefined; problems: DraftProblem[]; warnings: DraftProblem[] }> {
  const origin = `site/content/webforms/${pasted.id}.${pasted.langcode}.json`;
  const resource = {
    type: 'webform--webform',
    id: pasted.id,
    attributes: { drupal_internal__id: pasted.id, title: pasted.title, status: 'open', elements: pasted.yaml, settings: {} },
  };
  // The date only matters to a scheduled form; a pasted one is open.
  const { data, parseError } = normaliseWebform(resource, pasted.langcode, new Date(0));
  if (parseError !== undefined) {
    const problem = { file: origin, pointer: '/elements', reason: parseError };
    return { definition: undefined, problems: [{ ...problem, message: formatProblem(problem) }], warnings: [] };
  }
  const { value, problems, warnings } = await loadAmongSite<WebformDocument>(runtime, { origin, collection: 'webforms', data });
  return { definition: value, problems, warnings };
}
