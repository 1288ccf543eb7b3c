import type { ReactNode } from 'react';
import { RichText } from '../_ui/RichText';
import styles from './webform.module.css';
import type { WebformElementNode } from '../../schemas/generated/webform/element';

/** A red asterisk after the label of a required field; screen readers hear "required" from the input. */
export function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** Errors of a field, shown as HTML (server messages are HTML); `id` is what inputs point to. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (!errors.length) return null;
  return (
    <div id={id} className={styles.error}>
      {errors.map((html, index) => (
        <RichText key={index} html={html} as="p" />
      ))}
    </div>
  );
}

/** The element's #description (sanitised HTML from the content system). */
export function Description({ id, html }: { id: string; html: unknown }) {
  if (typeof html !== 'string' || !html) return null;
  return <RichText id={id} html={html} className={styles.description} />;
}

/** Label, control, description and errors of a one-input field. */
export function LabelledField({
  id,
  element,
  required,
  errors,
  children,
}: {
  id: string;
  element: WebformElementNode;
  required: boolean;
  errors: readonly string[];
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const title = element['#title'];
  const hideTitle = element['#title_display'] === 'invisible' || element['#title_display'] === 'none';
  return (
    <>
      {title && (
        <label htmlFor={id} className={hideTitle ? styles.visuallyHidden : styles.label}>
          {title}
          <RequiredMark required={required} />
        </label>
      )}
      {children(describedBy(id, element, errors))}
      <Description id={`${id}-description`} html={element['#description']} />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </>
  );
}

/** The wrapper of one form item: hidden when its states hide it; in a flexbox, #flex is its share of a row it may wrap from. */
export function FormItem({
  visible,
  flex,
  children,
  className,
}: {
  visible: boolean;
  flex?: unknown;
  children: ReactNode;
  className?: string;
}) {
  if (!visible) return null;
  return (
    <div className={`${styles.item} ${className ?? ''}`} style={typeof flex === 'number' ? { flex: `${flex} 1 12rem` } : undefined}>
      {children}
    </div>
  );
}

/** The error shown in place of an element that cannot be shown where it is (a table child outside a row). */
export function ElementError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.elementError}>
      {message}
    </p>
  );
}

export function describedBy(id: string, element: Record<string, unknown>, errors: readonly string[]): string | undefined {
  const ids = [
    typeof element['#description'] === 'string' && element['#description'] ? `${id}-description` : '',
    errors.length ? `${id}-error` : '',
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
