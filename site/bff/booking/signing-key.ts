import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable holding the ticket signing key (an Ed25519 private key, PKCS#8 PEM). */
export const SIGNING_KEY_VARIABLE = 'QUAI_TICKET_SIGNING_KEY';
export const SIGNING_KEY_FILE = 'ticket-signing.key';

export interface TicketKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** A secret derived from the private key, for the HMAC of short-lived PDF links. */
  linkSecret: Buffer;
}

/**
 * The Ed25519 key that signs ticket barcodes: from QUAI_TICKET_SIGNING_KEY, else the key file
 * of the data directory, generated on first use. Several servers must share one key (the
 * variable), or each would sign with its own. The file is created exclusively, so two servers
 * starting on one directory end up with the same key.
 */
export function loadTicketKeys(dataDirectory: string, env: NodeJS.ProcessEnv = process.env): TicketKeys {
  const fromEnvironment = env[SIGNING_KEY_VARIABLE];
  if (fromEnvironment) return keysOf(createPrivateKey(fromEnvironment.replace(/\\n/g, '\n')));
  const file = join(dataDirectory, SIGNING_KEY_FILE);
  try {
    return keysOf(createPrivateKey(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDirectory, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  try {
    writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keysOf(createPrivateKey(readFileSync(file, 'utf8')));
}

function keysOf(privateKey: KeyObject): TicketKeys {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${SIGNING_KEY_VARIABLE} must be an Ed25519 private key`);
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  return { privateKey, publicKey: createPublicKey(privateKey), linkSecret: createHash('sha256').update('quai-pdf-link\0').update(der).digest() };
}

/**
 * The public key that checks ticket signatures, for the verifier: a PEM file given on the
 * command line, else the one of QUAI_TICKET_SIGNING_KEY or of the data directory's key file
 * (never generated here: a new key would check nothing).
 */
export function readVerifyingKey(dataDirectory: string, env: NodeJS.ProcessEnv, publicKeyFile?: string): KeyObject {
  if (publicKeyFile) return createPublicKey(readFileSync(publicKeyFile, 'utf8'));
  const fromEnvironment = env[SIGNING_KEY_VARIABLE];
  if (fromEnvironment) return createPublicKey(createPrivateKey(fromEnvironment.replace(/\\n/g, '\n')));
  return createPublicKey(createPrivateKey(readFileSync(join(dataDirectory, SIGNING_KEY_FILE), 'utf8')));
}
