import type { CspViolation } from './store';

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The violations in a report body, in either format browsers send: the Reporting API's list
 * (`application/reports+json`: `[{ type: "csp-violation", body: {...} }]`) or the older single
 * report (`application/csp-report`: `{ "csp-report": {...} }`). Anything else holds none.
 */
export function violationsIn(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter(
        (entry): entry is { type: string; body: Fields } =>
          !!entry &&
          typeof entry === 'object' &&
          (entry as Fields).type === 'csp-violation' &&
          typeof (entry as Fields).body === 'object' &&
          (entry as Fields).body !== null,
      )
      .map(({ body: fields }) => ({
        documentUri: text(fields.documentURL),
        directive: text(fields.effectiveDirective),
        blockedUri: text(fields.blockedURL),
        report: fields,
      }));
  }
  const legacy = body && typeof body === 'object' ? (body as Fields)['csp-report'] : undefined;
  if (!legacy || typeof legacy !== 'object') return [];
  const fields = legacy as Fields;
  return [
    {
      documentUri: text(fields['document-uri']),
      directive: text(fields['effective-directive'] ?? fields['violated-directive']),
      blockedUri: text(fields['blocked-uri']),
      report: fields,
    },
  ];
}
