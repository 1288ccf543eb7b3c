// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/giftcard-need-help.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

const CAPTCHA = { encodedImage: 'PHN2Zz48L3N2Zz4=', imageType: 'image/svg+xml' };

/** Opens the withdrawal dialog, fills it for the purchase `transaction` as a buyer would, and sends it. */
async function withdraw(transaction: string) {
  const user = userEvent.setup();
  await renderBlock(schema.examples[0]!);
  await user.click(screen.getByRole('button', { name: 'Me rétracter' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Numéro de transaction'), transaction);
  await user.type(dialog.getByLabelText('Adresse e-mail'), 'louis@example.com');
  await user.type(dialog.getByLabelText('Confirmez l’adresse e-mail'), 'louis@example.com');
  await user.click(dialog.getByRole('button', { name: 'Confirmer la rétractation' }));
  return dialog;
}

describe('giftcard-need-help block', () => {
  const sent: Array<{ url: string; body: Record<string, string> }> = [];
  let captchas = 0;
  beforeEach(() => {
    sent.length = 0;
    captchas = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/generate-captcha')) return new Response(JSON.stringify({ ...CAPTCHA, captchaId: `c${++captchas}` }));
        const body = JSON.parse(String(init?.body)) as Record<string, string>;
        sent.push({ url, body });
        if (body.captchaCode === 'wrong') return new Response(JSON.stringify({ cause: 'INCORRECT_CAPTCHA' }), { status: 401 });
        if (url.endsWith('/retractation')) return new Response(JSON.stringify({ cause: 'ALREADY_RETRACTED' }), { status: 401 });
        return new Response(JSON.stringify({ success: true }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens each service in a dialog that keeps the focus, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    for (const name of ['Renvoyer l’e-mail de la carte', 'Renvoyer mes e-mails d’achat', 'Changer la date d’activation', 'Me rétracter']) {
      const opener = screen.getByRole('button', { name });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      for (let tab = 0; tab < 12; tab++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
    // Four dialogs, each tabbed through twelve times: slow on a busy machine.
  }, 60_000);

  it('checks the fields, refuses a pasted confirmation, and after a wrong captcha fetches a new one and sends it', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    await user.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de la carte' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('img', { name: /Image de sécurité/ });
    await user.type(dialog.getByLabelText('Numéro de transaction'), ' 100000000001 ');
    await user.type(dialog.getByLabelText('Référence (6 caractères)'), 'DEMO0');
    await user.type(dialog.getByLabelText('Adresse e-mail'), 'louis@example.com');
    await user.click(dialog.getByLabelText('Confirmez l’adresse e-mail'));
    await user.paste('louis@example.com');
    expect(dialog.getByLabelText('Confirmez l’adresse e-mail')).toHaveValue('');
    await user.type(dialog.getByLabelText('Code de sécurité'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Renvoyer' }));
    expect(dialog.getByText('La référence compte exactement 6 caractères.')).toBeVisible();
    expect(dialog.getByText('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(dialog.getByLabelText('Référence (6 caractères)'), '1');
    await user.type(dialog.getByLabelText('Confirmez l’adresse e-mail'), 'louis@example.com');
    await user.click(dialog.getByRole('button', { name: 'Renvoyer' }));
    expect(await dialog.findByText('Le code de sécurité est incorrect : recopiez la nouvelle image.')).toBeVisible();
    expect(sent[0]!.body).toMatchObject({
      transactionId: '100000000001',
      orderId: 'DEMO01',
      captchaId: 'c1',
      captchaCode: 'wrong',
      langcode: 'fr',
    });
    await waitFor(() => expect(dialog.getByLabelText('Code de sécurité')).toHaveValue(''));
    await user.type(dialog.getByLabelText('Code de sécurité'), 'right');
    await user.click(dialog.getByRole('button', { name: 'Renvoyer' }));
    expect(await dialog.findByText('L’e-mail de la carte a été renvoyé.')).toBeVisible();
    expect(sent[1]!.body).toMatchObject({ captchaId: 'c2', captchaCode: 'right' });
  });

  it('tells an already withdrawn purchase apart', async () => {
    await withdraw('100000000003');
    expect(await screen.findByText('Cet achat a déjà fait l’objet d’une rétractation.')).toBeVisible();
  });

  it('shows the default error toast when the network fails, and keeps the dialog and its form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const dialog = await withdraw('100000000001');
    expect(await screen.findByText('Une erreur est survenue. Réessayez plus tard.')).toBeVisible();
    expect(dialog.getByLabelText('Numéro de transaction')).toHaveValue('100000000001');
  });

  it("shows the server's outage message when it cannot serve now, and keeps the dialog and its form to send again", async () => {
    const outage = 'Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: { message: outage } }), { status: 503, headers: { 'retry-after': '5' } })),
    );
    const dialog = await withdraw('100000000001');
    expect(await screen.findByText(outage)).toBeVisible();
    expect(dialog.getByLabelText('Numéro de transaction')).toHaveValue('100000000001');
    expect(dialog.getByRole('button', { name: 'Confirmer la rétractation' })).toBeEnabled();
  });

  it('is left out and reported without services', () => {
    const { node, problems } = validateBlock({ type: 'giftcard-need-help', title: 'Aide' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"services"');
  });
});
