import { startServer } from './server';

describe('the clock of a server under test', () => {
  it('is refused in production: the server stops at start and says why', async () => {
    await expect(startServer({ env: { NODE_ENV: 'production', QUAI_TEST_NOW: '2026-11-26T08:00:00+01:00' } })).rejects.toThrow(
      /server exited early:\nQUAI_TEST_NOW is for tests only and is refused when NODE_ENV=production/,
    );
  });

  it('starts at QUAI_TEST_NOW: the train number form is dated that day by the server', async () => {
    const server = await startServer({ env: { QUAI_TEST_NOW: '2027-03-04T23:30:00Z' } });
    try {
      const answer = await fetch(`${server.url}/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train`);
      // 23:30 UTC is already the next day in Paris.
      expect(await answer.text()).toContain('value="2027-03-05"');
    } finally {
      await server.stop();
    }
  });
});
