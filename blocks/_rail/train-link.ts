/** The address of a details page for a date and one or more numbers (replacement coaches, choice cards). */
export function trainDetailsHref(path: string, dateCirculation: string, numeros: readonly string[], destinationCode?: string): string {
  const search = new URLSearchParams({ dateCirculation });
  for (const numero of numeros) search.append('numeroCirculation', numero);
  if (destinationCode) search.set('destinationCode', destinationCode);
  return `${path}?${search}`;
}
