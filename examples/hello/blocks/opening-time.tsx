import { defineBlock, formatInSiteTime, siteTimeZone, useLocale, useT } from '@quai/engine';

interface OpeningTimeBlock {
  type: 'opening-time';
  /** The instant the doors open, in ISO 8601 with its offset. */
  opensAt: string;
}

/** When the doors open, in the site's time zone whatever the server's. */
function OpeningTime({ opensAt }: OpeningTimeBlock) {
  const t = useT();
  const locale = useLocale();
  return (
    <p>
      {t('opening.label')} <time dateTime={opensAt}>{formatInSiteTime(opensAt, 'weekdayDayMonthTime', locale)}</time> ({siteTimeZone()})
    </p>
  );
}

export default defineBlock<OpeningTimeBlock>({
  type: 'opening-time',
  schema: {
    type: 'object',
    required: ['type', 'opensAt'],
    properties: { type: { const: 'opening-time' }, opensAt: { type: 'string', format: 'date-time' } },
    additionalProperties: false,
    examples: [{ type: 'opening-time', opensAt: '2026-07-01T13:00:00Z' }],
  },
  hydrate: 'none',
  load: async () => ({ default: OpeningTime }),
});
