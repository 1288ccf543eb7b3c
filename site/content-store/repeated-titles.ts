import type { BlockDefinition } from '@quai/engine/definition';
import type { Messages } from '@quai/engine/i18n';
import type { ContentProblem } from '@quai/engine/problems';
import type { PageDocument } from '../../schemas/generated/page';
import type { Catalogs } from '../i18n/catalogs';
import type { LoadedDocument } from './collection';

/** The heading a block shows: its definition's answer, else its `title` when that is a string. */
function headingOf(block: Record<string, unknown>, definition: BlockDefinition | undefined, messages: Messages): string | undefined {
  if (definition?.heading) return definition.heading(block, (key) => messages[key] ?? key);
  return typeof block.title === 'string' ? block.title : undefined;
}

const comparable = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * One warning per page whose first block shows the page's title again as its own heading (the
 * page heading is right above it, so a visitor reads the same words twice). A warning, not an
 * error: the page still serves; the fix is in the content (another heading for the block, or
 * `hideTitle` where the block has it).
 */
export function repeatedTitles(
  pages: ReadonlyArray<LoadedDocument<PageDocument>>,
  definitions: readonly BlockDefinition[],
  catalogs: Catalogs,
): ContentProblem[] {
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  return pages.flatMap(({ origin, value: page }) => {
    const first = page.blocks[0] as unknown as Record<string, unknown> | undefined;
    if (!first) return [];
    const heading = headingOf(first, byType.get(String(first.type)), catalogs[page.locale]);
    if (heading === undefined || comparable(heading) !== comparable(page.title)) return [];
    return [{ file: origin, pointer: '/blocks/0', reason: `the first block's heading repeats the page title "${page.title}"` }];
  });
}
