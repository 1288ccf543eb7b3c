import type { FieldError } from '../messages';
import { tableTypes, type ElementFamily } from './family';
import type { KnownWebformElementNodeType, WebformElementNode } from '../../../schemas/generated/webform/element';

/** Spec section 9: a file name is at most 150 characters. */
export const MAX_FILENAME_LENGTH = 150;
/** Largest file when an element sets no #max_filesize, in MB. */
const DEFAULT_MAX_FILESIZE_MB = 5;

/** Extensions allowed when an element sets no #file_extensions (Drupal's defaults per type). */
const EXTENSIONS = {
  managed_file: 'gif jpg jpeg png txt pdf',
  webform_document_file: 'txt rtf pdf doc docx odt ppt pptx odp xls xlsx ods',
  webform_image_file: 'gif jpg jpeg png',
  webform_audio_file: 'mp3 ogg wav',
  webform_video_file: 'mp4 ogv webm',
} satisfies Partial<Record<KnownWebformElementNodeType, string>>;
/** The same table, looked up by any element's `#type` (none for a type that takes no file). */
const DEFAULT_EXTENSIONS: Readonly<Record<string, string | undefined>> = EXTENSIONS;

export const FILE_TYPES: ReadonlySet<string> = new Set(tableTypes(EXTENSIONS));

/** What an upload answers as the file's id: letters, digits, dots, dashes, underscores. */
export const UPLOAD_TOKEN = /^[\w.-]{1,100}$/;

/** The value is the token an upload answered; the server checks its signature and owner. */
export const files = {
  types: tableTypes(EXTENSIONS),
  checkText: (_element, value) =>
    UPLOAD_TOKEN.test(value) ? undefined : { key: 'webform.file_upload_failed', values: { name: value.slice(0, 40) } },
} satisfies ElementFamily;

export interface FileRules {
  maxBytes: number;
  extensions: string[];
  /** How many files the element takes. */
  limit: number | 'unlimited';
}

export function fileRules(element: WebformElementNode): FileRules {
  const megabytes = typeof element['#max_filesize'] === 'number' ? element['#max_filesize'] : DEFAULT_MAX_FILESIZE_MB;
  const written =
    typeof element['#file_extensions'] === 'string' ? element['#file_extensions'] : (DEFAULT_EXTENSIONS[element['#type']] ?? '');
  const multiple = element['#multiple'];
  return {
    maxBytes: Math.round(megabytes * 1024 * 1024),
    extensions: written
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .map((extension) => extension.replace(/^\./, '')),
    limit: multiple === true ? 'unlimited' : typeof multiple === 'number' && multiple > 1 ? multiple : 1,
  };
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The error of one file on its own (size, extension, name length), if any. */
function fileError(name: string, size: number, rules: FileRules): FieldError | undefined {
  if ([...name].length > MAX_FILENAME_LENGTH) return { key: 'webform.file.name_too_long', values: { name, max: MAX_FILENAME_LENGTH } };
  if (rules.extensions.length && !rules.extensions.includes(fileExtension(name)))
    return { key: 'webform.file.extension', values: { name, extensions: rules.extensions.join(', ') } };
  if (size > rules.maxBytes) return { key: 'webform.file.too_large', values: { name, max: formatFileSize(rules.maxBytes) } };
  return undefined;
}

export interface SelectedFile {
  name: string;
  size: number;
}

/**
 * Which newly chosen files join those already selected: a file with the same name and size as
 * one already there is refused, as are files breaking a rule; files beyond the maximum are
 * dropped with a message.
 */
export function acceptFiles<F extends SelectedFile>(
  selected: readonly SelectedFile[],
  chosen: readonly F[],
  rules: FileRules,
): { accepted: F[]; errors: FieldError[] } {
  const accepted: F[] = [];
  const errors: FieldError[] = [];
  let dropped = 0;
  for (const file of chosen) {
    const known = [...selected, ...accepted];
    if (known.some((other) => other.name === file.name && other.size === file.size)) {
      errors.push({ key: 'webform.file.already_selected', values: { name: file.name } });
      continue;
    }
    const error = fileError(file.name, file.size, rules);
    if (error) {
      errors.push(error);
      continue;
    }
    if (rules.limit !== 'unlimited' && known.length >= rules.limit) {
      dropped++;
      continue;
    }
    accepted.push(file);
  }
  if (dropped > 0)
    errors.push({
      key: accepted.length ? 'webform.file.added_with_limit' : 'webform.file.max_files',
      values: { max: rules.limit === 'unlimited' ? 0 : rules.limit, dropped },
    });
  return { accepted, errors };
}

/** Sizes in KB under 1 MB, otherwise in MB (one decimal at most). */
export function formatFileSize(bytes: number): string {
  const megabyte = 1024 * 1024;
  if (bytes < megabyte) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / megabyte) * 10) / 10} MB`;
}
