// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PNG_DOT as DOT } from '../../../tests/helpers/png';
import { renderBlock, renderBlockToHtml } from '../../../tests/helpers/render-block';
import { form } from '../../../tests/helpers/webform-form';

const signature = {
  sign: {
    '#type': 'webform_signature',
    '#title': 'Signature du demandeur',
    '#description': '<p>Elle engage le demandeur.</p>',
    '#required': true,
  },
};

/** Accepts every submission and keeps the values sent. */
function acceptSubmissions() {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    return new Response(JSON.stringify({ sid: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** jsdom has no canvas: a context noting the text painted, and a PNG export. */
function fakeCanvas() {
  const painted: string[] = [];
  const context = { clearRect() {}, fillText: (text: string) => painted.push(text) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DOT);
  return painted;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('webform_signature', () => {
  it('names and describes the pad and the typed-name way, and requires one of them', async () => {
    fakeCanvas();
    await renderBlock(form(signature));
    const pad = screen.getByRole('img', { name: 'Cadre de signature, vide' });
    expect(pad).toHaveAccessibleDescription(/Signez dans le cadre avec une souris, un doigt ou un stylet/);
    const name = screen.getByRole('textbox', { name: 'Ou tapez votre nom complet' });
    expect(name).toHaveAccessibleDescription('Elle engage le demandeur.');
    await submit();
    expect(await screen.findAllByText('Ce champ est obligatoire.')).not.toHaveLength(0);
  });

  it('renders a typed name as the signature image and sends both', async () => {
    const painted = fakeCanvas();
    const sent = acceptSubmissions();
    await renderBlock(form(signature));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ou tapez votre nom complet' }), 'Camille Martin');
    expect(painted.at(-1)).toBe('Camille Martin');
    expect(screen.getByRole('img', { name: 'Cadre de signature, signé' })).toBeInTheDocument();
    await submit();
    await screen.findByText('Merci !');
    expect(sent[0]!.sign).toEqual({ image: DOT, name: 'Camille Martin' });
  });

  it('clears the signature with its button', async () => {
    fakeCanvas();
    await renderBlock(form(signature));
    const name = screen.getByRole('textbox', { name: 'Ou tapez votre nom complet' });
    await userEvent.type(name, 'Camille');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la signature' }));
    expect(name).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Cadre de signature, vide' })).toBeInTheDocument();
  });

  it('without scripts, offers only the typed name, posted as the signature: the pad and its button are drawn only where scripts run', async () => {
    const html = await renderBlockToHtml(form(signature));
    expect(html).toMatch(/<input[^>]*name="sign\[name\]"[^>]*>/);
    // In the server's HTML, so the form looks the same before hydration, under a style that draws them only with scripts.
    expect(html).toMatch(/<canvas[^>]*class="[^"]*scriptsOnly[^"]*"/);
    expect(html).toMatch(/<button[^>]*class="[^"]*scriptsOnly[^"]*"[^>]*>Effacer la signature</);
  });
});
