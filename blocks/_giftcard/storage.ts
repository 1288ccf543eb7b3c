import { decrypt } from './api';

/**
 * The browser's copy of a purchase in progress: local storage under the purchase's storage id,
 * holding the sealed tunnel the server answered. A return key opens to that storage id.
 */
export async function storageIdOf(key: string): Promise<string> {
  return decrypt(key);
}

export function keep(storageId: string, localData: string | null | undefined): void {
  if (localData) window.localStorage.setItem(storageId, localData);
}

export function forget(storageId: string): void {
  window.localStorage.removeItem(storageId);
}

export function kept(storageId: string): string | null {
  return window.localStorage.getItem(storageId);
}
