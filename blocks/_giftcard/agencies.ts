/** A partner agency named in the page's content. */
export interface Agency {
  prefix: string;
  name: string;
  url: string;
}

/** The partner of an agency code: its part before the last 3 characters is the partner's prefix. */
export function agencyFor(code: string | null | undefined, agencies: readonly Agency[] = []): Agency | undefined {
  if (!code || code.length <= 3) return undefined;
  const prefix = code.slice(0, -3).toUpperCase();
  return agencies.find((agency) => agency.prefix.toUpperCase() === prefix);
}

/** How long the exit message shows before the visitor is sent to the agency. */
export const AGENCY_REDIRECT_MS = 2000;
