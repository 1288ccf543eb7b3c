import { useEffect, useRef } from 'react';
import { useBlockPointer, useEngine } from '@quai/engine/engine-context';
import { useT } from '@quai/engine/i18n';
import { useAllowInlineScripts, useNonce } from '@quai/engine/nonce';
import type { WidgetBlock } from '../../schemas/generated/blocks/widget';
import { runWidget } from './run-widget';
import styles from './styles.module.css';

export default function Widget({ title, selector, script, inlineScript, secondaryScript }: WidgetBlock) {
  const t = useT();
  const nonce = useNonce();
  // On a page without a nonce (one shared caches keep), the policy allows these by their digests.
  useAllowInlineScripts([inlineScript, secondaryScript?.code]);
  const { log } = useEngine();
  const pointer = useBlockPointer();
  const scripts = useRef<HTMLDivElement>(null);
  // The content decides the scripts once per page: the node's JSON is a stable dependency.
  const widget = JSON.stringify({ script, inlineScript, secondaryScript });
  useEffect(
    () => runWidget(scripts.current!, JSON.parse(widget), nonce, (src) => log('widget script failed to load', { pointer, src, selector })),
    [widget, nonce, log, pointer, selector],
  );
  const Wrapper = title ? 'section' : 'div';
  return (
    <Wrapper className={styles.widget} {...(title ? { 'aria-label': title } : {})}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {/* Filled by the widget's own scripts; React never renders children here. */}
      <div id={selector} className={styles.mount} data-widget-mount="" />
      <noscript>
        <p className={styles.noscript}>{t('catalogue.widget.noscript')}</p>
      </noscript>
      <div ref={scripts} hidden data-widget-scripts="" />
    </Wrapper>
  );
}
