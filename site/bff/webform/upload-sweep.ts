import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import type { WebformStore } from './store';

/** How long an upload may wait for its submission: QUAI_UPLOAD_RETENTION_HOURS, 24 by default. */
export function uploadRetentionMs(env: NodeJS.ProcessEnv): number {
  const hours = Number(env.QUAI_UPLOAD_RETENTION_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000;
}

/**
 * Removes what visitors uploaded but never sent: files no submission claimed within the
 * retention delay, and the `.part` files of uploads interrupted midway. Answers how many files
 * were removed. The row goes first, so a file is never listed without its bytes. `folder`
 * is where uploads are received (their `.part` files).
 */
export async function sweepUploads(
  store: WebformStore,
  storage: FileStorage,
  folder: string,
  retentionMs: number,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - retentionMs);
  const unclaimed = await store.unclaimedFilesBefore(cutoff);
  await store.forgetUnclaimedFiles(unclaimed.map((file) => file.fid));
  const still = await store.files(unclaimed.map((file) => file.fid));
  let removed = 0;
  for (const file of unclaimed) {
    if (still.has(file.fid)) continue; // claimed between the two queries
    await storage.remove(file.webformId, file.storedName);
    removed++;
  }
  for (const form of await readdir(folder).catch(() => [] as string[])) {
    for (const name of await readdir(join(folder, form)).catch(() => [] as string[])) {
      if (!name.endsWith('.part')) continue;
      const path = join(folder, form, name);
      const { mtimeMs } = await stat(path);
      if (mtimeMs < cutoff.getTime()) {
        await rm(path, { force: true });
        removed++;
      }
    }
  }
  return removed;
}
