import { useT } from '@quai/engine/i18n';
import type { HourlyRecord, TrafficMessage } from '../../schemas/generated/api/traffic-answer';
import { HourlyRecords } from './HourlyRecords';
import { idfLine } from '../../domain/traffic/line-catalogue';
import { lineStatus } from './line-status';
import { LineBadge } from './LineBadge';
import { Messages } from './Messages';
import { StatusIcon } from './StatusIcon';
import styles from './styles.module.css';

/** The detail of the chosen line: its messages and sheets, the no-information text, or the select-a-line prompt. */
export function LineDetail({
  codeLigne,
  messages,
  records,
  headingLevel,
}: {
  codeLigne: string | undefined;
  messages: readonly TrafficMessage[];
  records: readonly HourlyRecord[];
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const line = codeLigne ? idfLine(codeLigne) : undefined;
  if (!line) return <p className={styles.prompt}>{t('traffic.detail.prompt')}</p>;
  const own = messages.filter((message) => message.lines.some((candidate) => candidate.codeLigne === line.codeLigne));
  const status = lineStatus(line.codeLigne, messages);
  const sheets = records.filter((record) => record.file.endsWith(`/${encodeURIComponent(line.routeId)}.pdf`));
  const Heading = `h${headingLevel}` as const;
  const inner = (headingLevel + 1) as 3 | 4;
  return (
    <div className={styles.detail}>
      <Heading className={styles.detailTitle}>
        <LineBadge line={line} />
        <span>{line.label}</span>
        <StatusIcon status={status} label={t(`traffic.status.${status}`)} />
      </Heading>
      {own.length ? <Messages messages={own} headingLevel={inner} /> : <p className={styles.prompt}>{t('traffic.detail.none')}</p>}
      <HourlyRecords records={sheets} headingLevel={inner} />
    </div>
  );
}
