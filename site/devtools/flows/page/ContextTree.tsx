/** A JSON value as nested lists: keys in bold, strings quoted, empty objects and lists shown as such. */
export function ContextTree({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <code>[]</code>;
    return (
      <ol className="flows-tree" start={0}>
        {value.map((item, index) => (
          <li key={index}>
            <ContextTree value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return <code>{'{}'}</code>;
    return (
      <ul className="flows-tree">
        {entries.map(([key, item]) => (
          <li key={key}>
            <span className="flows-key">{key}</span>: <ContextTree value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <code>{JSON.stringify(value ?? null)}</code>;
}
