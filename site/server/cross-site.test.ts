import Fastify from 'fastify';
import { refuseCrossSiteWrites } from './cross-site';

const app = Fastify();
app.addHook('onRequest', refuseCrossSiteWrites);
app.post('/api/thing', async () => ({ stored: true }));
app.get('/api/thing', async () => ({ read: true }));
const post = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/thing', headers: { host: 'quai.example', ...headers }, payload: {} });

describe('state-changing requests from another site', () => {
  it('are refused with 403 and a reason, whether the browser says so in Sec-Fetch-Site or in Origin', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const response = await post(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message.error).toMatch(/another site/);
    }
  });

  it('go through from the site itself, from a typed address, or from a client that is no browser', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { 'sec-fetch-site': 'same-origin', origin: 'https://quai.example' },
      { origin: 'https://quai.example' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      expect((await post(headers)).statusCode).toBe(200);
    }
  });

  it('leave reading requests alone', async () => {
    expect((await app.inject({ url: '/api/thing', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });
});
