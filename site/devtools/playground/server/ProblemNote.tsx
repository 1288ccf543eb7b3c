/**
 * What the preview shows where the engine left an invalid block out: its pointer and the
 * loader's reasons, so the content architect sees which block and why, in place, while the
 * rest of the page renders.
 */
export function ProblemNote({ pointer, reasons }: { pointer: string; reasons: string[] }) {
  return (
    <div
      role="note"
      data-playground-problem={pointer}
      style={{ border: '2px dashed #b00020', padding: '1rem', margin: '1rem 0', background: '#fff4f4', color: '#5c0010' }}
    >
      <strong>Block left out at {pointer}</strong>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
