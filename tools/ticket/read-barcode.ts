import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

/**
 * The bytes of every 2D barcode (Aztec or QR) found in a PNG, decoded by zxing's WebAssembly
 * reader. The reader's wasm comes from the installed package, never from the network.
 */
export async function readBarcodeBytes(png: Uint8Array): Promise<Uint8Array[]> {
  if (!prepared) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    });
    prepared = true;
  }
  const results = await readBarcodes(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    formats: ['Aztec', 'QRCode'],
    tryHarder: true,
  });
  return results.filter((result) => result.isValid).map((result) => result.bytes);
}
