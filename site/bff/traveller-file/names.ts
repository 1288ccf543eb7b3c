/**
 * A passenger name as the lookup compares it: accents and case ignored, any run of spaces,
 * hyphens or apostrophes read as one space ("Le-Goff", "le goff" and "LÉ GOFF" match).
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-'’]+/gu, ' ')
    .trim();
}

/** A reference as typed: spaces around it and case do not matter. */
export function comparableReference(reference: string): string {
  return reference.trim().toUpperCase();
}
