import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

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
