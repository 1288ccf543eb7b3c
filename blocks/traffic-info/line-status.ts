import type { TrafficMessage, TrafficStatusType } from '../../schemas/generated/api/traffic-answer';

export type LineStatus = TrafficStatusType | 'normal';

/** The order a line's status is looked for in: the first category holding a message for the line wins. */
export const STATUS_ORDER: readonly TrafficStatusType[] = ['perturbation', 'travaux', 'information'];

/** A line's status: perturbation, else travaux, else information, else normal. */
export function lineStatus(codeLigne: string, messages: readonly Pick<TrafficMessage, 'statusType' | 'lines'>[]): LineStatus {
  return (
    STATUS_ORDER.find((status) =>
      messages.some((message) => message.statusType === status && message.lines.some((line) => line.codeLigne === codeLigne)),
    ) ?? 'normal'
  );
}

/** Messages grouped by status type in display order; a group without messages is left out. */
export function groupByStatus<M extends Pick<TrafficMessage, 'statusType'>>(
  messages: readonly M[],
): Array<{ status: TrafficStatusType; messages: M[] }> {
  return STATUS_ORDER.map((status) => ({ status, messages: messages.filter((message) => message.statusType === status) })).filter(
    (group) => group.messages.length > 0,
  );
}
