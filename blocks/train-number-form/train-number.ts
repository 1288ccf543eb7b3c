/** The longest train number. */
export const TRAIN_NUMBER_MAX_DIGITS = 6;

/** What the number field keeps of what was typed or pasted: its digits, at most six. */
export function trainNumberInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, TRAIN_NUMBER_MAX_DIGITS);
}

export function isTrainNumber(value: string): boolean {
  return new RegExp(`^\\d{1,${TRAIN_NUMBER_MAX_DIGITS}}$`).test(value);
}
