import { randomInt } from 'node:crypto';

/** The Luhn check digit that makes `digits` + digit pass the check. */
function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Counting from the right of the finished number, every second digit is doubled: the
    // check digit will sit at position 1, so the payload's last digit is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether a card number (digits only) passes the Luhn check. */
export function passesLuhn(number: string): boolean {
  return /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

/** The issuer prefix of the embedded provider's cards. */
export const CARD_PREFIX = '603619';
const CARD_LENGTH = 19;

/** A new 19-digit card number: the issuer prefix, random digits, the Luhn check digit. */
export function newCardNumber(): string {
  let payload = CARD_PREFIX;
  while (payload.length < CARD_LENGTH - 1) payload += String(randomInt(10));
  return payload + luhnCheckDigit(payload);
}
