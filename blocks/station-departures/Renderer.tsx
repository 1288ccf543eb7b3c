import { RefreshCw } from 'lucide-react';
import { useState, useId } from 'react';
import useSWR from 'swr';
import { BffCache } from '../../adapters/bff-client/BffCache';
import { BFF_PATHS } from '../../adapters/bff-client/paths';
import { bffFetcher } from '../../adapters/bff-client/keys';
import { useLiveUpdates } from '../../adapters/bff-client/live-updates';
import type { StationTimetable } from '../../adapters/bff-client/types';
import type { WithServerData } from '@quai/engine/definition';
import { useLocale, useT } from '@quai/engine/i18n';
import { useQueryParams, useRequest } from '@quai/engine/request';
import type { StationDeparturesBlock } from '../../schemas/generated/blocks/station-departures';
import { formatInSiteTime } from '@quai/engine/time';
import { hhmm } from '../_rail/TimePair';
import { boardKey, boardStation, type BoardServerData } from './board-query';
import { changedDepartures } from './board-changes';
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
  const request = useRequest();
  const locale = useLocale();
  // "Now" is taken once, so the board's request stays the same across renders; the server's,
  // when it rendered the board, so hydration finds that answer under the same key.
  const [now] = useState(() => serverNow ?? new Date().toISOString());
  const key = boardKey(station, now, locale);
  const { data, error, isLoading } = useSWR<StationTimetable>(key, bffFetcher);
  // The board follows the realtime feed: changed rows are redrawn in place and said politely.
  const live = useLiveUpdates<StationTimetable>(
    BFF_PATHS.liveStationTimetable,
    { codeZoneArret: station, locale },
    key,
    (previous, next, at) => {
      const count = changedDepartures(previous, next);
      return count ? t('station.board.changes', { count, time: hhmm(at) }) : '';
    },
  );
  const updatedAt = live.updatedAt ?? now;
  const today = formatInSiteTime(updatedAt, 'isoDate');
  const lines = (data?.lignes ?? [])
    .map((line) => ({ line, departures: data?.horaires[line.code]?.depart ?? [] }))
    .filter((group) => group.departures.length > 0);
  const heading = title ?? (data?.gare ? t('station.board.title', { station: data.gare.nom }) : t('station.schedule.title'));
  return (
    <>
      <h2 className={styles.title} id={titleId}>
        {heading}
      </h2>
      <p className={styles.updated}>
        <span>{t('station.board.updated', { time: hhmm(updatedAt) })}</span>
        {/* Without JavaScript the board does not follow the feed: reloading the page shows the latest. */}
        <a href={`${request.path}${request.search}`} className={styles.refresh}>
          <RefreshCw size={16} aria-hidden="true" focusable="false" />
          {t('station.board.refresh')}
        </a>
      </p>
      <p className={styles.visuallyHidden} role="status">
        {live.announcement}
      </p>
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
                  <DepartureRow departure={departure} trainDetailsPath={trainDetailsPath} today={today} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
