import type { Generated, Kysely } from 'kysely';
import type { Store } from '../../store/store';

export interface SecurityReportTables {
  csp_report: { id: Generated<number>; received_at: string; document_uri: string; directive: string; blocked_uri: string; report: string };
}

/** One violation, in the fields both report formats carry. */
export interface CspViolation {
  documentUri: string;
  directive: string;
  blockedUri: string;
  report: unknown;
}

/** Longest text kept of each field: a report is evidence, not a place to store anything. */
const MAX_FIELD = 500;

export class SecurityReportStore {
  private readonly db: Kysely<SecurityReportTables>;

  constructor(store: Store) {
    this.db = store.tables<SecurityReportTables>();
  }

  async add(violations: readonly CspViolation[], now = new Date()): Promise<void> {
    if (!violations.length) return;
    await this.db
      .insertInto('csp_report')
      .values(
        violations.map((violation) => ({
          received_at: now.toISOString(),
          document_uri: violation.documentUri.slice(0, MAX_FIELD),
          directive: violation.directive.slice(0, MAX_FIELD),
          blocked_uri: violation.blockedUri.slice(0, MAX_FIELD),
          report: JSON.stringify(violation.report).slice(0, 4 * MAX_FIELD),
        })),
      )
      .execute();
  }

  async latest(limit = 100): Promise<Array<Omit<SecurityReportTables['csp_report'], 'id'>>> {
    return this.db
      .selectFrom('csp_report')
      .select(['received_at', 'document_uri', 'directive', 'blocked_uri', 'report'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
