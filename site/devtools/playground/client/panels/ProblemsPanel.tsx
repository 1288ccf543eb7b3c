import type { DraftProblem } from '../problems';

/** What the loader says of the draft, line by line as `npm run validate-content` prints it. */
export function ProblemsPanel({
  problems,
  warnings,
  parseError,
  checkError,
}: {
  problems: readonly DraftProblem[];
  warnings: readonly DraftProblem[];
  parseError: string | undefined;
  checkError: string | undefined;
}) {
  const summary = parseError
    ? 'The JSON does not parse.'
    : problems.length
      ? `${problems.length} problem${problems.length === 1 ? '' : 's'}.`
      : 'The page is valid.';
  return (
    <section className="pg-problems" aria-labelledby="problems-title">
      <h2 id="problems-title">Problems</h2>
      <p role="status">{summary}</p>
      {parseError ? <p className="pg-error">{parseError}</p> : null}
      {checkError ? <p className="pg-error">{checkError}</p> : null}
      {problems.length ? (
        <ul className="pg-problem-list">
          {problems.map((problem) => (
            <li key={problem.message}>
              <code>{problem.pointer || '/'}</code> {problem.reason}
              <span className="pg-message">{problem.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {warnings.length ? (
        <ul className="pg-warning-list" aria-label="Warnings">
          {warnings.map((warning) => (
            <li key={warning.message}>{warning.message}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
