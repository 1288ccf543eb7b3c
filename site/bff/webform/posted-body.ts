import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { fileRules, formatFileSize, type FileRules } from '../../../domain/webform/families/files';
import type { FieldError } from '../../../domain/webform/messages';
import { isStoreUnreachable } from '../../store/unreachable';
import { receiveFile, UploadRefused, type ReceivedFile } from './uploads';
import type { WebformElementNode } from '../../../schemas/generated/webform/element';

/** The fields of a form posted without JavaScript, and its files once stored. */
export interface PostedBody {
  /** Every value posted under each name, in order. */
  fields: Map<string, string[]>;
  /** File field key to the uploads received for it. */
  files: Map<string, ReceivedFile[]>;
  /** File field key to why one of its files was refused. */
  fileErrors: Map<string, FieldError>;
  /**
   * Why a file could not be kept now: the database or the bucket is away. The rest of the post is
   * still read, so that the page shows the values typed with the outage message.
   */
  unreachable?: Error;
}

/** The file element a `files[key]` input stands for, once the form is known. */
export type FileFieldLookup = (
  fields: ReadonlyMap<string, string[]>,
  key: string,
) => { element: WebformElementNode; folder: string; keep: (storedName: string, partialPath: string) => Promise<void> } | undefined;

/**
 * Reads a form's post: URL-encoded, or multipart when it holds file fields. Files are checked
 * and stored by the upload route's own code (size while streaming, extension, sniffed content,
 * sanitised name). The form's hidden fields come first in the form, so the form is known before
 * any file arrives.
 */
export async function readPostedBody(request: FastifyRequest, fileFieldOf: FileFieldLookup): Promise<PostedBody> {
  const body: PostedBody = { fields: new Map(), files: new Map(), fileErrors: new Map() };
  const add = (name: string, value: string) => body.fields.set(name, [...(body.fields.get(name) ?? []), value]);
  if (!request.isMultipart()) {
    if (request.body instanceof URLSearchParams) for (const [name, value] of request.body) add(name, value);
    return body;
  }
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') add(part.fieldname, part.value);
      continue;
    }
    const key = /^files\[([^\]]+)\]$/.exec(part.fieldname)?.[1];
    const target = key === undefined ? undefined : fileFieldOf(body.fields, key);
    // An empty file input still sends a part, with no name and no bytes.
    if (!key || !target || !part.filename) {
      await drain(part.file);
      continue;
    }
    const rules = fileRules(target.element);
    const received = body.files.get(key) ?? [];
    if (rules.limit !== 'unlimited' && received.length >= rules.limit) {
      await drain(part.file);
      body.fileErrors.set(key, { key: 'webform.file.max_files', values: { max: rules.limit, dropped: 1 } });
      continue;
    }
    const bytes = await readCapped(part.file, rules.maxBytes);
    try {
      if (!bytes) throw new UploadRefused(413, 'too large');
      body.files.set(key, [...received, await receiveFile(Readable.from([bytes]), part.filename, rules, target.folder, target.keep)]);
    } catch (error) {
      if (isStoreUnreachable(error)) body.unreachable ??= error as Error;
      else if (!(error instanceof UploadRefused)) throw error;
      else body.fileErrors.set(key, refusal(error, part.filename, rules));
    }
  }
  return body;
}

/** The visitor's words for a refused file, as the browser shows them. */
function refusal(error: UploadRefused, name: string, rules: FileRules): FieldError {
  if (error.status === 413) return { key: 'webform.file.too_large', values: { name, max: formatFileSize(rules.maxBytes) } };
  if (error.status === 415) return { key: 'webform.file.extension', values: { name, extensions: rules.extensions.join(', ') } };
  return { key: 'webform.file_upload_failed', values: { name } };
}

/**
 * A file's bytes, or undefined once it passes the limit: the rest is read and dropped, so the
 * next fields of the post still arrive.
 */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  return size > maxBytes ? undefined : Buffer.concat(chunks);
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream);
}
