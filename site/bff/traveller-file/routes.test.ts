import Fastify from 'fastify';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { embeddedFontNames, pageTexts } from '../../../tests/helpers/pdf';
import { readBarcodeBytes } from '../../../tools/ticket/read-barcode';
import { printedOperator } from '../../../domain/traveller-file/train-types';
import type { BookingFileAnswer } from '../../../schemas/generated/api/booking-file-answer';
import { loadCatalogs } from '../../i18n/catalogs';
import { buildApp } from '../../server/app';
import type { SiteRuntime } from '../../server/runtime';
import type { RateLimitTables } from '../../store/rate-limit-counters';
import { openStore } from '../../store/store';
import { bookingMigrations } from './migrations';
import type { BffContext } from '../context';
import { registerApiSchemas } from '../request-validation';
import { embeddedTimetable } from '../../../tests/helpers/embedded-timetable';
import { buildDemoBookings } from './demo-bookings';
import { travellerFileRoutes } from './routes';
import { BookingService, LOOKUP_ANSWER_FLOOR_MS } from './service';
import { loadTicketKeys } from './signing-key';
import { BookingStore } from './store';
import { verifyTicket } from './ticket-payload';

const root = join(import.meta.dirname, '../../..');
const dataDirectory = mkdtempSync(join(tmpdir(), 'quai-booking-'));
const database = await openStore({ dataDirectory, migrations: bookingMigrations });
const keys = await loadTicketKeys(database, {});
const service = new BookingService(
  new BookingStore(database),
  database.tables<RateLimitTables>(),
  keys,
  buildDemoBookings(embeddedTimetable()),
);
const runtime = { catalogs: loadCatalogs(join(root, 'site/i18n')) } as unknown as SiteRuntime;

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({
    runtime: async () => runtime,
    logger: false,
    // The HTTPS proxy of the cookie test below.
    trustedProxies: ['10.8.0.1'],
    // A busy test machine must not turn answers into 503s: the pressure limits are not under test here.
    pressureLimits: { maxEventLoopDelay: 0, maxHeapUsedBytes: 0 },
    beforeRoutes: async (fastify) => {
      registerApiSchemas(fastify);
      await travellerFileRoutes(fastify, {
        store: database,
        runtime: async () => runtime,
        root,
        services: { booking: service },
      } as unknown as BffContext);
    },
  });
});
afterAll(() => database.close());

let client = 0;
/** Each lookup from its own address, so the rate limit only bites where a test asks for it. */
const lookup = (body: object, ip = `10.0.0.${++client}`) =>
  app.inject({ method: 'POST', url: '/api/bff/booking-file', payload: body, remoteAddress: ip });
const found = async (reference: string, passengerName: string) => (await lookup({ reference, passengerName })).json() as BookingFileAnswer;

