import { useEffect, useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { solveCaptcha } from '../api';
import { inputId, useElement, useWebform } from '../form-context';
import { FieldErrors } from '../Field';
import styles from '../webform.module.css';
import type { CaptchaElement } from '../../../schemas/generated/webform/captcha';

type CaptchaStatus = 'waiting' | 'solving' | 'solved' | 'failed';

/**
 * The self-hosted proof-of-work captcha: the browser solves the server's challenge by itself
 * (no puzzle for the visitor) and says so; each accepted submission spends the answer, so a new
 * one is solved for the next.
 */
export function Captcha({ elementKey, element }: { elementKey: string; element: CaptchaElement }) {
  const t = useT();
  const { ui, state, errors } = useElement(elementKey, element);
  // The server's HTML says the check is to come: it starts with the form's hydration, when the visitor comes to the form.
  const [status, setStatus] = useState<CaptchaStatus>('waiting');
  const { setCaptcha, captchaRound } = ui;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new round (a spent answer) solves a new challenge.
  useEffect(() => {
    const abort = new AbortController();
    setStatus('solving');
    const answer = solveCaptcha(abort.signal);
    setCaptcha(answer);
    answer.then(
      () => !abort.signal.aborted && setStatus('solved'),
      () => !abort.signal.aborted && setStatus('failed'),
    );
    return () => abort.abort();
  }, [setCaptcha, captchaRound]);
  if (!state.visible) return null;
  return (
    <div className={styles.item}>
      <p id={inputId(ui.formId, elementKey)} tabIndex={-1} role="status" className={styles.captcha} data-status={status}>
        {t(`webform.captcha.${status}`)}
      </p>
      <FieldErrors id={`${elementKey}-error`} errors={errors} />
    </div>
  );
}

/**
 * Above the submit button of a form whose captcha is solved by a script: without scripts the
 * form cannot be sent, and the visitor is told so before trying.
 */
export function CaptchaNeedsScripts() {
  const t = useT();
  const { elements, states } = useWebform();
  const asks = [...elements].some(([key, element]) => element['#type'] === 'captcha' && states.get(key)?.visible !== false);
  if (!asks) return null;
  return <p className={`${styles.scriptsNeeded} ${styles.withoutScripts}`}>{t('webform.captcha.needs_scripts')}</p>;
}
