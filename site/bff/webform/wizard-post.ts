import { startingStep, stepKeys, wizardPages, type WizardPage } from '../../../domain/webform/wizard';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

/** A multi-page form posted without scripts to change step. */
export interface WizardMove {
  /** The step the post was made on. */
  from: string;
  /** The step it asks for. */
  to: string;
  /** The page whose fields must pass their rules first ("next" only). */
  check: WizardPage | undefined;
}

/**
 * What a post of a multi-page form asks, from its `op` button and the step it names: "next"
 * (the step's page is checked first), "previous", or `goto:<step>` back to an earlier step.
 * Anything else, or a one-page form, is the final submit (undefined).
 */
export function wizardMove(form: WebformDocument, op: string | undefined, current: string | undefined): WizardMove | undefined {
  const pages = wizardPages(form.elements);
  if (!pages.length || !op) return undefined;
  const steps = stepKeys(pages, form.preview === true);
  const from = startingStep(pages, form.preview === true, current);
  const index = steps.indexOf(from);
  if (op === 'next') return { from, to: steps[Math.min(index + 1, steps.length - 1)]!, check: pages[index] };
  if (op === 'previous') return { from, to: steps[Math.max(index - 1, 0)]!, check: undefined };
  if (!op.startsWith('goto:')) return undefined;
  const target = steps.indexOf(op.slice('goto:'.length));
  return { from, to: target >= 0 && target < index ? steps[target]! : from, check: undefined };
}
