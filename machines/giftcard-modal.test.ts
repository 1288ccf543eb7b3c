import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, type EventFromLogic, waitFor } from 'xstate';
import { giftCardModalMachine, type Captcha, type ModalRefusal } from './giftcard-modal';

const captcha = (n: number): Captcha => ({ captchaId: `c${n}`, encodedImage: 'PHN2Zz4=', imageType: 'image/svg+xml' });
const values = { email: 'a@b.fr', confirm: 'a@b.fr', captchaCode: 'abcde' };

const events = [
  { type: 'open' },
  { type: 'close' },
  { type: 'submit', values },
  { type: 'captcha.reload' },
  { type: 'xstate.done.actor.loadCaptcha', output: captcha(1) },
  { type: 'xstate.error.actor.loadCaptcha', error: new Error('offline') },
  { type: 'xstate.done.actor.send', output: {} },
  { type: 'xstate.error.actor.send', error: { status: 401, cause: 'INCORRECT_CAPTCHA' } },
  { type: 'xstate.error.actor.send', error: { status: 404 } },
] as unknown as Array<EventFromLogic<typeof giftCardModalMachine>>;

describe.each([true, false])('a gift-card dialog (captcha: %s)', (withCaptcha) => {
  const paths = [
    ...getSimplePaths(giftCardModalMachine, { input: { withCaptcha }, events }),
    ...getShortestPaths(giftCardModalMachine, { input: { withCaptcha }, events }),
  ];

  it('walks every path: closing always forgets the answer, the captcha and the confirmation', () => {
    for (const path of paths) {
      const actor = createActor(
        giftCardModalMachine.provide({
          actors: {
            loadCaptcha: fromPromise(() => new Promise<never>(() => {})) as never,
            send: fromPromise(() => new Promise<never>(() => {})) as never,
          },
        }),
        { input: { withCaptcha } },
      ).start();
      for (const step of path.steps) actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      if (snapshot.value === 'closed') expect(snapshot.context).toMatchObject({ captcha: null, captchaError: false, refusal: null });
      if (!withCaptcha) expect(JSON.stringify(snapshot.value)).not.toContain('loadingCaptcha');
    }
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toContain('"success"');
    expect(reached).toContain(JSON.stringify({ open: 'sending' }));
  });
});

describe('a dialog with a captcha', () => {
  it('fetches a captcha on opening, a new one after a wrong answer (marking the field), and sends the current one', async () => {
    let fetched = 0;
    const sent: Array<string | undefined> = [];
    const answers: Array<ModalRefusal | null> = [{ status: 401, cause: 'INCORRECT_CAPTCHA' }, null];
    const actor = createActor(
      giftCardModalMachine.provide({
        actors: {
          loadCaptcha: fromPromise(async () => captcha(++fetched)),
          send: fromPromise(async ({ input }) => {
            sent.push(input.captcha?.captchaId);
            const refusal = answers.shift();
            if (refusal) throw refusal;
            return {};
          }),
        },
      }),
      { input: { withCaptcha: true } },
    ).start();
    actor.send({ type: 'open' });
    await waitFor(actor, (state) => state.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.captcha?.captchaId).toBe('c1');
    actor.send({ type: 'submit', values });
    await waitFor(actor, (state) => state.matches({ open: 'editing' }) && state.context.captcha?.captchaId === 'c2');
    expect(actor.getSnapshot().context.captchaError).toBe(true);
    actor.send({ type: 'submit', values });
    await waitFor(actor, (state) => state.matches('success'));
    expect(sent).toEqual(['c1', 'c2']);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open' });
    await waitFor(actor, (state) => state.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ captchaError: false, refusal: null, captcha: { captchaId: 'c3' } });
  });

  it('keeps a not-found refusal for the page to show, with the form still open', async () => {
    const actor = createActor(
      giftCardModalMachine.provide({ actors: { send: fromPromise(async () => Promise.reject({ status: 404 })) as never } }),
      { input: { withCaptcha: false } },
    ).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'submit', values });
    await waitFor(actor, (state) => state.matches({ open: 'editing' }) && state.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toEqual({ status: 404, cause: undefined });
  });
});
