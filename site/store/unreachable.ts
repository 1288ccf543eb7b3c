/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, a
 * connection cut), as opposed to a fault of the query or the data. Such an error is answered
 * 503 with Retry-After and never stops the process: the pool makes new connections once the
 * database is back.
 */
export function isStoreUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
  }
  return false;
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs of a server going or gone: class 08 (connection exception), 57P01–57P03
 * (administrator shutdown, crash shutdown, cannot connect now: a restart or a failover).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[1-3])$/;

/** node-postgres' own errors, which carry no code: a connection ended, or none came in time. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended unexpectedly/,
];
