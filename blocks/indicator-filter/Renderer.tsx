import { useMachine } from '@xstate/react';
import { useMemo, type Key } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Blocks } from '@quai/engine/Blocks';
import { useT } from '@quai/engine/i18n';
import { indicatorFilterMachine, type IndicatorFilterOptions } from '../../machines/indicator-filter';
import type { IndicatorFilter, IndicatorFilterBlock } from '../../schemas/generated/blocks/indicator-filter';
import { FilterSelect } from './FilterSelect';
import { LabelTabs } from './LabelTabs';
import styles from './styles.module.css';

function machineOptions(filters: readonly IndicatorFilter[]): IndicatorFilterOptions[] {
  return filters.map((filter) => ({ key: filter.key, ...filter.item }) as IndicatorFilterOptions);
}

export default function IndicatorFilterView({ title, filters }: IndicatorFilterBlock) {
  const t = useT();
  const input = useMemo(() => ({ filters: machineOptions(filters) }), [filters]);
  const [state, send] = useMachine(indicatorFilterMachine, { input });
  const { activeFilter, subTab, dropdown, perimeter, region } = state.context;
  const selectFilter = (index: number) => send({ type: 'filter.select', index });
  const summary = perimeter !== undefined && (
    <p className={styles.summary} aria-live="polite" data-perimeter={perimeter} data-region={region}>
      {t('catalogue.indicator_filter.selection', { region: region ?? '', perimeter })}
    </p>
  );
  return (
    <section className={styles.filter} aria-label={title ?? t('catalogue.indicator_filter.label')}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Tabs selectedKey={String(activeFilter)} onSelectionChange={(key: Key) => selectFilter(Number(key))}>
        {/* Wide screens: tabs. Narrow screens: a dropdown driving the same state. */}
        <TabList aria-label={title ?? t('catalogue.indicator_filter.label')} className={styles.topTabs}>
          {filters.map((filter, index) => (
            <Tab key={index} id={String(index)} className={styles.topTab}>
              {filter.label}
            </Tab>
          ))}
        </TabList>
        <FilterSelect
          className={styles.topSelect}
          label={t('catalogue.indicator_filter.label')}
          options={filters.map((filter) => filter.label)}
          selected={activeFilter}
          onSelect={selectFilter}
        />
        {filters.map((filter, index) => (
          <TabPanel key={index} id={String(index)} className={styles.panel}>
            {filter.item.kind === 'labels' && (
              <LabelTabs
                ariaLabel={filter.label}
                labels={filter.item.labels.map((label) => label.region)}
                selected={subTab}
                onSelect={(tab) => send({ type: 'subtab.select', index: tab })}
              >
                {summary}
              </LabelTabs>
            )}
            {filter.item.kind === 'region' && (
              <>
                <FilterSelect
                  label={t('miv.regions_select.label')}
                  options={filter.item.regions.map((option) => option.title)}
                  selected={dropdown[filter.key] ?? 0}
                  onSelect={(option) => send({ type: 'region.select', index: option })}
                />
                {summary}
              </>
            )}
            {/* A date filter renders nothing, not even the blocks written under it. */}
            {filter.item.kind !== 'date' && <Blocks nodes={filter.blocks} at={`filters/${index}/blocks`} />}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
