import type { FastifyInstance } from 'fastify';
import { barcodeRules } from '../../../../domain/traveller-file/train-types';
import barcodeRequestSchema from '../../../../schemas/api/barcode-request.schema.json';
import ticketUuidQuerySchema from '../../../../schemas/api/ticket-uuid-query.schema.json';
import type { BarcodeRequest } from '../../../../schemas/generated/api/barcode-request';
import type { TicketUuidQuery } from '../../../../schemas/generated/api/ticket-uuid-query';
import { TRAVELLER_FILE_API } from '../../../../adapters/bff-client/paths';
import { bytesAnswers } from '../../answers/responses';
import { drawBarcode } from '../barcode';
import { findTicket } from '../service';
import { type BookingRouteDeps, FORBIDDEN, TRAVELLER_FILE_TAG } from './deps';

/**
 * POST /api/pao/barcode: the code of a ticket of the booking looked up (uuid), as a PNG in
 * base64. Either data to draw as given (decode), or a ticket named by order, tcn and service item,
 * drawn signed with the support type and decoding its train type asks for.
 */
export function ticketCodeRoute(scope: FastifyInstance, { service }: BookingRouteDeps): void {
  scope.post<{ Querystring: TicketUuidQuery; Body: BarcodeRequest }>(
    TRAVELLER_FILE_API.barcode,
    {
      logLevel: 'warn',
      schema: {
        summary: 'The signed Aztec or QR code of a ticket of the booking looked up.',
        tags: [TRAVELLER_FILE_TAG],
        querystring: ticketUuidQuerySchema,
        body: barcodeRequestSchema,
        response: bytesAnswers('text/plain', "The ticket's code as a PNG picture, in base64."),
      },
    },
    async (request, reply) => {
      const open = await service.open(request.query.uuid);
      if (!open) return reply.status(403).send(FORBIDDEN);
      const body = request.body;
      let png: Buffer;
      if ('barcodeData' in body) {
        const data = Buffer.from(body.barcodeData, 'base64');
        if (!data.length || data.toString('base64').replace(/=+$/, '') !== body.barcodeData.replace(/=+$/, ''))
          return reply.status(400).send({ message: { error: 'barcodeData must be base64 when decode is true' } });
        png = await drawBarcode(data, 'aztec');
      } else {
        const ticket = body.orderId === open.booking.reference ? findTicket(open.booking, body.tcn) : undefined;
        if (!ticket || ticket.travel.serviceItemId !== body.serviceItemId) return reply.status(403).send(FORBIDDEN);
        const rules = barcodeRules(ticket.travel.trainType);
        if (body.supportType !== rules.supportType)
          return reply
            .status(400)
            .send({ message: { error: `${ticket.travel.trainType} tickets are drawn for supportType ${rules.supportType}` } });
        if ((body.forceBase64Decode ?? false) !== rules.forceBase64Decode)
          return reply
            .status(400)
            .send({ message: { error: `forceBase64Decode is ${rules.forceBase64Decode} for ${ticket.travel.trainType} tickets` } });
        png = await service.drawTicket(open.booking, ticket);
      }
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return png.toString('base64');
    },
  );
}
