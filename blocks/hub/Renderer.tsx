import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Blocks } from '@quai/engine/Blocks';
import { useT } from '@quai/engine/i18n';
import type { HubBlock, HubEntry } from '../../schemas/generated/blocks/hub';
import { itemHeading } from '../_ui/headings';
import { useHydrated } from '../_ui/useHydrated';
import styles from './styles.module.css';

export default function Hub({ title, entries }: HubBlock) {
  const hydrated = useHydrated();
  const Wrapper = title ? 'section' : 'div';
  return (
    <Wrapper className={styles.hub} {...(title ? { 'aria-label': title } : {})}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {/* The server HTML (and a browser without JavaScript) reads every entry in turn. */}
      {hydrated ? <HubTabs title={title} entries={entries} /> : <AllEntries entries={entries} heading={itemHeading(Boolean(title))} />}
    </Wrapper>
  );
}

function AllEntries({ entries, heading: Heading }: { entries: HubEntry[]; heading: 'h2' | 'h3' }) {
  return (
    <>
      {entries.map((entry, index) => (
        <div key={index} className={styles.entry}>
          <Heading className={styles.entryTitle}>{entry.label}</Heading>
          <Blocks nodes={entry.blocks} at={`entries/${index}/blocks`} />
        </div>
      ))}
    </>
  );
}

type Step = 'list' | 'detail';

/**
 * One set of tabs serves both widths: from 768 px the tabs sit in a row above the panel; below,
 * CSS shows either the tab list as a list (step "list") or the chosen panel with a back button
 * (step "detail"). Choosing an entry opens its detail, even when it is already the selected tab.
 */
function HubTabs({ title, entries }: { title: string | undefined; entries: HubEntry[] }) {
  const t = useT();
  const [selected, setSelected] = useState('0');
  const [step, setStep] = useState<Step>('list');
  const root = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const visible = (element: HTMLElement | null) => element !== null && element.getClientRects().length > 0;

  const openDetail = () => {
    flushSync(() => setStep('detail'));
    // On a phone the list is gone: carry keyboard and screen-reader users to the detail.
    if (visible(back.current)) back.current!.focus();
  };
  const backToList = () => {
    flushSync(() => setStep('list'));
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  };
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') openDetail();
  };
  const current = entries[Number(selected)] ?? entries[0]!;

  return (
    <div ref={root} className={styles.tabs} data-step={step}>
      <Tabs selectedKey={selected} onSelectionChange={(key) => setSelected(String(key))}>
        <div className={styles.listArea} onClickCapture={openDetail} onKeyDownCapture={onKeyDownCapture}>
          <TabList aria-label={title ?? t('catalogue.hub.label')} className={styles.tabList}>
            {entries.map((entry, index) => (
              <Tab key={index} id={String(index)} className={styles.tab}>
                <span className={styles.tabLabel}>{entry.label}</span>
                {entry.summary && <span className={styles.summary}>{entry.summary}</span>}
              </Tab>
            ))}
          </TabList>
        </div>
        <div className={styles.detail}>
          <button ref={back} type="button" className={styles.back} onClick={backToList}>
            {t('catalogue.hub.back')}
          </button>
          <p className={styles.detailTitle} aria-hidden="true">
            {current.label}
          </p>
          {entries.map((entry, index) => (
            <TabPanel key={index} id={String(index)} className={styles.panel}>
              <Blocks nodes={entry.blocks} at={`entries/${index}/blocks`} />
            </TabPanel>
          ))}
        </div>
      </Tabs>
    </div>
  );
}
