import fc from 'fast-check';
import { generateKeyPairSync } from 'node:crypto';
import { signTicket, verifyTicket, type TicketData } from './ticket-payload';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const field = fc.string({ unit: 'grapheme', maxLength: 30 });
const ticket: fc.Arbitrary<TicketData> = fc.record({
  ref: field,
  tcn: field,
  passenger: field,
  trainType: field,
  train: field,
  from: field,
  to: field,
  departure: field,
  arrival: field,
  coach: field,
  seat: field,
});

describe('ticket signature', () => {
  it('verifies a signed ticket and gives back its data', () => {
    fc.assert(
      fc.property(ticket, (data) => {
        expect(verifyTicket(signTicket(data, privateKey), publicKey)).toEqual({ valid: true, data });
      }),
    );
  });

  it('fails on any altered byte', () => {
    fc.assert(
      fc.property(ticket, fc.nat(), fc.integer({ min: 1, max: 255 }), (data, at, flip) => {
        const bytes = Buffer.from(signTicket(data, privateKey), 'utf8');
        const index = at % bytes.length;
        bytes[index] = bytes[index]! ^ flip;
        expect(verifyTicket(bytes, publicKey).valid).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('fails with another key', () => {
    const other = generateKeyPairSync('ed25519').publicKey;
    fc.assert(
      fc.property(ticket, (data) => {
        expect(verifyTicket(signTicket(data, privateKey), other)).toMatchObject({ valid: false });
      }),
    );
  });
});
