import { createActor, fromPromise, waitFor } from 'xstate';
import { ticketPdfMachine } from './ticket-pdf';

function start(answer: () => Promise<string>) {
  const opened: string[] = [];
  let abandoned = 0;
  const machine = ticketPdfMachine.provide({
    actors: { requestPdf: fromPromise(answer) },
    actions: { openPdf: (_, { url }) => void opened.push(url), abandon: () => void abandoned++ },
  });
  return { actor: createActor(machine).start(), opened, abandoned: () => abandoned };
}

describe('ticket PDF machine', () => {
  it('goes idle, loading, then opens the URL and is idle again', async () => {
    const { actor, opened } = start(async () => '/api/pao/pdf-file?token=abc');
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'pdf.download' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(opened).toEqual(['/api/pao/pdf-file?token=abc']);
  });

  it('shows the error on failure, gives up the window, and tries again on the next press', async () => {
    let fail = true;
    const { actor, opened, abandoned } = start(async () => {
      if (fail) throw new Error('403');
      return '/pdf';
    });
    actor.send({ type: 'pdf.download' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(abandoned()).toBe(1);
    fail = false;
    actor.send({ type: 'pdf.download' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(opened).toEqual(['/pdf']);
  });
});
