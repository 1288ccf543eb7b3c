import { readFileSync } from 'node:fs';
import { readVerifyingKey } from '../site/bff/traveller-file/signing-key';
import { verifyTicket } from '../site/bff/traveller-file/ticket-payload';
import { SITE_MIGRATIONS } from '../site/bff/features';
import { openStoreFromEnvironment } from '../site/store/store';
import { readBarcodeBytes } from './ticket/read-barcode';

/**
 * `npm run verify-ticket -- <png> [--public-key key.pem]`: decodes the ticket barcode (Aztec or
 * QR) in the image and checks its Ed25519 signature, as a controller would offline. Prints the
 * ticket's data and exits 0 when it is valid; exits 1 when it is not, 2 on a usage error.
 */
const args = process.argv.slice(2);
const keyAt = args.indexOf('--public-key');
const publicKeyFile = keyAt === -1 ? undefined : args[keyAt + 1];
const [image] = args.filter((arg, index) => !arg.startsWith('--') && (keyAt === -1 || index !== keyAt + 1));
if (!image || (keyAt !== -1 && !publicKeyFile)) {
  console.error('Usage: npm run verify-ticket -- <image.png> [--public-key key.pem]');
  process.exit(2);
}
const contents = await readBarcodeBytes(readFileSync(image));
if (!contents.length) {
  console.error(`No Aztec or QR code found in ${image}.`);
  process.exit(1);
}
let publicKey: Awaited<ReturnType<typeof readVerifyingKey>>;
try {
  publicKey = await readVerifyingKey(() => openStoreFromEnvironment(SITE_MIGRATIONS), process.env, publicKeyFile);
} catch (error) {
  console.error(
    `No key to check the signature with (${(error as Error).message}): pass --public-key, or set QUAI_TICKET_SIGNING_KEY, or QUAI_DATA_DIR / QUAI_DATABASE_URL to the store the site signs with.`,
  );
  process.exit(2);
}
const verdict = verifyTicket(contents[0]!, publicKey);
if (!verdict.valid) {
  console.error(`INVALID: ${verdict.reason}.`);
  process.exit(1);
}
console.log('VALID: the signature matches the ticket data.');
console.log(JSON.stringify(verdict.data, null, 2));
