import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { fileExtension, MAX_FILENAME_LENGTH, type FileRules } from '../../../domain/webform/families/files';

/** Why an upload was refused, with the HTTP status that says it. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** What the content of a file must sniff as, for each extension a form may allow. */
const SNIFFED_AS: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  rtf: ['rtf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  // Legacy Office files are compound documents.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  mp3: ['mp3'],
  ogg: ['ogg', 'oga', 'opus'],
  wav: ['wav'],
  mp4: ['mp4', 'm4v'],
  ogv: ['ogv', 'ogg'],
  webm: ['webm'],
};
/** Plain text has no signature: it must simply not be binary. */
const TEXT_EXTENSIONS = new Set(['txt', 'csv']);

/**
 * Keeps a visitor's file name readable and harmless: no folders, no control characters, no
 * characters file systems or headers mind, at most 150 characters.
 */
function sanitiseFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes from a file name.
    .replace(/[\u0000-\u001f\u007f"*:<>?|;]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned || !fileExtension(cleaned)) throw new UploadRefused(400, 'The file name must have a name and an extension.');
  if ([...cleaned].length > MAX_FILENAME_LENGTH)
    throw new UploadRefused(400, `The file name is longer than ${MAX_FILENAME_LENGTH} characters.`);
  return cleaned;
}

export interface ReceivedFile {
  filename: string;
  storedName: string;
  mime: string;
  size: number;
}

/**
 * Streams an upload to a `.part` file of `folder` (under the data directory, never served),
 * stopping as soon as it passes the element's size limit, then checks its content matches its
 * extension and hands the file to `keep` under its generated name. A refused file leaves
 * nothing behind.
 */
export async function receiveFile(
  body: Readable,
  filename: string,
  rules: FileRules,
  folder: string,
  keep: (storedName: string, partialPath: string) => Promise<void>,
): Promise<ReceivedFile> {
  const safeName = sanitiseFilename(filename);
  const extension = fileExtension(safeName);
  if (rules.extensions.length && !rules.extensions.includes(extension)) {
    throw new UploadRefused(415, `Files of type .${extension} are not accepted here (accepted: ${rules.extensions.join(', ')}).`);
  }
  if (!SNIFFED_AS[extension] && !TEXT_EXTENSIONS.has(extension))
    throw new UploadRefused(415, `Files of type .${extension} cannot be checked and are not accepted.`);
  await mkdir(folder, { recursive: true });
  const storedName = `${randomUUID()}.${extension}`;
  const partial = join(folder, `${storedName}.part`);
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rules.maxBytes)
        callback(new UploadRefused(413, `The file is larger than ${Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10} MB.`));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(body, limit, createWriteStream(partial, { flags: 'wx' }));
    if (size === 0) throw new UploadRefused(400, 'The file is empty.');
    const mime = await sniff(partial, extension);
    await keep(storedName, partial);
    return { filename: safeName, storedName, mime, size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function sniff(path: string, extension: string): Promise<string> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(4100);
  try {
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    const detected = await fileTypeFromBuffer(bytes);
    if (TEXT_EXTENSIONS.has(extension)) {
      if (detected || bytes.includes(0)) throw new UploadRefused(415, `The content of the file is not text, as .${extension} says.`);
      return extension === 'csv' ? 'text/csv' : 'text/plain';
    }
    if (!detected || !SNIFFED_AS[extension]!.includes(detected.ext)) {
      throw new UploadRefused(415, `The content of the file does not match its .${extension} extension.`);
    }
    return detected.mime;
  } finally {
    await handle.close();
  }
}
