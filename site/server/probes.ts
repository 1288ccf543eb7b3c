import type { FastifyInstance } from 'fastify';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../bff/answers/outage';

/**
 * GET /healthz and /readyz, for the supervisor and the load balancer. `ready` says whether the
 * server can serve now (its database answers); always ready when absent. Encapsulated: routes only.
 */
export async function registerProbes(app: FastifyInstance, { ready }: { ready?: () => Promise<boolean> }): Promise<void> {
  // Alive: the process answers (a supervisor restarts it otherwise).
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready: it can serve what needs its database; a load balancer sends traffic to ready servers only.
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!ready || (await ready())) return { status: 'ready' };
    return reply.status(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable' });
  });
}