describe('POST /api/bff/booking-file', () => {
  it('answers QUAI01 for Martin, whatever the case and accents: two passengers, outward and return, one TER leg', async () => {
    const response = await lookup({ reference: 'quai01', passengerName: 'MÂRTIN' });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as BookingFileAnswer;
    expect(answer.orderReference).toBe('QUAI01');
    expect(answer.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.passengerData.map((passenger) => passenger.passengerLastName)).toEqual(['Martin', 'Martin']);
    const [first] = answer.passengerData;
    expect(first!.travels.map((travel) => travel.trainType)).toEqual(['EURO_SC', 'TER']);
    expect(first!.travelsBack).toHaveLength(1);
    expect(response.headers['set-cookie']).toMatch(new RegExp(`quai_dossier=${answer.uuid};.*HttpOnly`));
  });

  it('gives two lookups of one booking different uuids', async () => {
    expect((await found('QUAI01', 'Martin')).uuid).not.toBe((await found('QUAI01', 'Martin')).uuid);
  });

  it('answers a wrong name and an unknown reference alike, on the reference field, after the same floor of time', async () => {
    const started = performance.now();
    const wrongName = await lookup({ reference: 'QUAI01', passengerName: 'Bernard' });
    const unknown = await lookup({ reference: 'NOPE99', passengerName: 'Martin' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * LOOKUP_ANSWER_FLOOR_MS - 5);
    expect(wrongName.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongName.body).toBe(unknown.body);
    expect(wrongName.json().message.error.reference).toBe('Aucun dossier ne correspond à cette référence et à ce nom.');
  });

  it('refuses a reference of the wrong length and a missing name with their messages', async () => {
    const short = await lookup({ reference: 'AB12', passengerName: 'Martin', locale: 'en' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message.error.reference).toBe('The reference has 6 to 8 characters.');
    expect((await lookup({ reference: 'QUAI01', passengerName: ' ' })).json().message.error.passengerName).toBe(
      'Saisissez le nom d’un passager.',
    );
    expect((await lookup({ reference: 'QUAI01' })).statusCode).toBe(400);
  });

  it('limits lookups per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push((await lookup({ reference: 'NOPE99', passengerName: 'x' }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another client is not affected.
    expect((await lookup({ reference: 'QUAI01', passengerName: 'Martin' }, '10.9.9.10')).statusCode).toBe(200);
  }, 30000);

  it('answers a form posted without JavaScript with a redirect: the tickets page, or the lookup page with the error', async () => {
    const form = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bff/booking-file',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
        remoteAddress: `10.1.0.${++client}`,
      });
    const success = await form('reference=QUAI01&passengerName=martin&locale=en');
    expect(success.statusCode).toBe(303);
    expect(success.headers.location).toBe('/en/traveller-file/tickets');
    expect(success.headers['set-cookie']).toMatch(/^quai_dossier=/);
    const failure = await form('reference=QUAI01&passengerName=dupont');
    expect(failure.statusCode).toBe(303);
    expect(failure.headers.location).toBe('/dossier-voyageur?erreur=not_found');
  });

  it('keeps the lookup over HTTPS in a __Host- cookie, Secure, that opens the tickets page', async () => {
    const overHttps = await app.inject({
      method: 'POST',
      url: '/api/bff/booking-file',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': `10.2.0.${++client}`,
      },
      payload: 'reference=QUAI01&passengerName=martin',
      remoteAddress: '10.8.0.1',
    });
    const cookie = overHttps.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^__Host-quai_dossier=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(await service.currentAnswer(cookie.split(';')[0])).toMatchObject({ orderReference: 'QUAI01' });
  });
});

describe('the tickets page guard', () => {
  it('sends a visitor without a live lookup to the lookup page of the locale', async () => {
    expect((await app.inject('/dossier-voyageur/billets')).headers.location).toBe('/dossier-voyageur');
    expect(
      (
        await app.inject({
          url: '/es/expediente-de-viaje/billetes',
          headers: { cookie: 'quai_dossier=00000000-0000-4000-8000-000000000000' },
        })
      ).headers.location,
    ).toBe('/es/expediente-de-viaje');
  });
});

