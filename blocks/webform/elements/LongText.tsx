import { useT } from '@quai/engine/i18n';
import { inputId, useElement } from '../form-context';
import { FormItem, LabelledField } from '../Field';
import { allowedFormats } from '../../../domain/webform/families/long-text';
import { asObject } from '../../../domain/webform/elements';
import styles from '../webform.module.css';
import type { WebformCodemirrorElement } from '../../../schemas/generated/webform/webform_codemirror';
import type { TextFormatElement } from '../../../schemas/generated/webform/text_format';

/** Code modes Drupal's code editor offers; any other reads as text. */
const CODE_MODES = new Set(['yaml', 'html', 'text', 'javascript', 'css', 'twig']);

/**
 * `webform_codemirror`: code typed in a monospace textarea (no editor script), its mode in a
 * data attribute; the server only checks its size and never runs it.
 */
export function CodeText({ elementKey, element }: { elementKey: string; element: WebformCodemirrorElement }) {
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const mode = typeof element['#mode'] === 'string' && CODE_MODES.has(element['#mode']) ? element['#mode'] : 'text';
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <LabelledField id={id} element={element} required={state.required} errors={errors}>
        {(described) => (
          <textarea
            id={id}
            name={elementKey}
            data-mode={mode}
            className={`${styles.input} ${styles.code}`}
            rows={typeof element['#rows'] === 'number' ? element['#rows'] : 8}
            spellCheck={false}
            autoCapitalize="off"
            value={typeof value === 'string' ? value : ''}
            required={state.required}
            disabled={state.disabled}
            readOnly={state.readonly}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={described}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </LabelledField>
    </FormItem>
  );
}

/**
 * `text_format`: rich text written as HTML in a textarea, with its format (a choice when
 * `#allowed_formats` offers several). The server keeps only the HTML its sanitiser allows.
 */
export function RichTextInput({ elementKey, element }: { elementKey: string; element: TextFormatElement }) {
  const t = useT();
  const { ui, state, value, errors, setValue } = useElement(elementKey, element);
  const id = inputId(ui.formId, elementKey);
  const formats = allowedFormats(element);
  const current = asObject(value) as Record<string, string>;
  const format = current.format || formats[0]!;
  const change = (part: 'value' | 'format', text: string) => setValue({ value: current.value ?? '', format, [part]: text });
  return (
    <FormItem visible={state.visible} flex={element['#flex']}>
      <LabelledField id={id} element={element} required={state.required} errors={errors}>
        {(described) => (
          <>
            <textarea
              id={id}
              name={`${elementKey}[value]`}
              className={styles.input}
              rows={typeof element['#rows'] === 'number' ? element['#rows'] : 6}
              value={current.value ?? ''}
              required={state.required}
              disabled={state.disabled}
              readOnly={state.readonly}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={described}
              onChange={(event) => change('value', event.target.value)}
            />
            {formats.length > 1 ? (
              <div className={styles.item}>
                <label htmlFor={`${id}-format`} className={styles.label}>
                  {t('webform.text_format.format')}
                </label>
                <select
                  id={`${id}-format`}
                  name={`${elementKey}[format]`}
                  className={styles.input}
                  value={format}
                  disabled={state.disabled}
                  onChange={(event) => change('format', event.target.value)}
                >
                  {formats.map((name) => (
                    <option key={name} value={name}>
                      {formatName(name, t)}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <input type="hidden" name={`${elementKey}[format]`} value={format} />
            )}
          </>
        )}
      </LabelledField>
    </FormItem>
  );
}

/** Drupal's usual formats by name; another format shows its machine name. */
const KNOWN_FORMATS = new Set(['basic_html', 'restricted_html', 'full_html', 'plain_text']);
const formatName = (name: string, t: (key: string) => string) => (KNOWN_FORMATS.has(name) ? t(`webform.text_format.${name}`) : name);
