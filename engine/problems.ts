/** A problem found in content: where it is and why, in words a content architect can act on. */
export interface ContentProblem {
  /** The content document (file path or CMS resource) the problem is in. */
  file: string;
  /** RFC 6901 JSON pointer to the offending value inside that document. */
  pointer: string;
  reason: string;
  /** `error` for a problem that takes something away from visitors (a form that cannot be shown); others are warnings. */
  level?: 'error';
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}#${problem.pointer || '/'}: ${problem.reason}`;
}

/** Escapes one reference token for a JSON pointer (RFC 6901). */
function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...tokens: Array<string | number>): string {
  return tokens.reduce<string>((pointer, token) => `${pointer}/${pointerToken(token)}`, base);
}
