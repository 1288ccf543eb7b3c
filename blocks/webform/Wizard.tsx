import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '@quai/engine/i18n';
import { webformWizardMachine, type PageErrors } from '../../machines/webform-wizard';
import { ElementList } from './ElementList';
import { inputId } from './form-context';
import { childElements, type ElementMap, type FormValues } from '../../domain/webform/elements';
import {
  errorsShownOn,
  FINAL_STEP_TYPES,
  firstPageWithError,
  isWizardPage,
  MOVE_FIELD,
  PAGE_FIELD,
  PAGE_PARAMETER,
  PREVIEW_PAGE,
  stepKeys,
  valuesKeptAside,
  wizardPages,
  type PageMove,
  type WizardPage,
} from '../../domain/webform/wizard';
import { WizardPreview } from './WizardPreview';
import styles from './webform.module.css';
import wizardStyles from './wizard.module.css';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/** A multi-page form's current step and the moves a visitor makes, for the form that shows it. */
export interface Wizard {
  pages: WizardPage[];
  /** The current step's index (`pages.length` on the preview). */
  index: number;
  /** The current page; undefined on the preview. */
  page: WizardPage | undefined;
  stepKey: string;
  checking: boolean;
  /** The errors of the page's own check. */
  errors: PageErrors;
  /** Goes up on each refused "next" or final submit: the error summary takes focus again. */
  refusals: number;
  move: (move: PageMove | { goTo: string }) => void;
  /** The final submit or the server refused the form: show the page of the first error. */
  showErrors: (errors: PageErrors) => void;
  reset: () => void;
}

/**
 * The wizard machine of a form whose root holds `webform_wizard_page` elements, or undefined for
 * a one-page form. `check` runs the shared rules on one page's fields; the page the visitor is
 * on goes into the address (`?page=<key>`), so a reload opens it again.
 */
export function useWizard(
  definition: WebformDocument,
  requested: string | undefined,
  check: (page: WizardPage) => PageErrors,
  path: string,
): Wizard | undefined {
  const pages = useMemo(() => wizardPages(definition.elements), [definition.elements]);
  const preview = definition.preview === true;
  const steps = stepKeys(pages, preview);
  const checkRef = useRef(check);
  checkRef.current = check;
  const machine = useMemo(
    () =>
      webformWizardMachine.provide({
        actors: { checkPage: fromPromise(async ({ input }) => checkRef.current(pages.find((page) => page.key === input.page)!)) },
      }),
    [pages],
  );
  const start = Math.max(steps.indexOf(requested ?? ''), 0);
  // A one-page form runs the machine too (hooks are unconditional) with one empty page it never shows.
  const [snapshot, send] = useMachine(machine, {
    input: { pages: pages.length ? pages.map((page) => page.key) : [''], preview: preview && pages.length > 0, start },
  });
  const { index, errors } = snapshot.context;
  const stepKey = steps[index] ?? '';
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (Object.keys(errors).length) setRefusals((count) => count + 1);
  }, [errors]);
  // The address names the step once the visitor moves (on arrival it already does, or means the first).
  const arrived = useRef(true);
  useEffect(() => {
    if (arrived.current || !pages.length) {
      arrived.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', `${path}?${new URLSearchParams({ [PAGE_PARAMETER]: stepKey })}`);
  }, [stepKey, pages.length, path]);
  if (!pages.length) return undefined;
  return {
    pages,
    index,
    page: pages[index],
    stepKey,
    checking: snapshot.matches('checking'),
    errors,
    refusals,
    move: (move) => send(typeof move === 'string' ? { type: move } : { type: 'goTo', index: steps.indexOf(move.goTo) }),
    showErrors: (found) => {
      const key = firstPageWithError(pages, found);
      if (key)
        send({
          type: 'showErrors',
          index: steps.indexOf(key),
          errors: errorsShownOn(
            pages,
            pages.find((page) => page.key === key),
            found,
          ),
        });
    },
    reset: () => send({ type: 'reset' }),
  };
}

