import type { FastifyReply, FastifyRequest } from 'fastify';

export interface AccessLogOptions {
  /** Share of ordinary requests logged, from 0 (none) to 1 (all). */
  sampleRate: number;
  /** A request slower than this (milliseconds) is always logged. */
  slowMs: number;
}

/** Production default: no ordinary request is logged; failures and slow requests always are. */
const PRODUCTION_ACCESS_LOG: AccessLogOptions = { sampleRate: 0, slowMs: 1000 };

/** Reads QUAI_ACCESS_LOG_SAMPLE and QUAI_SLOW_REQUEST_MS over the production default. */
export function accessLogFromEnvironment(env: NodeJS.ProcessEnv = process.env): AccessLogOptions {
  const sample = Number(env.QUAI_ACCESS_LOG_SAMPLE);
  const slow = Number(env.QUAI_SLOW_REQUEST_MS);
  return {
    sampleRate: env.QUAI_ACCESS_LOG_SAMPLE && sample >= 0 && sample <= 1 ? sample : PRODUCTION_ACCESS_LOG.sampleRate,
    slowMs: env.QUAI_SLOW_REQUEST_MS && slow > 0 ? slow : PRODUCTION_ACCESS_LOG.slowMs,
  };
}

/**
 * One line per answered request that matters: every server error, every slow request, and a
 * sample of the rest. Logging every request under load wrote hundreds of megabytes in minutes.
 */
export function accessLogHook(options: AccessLogOptions = { sampleRate: 1, slowMs: 1000 }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const detail = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(detail, 'request failed');
    else if (reply.elapsedTime >= options.slowMs) request.log.warn(detail, 'slow request');
    else if (options.sampleRate > 0 && Math.random() < options.sampleRate) request.log.info(detail, 'request completed');
  };
}
