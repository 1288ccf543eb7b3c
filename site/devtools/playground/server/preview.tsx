import { renderToString } from 'react-dom/server';
import type { SiteRuntime } from '../../../server/runtime';
import { checkDraft, type DraftProblem } from './draft-store';
import { markInvalidBlocks, previewRegistry, slotsFinder } from './invalid-blocks';
import { withPreviewSubmissions } from './preview-submission';

/**
 * A draft page rendered as the site would serve it, through the engine: each block with a
 * problem is replaced in place by a note of its reasons, the rest renders (islands included).
 * A draft the loader could not use at all (its own fields are wrong) shows its problems.
 * Its webforms post to the preview's own check, which stores nothing.
 */
export async function renderPreview(
  runtime: SiteRuntime,
  draft: unknown,
  theme: 'light' | 'dark',
  nonce: string,
): Promise<{ status: number; html: string }> {
  const checked = await checkDraft(runtime, draft);
  const marked = markInvalidBlocks(draft, checked.problems, slotsFinder(runtime));
  const { page } = checked.problems.length ? await checkDraft(runtime, marked) : checked;
  if (!page) return { status: 422, html: unusableDraft(checked.problems) };
  const rendered = await runtime.renderDraft({
    // Its forms are checked, not stored (see preview-submission.ts).
    page: withPreviewSubmissions(page),
    request: { path: page.path, search: '', preview: true },
    nonce,
    theme,
    registry: await previewRegistry(runtime),
  });
  return { status: rendered.status, html: rendered.html };
}

function unusableDraft(problems: DraftProblem[]): string {
  return `<!doctype html>${renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>The draft cannot be rendered</title>
      </head>
      <body>
        <main>
          <h1>The draft cannot be rendered</h1>
          <p>The loader would leave this page out:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.message}>
                <code>{problem.pointer || '/'}</code>: {problem.reason}
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>,
  )}`;
}
