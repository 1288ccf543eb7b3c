import type { WebformElementNode } from '../../../schemas/generated/webform/element';
import { asObject, type FieldValue } from '../elements';
import { errorKey, type FieldError, type FormErrors } from '../messages';
import type { ElementFamily } from './family';
import { requiredError } from './field-errors';
import { PART_MAX } from './part-composites';

/** The prefix of a signature image: a PNG, base64-encoded in a data: URL. */
const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** The most bytes of a signature's PNG: a drawn one weighs a few kB, and its base64 keeps the submission under the BFF's 256 kB body limit. */
export const SIGNATURE_MAX_BYTES = 150_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Why a signature image is refused, or undefined when it is a PNG: the data: URL of an
 * image/png, valid base64, at most SIGNATURE_MAX_BYTES, starting with the PNG signature and an
 * IHDR of a non-empty image, and made of whole chunks up to IEND (the file a canvas exports).
 */
export function signatureImageError(image: string): FieldError | undefined {
  if (!image.startsWith(SIGNATURE_PREFIX)) return { key: 'webform.signature.not_png' };
  const encoded = image.slice(SIGNATURE_PREFIX.length);
  // Checked before decoding so that an oversized value costs nothing to refuse.
  if ((encoded.length / 4) * 3 > SIGNATURE_MAX_BYTES + 2)
    return { key: 'webform.signature.too_large', values: { max: `${SIGNATURE_MAX_BYTES / 1000} kB` } };
  if (encoded.length % 4 !== 0 || !BASE64.test(encoded)) return { key: 'webform.signature.not_png' };
  return isPng(decodeBase64(encoded)) ? undefined : { key: 'webform.signature.not_png' };
}

function decodeBase64(encoded: string): Uint8Array {
  return Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
}

function isPng(bytes: Uint8Array): boolean {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  let first = true;
  // Each chunk: a 4-byte length, a 4-byte type, the data and a 4-byte CRC.
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (first && (type !== 'IHDR' || length !== 13 || view.getUint32(offset + 8) === 0 || view.getUint32(offset + 12) === 0)) return false;
    first = false;
    const next = offset + 12 + length;
    if (next > bytes.length) return false;
    if (type === 'IEND') return next === bytes.length;
    offset = next;
  }
  return false;
}

/**
 * A signature is there when drawn (the image) or typed (the name); a form sent without scripts
 * can only post the name, which is then the signature. A given image must be a PNG.
 */
export function validateSignature(key: string, element: WebformElementNode, value: FieldValue, required: boolean): FormErrors {
  const signature = asObject(value);
  const image = typeof signature.image === 'string' ? signature.image : '';
  const name = typeof signature.name === 'string' ? signature.name.trim() : '';
  if (!image && !name) return required ? { [key]: requiredError(element) } : {};
  const errors: FormErrors = {};
  if ([...name].length > PART_MAX) errors[errorKey(key, 'name')] = { key: 'webform.maxlength', values: { max: PART_MAX } };
  const imageError = image ? signatureImageError(image) : undefined;
  if (imageError) errors[key] = imageError;
  return errors;
}

/** The drawn (or typed-name) PNG as a data: URL, and the typed name (all a form sent without scripts has). */
export const signature = {
  types: ['webform_signature'],
  takes: 'one',
  parts: () => ['image', 'name'],
  validate: (key, element, value, required) => validateSignature(key, element, value, required),
} satisfies ElementFamily;
