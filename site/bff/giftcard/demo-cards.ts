import { addDays, subDays } from 'date-fns';
import { today } from '../../../blocks/_giftcard/dates';
import type { MovementKind } from './tables';

export interface DemoCard {
  pan: string;
  pin: string;
  orderId: string;
  transactionId: string;
  productId: string;
  imageId: string;
  recipientName: string;
  recipientEmail: string;
  buyerName: string;
  buyerEmail: string;
  message: string;
  createdAt: string;
  movements: Array<{ kind: MovementKind; amount: number; day?: string }>;
}

/**
 * Four cards to try every service on a new site, dated from the day the store was created:
 * an active card with 50 €, a card activated later (its date can be changed), a card already
 * withdrawn, and a card bought 60 days ago (past the 14-day withdrawal period).
 */
export function demoCards(now: Date): DemoCard[] {
  const at = (days: number) => (days >= 0 ? addDays(now, days) : subDays(now, -days));
  const card = (index: number, fields: Partial<DemoCard> & Pick<DemoCard, 'movements' | 'createdAt'>): DemoCard => ({
    pan: ['6036190000000000016', '6036190000000000024', '6036190000000000032', '6036190000000000040'][index]!,
    pin: '1234',
    orderId: `DEMO0${index + 1}`,
    transactionId: `10000000000${index + 1}`,
    productId: 'carte-cadeau',
    imageId: 'voyage',
    recipientName: 'Camille Martin',
    recipientEmail: 'camille.martin@example.com',
    buyerName: 'Louis Bernard',
    buyerEmail: 'louis.bernard@example.com',
    message: 'Bon voyage !',
    ...fields,
  });
  const issued = (amount: number, day: Date) => [
    { kind: 'issue' as const, amount },
    { kind: 'activation' as const, amount: 0, day: today(day) },
  ];
  return [
    card(0, { createdAt: now.toISOString(), movements: issued(5000, now) }),
    card(1, { createdAt: now.toISOString(), movements: issued(3000, at(10)) }),
    card(2, { createdAt: now.toISOString(), movements: [...issued(2000, now), { kind: 'retraction', amount: -2000 }] }),
    card(3, { createdAt: at(-60).toISOString(), movements: issued(10000, at(-60)) }),
  ];
}
