import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A webform block carrying its definition inline, in French, with an inline confirmation by default. */
export const form = (
  elements: Record<string, unknown>,
  confirmation: Record<string, unknown> = { type: 'inline', message: '<p>Merci !</p>' },
) => ({
  type: 'webform-block',
  form: 'essai',
  definition: { id: 'essai', langcode: 'fr', title: 'Essai', status: 'open', confirmation, elements },
});

/**
 * Answers every call with one JSON body per URL prefix; records the URLs called, and the JSON
 * bodies sent in `bodies` when given.
 */
export function serve(routes: Record<string, { status?: number; body: unknown }>, bodies?: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(url);
    if (typeof init?.body === 'string') bodies?.push(JSON.parse(init.body));
    const match = Object.entries(routes).find(([prefix]) => url.startsWith(prefix));
    if (!match) return new Response('{}', { status: 500 });
    return new Response(JSON.stringify(match[1].body), { status: match[1].status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export const submit = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

/** A message under its field (the error summary at the top repeats it as a link). */
export const beside = (text: string) => {
  const found = screen.getAllByText(text).filter((element) => !element.closest('[role="alert"]'));
  expect(found).toHaveLength(1);
  return found[0]!;
};
