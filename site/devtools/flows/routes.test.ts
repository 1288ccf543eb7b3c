import { join } from 'node:path';
import { EmbeddedContentSource } from '../../../adapters/content/embedded-source';
import { startPagesApp } from '../../../tests/helpers/full-app';

const root = join(import.meta.dirname, '../../..');
const contentSource = new EmbeddedContentSource(join(root, 'tests/fixtures/content'), root);
const withTools = (await startPagesApp({ contentSource, app: { devTools: true } })).app;
const withoutTools = (await startPagesApp({ contentSource, app: { devTools: false } })).app;

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
const vatRun = JSON.stringify([{ do: 'send', event: { type: 'vat.country', country: 'FR' } }]);

describe('the flow inspector routes', () => {
  it('apply a step by redirecting to the longer run', async () => {
    const response = await withTools.inject(
      `/_flows/vat-check/step?${query({ run: vatRun, do: 'send', type: 'vat.number', payload: '{"number":"1"}' })}`,
    );
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(JSON.parse(location.searchParams.get('run')!)).toEqual([
      ...JSON.parse(vatRun),
      { do: 'send', event: { number: '1', type: 'vat.number' } },
    ]);
  });

  it.each([
    ['a run that is not JSON', `/_flows/vat-check?${query({ run: '[' })}`, 'the run is not valid JSON'],
    ['a step back beyond the run', `/_flows/vat-check?${query({ run: vatRun, at: '4' })}`, '&quot;at&quot; is a step number from 0 to 1'],
    [
      'an answer to no pending effect',
      `/_flows/vat-check/step?${query({ run: vatRun, do: 'resolve', effect: 'check', answer: '{}' })}`,
      'no pending effect named &quot;check&quot;',
    ],
    [
      'a clock moved backwards',
      `/_flows/toasts/step?${query({ do: 'advance', ms: '-1' })}`,
      'time advances by a positive whole number of milliseconds',
    ],
  ])('answer 400 with the reason to %s', async (_name, url, reason) => {
    const response = await withTools.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(reason);
  });

  it('export a run as a Vitest file, and refuse a broken one with 400', async () => {
    const response = await withTools.inject(`/_flows/vat-check/export?${query({ run: vatRun })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="vat-check.recorded.test.ts"');
    expect(response.body).toContain('flow.send({"type":"vat.country","country":"FR"});');
    const broken = await withTools.inject(`/_flows/vat-check/export?${query({ run: '[{"do":"jump"}]' })}`);
    expect([broken.statusCode, broken.body]).toEqual([400, 'step 1: "do" is one of send, resolve, reject, sendBack, advance']);
  });

  it('answer 404 for a machine that does not exist, and for everything when the tools are off', async () => {
    expect((await withTools.inject('/_flows/no-such-machine')).statusCode).toBe(404);
    for (const path of ['/_flows', '/_flows/vat-check']) expect((await withoutTools.inject(path)).statusCode).toBe(404);
  });
});
