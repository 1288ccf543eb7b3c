import { join } from 'node:path';
import { sharedSecret } from '../../store/secrets';
import { dataDirectory } from '../../store/store';
import type { BffContext } from '../context';
import { CaptchaGate, captchaCost } from './captcha';
import type { FileStorage } from './file-storage';
import { fileStorageFromEnvironment } from './storage-choice';
import { createOptionSets, type OptionsMap } from './options';
import { WebformStore } from './store';
import { uploadRetentionMs } from './upload-sweep';

/** What the form routes work with, built once from the feature's context. */
export interface WebformServices {
  store: WebformStore;
  /** The autocomplete option lists by id, read when first asked for. */
  options: ReadonlyMap<string, () => OptionsMap>;
  captcha: CaptchaGate;
  /** Signs the upload tokens a submission names (shared by every server). */
  uploadKey: string;
  /** Where uploaded files are kept, a folder per form, under the data directory. */
  filesFolder: string;
  storage: FileStorage;
  /** How long an upload no submission names is kept. */
  uploadRetentionMs: number;
}

/** The form services over the store, configured from the context's environment (QUAI_CAPTCHA_*, QUAI_DATA_DIR, storage). */
export async function webformServices(context: BffContext): Promise<WebformServices> {
  const store = new WebformStore(context.store);
  const filesFolder = join(dataDirectory(context.env), 'webform-files');
  return {
    store,
    options: createOptionSets(context.root),
    captcha: new CaptchaGate(store, await sharedSecret(context.store, 'captcha', context.env.QUAI_CAPTCHA_KEY), captchaCost(context.env)),
    uploadKey: await sharedSecret(context.store, 'uploads'),
    filesFolder,
    storage: fileStorageFromEnvironment(context.store, filesFolder, context.env),
    uploadRetentionMs: uploadRetentionMs(context.env),
  };
}
