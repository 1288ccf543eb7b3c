/** Shown in development in place of a node the engine cannot render, with the raw node. */
export function DebugBlock({ node, reason }: { node: unknown; reason: string }) {
  return (
    <div
      role="note"
      data-debug-block=""
      style={{ border: '2px dashed #b00020', padding: '1rem', margin: '1rem 0', background: '#fff4f4', color: '#5c0010' }}
    >
      <strong>{reason}</strong>
      <pre style={{ whiteSpace: 'pre-wrap', overflowX: 'auto', fontSize: '0.85rem' }}>{JSON.stringify(node, null, 2)}</pre>
    </div>
  );
}
