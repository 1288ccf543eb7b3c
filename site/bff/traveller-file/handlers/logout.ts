import type { FastifyInstance } from 'fastify';
import { isLocale } from '@quai/engine/i18n';
import bookingFileLogoutSchema from '../../../../schemas/api/booking-file-logout.schema.json';
import type { BookingFileLogout } from '../../../../schemas/generated/api/booking-file-logout';
import { DEFAULT_LOCALE } from '../../../engine-config';
import { TRAVELLER_FILE_API } from '../../../../adapters/bff-client/paths';
import { answers } from '../../answers/responses';
import { bookingCookie, bookingCookieValue, TRAVELLER_FILE_PATHS } from '../paths';
import { type BookingRouteDeps, TRAVELLER_FILE_TAG } from './deps';

/**
 * POST /api/bff/booking-file/logout ("Se déconnecter"): the lookup's uuid stops opening the
 * booking and its cookie is cleared; a form goes back to the lookup page of the locale (303),
 * where the page forgets the tickets kept offline in the browser, a JSON call gets 204.
 */
export function logoutRoute(scope: FastifyInstance, { service }: BookingRouteDeps): void {
  scope.post<{ Body: BookingFileLogout }>(
    TRAVELLER_FILE_API.logout,
    {
      logLevel: 'warn',
      schema: {
        summary: 'Leaves the traveller file: the lookup stops opening the booking and its cookie is cleared.',
        tags: [TRAVELLER_FILE_TAG],
        body: bookingFileLogoutSchema,
        response: {
          ...answers({}),
          204: { description: 'Left, for a call made from a script (JSON).', type: 'null' },
          303: { description: 'A form posted (with or without JavaScript): to the lookup page of the locale.', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      await service.close(bookingCookieValue(request.headers.cookie));
      const locale = isLocale(request.body?.locale) ? request.body.locale : DEFAULT_LOCALE;
      reply.header('set-cookie', bookingCookie('', 0, request.protocol === 'https'));
      reply.header('cache-control', 'no-store');
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      return isForm ? reply.redirect(TRAVELLER_FILE_PATHS[locale].login, 303) : reply.status(204).send();
    },
  );
}
