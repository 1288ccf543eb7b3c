import type {
  EditorialActivePeriod,
  EditorialTrafficMessage,
  EditorialTrafficWording,
} from '../../../schemas/generated/traffic/traffic-message';
import { attribute, richText, strings, text } from './fields';
import type { Resource } from './jsonapi';
import { nodeId, nodeLocale } from './nodes';
import { defined } from './paragraph-kit';

/** What one translation of a traffic message node gives: the message with that language's wording only (checked by the schema once gathered). */
export type TrafficMessageTranslation = Omit<Partial<EditorialTrafficMessage>, 'translations'> & {
  id: string;
  locale: string;
  translations?: Record<string, EditorialTrafficWording>;
};

/** `field_active_periods`, a multiple date-range field: `{ value, end_value }` each, the end optional (until further notice). */
function activePeriods(node: Resource): EditorialActivePeriod[] {
  const value = attribute(node, 'field_active_periods');
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((period: { value?: unknown; end_value?: unknown } | null) =>
    typeof period?.value === 'string'
      ? [defined({ start: period.value, end: typeof period.end_value === 'string' && period.end_value ? period.end_value : undefined })]
      : [],
  );
}

/**
 * A `node--traffic_message` translation: status type, the picker's line codes (`field_lines`), the
 * INSEE region codes (`field_regions`), active periods, the last change, and its language's title
 * and text (`field_description`). Translations share `field_message_id` (else Drupal's node id).
 */
export function normaliseTrafficMessage(node: Resource): TrafficMessageTranslation {
  const title = text(node, 'title');
  const locale = nodeLocale(node);
  return defined({
    id: text(node, 'field_message_id') ?? nodeId(node),
    locale,
    statusType: text(node, 'field_status_type') as EditorialTrafficMessage['statusType'] | undefined,
    lines: strings(node, 'field_lines').map((codeLigne) => ({ codeLigne })),
    regions: strings(node, 'field_regions'),
    activePeriods: activePeriods(node),
    updatedAt: text(node, 'changed'),
    translations: title ? { [locale]: { title, description: richText(node, 'field_description') ?? '' } } : undefined,
  });
}

/**
 * Drupal gives each translation of a message as a node of its own; the site keeps one message
 * with every wording. The status, lines, regions and periods are the French node's (French is the
 * language every message has), the wordings are gathered from all, and the message was updated
 * when its latest translation was.
 */
export function mergeTrafficTranslations(
  translations: readonly TrafficMessageTranslation[],
): Array<Omit<TrafficMessageTranslation, 'locale'>> {
  const byId = new Map<string, TrafficMessageTranslation[]>();
  for (const translation of translations) byId.set(translation.id, [...(byId.get(translation.id) ?? []), translation]);
  return [...byId.values()].map((group) => {
    const { locale: _locale, ...main } = group.find((translation) => translation.locale === 'fr') ?? group[0]!;
    const updated = group.map((translation) => translation.updatedAt).filter((date): date is string => date !== undefined);
    const latest = updated.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
    return defined({
      ...main,
      updatedAt: latest,
      translations: Object.assign({}, ...group.map((translation) => translation.translations)),
    });
  });
}
