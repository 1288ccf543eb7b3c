import { useT } from '@quai/engine/i18n';
import { FLOWS_PATH } from '../paths-of';

export interface FlowSummary {
  name: string;
  description: string;
  states: number;
  events: number;
  paths: number;
}

/** `/_flows`: every machine of machines/, for developers who step through the site's flows. */
export function FlowsIndex({ entries }: { entries: FlowSummary[] }) {
  const t = useT();
  return (
    <div className="flows">
      <h1>{t('flows.index.title')}</h1>
      <p>{t('flows.index.intro', { count: entries.length })}</p>
      <ul className="flows-index">
        {entries.map((entry) => (
          <li key={entry.name} className="flows-card" data-flows-machine={entry.name}>
            <a href={`${FLOWS_PATH}/${entry.name}`} className="flows-card-link">
              <code>{entry.name}</code>
            </a>
            {entry.description && <p>{entry.description}</p>}
            <p className="flows-muted">{t('flows.index.meta', { states: entry.states, events: entry.events, paths: entry.paths })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
