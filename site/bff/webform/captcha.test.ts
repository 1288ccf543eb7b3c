import { captchaCost } from './captcha';

describe('the captcha cost', () => {
  it('is the library’s recommendation for public forms unless QUAI_CAPTCHA_COST sets a sensible other', () => {
    expect(captchaCost({})).toBe(1_000_000);
    expect(captchaCost({ QUAI_CAPTCHA_COST: '250000' })).toBe(250_000);
    // Too cheap to slow a script, or not a number: the default holds.
    expect(captchaCost({ QUAI_CAPTCHA_COST: '10' })).toBe(1_000_000);
    expect(captchaCost({ QUAI_CAPTCHA_COST: 'lots' })).toBe(1_000_000);
  });
});
