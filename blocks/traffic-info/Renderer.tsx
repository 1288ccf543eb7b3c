import { useState, type ReactNode } from 'react';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import useSWR from 'swr';
import { BffCache } from '../../adapters/bff-client/BffCache';
import type { BffAnswers } from '../../adapters/bff-client/server-answers';
import { bffFetcher } from '../../adapters/bff-client/keys';
import type { WithServerData } from '@quai/engine/definition';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { TrafficAnswer } from '../../schemas/generated/api/traffic-answer';
import type { TrafficInfoBlock, TrafficTab } from '../../schemas/generated/blocks/traffic-info';
import { useHydrated } from '../_ui/useHydrated';
import { EmptyState } from './EmptyState';
import { HourlyRecords } from './HourlyRecords';
import { idfLine } from '../../domain/traffic/line-catalogue';
import { LineDetail } from './LineDetail';
import { LineDrawer } from './LineDrawer';
import { LinePicker } from './LinePicker';
import { Messages } from './Messages';
import styles from './styles.module.css';
import { IDF_PERIMETER, trafficKey, viewSearch } from './traffic-view';
import { isNarrowScreen, useNarrowScreen, useTrafficView } from './useTrafficView';

/** The messages are fetched again every minute while the page is visible (SWR pauses when it is hidden). */
const REFRESH_MS = 60_000;

export default function TrafficInfo({ title, tabs, serverData }: WithServerData<TrafficInfoBlock, { answers: BffAnswers }>) {
  return (
    <BffCache answers={serverData?.answers}>
      <TrafficScreen title={title} tabs={tabs} />
    </BffCache>
  );
}

function TrafficScreen({ title, tabs }: Pick<TrafficInfoBlock, 'title' | 'tabs'>) {
  const t = useT();
  const [view, navigate] = useTrafficView({ tabs });
  // Tabs are links (?tab=...): without JavaScript they load the view; with it, the router changes it in place.
  const goTo = (href: string) => {
    const params = new URLSearchParams(href.replace(/^[^?]*/, ''));
    navigate({ tab: params.get('tab') ?? tabs[0].id, line: params.get('line') ?? undefined });
  };
  return (
    // Not a named region: a page (or the gallery) may show the screen twice, and landmarks must differ.
    <section className={styles.screen}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <RouterProvider navigate={goTo}>
        <Tabs selectedKey={view.tab.id} keyboardActivation="manual" className={styles.tabs}>
          <TabList className={styles.tabList} aria-label={t('traffic.tabs.label')}>
            {tabs.map((tab) => (
              <Tab key={tab.id} id={tab.id} href={viewSearch({ tab: tab.id })} className={styles.tab}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
              <TabView tab={tab} line={view.line} headingLevel={title ? 3 : 2} onLine={(line) => navigate({ tab: tab.id, line })} />
            </TabPanel>
          ))}
        </Tabs>
      </RouterProvider>
    </section>
  );
}

function TabView({
  tab,
  line,
  headingLevel,
  onLine,
}: {
  tab: TrafficTab;
  line: string | undefined;
  headingLevel: 2 | 3;
  onLine: (line: string | undefined) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { data, error, isLoading } = useSWR<TrafficAnswer>(trafficKey(tab.perimeter, locale), bffFetcher, { refreshInterval: REFRESH_MS });
  if (isLoading && !data)
    return (
      <p className={styles.status} role="status">
        {t('traffic.loading')}
      </p>
    );
  if (error && !data)
    return (
      <p className={styles.status} role="alert">
        {t('traffic.error')}
      </p>
    );
  if (!data) return null;
  const updated = <p className={styles.updated}>{t('traffic.updated', { date: formatInSiteTime(data.updatedAt, 'dateTime', locale) })}</p>;
  if (tab.perimeter === IDF_PERIMETER)
    return <IdfView tab={tab} line={line} data={data} updated={updated} headingLevel={headingLevel} onLine={onLine} />;
  return (
    <>
      {updated}
      {data.messages.length ? (
        <Messages messages={data.messages} headingLevel={headingLevel} />
      ) : (
        <EmptyState illustration={tab.illustration ?? 'train'} text={t('traffic.empty')} />
      )}
      <HourlyRecords records={data.hourlyRecords} headingLevel={headingLevel} />
    </>
  );
}

function IdfView({
  tab,
  line,
  data,
  updated,
  headingLevel,
  onLine,
}: {
  tab: TrafficTab;
  line: string | undefined;
  data: TrafficAnswer;
  updated: ReactNode;
  headingLevel: 2 | 3;
  onLine: (line: string | undefined) => void;
}) {
  const hydrated = useHydrated();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const detail = <LineDetail codeLigne={line} messages={data.messages} records={data.hourlyRecords} headingLevel={headingLevel} />;
  const select = (code: string) => {
    onLine(code);
    // The screen as it is at the tap, not as last rendered: a tap while the island hydrates is
    // answered by the server's render, in which no screen was measured yet (narrow is false).
    if (isNarrowScreen()) setDrawerOpen(true);
  };
  return (
    <>
      {updated}
      <div className={`${styles.idf} ${hydrated ? styles.hydrated : ''}`}>
        <LinePicker tab={tab.id} selected={line} messages={data.messages} onSelect={select} headingLevel={headingLevel} />
        <div className={styles.detailPanel} aria-live="polite">
          {detail}
        </div>
      </div>
      <LineDrawer
        isOpen={narrow && drawerOpen && line !== undefined}
        label={idfLine(line ?? '')?.label ?? ''}
        onClose={() => setDrawerOpen(false)}
      >
        {detail}
      </LineDrawer>
    </>
  );
}
