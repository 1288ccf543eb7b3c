import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Store } from '../../store/store';
import type { GiftCardTables } from './tables';

/** A challenge answers once, within five minutes. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The picture captcha of PIN change and e-mail resend: five characters drawn as distorted SVG
 * paths with noise lines (svg-captcha), the answer kept in the store. Checking a challenge
 * spends it, right or wrong: a wrong guess costs a new picture, so answers cannot be tried.
 */
export class PictureCaptcha {
  private readonly db: Kysely<GiftCardTables>;

  constructor(store: Store) {
    this.db = store.tables<GiftCardTables>();
  }

  async generate(now = new Date()): Promise<{ captchaId: string; encodedImage: string; imageType: string }> {
    const { data, text } = svgCaptcha.create({ size: 5, noise: 3, ignoreChars: '0oO1iIlL', color: false, background: '#ffffff' });
    const captchaId = randomUUID();
    await this.db
      .insertInto('giftcard_captcha')
      .values({
        captcha_id: captchaId,
        answer: text.toLowerCase(),
        expires_at: new Date(now.getTime() + CAPTCHA_LIFETIME_MS).toISOString(),
        used_at: null,
      })
      .execute();
    return { captchaId, encodedImage: Buffer.from(data).toString('base64'), imageType: 'image/svg+xml' };
  }

  /** Spends the challenge and says whether the code answered it (case does not matter). */
  async check(captchaId: string, code: string, now = new Date()): Promise<boolean> {
    const stamp = now.toISOString();
    const spent = await this.db
      .updateTable('giftcard_captcha')
      .set({ used_at: stamp })
      .where('captcha_id', '=', captchaId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', stamp)
      .returning('answer')
      .executeTakeFirst();
    return spent !== undefined && spent.answer === code.trim().toLowerCase();
  }
}
