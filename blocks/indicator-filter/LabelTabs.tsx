import { useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useT } from '@quai/engine/i18n';
import { scrollButtons, scrollTarget } from './tab-scroll';
import styles from './styles.module.css';

/**
 * The label tabs of a filter, in a row that scrolls sideways. Scroll buttons appear only when
 * the row overflows and move it 100 px per press.
 */
export function LabelTabs({
  ariaLabel,
  labels,
  selected,
  onSelect,
  children,
}: {
  ariaLabel: string;
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  children: ReactNode;
}) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  const [buttons, setButtons] = useState({ shown: false, canLeft: false, canRight: false });
  const measure = useCallback(() => {
    if (row.current) setButtons(scrollButtons(row.current));
  }, []);
  useEffect(() => {
    measure();
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (direction: -1 | 1) => {
    const element = row.current;
    if (element) element.scrollTo?.({ left: scrollTarget(element, direction), behavior: 'smooth' });
  };
  return (
    <Tabs selectedKey={String(selected)} onSelectionChange={(key: Key) => onSelect(Number(key))}>
      <div className={styles.labelRow}>
        {buttons.shown && (
          <button
            type="button"
            className={styles.scrollButton}
            onClick={() => scroll(-1)}
            disabled={!buttons.canLeft}
            aria-label={t('catalogue.indicator_filter.scroll_left')}
          >
            ‹
          </button>
        )}
        <div className={styles.labelScroller} ref={row} onScroll={measure}>
          <TabList aria-label={ariaLabel} className={styles.labelTabs}>
            {labels.map((label, index) => (
              <Tab key={index} id={String(index)} className={styles.labelTab}>
                {label}
              </Tab>
            ))}
          </TabList>
        </div>
        {buttons.shown && (
          <button
            type="button"
            className={styles.scrollButton}
            onClick={() => scroll(1)}
            disabled={!buttons.canRight}
            aria-label={t('catalogue.indicator_filter.scroll_right')}
          >
            ›
          </button>
        )}
      </div>
      {labels.map((_, index) => (
        <TabPanel key={index} id={String(index)} className={styles.panel}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