/** The move a submit button asks for: `op` is next, previous or `goto:<step>`; none is the final submit. */
export function requestedMove(submitter: EventTarget | null | undefined): PageMove | { goTo: string } | undefined {
  if (!(submitter instanceof HTMLButtonElement) || submitter.name !== MOVE_FIELD) return undefined;
  const value = submitter.value;
  if (value === 'next' || value === 'previous') return value;
  return value.startsWith('goto:') ? { goTo: value.slice('goto:'.length) } : undefined;
}

/** The progress bar: every step's title, the current one marked, earlier ones a button back to them. */
export function WizardProgress({ wizard, preview }: { wizard: Wizard; preview: boolean }) {
  const t = useT();
  const titles = [
    ...wizard.pages.map((page) => [page.key, page.title] as const),
    ...(preview ? [[PREVIEW_PAGE, t('webform.wizard.preview')] as const] : []),
  ];
  return (
    <nav aria-label={t('webform.wizard.progress')} className={wizardStyles.progress}>
      <p className={wizardStyles.count}>{t('webform.wizard.step_of', { current: wizard.index + 1, count: titles.length })}</p>
      <ol className={wizardStyles.steps}>
        {titles.map(([key, title], index) => (
          <li
            key={key}
            className={wizardStyles.step}
            data-state={index < wizard.index ? 'done' : index === wizard.index ? 'current' : 'next'}
            aria-current={index === wizard.index ? 'step' : undefined}
          >
            {index < wizard.index ? (
              <button type="submit" name={MOVE_FIELD} value={`goto:${key}`} className={styles.linkButton}>
                {title}
              </button>
            ) : (
              <span>{title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The current step: its page's elements (and those outside every page), the values of the
 * other pages in hidden fields for a post without scripts, and its buttons. The submit button
 * and the captcha come on the last step only. The step's heading takes focus after a move.
 */
export function WizardStep({
  definition,
  wizard,
  values,
  scripted,
  defaultActions,
}: {
  definition: WebformDocument;
  wizard: Wizard;
  values: FormValues;
  scripted: boolean;
  defaultActions: ReactNode;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(wizard.stepKey);
  useEffect(() => {
    if (shown.current === wizard.stepKey) return;
    shown.current = wizard.stepKey;
    heading.current?.focus();
  }, [wizard.stepKey]);
  const roots = childElements(definition.elements);
  const last = wizard.index >= stepKeys(wizard.pages, definition.preview === true).length - 1;
  const onStep: ElementMap = Object.fromEntries(
    roots.filter(([key, element]) =>
      isWizardPage(element) ? key === wizard.page?.key : wizard.page && !FINAL_STEP_TYPES.has(element['#type']),
    ),
  );
  const finals: ElementMap = Object.fromEntries(roots.filter(([, element]) => FINAL_STEP_TYPES.has(element['#type'])));
  const hasActions = Object.values(finals).some((element) => element?.['#type'] === 'webform_actions');
  const page = wizard.page;
  const nextLabel =
    page && typeof page.element['#next_button_label'] === 'string' ? page.element['#next_button_label'] : t('webform.wizard.next');
  const previousLabel =
    page && typeof page.element['#prev_button_label'] === 'string' ? page.element['#prev_button_label'] : t('webform.wizard.previous');
  return (
    <>
      <input type="hidden" name={PAGE_FIELD} value={wizard.stepKey} />
      <h3 ref={heading} tabIndex={-1} className={wizardStyles.title} id={inputId(definition.id, `${wizard.stepKey}-title`)}>
        {page ? page.title : t('webform.wizard.preview')}
      </h3>
      {page ? <ElementList holder={onStep} /> : <WizardPreview definition={definition} pages={wizard.pages} values={values} />}
      {valuesKeptAside(definition.elements, values, page).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <div className={wizardStyles.buttons}>
        {last ? (
          <>
            <ElementList holder={finals} />
            {!hasActions && defaultActions}
          </>
        ) : (
          <button
            type="submit"
            name={MOVE_FIELD}
            value="next"
            className={styles.primaryButton}
            disabled={wizard.checking && scripted}
            aria-busy={wizard.checking || undefined}
          >
            {nextLabel}
          </button>
        )}
        {wizard.index > 0 && (
          <button type="submit" name={MOVE_FIELD} value="previous" className={styles.secondaryButton}>
            {previousLabel}
          </button>
        )}
      </div>
    </>
  );
}
