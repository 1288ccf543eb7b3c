import { decodePDFRawStream, PDFArray, PDFDict, type PDFDocument, PDFName, type PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/** The names of the fonts whose glyphs are embedded in a PDF (font descriptors carrying a font file). */
export function embeddedFontNames(document: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.has(PDFName.of(key)));
    if (embedded) names.push(String(object.get(PDFName.of('FontName'))));
  }
  return names;
}

/**
 * The text of each page, as a reader copying it would get it: every string a page shows (Tj) in
 * a font with two-byte glyph codes, mapped to characters through the font's ToUnicode table.
 * Enough for PDFs of embedded (Identity-H) fonts, as pdf-lib writes them.
 */
export function pageTexts(document: PDFDocument): string[] {
  const lookup = (object: PDFObject | undefined) => (object instanceof PDFRef ? document.context.lookup(object) : object);
  return document.getPages().map((page) => {
    const fonts = lookup(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict;
    const maps = new Map<string, Map<number, string>>();
    for (const [name, ref] of fonts.entries())
      maps.set(name.asString(), toUnicode(lookup((lookup(ref) as PDFDict).get(PDFName.of('ToUnicode'))) as PDFRawStream));
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((item) => lookup(item) as PDFRawStream) : [contents as PDFRawStream];
    const operators = streams.map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')).join('\n');
    let font = new Map<number, string>();
    const lines: string[] = [];
    for (const [, fontName, hex] of operators.matchAll(/(\/[\w.+-]+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (fontName) font = maps.get(fontName) ?? new Map();
      else lines.push((hex!.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join(''));
    }
    return lines.join('\n');
  });
}

function toUnicode(stream: PDFRawStream): Map<number, string> {
  const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), utf16(value!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, value] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(from!, 16);
      for (let code = start; code <= parseInt(to!, 16); code++) map.set(code, String.fromCharCode(parseInt(value!, 16) + code - start));
    }
  }
  return map;
}
