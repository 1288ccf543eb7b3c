import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import { formatInSiteTime } from '@quai/engine/time';
import { DEFAULT_FORM_API_URL } from './api';
import { Confirmation } from './Confirmation';
import { DefaultActions } from './DefaultActions';
import { ElementList } from './ElementList';
import { ErrorSummary } from './ErrorSummary';
import { firstFieldId } from './first-field';
import { LeftOutElements } from './LeftOutElements';
import { escapeHtml, WebformContext, type WebformUi } from './form-context';
import type { WebformServerData } from './server-data';
import { useEntries } from './use-entries';
import { useFirstFieldFocus } from './use-first-field-focus';
import { usePostBack } from './use-post-back';
import { useSubmission } from './use-submission';
import { requestedMove, useWizard, WizardProgress, WizardStep } from './Wizard';
import { childElements, indexElements } from '../../domain/webform/elements';
import { FILE_TYPES } from '../../domain/webform/families/files';
import { resolveForm } from '../../domain/webform/form-state';
import { errorText, type FormErrors } from '../../domain/webform/messages';
import { normaliseValues, validateForm, type ValidationContext } from '../../domain/webform/validate';
import { errorsOfPage, errorsShownOn } from '../../domain/webform/wizard';
import styles from './webform.module.css';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/**
 * A content-defined form: the visitor's values, their #states, validation at submit (the same
 * rules the server runs again), and the submission machine with its confirmation. Without
 * scripts it is a plain form posting to its page (`server` then carries what the server made of
 * that post: errors and values, or the confirmation). Each part is a hook of its own: the
 * entries (use-entries), the submission (use-submission), the outcome of a post without scripts
 * (use-post-back), the pages of a multi-page form (Wizard); this component joins them.
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
  const entries = useEntries(definition.elements, server?.posted?.values);
  const { typed, ownErrors } = entries;
  const postBack = usePostBack(server);
  const { snapshot, send, setCaptcha, captchaRound, newCaptcha } = useSubmission(apiUrl, locale, definition.id);
  const today = server?.today ?? formatInSiteTime(new Date(), 'isoDate');
  const validation: ValidationContext = { today };
  const escaped = (found: FormErrors) =>
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
  const allErrors = { ...postBack.errors, ...snapshot.context.errors, ...ownErrors };
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
  const focusFirstField = useFirstFieldFocus(formRef);

  const reset = () => {
    entries.clear();
    postBack.clearErrors();
    send({ type: 'reset' });
    wizard?.reset();
  };
  const back = () => {
    reset();
    postBack.backToForm(path);
    focusFirstField();
  };
  const succeeded = snapshot.matches('success');
  // biome-ignore lint/correctness/useExhaustiveDependencies: entries.clear is rebuilt on each render from the definition, which is listed.
  useEffect(() => {
    if (!succeeded) return;
    // The captcha answer was spent: solve a new one for the next submission.
    newCaptcha();
    wizard?.reset();
    // "message": the message shows above a fresh form.
    if (definition.confirmation.type === 'message') entries.clear();
  }, [succeeded, definition]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    postBack.clearErrors();
    const move = wizard && requestedMove((event.nativeEvent as SubmitEvent).submitter);
    if (move) return wizard.move(move);
    postBack.clearSent();
    const result = validateForm(definition.elements, typed, validation);
    const found = escaped(result.errors);
    send({ type: 'submit', values: result.values, errors: { ...found, ...ownErrors } });
  };

  const confirmed = succeeded || postBack.sent;
  const firstId = firstFieldId(definition.id, elements);
  if (confirmed && definition.confirmation.type !== 'message') {
    return (
      <Confirmation
        definition={definition}
        submission={snapshot.context.submission}
        onBack={back}
        backHref={`${path}${firstId ? `#${firstId}` : ''}`}
        scripted={ready}
      />
    );
  }
  const ui: WebformUi = {
    formId: definition.id,
    langcode: locale,
    values: typed,
    setValue: entries.setValue,
    states: resolved.states,
    elements,
    errors,
    setOwnError: entries.setOwnError,
    submitting: snapshot.matches('submitting'),
    apiUrl,
    setCaptcha,
    captchaRound,
    scripted: ready,
    today,
  };
  const hasActions = childElements(definition.elements).some(([, element]) => element['#type'] === 'webform_actions');
  const hasFiles = [...elements.values()].some((element) => FILE_TYPES.has(element['#type']) && element['#access'] !== false);
  // A post without scripts the server could not store now: its message, until the next submit.
  const postedOutage = snapshot.matches('idle') ? postBack.outage : undefined;
  const showSummary =
    (refused ||
      (snapshot.matches('idle') && (Object.keys(postBack.errors).length > 0 || postedOutage !== undefined)) ||
      Object.keys(wizard?.errors ?? {}).length > 0) &&
    Object.keys(errors).length + (snapshot.context.formMessage || postedOutage ? 1 : 0) > 0;
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
          focusFirstField();
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
            message={snapshot.context.outage ?? postedOutage ?? (snapshot.context.formMessage ? t('webform.submit_failed') : undefined)}
            focusKey={refusals + (wizard?.refusals ?? 0)}
          />
        )}
        {wizard ? (
          <WizardStep
            key={entries.generation}
            definition={definition}
            wizard={wizard}
            values={typed}
            scripted={ready}
            defaultActions={<DefaultActions submitting={ui.submitting} />}
          />
        ) : (
          <>
            <ElementList key={entries.generation} holder={definition.elements} />
            {!hasActions && <DefaultActions submitting={ui.submitting} />}
          </>
        )}
      </form>
    </WebformContext.Provider>
  );
}
