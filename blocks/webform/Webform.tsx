import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import { webformSubmissionMachine } from '../../machines/webform-submission';
import { DEFAULT_FORM_API_URL, postSubmission } from './api';
import { Confirmation } from './Confirmation';
import { ElementList } from './Elements';
import { ErrorSummary } from './ErrorSummary';
import { LeftOutElements } from './LeftOutElements';
import { CaptchaNeedsScripts } from './elements/Captcha';
import { escapeHtml, inputId, WebformContext, type WebformUi } from './form-context';
import type { WebformServerData } from './no-script';
import { FILE_TYPES } from '../../domain/webform/families/files';
import { useRequest } from '@quai/engine/request';
import { fixedValueOf, initialValues } from '../../domain/webform/defaults';
import { childrenOf, holdsValue, indexElements, type FieldValue, type FormValues } from '../../domain/webform/elements';
import { resolveForm } from '../../domain/webform/form-state';
import { errorText } from '../../domain/webform/messages';
import { normaliseValues, validateForm, type ValidationContext } from '../../domain/webform/validate';
import { errorsOfPage, errorsShownOn } from '../../domain/webform/wizard';
import { requestedMove, useWizard, WizardProgress, WizardStep } from './Wizard';
import styles from './webform.module.css';
import type { WebformElementNode } from '../../schemas/generated/webform/element';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/**
 * A content-defined form: the visitor's values, their #states, validation at submit (the same
 * rules the server runs again), and the submission machine with its confirmation. Without
 * scripts it is a plain form posting to its page (`server` then carries what the server made of
 * that post: errors and values, or the confirmation).
 */
