import type { Store } from '../../store/store';
import { DatabaseStorage, type FileStorage, FolderStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/**
 * QUAI_FILE_STORAGE: `folder` (under the data directory), `database`, or `s3` (the bucket of
 * QUAI_S3_URL); by default the database when the store is PostgreSQL (several servers), the
 * folder with SQLite (one machine).
 */
export function fileStorageFromEnvironment(store: Store, folder: string, env: NodeJS.ProcessEnv): FileStorage {
  const choice = env.QUAI_FILE_STORAGE ?? (store.dialect === 'postgres' ? 'database' : 'folder');
  if (choice === 'folder') return new FolderStorage(folder);
  if (choice === 'database') return new DatabaseStorage(store);
  if (choice === 's3') {
    if (!env.QUAI_S3_URL) throw new Error('QUAI_FILE_STORAGE=s3 needs QUAI_S3_URL (https://[key:secret@]host/bucket)');
    return new S3Storage(env.QUAI_S3_URL, env.QUAI_S3_REGION);
  }
  throw new Error(`QUAI_FILE_STORAGE must be "folder", "database" or "s3", not "${choice}"`);
}
