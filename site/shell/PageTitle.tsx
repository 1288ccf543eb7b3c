import styles from './PageTitle.module.css';

/**
 * The page's one level-one heading, from the page title. The home page shows its blocks'
 * headings instead, so there the heading is only for assistive technologies.
 */
export function PageTitle({ title, visible }: { title: string; visible: boolean }) {
  return <h1 className={visible ? styles.title : 'visually-hidden'}>{title}</h1>;
}
