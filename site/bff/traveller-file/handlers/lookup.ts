import type { FastifyInstance } from 'fastify';
import { isLocale } from '@quai/engine/i18n';
import { referenceProblem } from '../../../../domain/traveller-file/booking-reference';
import bookingFileAnswerSchema from '../../../../schemas/api/booking-file-answer.schema.json';
import bookingFileRequestSchema from '../../../../schemas/api/booking-file-request.schema.json';
import type { BookingFileRequest } from '../../../../schemas/generated/api/booking-file-request';
import { DEFAULT_LOCALE } from '../../../engine-config';
import { TRAVELLER_FILE_API } from '../../../../adapters/bff-client/paths';
import { answers } from '../../answers/responses';
import { bookingCookie, TRAVELLER_FILE_PATHS } from '../paths';
import { ACCESS_LIFETIME_MS } from '../service';
import { type BookingRouteDeps, TRAVELLER_FILE_TAG } from './deps';

/**
 * POST /api/bff/booking-file: a booking looked up by its reference and a passenger's last name.
 * JSON gets the booking (or the error by field); a plain form (no JavaScript) is sent on to the
 * tickets page, or back to the lookup page with the error's key. Either way a found booking sets
 * the cookie the tickets page asks for.
 */
export function lookupRoute(scope: FastifyInstance, { service, catalog }: BookingRouteDeps): void {
  scope.post<{ Body: BookingFileRequest }>(
    TRAVELLER_FILE_API.lookup,
    {
      logLevel: 'warn',
      attachValidation: true,
      schema: {
        summary: "Looks a booking up by its reference and a passenger's last name (JSON, or a form posted without JavaScript).",
        tags: [TRAVELLER_FILE_TAG],
        body: bookingFileRequestSchema,
        response: {
          ...answers({ 200: bookingFileAnswerSchema }),
          303: {
            description: 'A lookup posted as a plain form: to the tickets page, or back to the lookup page with the error.',
            type: 'null',
          },
        },
      },
    },
    async (request, reply) => {
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const body = (request.body ?? {}) as Partial<BookingFileRequest>;
      const locale = isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
      const paths = TRAVELLER_FILE_PATHS[locale];
      const fail = async (status: number, field: 'reference' | 'passengerName', key: string) => {
        if (isForm) return reply.redirect(`${paths.login}?erreur=${key}`, 303);
        const t = await catalog(locale);
        return reply
          .status(status)
          .send({ message: { message: t(`booking.lookup.error.${key}`), error: { [field]: t(`booking.lookup.error.${key}`) } } });
      };
      if (request.validationError && !isForm)
        return reply.status(400).send({ message: { message: request.validationError.message, error: request.validationError.message } });
      const problem = referenceProblem(typeof body.reference === 'string' ? body.reference : '');
      if (problem) return fail(400, 'reference', problem);
      if (typeof body.passengerName !== 'string' || !body.passengerName.trim()) return fail(400, 'passengerName', 'name_missing');
      const result = await service.lookup(body.reference!, body.passengerName, request.ip);
      if (result.status === 'rate_limited') {
        reply.header('retry-after', '600');
        return fail(429, 'reference', 'rate_limited');
      }
      if (result.status === 'not_found') return fail(404, 'reference', 'not_found');
      reply.header('set-cookie', bookingCookie(result.answer.uuid, ACCESS_LIFETIME_MS / 1000, request.protocol === 'https'));
      reply.header('cache-control', 'no-store');
      return isForm ? reply.redirect(paths.tickets, 303) : result.answer;
    },
  );
}
