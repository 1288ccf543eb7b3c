/**
 * Several islands of a page may each render a <ToastRegion />; only the first one mounted shows
 * the list, so the page has one region and each toast is announced once.
 */
let owner: symbol | null = null;

export function claimRegion(claimant: symbol): boolean {
  owner ??= claimant;
  return owner === claimant;
}

export function releaseRegion(claimant: symbol): void {
  if (owner === claimant) owner = null;
}
