import { PNG_DOT as DOT, widePngDataUrl } from '../../../tests/helpers/png';
import { SIGNATURE_MAX_BYTES, signatureImageError, validateSignature } from './signature';
import { validateForm } from '../validate';
import { valueFromFields, valueShape } from '../value-shapes';

const signature = { '#type': 'webform_signature', '#title': 'Signature' };
const required = { ...signature, '#required': true };
const context = { today: '2026-03-15' };

describe('the signature image check', () => {
  it('accepts a PNG data: URL such as a canvas exports', () => {
    expect(signatureImageError(DOT)).toBeUndefined();
    expect(signatureImageError(widePngDataUrl(1000))).toBeUndefined();
  });

  it('refuses anything that is not a whole PNG in a data: URL', () => {
    const notPng = { key: 'webform.signature.not_png' };
    expect(signatureImageError(DOT.replace('image/png', 'image/jpeg'))).toEqual(notPng);
    expect(signatureImageError('https://exemple.fr/signature.png')).toEqual(notPng);
    expect(signatureImageError('data:image/png;base64,not base64!')).toEqual(notPng);
    expect(signatureImageError(`data:image/png;base64,${Buffer.from('GIF89a and more bytes').toString('base64')}`)).toEqual(notPng);
    // Cut before its end chunk: the file does not decode.
    expect(
      signatureImageError(`data:image/png;base64,${Buffer.from(DOT.split(',')[1]!, 'base64').subarray(0, 40).toString('base64')}`),
    ).toEqual(notPng);
  });

  it('refuses an image larger than 150 kB', () => {
    expect(SIGNATURE_MAX_BYTES).toBe(150_000);
    expect(signatureImageError(widePngDataUrl(160_000))).toEqual({ key: 'webform.signature.too_large', values: { max: '150 kB' } });
  });
});

describe('validateSignature', () => {
  it('requires a drawn image or a typed name when required, nothing otherwise', () => {
    expect(validateSignature('sign', required, { image: '', name: ' ' }, true)).toEqual({ sign: { key: 'webform.required' } });
    expect(validateSignature('sign', signature, { image: '', name: '' }, false)).toEqual({});
    expect(validateSignature('sign', required, { image: DOT, name: '' }, true)).toEqual({});
  });

  it('accepts a typed name alone: what a form sent without scripts holds', () => {
    expect(validateSignature('sign', required, { image: '', name: 'Camille Martin' }, true)).toEqual({});
  });

  it('names the faulty part: the image under the field, a too long name under its part', () => {
    expect(validateSignature('sign', signature, { image: 'data:text/plain,hello', name: 'x'.repeat(256) }, false)).toEqual({
      sign: { key: 'webform.signature.not_png' },
      'sign][name': { key: 'webform.maxlength', values: { max: 255 } },
    });
  });
});

describe('a signature in a form', () => {
  it('takes the image and the name as its value, read from posted fields without scripts', () => {
    const shape = valueShape(signature);
    expect(shape).toEqual({ kind: 'composite', keys: ['image', 'name'] });
    const posted: Record<string, string[]> = { 'sign[name]': ['Camille Martin'] };
    expect(valueFromFields('sign', shape, Object.keys(posted), (name) => posted[name] ?? [])).toEqual({
      image: '',
      name: 'Camille Martin',
    });
  });

  it('is checked with the rest of the form', () => {
    const { errors, values } = validateForm({ sign: required }, {}, context);
    expect(values.sign).toEqual({ image: '', name: '' });
    expect(errors).toEqual({ sign: { key: 'webform.required' } });
    expect(validateForm({ sign: required }, { sign: { image: DOT, name: '' } }, context).errors).toEqual({});
  });
});
