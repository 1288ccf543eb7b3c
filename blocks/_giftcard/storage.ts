import { browserStorage } from '../../adapters/browser-storage';
import { decrypt } from './api';

/**
 * The browser's copy of a purchase in progress: local storage under the purchase's storage id,
 * holding the sealed tunnel the server answered. A return key opens to that storage id.
 */
export async function storageIdFromKey(key: string): Promise<string> {
  return decrypt(key);
}

// Local storage may be refused (a sandboxed frame, a privacy mode) or full: the purchase then
// cannot be resumed from this browser after the payment page, and nothing else breaks.
export function keep(storageId: string, localData: string | null | undefined): void {
  try {
    if (localData) browserStorage('local')?.setItem(storageId, localData);
  } catch {
    // Full: as refused.
  }
}

export function forget(storageId: string): void {
  browserStorage('local')?.removeItem(storageId);
}

export function kept(storageId: string): string | null {
  return browserStorage('local')?.getItem(storageId) ?? null;
}
