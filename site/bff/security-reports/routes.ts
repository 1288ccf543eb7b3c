import type { FastifyInstance } from 'fastify';
import { SITE_PATHS } from '../../../adapters/bff-client/paths';
import { API_ERROR } from '../answers/responses';
import type { BffContext } from '../context';
import { SITE_TAG } from '../openapi/openapi';
import { SecurityReportStore } from './store';
import { violationsIn } from './violations';

const REPORT_TYPES = ['application/reports+json', 'application/csp-report'];

/**
 * POST /api/csp-report: stores the violations of a report (either format) and answers 204.
 * Rate limited per address, small bodies only: anyone can post here.
 */
export async function securityReportRoutes(app: FastifyInstance, context: BffContext): Promise<void> {
  const reports = new SecurityReportStore(context.store);
  await app.register(async (scope) => {
    scope.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The report is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    });
    scope.post(
      SITE_PATHS.cspReport,
      {
        schema: {
          summary: 'Where browsers report Content Security Policy violations (either report format).',
          tags: [SITE_TAG],
          response: { 204: { description: 'The violations are stored.', type: 'null' }, '4xx': API_ERROR },
        },
        bodyLimit: 16 * 1024,
        logLevel: 'warn',
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        await reports.add(violationsIn(request.body));
        return reply.status(204).send();
      },
    );
  });
}
