// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/webform/idempotency-key';
import { renderBlock } from '../../tests/helpers/render-block';
import { form, submit } from '../../tests/helpers/webform-form';

afterEach(() => vi.unstubAllGlobals());

/** What the server answers while its database is away (site/i18n/fr/outage.json, 5 s). */
const OUTAGE = 'Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.';

const contact = () =>
  form({
    name: { '#type': 'textfield', '#title': 'Nom et prénom', '#required': true },
    proof: { '#type': 'managed_file', '#title': 'Justificatif', '#file_extensions': 'pdf' },
    actions: { '#type': 'webform_actions', '#submit__label': 'Envoyer' },
  });

interface Sent {
  key: string | null;
  body: Record<string, unknown>;
}

/** The form API: uploads answer fid 7; each submission gets the next of `answers` (a Response, or 'cut' for a connection cut). */
function serveSubmissions(answers: Array<{ status: number; body: unknown } | 'cut'>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/webformFile')) return Response.json({ fid: 7 });
    sent.push({ key: new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER), body: JSON.parse(String(init?.body)) });
    const answer = answers.shift()!;
    if (answer === 'cut') throw new TypeError('Failed to fetch');
    return Response.json(answer.body, { status: answer.status, headers: answer.status === 503 ? { 'retry-after': '5' } : {} });
  });
  return sent;
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/^Nom et prénom/), 'Camille Martin');
  await userEvent.upload(
    screen.getByLabelText('Justificatif'),
    new File([new Uint8Array(2048)], 'billet.pdf', { type: 'application/pdf' }),
  );
  await screen.findByText('billet.pdf (2 KB)');
}

describe('a form the server cannot store now', () => {
  it('shows the server’s 503 message, keeps what was typed and the upload, and sends it again under the same key', async () => {
    const sent = serveSubmissions([
      { status: 503, body: { message: { message: OUTAGE, error: OUTAGE } } },
      { status: 200, body: { sid: 4 } },
    ]);
    await renderBlock(contact());
    await fill();
    await submit();
    const summary = await screen.findByRole('alert', { name: OUTAGE });
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('Camille Martin');
    expect(screen.getByText('billet.pdf (2 KB)')).toBeVisible();
    await submit();
    expect(await screen.findByText('Merci !')).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.body).toMatchObject({ name: 'Camille Martin', proof: '7' });
  });

  it('after a cut connection says the sending failed and sends again under the same key; other values get another key', async () => {
    const sent = serveSubmissions(['cut', 'cut', { status: 200, body: { sid: 5 } }]);
    await renderBlock(contact());
    await fill();
    await submit();
    expect(await screen.findByRole('alert', { name: "L'envoi a échoué. Réessayez dans quelques instants." })).toHaveFocus();
    await submit();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);
    await userEvent.type(screen.getByLabelText(/^Nom et prénom/), ' Roux');
    await submit();
    expect(await screen.findByText('Merci !')).toBeVisible();
    expect(sent[2]!.body).toMatchObject({ name: 'Camille Martin Roux' });
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });
});
