import { createChallenge, verifySolution } from 'altcha-lib';
import type { WebformStore } from './store';

/**
 * Proof-of-work difficulty: the browser tries up to this many numbers. The library's default
 * for public forms (about a second on a phone, half of it on average; a script pays as much for
 * every submission, and the per-address limits hold whatever it pays). QUAI_CAPTCHA_COST changes it.
 */
export function captchaCost(env: NodeJS.ProcessEnv): number {
  const cost = Number(env.QUAI_CAPTCHA_COST);
  return Number.isInteger(cost) && cost >= 1000 ? cost : 1_000_000;
}
/** A challenge is valid this long after it is issued. */
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export type CaptchaVerdict = { ok: true; signature: string } | { ok: false; reason: 'missing' | 'invalid' | 'spent' };

/**
 * The self-hosted captcha (altcha): the server issues signed proof-of-work challenges, checks
 * the browser's answer and its expiry, and accepts each answer for one stored submission.
 */
export class CaptchaGate {
  /** The key signs challenges; it is shared by every server (`sharedSecret`), so any may check an answer. */
  constructor(
    private readonly store: WebformStore,
    private readonly hmacKey: string,
    private readonly maxNumber: number,
  ) {}

  challenge() {
    return createChallenge({ hmacKey: this.hmacKey, maxNumber: this.maxNumber, expires: new Date(Date.now() + CHALLENGE_LIFETIME_MS) });
  }

  /** Checks an answer and its expiry; the store marks it used as it accepts the submission (`acceptSubmission`). */
  async verify(payload: string | undefined): Promise<CaptchaVerdict> {
    if (!payload) return { ok: false, reason: 'missing' };
    let valid = false;
    try {
      valid = await verifySolution(payload, this.hmacKey, true);
    } catch {
      valid = false;
    }
    if (!valid) return { ok: false, reason: 'invalid' };
    const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
    return (await this.store.isCaptchaSpent(signature)) ? { ok: false, reason: 'spent' } : { ok: true, signature };
  }
}