describe('POST /api/bff/booking-file/logout ("Se déconnecter")', () => {
  it('ends the lookup at once: the cookie is cleared, the tickets page and the codes refuse its uuid', async () => {
    const answer = await found('QUAI01', 'Martin');
    const cookie = `quai_dossier=${answer.uuid}`;
    expect((await app.inject({ url: '/dossier-voyageur/billets', headers: { cookie } })).headers.location).toBeUndefined();
    const leave = await app.inject({
      method: 'POST',
      url: '/api/bff/booking-file/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'locale=en',
    });
    expect(leave.statusCode).toBe(303);
    expect(leave.headers.location).toBe('/en/traveller-file');
    expect(leave.headers['set-cookie']).toMatch(/^quai_dossier=; .*Max-Age=0/);
    expect((await app.inject({ url: '/dossier-voyageur/billets', headers: { cookie } })).headers.location).toBe('/dossier-voyageur');
    const travel = answer.passengerData[0]!.travels[0]!;
    const code = await app.inject({
      method: 'POST',
      url: `/api/pao/barcode?uuid=${answer.uuid}`,
      payload: {
        tcn: travel.ticketTcn,
        serviceItemId: travel.serviceItemId,
        orderId: answer.orderReference,
        supportType: 'BARCODE_2D',
        forceBase64Decode: false,
      },
    });
    expect(code.statusCode).toBe(403);
  });

  it('sends a form without a lookup to the French lookup page, answers a JSON call 204, and refuses an unknown locale', async () => {
    const leave = await app.inject({
      method: 'POST',
      url: '/api/bff/booking-file/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(leave.statusCode).toBe(303);
    expect(leave.headers.location).toBe('/dossier-voyageur');
    expect((await app.inject({ method: 'POST', url: '/api/bff/booking-file/logout', payload: {} })).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/bff/booking-file/logout', payload: { locale: 'de' } })).statusCode).toBe(400);
  });
});

describe('the tickets’ service worker script', () => {
  it('may only fetch from the site, and is checked again at every registration', async () => {
    const script = await app.inject('/ticket-sw.js');
    expect(script.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
    expect(script.headers['cache-control']).toBe('no-cache');
  });
});

describe('POST /api/pao/barcode', () => {
  const barcode = (uuid: string, body: object) => app.inject({ method: 'POST', url: `/api/pao/barcode?uuid=${uuid}`, payload: body });

  it('draws a TER ticket as a QR code and the others as Aztec, each carrying the signed ticket data', async () => {
    const answer = await found('QUAI01', 'Martin');
    const [tgv, ter] = answer.passengerData[0]!.travels;
    const aztec = await barcode(answer.uuid, {
      tcn: tgv!.ticketTcn,
      serviceItemId: tgv!.serviceItemId,
      supportType: 'BARCODE_2D',
      orderId: 'QUAI01',
      forceBase64Decode: false,
    });
    const qr = await barcode(answer.uuid, {
      tcn: ter!.ticketTcn,
      serviceItemId: ter!.serviceItemId,
      supportType: 'MOBILE_DEVICE',
      orderId: 'QUAI01',
      forceBase64Decode: true,
    });
    for (const [response, travel] of [
      [aztec, tgv!],
      [qr, ter!],
    ] as const) {
      expect(response.statusCode).toBe(200);
      const [content] = await readBarcodeBytes(Buffer.from(response.body, 'base64'));
      const verdict = verifyTicket(content!, keys.publicKey);
      expect(verdict).toMatchObject({
        valid: true,
        data: { ref: 'QUAI01', tcn: travel.ticketTcn, passenger: 'Claire Martin', train: travel.trainNumber, from: travel.origin },
      });
    }
  });

  it('gives a code the verifier checks offline with the key the store keeps', async () => {
    const answer = await found('QUAI01', 'Martin');
    const tgv = answer.passengerData[0]!.travels[0]!;
    const response = await barcode(answer.uuid, {
      tcn: tgv.ticketTcn,
      serviceItemId: tgv.serviceItemId,
      supportType: 'BARCODE_2D',
      orderId: 'QUAI01',
      forceBase64Decode: false,
    });
    const image = join(dataDirectory, 'ticket.png');
    writeFileSync(image, Buffer.from(response.body, 'base64'));
    const verify = (dataDir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'tools/verify-ticket.ts', image], {
        cwd: root,
        env: { ...process.env, QUAI_DATA_DIR: dataDir, QUAI_DATABASE_URL: '', QUAI_TICKET_SIGNING_KEY: '' },
        encoding: 'utf8',
      });
    const valid = verify(dataDirectory);
    expect(valid.status, valid.stderr).toBe(0);
    expect(valid.stdout).toContain('VALID');
    const elsewhere = verify(mkdtempSync(join(tmpdir(), 'quai-other-store-')));
    expect(elsewhere.status).toBe(2);
    expect(elsewhere.stderr).toContain('no ticket signing key');
  }, 60_000);

  it('applies the rules of the train type', async () => {
    const answer = await found('QUAI01', 'Martin');
    const ter = answer.passengerData[0]!.travels[1]!;
    const response = await barcode(answer.uuid, {
      tcn: ter.ticketTcn,
      serviceItemId: ter.serviceItemId,
      supportType: 'BARCODE_2D',
      orderId: 'QUAI01',
      forceBase64Decode: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.error).toContain('MOBILE_DEVICE');
  });

  it('draws given base64 data', async () => {
    const answer = await found('QUAI01', 'Martin');
    const response = await barcode(answer.uuid, { barcodeData: Buffer.from('hello').toString('base64'), decode: true });
    expect(Buffer.from((await readBarcodeBytes(Buffer.from(response.body, 'base64')))[0]!).toString()).toBe('hello');
  });

  it('answers 403 alike for a wrong uuid, an expired one and a ticket of another booking', async () => {
    const martin = await found('QUAI01', 'Martin');
    const dubois = await found('QUAI03', 'Dubois');
    const tgv = martin.passengerData[0]!.travels[0]!;
    const body = { tcn: tgv.ticketTcn, serviceItemId: tgv.serviceItemId, supportType: 'BARCODE_2D', orderId: 'QUAI01' };
    await database.db
      .updateTable('booking_access' as never)
      .set({ expires_at: '2000-01-01T00:00:00.000Z' } as never)
      .where('uuid' as never, '=', martin.uuid as never)
      .execute();
    const answers = [
      await barcode('not-a-uuid', body),
      await barcode(martin.uuid, body),
      await barcode(dubois.uuid, body),
      await barcode(dubois.uuid, { ...body, orderId: 'QUAI03' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
  });

  it('answers 400 with the reason for a malformed body', async () => {
    const answer = await found('QUAI01', 'Martin');
    const response = await barcode(answer.uuid, { tcn: 'x' });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('GET /api/pao/ticket-public-key', () => {
  it('answers the public key that checks the codes', async () => {
    const pem = (await app.inject('/api/pao/ticket-public-key')).body;
    expect(pem).toBe(keys.publicKey.export({ format: 'pem', type: 'spki' }).toString());
  });
});

describe('POST /api/pao/pdf and the PDF link', () => {
  const pdfBody = (extra: object = {}) => ({
    ticketsToPrint: [{ tcn: 'QUAI01-1-A1' }],
    serviceItems: [{ '@id': 'SI-QUAI01-1-A1' }],
    ticketKind: 'E_TICKET',
    supportType: 'PDF',
    order: { '@id': 'QUAI01' },
    languageCode: 'fr',
    ...extra,
  });

  it('answers a short-lived link to a PDF with one page per ticket, fonts embedded', async () => {
    const answer = await found('QUAI01', 'Martin');
    const one = await app.inject({
      method: 'POST',
      url: `/api/pao/pdf?uuid=${answer.uuid}`,
      payload: pdfBody(),
      headers: { 'x-correlation-id': 'abc-123' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['x-correlation-id']).toBe('abc-123');
    const file = await app.inject(one.json().pdfUrl);
    expect(file.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(file.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(embeddedFontNames(document)).toEqual([expect.stringContaining('DejaVuSans'), expect.stringContaining('DejaVuSans-Bold')]);
    const [text] = pageTexts(document);
    for (const expected of ['Claire Martin', 'TGV INOUI 6103', 'Paris Gare de Lyon', 'Marseille Saint-Charles', 'QUAI01', 'Voiture'])
      expect(text).toContain(expected);

    const global = await app.inject({
      method: 'POST',
      url: `/api/pao/pdf?uuid=${answer.uuid}`,
      payload: pdfBody({ printDematerializedTicketsPolicy: 'GLOBAL' }),
    });
    // Two passengers, each with two outward legs and one return.
    expect((await PDFDocument.load((await app.inject(global.json().pdfUrl)).rawPayload)).getPageCount()).toBe(6);
  });

  it('writes the operator and the times in Paris time on the ticket, and gives a proof of travel for documentType PROOF', async () => {
    const answer = await found('QUAI01', 'Martin');
    const tgv = answer.passengerData[0]!.travels[0]!;
    const pdfOf = async (body: object) =>
      PDFDocument.load(
        (await app.inject((await app.inject({ method: 'POST', url: `/api/pao/pdf?uuid=${answer.uuid}`, payload: body })).json().pdfUrl))
          .rawPayload,
      );
    const [ticket] = pageTexts(await pdfOf(pdfBody()));
    const paris = (instant: string) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
    for (const expected of [printedOperator(tgv.trainType), paris(tgv.departureDate), paris(tgv.arrivalDate), `Voiture ${tgv.coach}`])
      expect(ticket).toContain(expected);
    const proof = await pdfOf(pdfBody({ documentType: 'PROOF' }));
    expect(proof.getTitle()).toBe('Justificatif de voyage QUAI01');
    expect(pageTexts(proof)[0]).toContain('Claire Martin');
  });

  it('refuses a foreign ticket with 403 and a tampered link with 403', async () => {
    const answer = await found('QUAI01', 'Martin');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/pao/pdf?uuid=${answer.uuid}`,
          payload: pdfBody({ ticketsToPrint: [{ tcn: 'QUAI03-1-A1' }] }),
        })
      ).statusCode,
    ).toBe(403);
    const { pdfUrl } = (await app.inject({ method: 'POST', url: `/api/pao/pdf?uuid=${answer.uuid}`, payload: pdfBody() })).json();
    expect((await app.inject(`${pdfUrl}x`)).statusCode).toBe(403);
  });

  it('answers 410 once the link has expired', async () => {
    const answer = await found('QUAI01', 'Martin');
    const { pdfUrl } = (await app.inject({ method: 'POST', url: `/api/pao/pdf?uuid=${answer.uuid}`, payload: pdfBody() })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    try {
      expect((await app.inject(pdfUrl)).statusCode).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the proof URL for the passenger of the booking only', async () => {
    const answer = await found('QUAI01', 'Martin');
    const query = (name: string, uuid = answer.uuid) =>
      `/api/bff/mpd/proof?${new URLSearchParams({ travelId: 'QUAI01-1-A1', titleIds: 'QUAI01-1-A1,QUAI01-2-A1', ref: 'QUAI01', name, uuid })}`;
    const proof = await app.inject(query('martin'));
    expect(proof.statusCode).toBe(200);
    const file = await app.inject(proof.json().url);
    expect((await PDFDocument.load(file.rawPayload)).getTitle()).toBe('Justificatif de voyage QUAI01');
    expect((await app.inject(query('Dubois'))).statusCode).toBe(403);
    expect((await app.inject(query('Martin', '11111111-1111-4111-8111-111111111111'))).statusCode).toBe(403);
  });
});

describe('logs', () => {
  it('hold nothing of a passenger’s data, reference or uuid, whatever the calls', async () => {
    const lines: string[] = [];
    const logged = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    registerApiSchemas(logged);
    await travellerFileRoutes(logged, {
      store: database,
      runtime: async () => runtime,
      root,
      services: { booking: service },
    } as unknown as BffContext);
    const answer = (
      await logged.inject({
        method: 'POST',
        url: '/api/bff/booking-file',
        payload: { reference: 'QUAI01', passengerName: 'Martin' },
        remoteAddress: '10.2.0.1',
      })
    ).json() as BookingFileAnswer;
    await logged.inject({
      method: 'POST',
      url: '/api/bff/booking-file',
      payload: { reference: 'QUAI04', passengerName: 'Lefèvre-Inconnu' },
      remoteAddress: '10.2.0.1',
    });
    const tgv = answer.passengerData[0]!.travels[0]!;
    await logged.inject({
      method: 'POST',
      url: `/api/pao/barcode?uuid=${answer.uuid}`,
      payload: { tcn: tgv.ticketTcn, serviceItemId: tgv.serviceItemId, supportType: 'BARCODE_2D', orderId: 'QUAI01' },
    });
    const { pdfUrl } = (
      await logged.inject({
        method: 'POST',
        url: `/api/pao/pdf?uuid=${answer.uuid}`,
        payload: {
          ticketsToPrint: [{ tcn: tgv.ticketTcn }],
          serviceItems: [],
          ticketKind: 'E_TICKET',
          supportType: 'PDF',
          order: { '@id': 'QUAI01' },
          languageCode: 'fr',
        },
      })
    ).json();
    await logged.inject(pdfUrl);
    await logged.inject(
      `/api/bff/mpd/proof?${new URLSearchParams({ travelId: tgv.ticketTcn, titleIds: tgv.ticketTcn, ref: 'QUAI01', name: 'Martin', uuid: answer.uuid })}`,
    );
    await logged.close();
    const log = lines.join('\n');
    for (const secret of ['Martin', 'Claire', 'Lefèvre', 'QUAI01', 'QUAI04', answer.uuid, pdfUrl.split('=')[1]])
      expect(log).not.toContain(secret);
  });
});
