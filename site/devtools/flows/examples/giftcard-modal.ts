import type { FlowExamples } from '../examples';

/**
 * The change-PIN dialog, which has a captcha: the BFF answers an SVG picture, and refuses a wrong
 * answer with 401 INCORRECT_CAPTCHA, so rejecting a send shows the captcha error and a new picture.
 */
const examples: FlowExamples = {
  input: { withCaptcha: true },
  events: {
    submit: {
      values: {
        pan: '6036190000000000016',
        transactionId: '100000000001',
        email: 'camille.martin@example.com',
        confirm: 'camille.martin@example.com',
        captchaCode: 'k7ft3',
      },
    },
  },
  answers: {
    loadCaptcha: {
      resolve: {
        captchaId: '3f2b8c1e-5d4a-4e6f-9a7b-2c1d0e9f8a7b',
        encodedImage: 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
        imageType: 'image/svg+xml',
      },
      reject: { status: 0 },
    },
    send: { resolve: {}, reject: { status: 401, cause: 'INCORRECT_CAPTCHA' } },
  },
};
export default examples;
