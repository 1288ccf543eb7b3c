import { Block } from '@quai/engine/Blocks';
import { useT } from '@quai/engine/i18n';
import { GALLERY_PATH, galleryPath, type GalleryExample } from './gallery-examples';
import styles from './gallery.module.css';

/** Width of the phone frame each example is shown in: a common small phone. */
const GALLERY_MOBILE_WIDTH = 375;

/**
 * `/_blocks/<type>`: each example of the block's schema in a phone-sized frame (a real page, so
 * media queries apply), at full content width, and its JSON beside it.
 */
export function BlockGalleryPage({
  type,
  description,
  examples,
}: {
  type: string;
  description: string | undefined;
  examples: GalleryExample[];
}) {
  const t = useT();
  return (
    <div className={styles.gallery}>
      <p>
        <a href={GALLERY_PATH}>{t('catalogue.gallery.back')}</a>
      </p>
      <h1>
        <code>{type}</code>
      </h1>
      {description && <p className={styles.description}>{description}</p>}
      {examples.map((example) => (
        <section
          key={example.index}
          className={styles.example}
          data-gallery-example={example.index}
          aria-labelledby={`example-${example.index}`}
        >
          <h2 id={`example-${example.index}`} className={styles.exampleTitle}>
            {t('catalogue.gallery.example', { number: example.index })}
          </h2>
          {example.problems.length > 0 && (
            <ul className={styles.problems} data-gallery-problems>
              {example.problems.map((problem, index) => (
                <li key={index}>
                  <code>{problem.pointer}</code> {problem.reason}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.side}>
            <iframe
              className={styles.phone}
              src={galleryPath(type, example.index)}
              title={t('catalogue.gallery.mobile_frame', { number: example.index })}
              width={GALLERY_MOBILE_WIDTH}
              height={640}
            />
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the JSON scrolls, so it takes the focus for the keyboard and is named for it (axe: scrollable-region-focusable). */}
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the name says which example's JSON the focus is on. */}
            <pre className={styles.json} tabIndex={0} aria-label={t('catalogue.gallery.json', { number: example.index })}>
              {JSON.stringify(example.source, null, 2)}
            </pre>
          </div>
          <p className={styles.widthTitle}>{t('catalogue.gallery.desktop')}</p>
          <div className={styles.render} data-gallery-render>
            {example.node && <Block node={example.node} pointer={`/examples/${example.index}`} />}
          </div>
        </section>
      ))}
    </div>
  );
}
