import type { FlowStep } from './run';

/** Where the flow inspector is served, beside the block gallery. */
export const FLOWS_PATH = '/_flows';

export const flowStepPath = (name: string) => `${FLOWS_PATH}/${name}/step`;

/** The page of a machine showing a run, at its end or `at` steps into it. */
export function flowHref(name: string, steps: readonly FlowStep[], at?: number): string {
  const query = new URLSearchParams();
  if (steps.length) query.set('run', JSON.stringify(steps));
  if (at !== undefined && at < steps.length) query.set('at', String(at));
  const search = query.toString();
  return `${FLOWS_PATH}/${name}${search ? `?${search}` : ''}`;
}
