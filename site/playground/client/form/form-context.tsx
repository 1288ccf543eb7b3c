import { createContext, useContext, type ReactNode } from 'react';
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
}

const FormContext = createContext<FormContextValue | undefined>(undefined);

export const FormProvider = FormContext.Provider;

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('a schema form needs a FormProvider');
  return value;
}
