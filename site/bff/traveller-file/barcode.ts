import { toBuffer } from 'bwip-js/node';

export type BarcodeSymbology = 'aztec' | 'qr';

/**
 * Draws content as a PNG: Aztec (the symbology of European rail tickets) or QR. The bytes are
 * drawn as they are (UTF-8 text stays UTF-8), black on white with a quiet zone of four modules
 * around the symbol, which scanners need to find it.
 */
export function drawBarcode(content: Uint8Array, symbology: BarcodeSymbology): Promise<Buffer> {
  const scale = 4;
  return toBuffer({
    bcid: symbology === 'aztec' ? 'azteccode' : 'qrcode',
    // bwip-js reads each character as one byte: the bytes go in as a binary string.
    text: Buffer.from(content).toString('latin1'),
    binarytext: true,
    scale,
    paddingwidth: 4 * scale,
    paddingheight: 4 * scale,
    backgroundcolor: 'FFFFFF',
    ...(symbology === 'qr' ? { eclevel: 'M' } : {}),
  } as Parameters<typeof toBuffer>[0]);
}
