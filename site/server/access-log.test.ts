import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { accessLogFromEnvironment, accessLogHook } from './access-log';

/** A server logging into an array, with the given access log options. */
async function serverLogging(options: Parameters<typeof accessLogHook>[0]) {
  const lines: Array<{ level: number; msg: string; statusCode?: number }> = [];
  const stream = new Writable({
    write: (chunk, _encoding, done) => {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { stream }, logController: new LogController({ disableRequestLogging: true }) });
  app.addHook('onResponse', accessLogHook(options));
  app.get('/fast', async () => 'ok');
  app.get('/slow', async () => new Promise((resolve) => setTimeout(() => resolve('late'), 700)));
  app.get('/broken', async (_request, reply) => reply.status(503).send('down'));
  return { app, lines };
}

describe('access log', () => {
  it('in production logs no ordinary request, but every server error and every slow request', async () => {
    const { app, lines } = await serverLogging({ sampleRate: 0, slowMs: 500 });
    for (let index = 0; index < 20; index += 1) await app.inject('/fast');
    await app.inject('/slow');
    await app.inject('/broken');
    expect(lines.map((line) => line.msg)).toEqual(['slow request', 'request failed']);
    expect(lines[1]).toMatchObject({ statusCode: 503, level: 50 });
  });

  it('logs every request at a sample rate of 1', async () => {
    const { app, lines } = await serverLogging({ sampleRate: 1, slowMs: 1000 });
    for (let index = 0; index < 5; index += 1) await app.inject('/fast');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(5);
  });

  it('reads its settings from the environment, ignoring values out of range', () => {
    expect(accessLogFromEnvironment({})).toEqual({ sampleRate: 0, slowMs: 1000 });
    expect(accessLogFromEnvironment({ QUAI_ACCESS_LOG_SAMPLE: '0.01', QUAI_SLOW_REQUEST_MS: '250' })).toEqual({
      sampleRate: 0.01,
      slowMs: 250,
    });
    expect(accessLogFromEnvironment({ QUAI_ACCESS_LOG_SAMPLE: '7', QUAI_SLOW_REQUEST_MS: 'soon' })).toEqual({
      sampleRate: 0,
      slowMs: 1000,
    });
  });
});
