/** A booking reference is 6 to 8 characters. */
const REFERENCE_MIN_LENGTH = 6;
export const REFERENCE_MAX_LENGTH = 8;

/** What is wrong with a typed reference (the key of its message), or undefined when it may be looked up. */
export function referenceProblem(reference: string): 'reference_missing' | 'reference_length' | undefined {
  const trimmed = reference.trim();
  if (!trimmed) return 'reference_missing';
  if (trimmed.length < REFERENCE_MIN_LENGTH || trimmed.length > REFERENCE_MAX_LENGTH) return 'reference_length';
  return undefined;
}
