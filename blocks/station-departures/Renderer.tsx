import { useState, useId } from 'react';
import useSWR from 'swr';
import { BffCache } from '../../adapters/bff/BffCache';
import { bffFetcher } from '../../adapters/bff/keys';
import type { StationTimetable } from '../../adapters/bff/types';
import type { WithServerData } from '@quai/engine/definition';
import { useLocale, useT } from '@quai/engine/i18n';
import { useQueryParams } from '@quai/engine/request';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';
import { boardKey, boardStation, type BoardServerData } from './board-query';
import { DepartureRow } from './DepartureRow';
import styles from './styles.module.css';

export default function StationDepartures({
  title,
  codeZoneArret,
  trainDetailsPath,
  serverData,
}: WithServerData<StationDeparturesBlock, BoardServerData>) {
  // Unique per block: a page (or the gallery) may show the same block twice.
  const titleId = useId();
  const t = useT();
  const station = boardStation({ codeZoneArret }, useQueryParams());
  return (
    <BffCache answers={serverData?.answers}>
      <section className={styles.board} aria-labelledby={titleId}>
        {station ? (
          <Board station={station} title={title} titleId={titleId} trainDetailsPath={trainDetailsPath} serverNow={serverData?.now} />
        ) : (
          <p className={styles.message}>{t('station.board.missing')}</p>
        )}
      </section>
    </BffCache>
  );
}

function Board({
  station,
  title,
  titleId,
  trainDetailsPath,
  serverNow,
}: {
  station: string;
  title: string | undefined;
  titleId: string;
  trainDetailsPath: string;
  serverNow: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  // "Now" is taken once, so the board's request stays the same across renders; the server's,
  // when it rendered the board, so hydration finds that answer under the same key.
  const [now] = useState(() => serverNow ?? new Date().toISOString());
  const { data, error, isLoading } = useSWR<StationTimetable>(boardKey(station, now, locale), bffFetcher);
  const lines = (data?.lignes ?? [])
    .map((line) => ({ line, departures: data?.horaires[line.code]?.depart ?? [] }))
    .filter((group) => group.departures.length > 0);
  const heading = title ?? (data?.gare ? t('station.board.title', { station: data.gare.nom }) : t('station.schedule.title'));
  return (
    <>
      <h2 className={styles.title} id={titleId}>
        {heading}
      </h2>
      {isLoading ? (
        <p className={styles.message} role="status">
          {t('station.board.loading')}
        </p>
      ) : error || lines.length === 0 ? (
        // A failed call reads like an empty board: a traveller learns nothing more from an error message.
        <p className={styles.message} role="status">
          {t('station.board.empty')}
        </p>
      ) : (
        lines.map(({ line, departures }) => (
          <section key={line.code} className={styles.line} aria-labelledby={`line-${line.code}`}>
            <h3 className={styles.lineTitle} id={`line-${line.code}`}>
              {line.label}
            </h3>
            <ul className={styles.rows}>
              {departures.map((departure) => (
                <li key={`${departure.trainInfo.numeroCirculation}-${departure.dateHeure}`}>
                  <DepartureRow departure={departure} trainDetailsPath={trainDetailsPath} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
