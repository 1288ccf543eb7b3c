import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Blocks } from '@quai/engine/Blocks';
import { RichText } from '../_ui/RichText';
import type { CarouselBlock, CarouselTab } from '../../schemas/generated/blocks/carousel';
import styles from './styles.module.css';

/** Tabs appear only when there is more than one to choose from. */
export default function Carousel({ title, text, tabs }: CarouselBlock) {
  return (
    <section className={styles.carousel}>
      <h2 className={styles.title}>{title}</h2>
      <RichText html={text} className={styles.text} />
      {tabs.length > 1 ? (
        <Tabs className={styles.tabs}>
          <TabList className={styles.tabList} aria-label={title}>
            {tabs.map((tab, index) => (
              <Tab key={index} id={String(index)} className={styles.tab}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab, index) => (
            <TabPanel key={index} id={String(index)} className={styles.panel}>
              <Items tab={tab} index={index} />
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <Items tab={tabs[0]} index={0} />
      )}
    </section>
  );
}

function Items({ tab, index }: { tab: CarouselTab; index: number }) {
  return (
    <div className={styles.items}>
      <Blocks nodes={tab.items} at={`tabs/${index}/items`} />
    </div>
  );
}
