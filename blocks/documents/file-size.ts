/**
 * A document's size as the document block shows it: bytes / 1e5, one decimal,
 * in the page's number format (1 843 200 bytes → "18,4" in French).
 */
export function documentSize(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e5);
}

/** The file type shown beside a link: its extension in capitals ("PDF"), or nothing. */
export function fileType(filename: string): string | undefined {
  const match = /\.([a-z0-9]{1,5})$/i.exec(filename);
  return match ? match[1]!.toUpperCase() : undefined;
}
