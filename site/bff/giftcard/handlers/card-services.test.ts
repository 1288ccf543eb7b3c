import type { GiftCardProvider } from '../provider';
import { cardInformation, changePin, retract } from './card-services';

/** A card provider that knows one card (order A1B2C3) and one withdrawn purchase, and notes what it is asked. */
function oneCardProvider() {
  const asked: string[] = [];
  const cards = {
    cardInformation: async (pan: string, orderId: string) =>
      pan === '6280000000000001' && orderId === 'A1B2C3' ? { balance: 5000, currency: 'EUR', expiryDate: '2027-12-31' } : undefined,
    changePin: async (pan: string) => {
      asked.push(`changePin ${pan}`);
      return pan === '6280000000000001';
    },
    retract: async (transactionId: string) => (transactionId === '100000000003' ? 'ALREADY_RETRACTED' : 'retracted'),
  } as unknown as GiftCardProvider;
  return { cards, asked };
}

const captcha = (answer: string) => ({ check: async (_id: string, code: string) => code === answer });
const person = { email: 'camille.martin@example.com', confirm: ' camille.martin@example.com ' };

describe('the card services, each handler alone', () => {
  it('looks a card up by its number and six-character order id', async () => {
    const { cards } = oneCardProvider();
    expect(await cardInformation(cards, { pan: '6280000000000001', orderId: 'A1B2C3' })).toEqual({
      status: 200,
      body: { balance: 5000, currency: 'EUR', expiryDate: '2027-12-31' },
    });
    expect(await cardInformation(cards, { pan: '6280000000000001', orderId: 'A1B2' })).toEqual({
      status: 400,
      body: { message: 'orderId has exactly 6 characters.' },
    });
    expect((await cardInformation(cards, { pan: '6280000000000002', orderId: 'A1B2C3' })).status).toBe(404);
  });

  it('checks the address pair, then the captcha, before asking the provider to change a PIN', async () => {
    const { cards, asked } = oneCardProvider();
    const body = { ...person, pan: '6280000000000001', transactionId: '100000000001', captchaId: 'c1', captchaCode: 'xk4m2' };
    expect((await changePin(cards, captcha('xk4m2'), { ...body, confirm: 'someone@example.com' })).body).toEqual({
      message: 'confirm must repeat email.',
    });
    expect(await changePin(cards, captcha('other'), body)).toEqual({
      status: 401,
      body: { message: 'The captcha answer is wrong or expired.', cause: 'INCORRECT_CAPTCHA' },
    });
    expect(asked).toEqual([]);
    expect(await changePin(cards, captcha('xk4m2'), body)).toEqual({ status: 200, body: { success: true } });
    expect(asked).toEqual(['changePin 6280000000000001']);
  });

  it('answers a withdrawal made twice with its cause', async () => {
    const { cards } = oneCardProvider();
    expect(await retract(cards, { ...person, transactionId: '100000000003' })).toEqual({
      status: 401,
      body: { message: 'The purchase was already withdrawn.', cause: 'ALREADY_RETRACTED' },
    });
  });
});
