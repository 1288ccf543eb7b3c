import { deflateSync } from 'node:zlib';
import { SIGNATURE_MAX_BYTES, signatureImageError, validateSignature } from './signature';
import { validateForm } from './validate';
import { valueFromFields, valueShape } from './value-shapes';

/** A 1×1 PNG as a browser's canvas would export it. */
const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const signature = { '#type': 'webform_signature', '#title': 'Signature' };
const required = { ...signature, '#required': true };
const context = { today: '2026-03-15' };

/** A real PNG of the given width whose pixels do not compress, to reach a given size. */
function pngOfBytes(width: number): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  const noise = Buffer.from(Array.from({ length: width + 1 }, (_, index) => (index * 7919) % 251));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(noise, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('the signature image check', () => {
  it('accepts a PNG data: URL such as a canvas exports', () => {
    expect(signatureImageError(DOT)).toBeUndefined();
    expect(signatureImageError(pngOfBytes(1000))).toBeUndefined();
  });

  it('refuses anything that is not a whole PNG in a data: URL', () => {
    const notPng = { key: 'webform.signature.not_png' };
    expect(signatureImageError(DOT.replace('image/png', 'image/jpeg'))).toEqual(notPng);
    expect(signatureImageError('https://exemple.fr/signature.png')).toEqual(notPng);
    expect(signatureImageError('data:image/png;base64,not base64!')).toEqual(notPng);
    expect(signatureImageError(`data:image/png;base64,${Buffer.from('GIF89a and more bytes').toString('base64')}`)).toEqual(notPng);
    // Cut before its end chunk: the file does not decode.
    expect(signatureImageError(`data:image/png;base64,${Buffer.from(DOT.split(',')[1]!, 'base64').subarray(0, 40).toString('base64')}`)).toEqual(notPng);
  });

  it('refuses an image larger than 150 kB', () => {
    expect(SIGNATURE_MAX_BYTES).toBe(150_000);
    expect(signatureImageError(pngOfBytes(160_000))).toEqual({ key: 'webform.signature.too_large', values: { max: '150 kB' } });
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
    expect(valueFromFields('sign', shape, Object.keys(posted), (name) => posted[name] ?? [])).toEqual({ image: '', name: 'Camille Martin' });
  });

  it('is checked with the rest of the form', () => {
    const { errors, values } = validateForm({ sign: required }, {}, context);
    expect(values.sign).toEqual({ image: '', name: '' });
    expect(errors).toEqual({ sign: { key: 'webform.required' } });
    expect(validateForm({ sign: required }, { sign: { image: DOT, name: '' } }, context).errors).toEqual({});
  });
});
