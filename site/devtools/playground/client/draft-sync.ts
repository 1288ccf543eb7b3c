import { contentFileText } from '../draft-file';

/** The draft as the form and the JSON editor share it: the document, and its text. */
export interface DraftState {
  document: unknown;
  text: string;
  /** Why the text is not JSON; the document stays the last one that was. */
  parseError?: string;
}

/** The form changed the document: the text is written again from it. */
export function fromDocument(document: unknown): DraftState {
  return { document, text: contentFileText(document) };
}

/** The JSON was edited: the document follows when the text parses, and waits when it does not. */
export function fromText(previous: DraftState, text: string): DraftState {
  try {
    return { document: JSON.parse(text) as unknown, text };
  } catch (error) {
    return { document: previous.document, text, parseError: (error as Error).message };
  }
}
