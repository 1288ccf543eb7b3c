import fc from 'fast-check';
import { issueUploadToken, readUploadToken } from './upload-tokens';

describe('upload tokens', () => {
  it('name their file for the client they were issued to, and for no other', () => {
    const token = issueUploadToken('k', 42, '198.51.100.7');
    expect(readUploadToken('k', token, '198.51.100.7')).toBe(42);
    expect(readUploadToken('k', token, '198.51.100.8')).toBeUndefined();
    expect(readUploadToken('other key', token, '198.51.100.7')).toBeUndefined();
    expect(readUploadToken('k', '42', '198.51.100.7')).toBeUndefined();
    expect(readUploadToken('k', 42, '198.51.100.7')).toBeUndefined();
  });

  it('tell nothing of the numbering: two tokens of one file differ, and consecutive files look unrelated', () => {
    const first = issueUploadToken('k', 41, '::1');
    expect(issueUploadToken('k', 41, '::1')).not.toBe(first);
    const plainNumber = Buffer.alloc(8);
    plainNumber.writeBigUInt64BE(41n);
    expect(Buffer.from(first, 'base64url').includes(plainNumber)).toBe(false);
    expect(readUploadToken('k', issueUploadToken('k', 42, '::1'), '::1')).toBe(42);
  });

  it('are refused when any character changes', () => {
    const token = issueUploadToken('k', 7, '::1');
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'0123456789abcdefXYZ_-.'), (at, character) => {
        fc.pre(token[at] !== character);
        const altered = token.slice(0, at) + character + token.slice(at + 1);
        expect(readUploadToken('k', altered, '::1')).toBeUndefined();
      }),
    );
  });
});
