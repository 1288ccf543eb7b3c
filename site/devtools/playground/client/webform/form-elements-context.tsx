import { createContext, useContext } from 'react';
import type { FormElement } from './element-tree';

interface FormElementsValue {
  /** Every element of the form being edited: what a `#states` condition can test. */
  elements: FormElement[];
  /** The key of the element whose properties are shown (its own `#states` cannot test it). */
  current: string | undefined;
}

const FormElementsContext = createContext<FormElementsValue>({ elements: [], current: undefined });

export const FormElementsProvider = FormElementsContext.Provider;

export const useFormElements = (): FormElementsValue => useContext(FormElementsContext);
