/**
 * Text as place names are compared: without accents or case, punctuation as spaces, and the
 * usual abbreviations of French place names spelled out ("St-Malo" finds "Saint-Malo").
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .trim();
}
