import useSWR from 'swr';
import { BffCache } from '../../adapters/bff-client/BffCache';
import { BFF_PATHS } from '../../adapters/bff-client/paths';
import { bffFetcher } from '../../adapters/bff-client/keys';
import { useLiveUpdates } from '../../adapters/bff-client/live-updates';
import type { BffAnswers } from '../../adapters/bff-client/server-answers';
import type { TrainDetail } from '../../adapters/bff-client/types';
import type { WithServerData } from '@quai/engine/definition';
import { useLocale, useT } from '@quai/engine/i18n';
import { useQueryParams, useRequest } from '@quai/engine/request';
import type { TrainDetailsBlock } from '../../schemas/generated/blocks/train-details';
import { AriaLocale } from '../_rail/AriaLocale';
import { StateMessage } from '../_rail/StateMessage';
import { hhmm } from '../_rail/TimePair';
import { chooseTrain, trainDetailsKey, trainDetailsValues, trainQueryFromParams, type TrainQuery } from './train-query';
import { stopsChanged } from './stop-changes';
import { TrainChoiceList } from './TrainChoiceList';
import { TrainView } from './TrainView';
import { SavedTrainNotice } from './SavedTrainNotice';
import styles from './styles.module.css';

export default function TrainDetails({ title, serverData }: WithServerData<TrainDetailsBlock, BffAnswers>) {
  const t = useT();
  const query = trainQueryFromParams(useQueryParams());
  return (
    <BffCache answers={serverData}>
      <AriaLocale>
        <section className={styles.details}>
          {query ? <TrainAnswer query={query} title={title} /> : <StateMessage text={t('train.details.missing')} />}
        </section>
      </AriaLocale>
    </BffCache>
  );
}

/** The train call: run only with a date and a number, never retried (a train that is not found stays not found), cached for good. */
function TrainAnswer({ query, title }: { query: TrainQuery; title: string | undefined }) {
  const t = useT();
  const request = useRequest();
  const locale = useLocale();
  const key = trainDetailsKey(query, locale);
  const { data, error } = useSWR<TrainDetail[]>(key, bffFetcher, { revalidateOnReconnect: false });
  // The run's times follow the realtime feed while the page is open.
  const live = useLiveUpdates<TrainDetail[]>(BFF_PATHS.liveTrainDetails, trainDetailsValues(query, locale), key, (previous, next, at) =>
    stopsChanged(previous, next) ? t('train.details.live.changed', { time: hhmm(at) }) : '',
  );
  return (
    <>
      <SavedTrainNotice />
      {/* The line keeps its place before the first update, so nothing below moves when it comes. */}
      <p className={styles.updated}>
        <span>{live.updatedAt ? t('train.details.updated', { time: hhmm(live.updatedAt) }) : '\u00a0'}</span>
        <a href={`${request.path}${request.search}`}>{t('train.details.refresh')}</a>
      </p>
      <p className={styles.visuallyHidden} role="status">
        {live.announcement}
      </p>
      <TrainContent data={data} error={error} query={query} title={title} />
    </>
  );
}

function TrainContent({
  data,
  error,
  query,
  title,
}: {
  data: TrainDetail[] | undefined;
  error: unknown;
  query: TrainQuery;
  title: string | undefined;
}) {
  const t = useT();
  const { path } = useRequest();
  if (error) return <StateMessage text={t('train.details.error.text')} subText={t('train.details.error.sub_text')} tone="error" />;
  if (!data) return <StateMessage text={t('train.details.loading')} busy />;
  const choice = chooseTrain(data, query.destinationCode);
  switch (choice.kind) {
    case 'not_found':
      return <StateMessage text={t('train.details.not_found.text')} subText={t('train.details.not_found.sub_text')} />;
    case 'wrong_destination':
      return <StateMessage text={t('train.details.wrong_destination')} tone="error" />;
    case 'choice':
      return <TrainChoiceList trains={choice.trains} title={title} path={path} dateCirculation={query.dateCirculation} />;
    case 'one':
      return <TrainView train={choice.train} path={path} />;
  }
}
