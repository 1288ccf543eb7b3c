import { type ComponentType, createContext, useContext, type ReactNode } from 'react';
import type { FieldProps } from './field-props';
import type { Schema } from './schema';

/** A list of child blocks inside a form: the page composer shows it as an outline (see BlockOutline). */
export interface BlocksSlotProps {
  label: string;
  pointer: string;
  blocks: unknown[];
  onChange: (blocks: unknown[]) => void;
}

interface FormContextValue {
  /** The bundle: every `$ref` of a field resolves in it. */
  root: Schema;
  renderBlocks: (props: BlocksSlotProps) => ReactNode;
  /**
   * The field renderer (SchemaField). Objects, lists, choices and webform elements draw their
   * inner fields with it: handed through the context, they need not import the field that
   * imports them.
   */
  Field: ComponentType<FieldProps>;
}

const FormContext = createContext<FormContextValue | undefined>(undefined);

export const FormProvider = FormContext.Provider;

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('a schema form needs a FormProvider');
  return value;
}
