import { useT } from '../../../engine/i18n';

/**
 * The captcha placeholder until the proof-of-work widget is wired: the server does not ask for a
 * captcha yet, so nothing is shown.
 */
export function Captcha() {
  useT();
  return null;
}