export function Webform({
  definition,
  apiUrl = DEFAULT_FORM_API_URL,
  server,
}: {
  definition: WebformDocument;
  apiUrl?: string;
  server?: WebformServerData | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const { path } = useRequest();
  const formRef = useRef<HTMLFormElement>(null);
  const fresh = () => initialValues(definition.elements);
  const [typed, setTyped] = useState<FormValues>(() => ({ ...fresh(), ...server?.posted?.values }));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  // Errors of a post made without scripts, shown until the next submit.
  const [postedErrors, setPostedErrors] = useState<Record<string, string>>(() => server?.posted?.errors ?? {});
  // The confirmation a post without scripts led to, until "back".
  const [sentByPost, setSentByPost] = useState(server?.sent === true);
  const captcha = useRef<Promise<string> | undefined>(undefined);
  const setCaptcha = useCallback((answer: Promise<string> | undefined) => (captcha.current = answer), []);
  const [captchaRound, setCaptchaRound] = useState(0);
  // Each reset renders the elements anew: those keeping their own entries (the e-mail pair, the
  // file list, the VAT check) start empty with the form's values, instead of showing stale ones.
  const [generation, setGeneration] = useState(0);
  const today = server?.today ?? formatInSiteTime(new Date(), 'isoDate');
  const validation: ValidationContext = { today };
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
  const escaped = (found: ReturnType<typeof validateForm>['errors']) =>
    Object.fromEntries(Object.entries(found).map(([key, error]) => [key, escapeHtml(errorText(error, t, locale))]));
  // A multi-page form: "next" checks the fields of its page alone, with the same rules.
  const wizard = useWizard(
    definition,
    server?.page,
    (page) => errorsOfPage(page, { ...escaped(validateForm(definition.elements, typed, validation).errors), ...ownErrors }),
    path,
  );
  const resolved = resolveForm(definition.elements, normaliseValues(definition.elements, typed, validation));
  const elements = useMemo(
    () => new Map(indexElements(definition.elements).map(({ key, element }) => [key, element])),
    [definition.elements],
  );
  const allErrors = { ...postedErrors, ...snapshot.context.errors, ...ownErrors };
  // A multi-page form shows the errors of the page on screen, whose fields the summary links to.
  const errors = wizard ? { ...errorsShownOn(wizard.pages, wizard.page, allErrors), ...wizard.errors } : allErrors;
  // Marks the form as interactive once hydrated (the server HTML posts the form to its page).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Each refused submit moves focus to the error summary again.
  const [refusals, setRefusals] = useState(0);
  const refused = snapshot.matches('error');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new snapshot in error is a new refusal, even while the form stays in error.
  useEffect(() => {
    if (refused) setRefusals((count) => count + 1);
    if (refused) wizard?.showErrors(allErrors);
  }, [refused, snapshot]);
  // After "back", focus goes to the form's first field.
  const [focusFirst, setFocusFirst] = useState(false);
  useEffect(() => {
    if (!focusFirst) return;
    setFocusFirst(false);
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [focusFirst]);

  const clearEntries = () => {
    setTyped(fresh());
    setOwnErrors({});
    setGeneration((count) => count + 1);
  };
  const reset = () => {
    clearEntries();
    setPostedErrors({});
    send({ type: 'reset' });
    wizard?.reset();
  };
  const back = () => {
    reset();
    setSentByPost(false);
    // The address of the confirmation becomes the form's again.
    if (typeof window !== 'undefined' && window.location.search) window.history.replaceState(window.history.state, '', path);
    setFocusFirst(true);
  };
  const succeeded = snapshot.matches('success');
  // biome-ignore lint/correctness/useExhaustiveDependencies: fresh() is rebuilt on each render from the definition, which is listed.
  useEffect(() => {
    if (!succeeded) return;
    // The captcha answer was spent: solve a new one for the next submission.
    setCaptchaRound((round) => round + 1);
    wizard?.reset();
    // "message": the message shows above a fresh form.
    if (definition.confirmation.type === 'message') clearEntries();
  }, [succeeded, definition]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPostedErrors({});
    const move = wizard && requestedMove((event.nativeEvent as SubmitEvent).submitter);
    if (move) return wizard.move(move);
    setSentByPost(false);
    const result = validateForm(definition.elements, typed, validation);
    const found = escaped(result.errors);
    send({ type: 'submit', values: result.values, errors: { ...found, ...ownErrors } });
  };

  const confirmed = succeeded || sentByPost;
  const firstFieldId = firstField(definition, elements);
  if (confirmed && definition.confirmation.type !== 'message') {
    return (
      <Confirmation
        definition={definition}
        submission={snapshot.context.submission}
        onBack={back}
        backHref={`${path}${firstFieldId ? `#${firstFieldId}` : ''}`}
        scripted={ready}
      />
    );
  }
  const ui: WebformUi = {
    formId: definition.id,
    langcode: locale,
    values: typed,
    setValue: (key: string, value: FieldValue) => setTyped((old) => ({ ...old, [key]: value })),
    states: resolved.states,
    elements,
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
    scripted: ready,
    today,
  };
  const hasActions = childrenOf(definition.elements).some(([, element]) => element['#type'] === 'webform_actions');
  const hasFiles = [...elements.values()].some((element) => FILE_TYPES.has(element['#type']) && element['#access'] !== false);
  const showSummary =
    (refused || (snapshot.matches('idle') && Object.keys(postedErrors).length > 0) || Object.keys(wizard?.errors ?? {}).length > 0) &&
    Object.keys(errors).length + (snapshot.context.formMessage ? 1 : 0) > 0;
  return (
    <WebformContext.Provider value={ui}>
      {confirmed && <Confirmation definition={definition} submission={snapshot.context.submission} />}
      <LeftOutElements leftOut={definition.leftOut} />
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        action={path}
        encType={hasFiles ? 'multipart/form-data' : undefined}
        noValidate
        onSubmit={onSubmit}
        onReset={(event) => {
          event.preventDefault();
          reset();
          // The reset button was rendered anew with the rest: focus goes to the first field.
          setFocusFirst(true);
        }}
        aria-label={definition.title}
        data-ready={ready || undefined}
      >
        {/* First in the form: the server knows the form before any file of the post arrives. */}
        <input type="hidden" name="webform_id" value={definition.id} />
        {wizard && <WizardProgress wizard={wizard} preview={definition.preview === true} />}
        {showSummary && (
          <ErrorSummary
            formId={definition.id}
            errors={errors}
            elements={elements}
            message={snapshot.context.formMessage ? t('webform.submit_failed') : undefined}
            focusKey={refusals + (wizard?.refusals ?? 0)}
          />
        )}
        {wizard ? (
          <WizardStep
            key={generation}
            definition={definition}
            wizard={wizard}
            values={typed}
            scripted={ready}
            defaultActions={<DefaultActions submitting={ui.submitting} />}
          />
        ) : (
          <>
            <ElementList key={generation} holder={definition.elements} />
            {!hasActions && <DefaultActions submitting={ui.submitting} />}
          </>
        )}
      </form>
    </WebformContext.Provider>
  );
}

/** The id of the form's first field that shows (where focus goes after "back"). */
function firstField(definition: WebformDocument, elements: ReadonlyMap<string, WebformElementNode>): string | undefined {
  for (const [key, element] of elements) {
    if (
      holdsValue(element) &&
      element['#access'] !== false &&
      element['#type'] !== 'hidden' &&
      fixedValueOf(element) === undefined &&
      !element['#states']
    )
      return inputId(definition.id, key);
  }
  return undefined;
}

function DefaultActions({ submitting }: { submitting: boolean }) {
  const t = useT();
  return (
    <div className={styles.actions}>
      <CaptchaNeedsScripts />
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {submitting ? t('webform.submitting') : t('webform.submit')}
      </button>
    </div>
  );
}
