import { serverDataStep } from '@quai/engine/definition';
import { formatInSiteTime } from '@quai/engine/time';

/** The longest train number. */
export const TRAIN_NUMBER_MAX_DIGITS = 6;

/** What the number field keeps of what was typed or pasted: its digits, at most six. */
export function trainNumberInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, TRAIN_NUMBER_MAX_DIGITS);
}

/** The rule as an input `pattern`, which the browser checks when the form runs without JavaScript. */
export const TRAIN_NUMBER_PATTERN = `\\d{1,${TRAIN_NUMBER_MAX_DIGITS}}`;

export function isTrainNumber(value: string): boolean {
  return new RegExp(`^${TRAIN_NUMBER_PATTERN}$`).test(value);
}

/** What the server gives the form: today in Paris (yyyy-MM-dd), the date it starts from. */
export interface TrainFormServerData {
  today: string;
}

export const trainFormServerData = serverDataStep(
  {},
  async (): Promise<TrainFormServerData> => ({ today: formatInSiteTime(Date.now(), 'isoDate') }),
);
