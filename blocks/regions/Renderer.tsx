import { useState, type Key } from 'react';
import { flushSync } from 'react-dom';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocale, useT } from '@quai/engine/i18n';
import type { RegionsBlock } from '../../schemas/generated/blocks/regions';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import { MAP_VIEWBOX } from './map-size';
import { anchorFromLabel, mapRegions, regionLabel, regionTarget, sortedEntries, type MapRegion } from './regions-model';
import styles from './styles.module.css';

type RegionsTab = 'map' | 'list';

export default function Regions({ title, regions }: RegionsBlock) {
  const t = useT();
  const locale = useLocale();
  const [tab, setTab] = useState<RegionsTab>('map');
  // A region leading to its label's anchor shows the list, where that anchor is, before the browser jumps to it.
  const openList = () => flushSync(() => setTab('list'));
  return (
    <section className={styles.regions} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as RegionsTab)}>
        <TabList aria-label={title} className={styles.tabs}>
          <Tab id="map" className={styles.tab}>
            {t('catalogue.regions.tab_map')}
          </Tab>
          <Tab id="list" className={styles.tab}>
            {t('catalogue.regions.tab_list')}
          </Tab>
        </TabList>
        <TabPanel id="map" className={styles.panel}>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot hold SVG; the map's links are grouped under its name. */}
          <svg viewBox={MAP_VIEWBOX} className={styles.map} role="group" aria-label={t('catalogue.regions.map_label', { title })}>
            {mapRegions(regions).map((region) => (
              <MapRegionShape key={region.code} region={region} onAnchor={openList} />
            ))}
          </svg>
        </TabPanel>
        <TabPanel id="list" className={styles.panel}>
          <ul className={styles.list}>
            {sortedEntries(regions, locale).map((entry) => {
              const label = regionLabel(entry);
              const target = regionTarget(entry);
              return (
                <li
                  key={entry.code}
                  className={target ? styles.item : `${styles.item} ${styles.disabled}`}
                  data-disabled={target ? undefined : ''}
                  id={target?.anchor ? anchorFromLabel(label) : undefined}
                >
                  <h3 className={styles.label}>
                    {target && !target.anchor && entry.link?.href ? (
                      <SmartLink
                        link={{
                          href: entry.link.href,
                          label,
                          external: target.external,
                          ...(entry.link.a11yTitle ? { a11yTitle: entry.link.a11yTitle } : {}),
                        }}
                      />
                    ) : (
                      label
                    )}
                  </h3>
                  <RichText html={entry.text} className={styles.text} />
                </li>
              );
            })}
          </ul>
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** One region on the map: a link when the content gives one, otherwise a greyed shape. */
function MapRegionShape({ region, onAnchor }: { region: MapRegion; onAnchor: () => void }) {
  const { target } = region;
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG path without a link takes no focus; the greyed shape is decoration.
  if (!target) return <path d={region.d} className={styles.disabledRegion} data-region={region.code} aria-hidden="true" />;
  return (
    <a
      href={target.href}
      aria-label={region.entry?.link?.a11yTitle ?? region.label}
      onClick={target.anchor ? onAnchor : undefined}
      {...(target.external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
    >
      <path d={region.d} className={styles.region} data-region={region.code} />
    </a>
  );
}
