import { createContext, useContext } from 'react';
import type { FieldValue, FormValues } from '../../domain/webform/elements';
import type { ResolvedElement } from '../../domain/webform/form-state';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** What every element renderer of a form reads and changes. */
export interface WebformUi {
  formId: string;
  langcode: string;
  /** The values as typed (a hidden element keeps its value here, to get it back when shown). */
  values: FormValues;
  setValue: (key: string, value: FieldValue) => void;
  states: ReadonlyMap<string, ResolvedElement>;
  /** Every element of the form by key (conditions name them). */
  elements: ReadonlyMap<string, WebformElementNode>;
  /** Field key (or 'key][sub') to an HTML message. */
  errors: Readonly<Record<string, string>>;
  /** Errors an element finds by itself (e-mails that differ, refused files); undefined clears. */
  setOwnError: (key: string, html: string | undefined) => void;
  submitting: boolean;
  /** The form API URL: submissions and autocomplete options go there. */
  apiUrl: string;
  /** The captcha element hands the form its answer, as a promise: a submit waits for it. */
  setCaptcha: (answer: Promise<string> | undefined) => void;
  /** Changes when the answer was spent and a new one is needed. */
  captchaRound: number;
  /** False in the server HTML and until hydration: what #states hide is then shown with its condition in words. */
  scripted: boolean;
  /** Inside a part #states would hide, shown to a visitor without scripts: every element there shows. */
  revealed?: boolean;
  /** The current day in Europe/Paris, YYYY-MM-DD: what 'today' means in date limits. */
  today: string;
}

export const WebformContext = createContext<WebformUi | null>(null);

export function useWebform(): WebformUi {
  const ui = useContext(WebformContext);
  if (!ui) throw new Error('webform elements render inside a <Webform>');
  return ui;
}

const SHOWN: ResolvedElement = { visible: true, disabled: false, readonly: false, required: false };

/** An element's value, state and errors, for its renderer. */
export function useElement(key: string, element: WebformElementNode) {
  const ui = useWebform();
  const resolved = ui.states.get(key) ?? { ...SHOWN, visible: element['#access'] !== false, required: element['#required'] === true };
  // Revealed without scripts: shown, required only as written (the server decides the rest).
  const state =
    ui.revealed && element['#access'] !== false
      ? { ...resolved, visible: true, disabled: false, required: element['#required'] === true }
      : resolved;
  const errors = Object.entries(ui.errors)
    .filter(([name]) => name === key || name.startsWith(`${key}][`))
    .map(([, message]) => message);
  return { ui, state, value: ui.values[key], errors, setValue: (value: FieldValue) => ui.setValue(key, value) };
}

export { escapeHtml } from '../../domain/webform/messages';

/** The DOM id of an element's first input, for labels and focus moves. */
export function inputId(formId: string, key: string): string {
  return `webform-${formId}-${key}`.replace(/[^a-zA-Z0-9_-]/g, '-');
}
