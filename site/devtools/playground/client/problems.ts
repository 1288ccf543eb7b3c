/** A problem of the draft, as the server's check gives it (the loader's reason, and validate-content's line). */
export interface DraftProblem {
  file: string;
  pointer: string;
  reason: string;
  message: string;
}

export interface CheckAnswer {
  file: string;
  problems: DraftProblem[];
  warnings: DraftProblem[];
}

/** Asks the server to check a draft as the loader does; nothing is kept there. */
export async function checkOnServer(document: unknown, signal: AbortSignal): Promise<CheckAnswer> {
  const response = await fetch('/_playground/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ document }),
    signal,
  });
  if (!response.ok) throw new Error(`the check failed (${response.status})`);
  return (await response.json()) as CheckAnswer;
}
