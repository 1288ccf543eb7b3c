/** What names one service among those sharing a number on a day: its trip (codeCirculation) and its terminus. */
export interface ServiceIdentity {
  codeCirculation?: string | undefined;
  destinationCode?: string | undefined;
}

/**
 * The address of a details page for a date and one or more numbers (replacement coaches). A
 * train and the coach that replaces it may carry the same number on the same day: the trip id,
 * when known, makes each link open its own service.
 */
export function trainDetailsHref(
  path: string,
  dateCirculation: string,
  numeros: readonly string[],
  identity: ServiceIdentity = {},
): string {
  const search = new URLSearchParams({ dateCirculation });
  for (const numero of numeros) search.append('numeroCirculation', numero);
  if (identity.codeCirculation) search.set('codeCirculation', identity.codeCirculation);
  if (identity.destinationCode) search.set('destinationCode', identity.destinationCode);
  return `${path}?${search}`;
}
