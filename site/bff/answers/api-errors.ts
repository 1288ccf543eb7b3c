import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../../schemas/generated/api/api-error';

/** Statuses kept as they are thrown: client errors, and 502 for an upstream service that failed or answered nonsense. */
function keptStatus(status: number | undefined): number | undefined {
  return status !== undefined && (status < 500 || status === 502) ? status : undefined;
}

/**
 * The error answer of an /api call, in the API's error shape: a client error or an upstream
 * failure (502, logged) with its reason; anything else a logged 500 that tells nothing of the
 * cause.
 */
export async function answerApiError(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const status = keptStatus(error.statusCode) ?? 500;
  if (status === 502) request.log.error({ reason: error.message, url: request.url.split('?')[0] }, 'upstream answer refused');
  if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
  return reply.status(status).send({ message: { error: status === 500 ? 'Internal error' : error.message } } satisfies ApiError);
}
