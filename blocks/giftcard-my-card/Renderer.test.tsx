// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/giftcard-my-card.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

describe('giftcard-my-card block', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    bodies.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { orderId: string };
        bodies.push(body);
        if (body.orderId !== 'DEMO01') return new Response(JSON.stringify({ message: 'No card' }), { status: 404 });
        return new Response(
          JSON.stringify({
            amountLeft: 5000,
            personalizedMessage: 'Bon voyage !',
            recipientName: 'Camille Martin',
            recipientEmail: 'c@example.com',
            startValidity: '2026-11-23',
            endValidity: '2027-11-23',
          }),
        );
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a six-character reference, says "invalid inputs" without naming which, and shows the card', async () => {
    const user = userEvent.setup();
    await renderBlock(schema.examples[0]!);
    expect(screen.getByRole('heading', { name: 'Consulter ma carte cadeau' })).toBeVisible();
    await user.type(screen.getByLabelText('Numéro de carte'), ' 6036190000000000016 ');
    await user.type(screen.getByLabelText('Référence (6 caractères)'), 'DEMO2');
    await user.click(screen.getByRole('button', { name: 'Consulter ma carte' }));
    expect(screen.getByText('La référence compte exactement 6 caractères.')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await user.type(screen.getByLabelText('Référence (6 caractères)'), '2');
    await user.click(screen.getByRole('button', { name: 'Consulter ma carte' }));
    expect(await screen.findByText('Les informations saisies sont incorrectes.')).toBeVisible();
    expect(bodies[0]).toEqual({ pan: '6036190000000000016', orderId: 'DEMO22' });
    await user.clear(screen.getByLabelText('Référence (6 caractères)'));
    await user.type(screen.getByLabelText('Référence (6 caractères)'), 'DEMO01');
    await user.click(screen.getByRole('button', { name: 'Consulter ma carte' }));
    expect((await screen.findByText(/^50,00/)).textContent).toMatch(/^50,00\s€$/);
    expect(screen.getByText('du 23/11/2026 au 23/11/2027')).toBeVisible();
    expect(screen.getByText('Bon voyage !')).toBeVisible();
  });

  it('is left out and reported when its title is missing', () => {
    const { node, problems } = validateBlock({ type: 'giftcard-my-card' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"title"');
  });
});
