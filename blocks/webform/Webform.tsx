import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { useLocale, useT } from '../../engine/i18n';
import { formatInParis } from '../../engine/time';
import { webformSubmissionMachine } from '../../machines/webform-submission';
import { DEFAULT_FORM_API_URL, postSubmission } from './api';
import { Confirmation } from './Confirmation';
import { ElementList } from './Elements';
import { escapeHtml, WebformContext, type WebformUi } from './form-context';
import { initialValues } from './rules/defaults';
import { childrenOf, type FieldValue, type FormValues, type WebformDefinition } from './rules/elements';
import { resolveForm } from './rules/form-state';
import { errorText } from './rules/messages';
import { normaliseValues, validateForm, type ValidationContext } from './rules/validate';
import styles from './webform.module.css';

/**
 * A content-defined form: the visitor's values, their #states, validation at submit (the same
 * rules the server runs again), and the submission machine with its confirmation.
 */
export function Webform({ definition, apiUrl = DEFAULT_FORM_API_URL }: { definition: WebformDefinition; apiUrl?: string }) {
  const t = useT();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<FormValues>(() => initialValues(definition.elements));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const captcha = useRef<Promise<string> | undefined>(undefined);
  const setCaptcha = useCallback((answer: Promise<string> | undefined) => (captcha.current = answer), []);
  const [captchaRound, setCaptchaRound] = useState(0);
  const validation: ValidationContext = { today: formatInParis(new Date(), 'yyyy-MM-dd') };
  const machine = useMemo(
    () =>
      webformSubmissionMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            // A captcha still being solved is waited for; one that failed is left out (the server says so).
            const answer = await captcha.current?.catch(() => undefined);
            return postSubmission(apiUrl, locale, definition.id, input.values as FormValues, answer ? { headless_captcha: answer } : {});
          }),
        },
      }),
    [apiUrl, locale, definition.id],
  );
  const [snapshot, send] = useMachine(machine);
  const resolved = resolveForm(definition.elements, normaliseValues(definition.elements, typed, validation));
  const errors = { ...snapshot.context.errors, ...ownErrors };
  // Marks the form as interactive once hydrated (the server HTML cannot validate or send).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // After errors appear, move focus to the first field in error and scroll to it.
  useEffect(() => {
    if (!snapshot.matches('error')) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: 'center' });
  }, [snapshot]);

  const reset = () => {
    setTyped(initialValues(definition.elements));
    setOwnErrors({});
    send({ type: 'reset' });
  };
  const succeeded = snapshot.matches('success');
  useEffect(() => {
    if (!succeeded) return;
    // The captcha answer was spent: solve a new one for the next submission.
    setCaptchaRound((round) => round + 1);
    // "message": the message shows above a fresh form.
    if (definition.confirmation.type === 'message') {
      setTyped(initialValues(definition.elements));
      setOwnErrors({});
    }
  }, [succeeded, definition]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(definition.elements, typed, validation);
    const found = Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, escapeHtml(errorText(error, t, locale))]));
    send({ type: 'submit', values: result.values, errors: { ...found, ...ownErrors } });
  };

  if (snapshot.matches('success') && definition.confirmation.type !== 'message') {
    return <Confirmation definition={definition} submission={snapshot.context.submission} onBack={reset} />;
  }
  const ui: WebformUi = {
    formId: definition.id,
    langcode: locale,
    values: typed,
    setValue: (key: string, value: FieldValue) => setTyped((old) => ({ ...old, [key]: value })),
    states: resolved.states,
    errors,
    setOwnError: (key, html) =>
      setOwnErrors((old) => {
        const { [key]: _dropped, ...rest } = old;
        return html === undefined ? rest : { ...rest, [key]: html };
      }),
    submitting: snapshot.matches('submitting'),
    apiUrl,
    setCaptcha,
    captchaRound,
  };
  const hasActions = childrenOf(definition.elements).some(([, element]) => element['#type'] === 'webform_actions');
  return (
    <WebformContext.Provider value={ui}>
      {snapshot.matches('success') && <Confirmation definition={definition} submission={snapshot.context.submission} />}
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} onReset={(event) => (event.preventDefault(), reset())} aria-label={definition.title} data-ready={ready || undefined}>
        {snapshot.matches('error') && (
          <div role="alert" className={styles.summary}>
            {snapshot.context.formMessage && !Object.keys(errors).length ? t('webform.submit_failed') : t('webform.has_errors', { count: Object.keys(errors).length })}
          </div>
        )}
        <ElementList holder={definition.elements} />
        {!hasActions && <DefaultActions submitting={ui.submitting} />}
      </form>
    </WebformContext.Provider>
  );
}

function DefaultActions({ submitting }: { submitting: boolean }) {
  const t = useT();
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {submitting ? t('webform.submitting') : t('webform.submit')}
      </button>
    </div>
  );
}
