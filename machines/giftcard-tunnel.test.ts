import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, type EventFromLogic, type AnyEventObject } from 'xstate';
import {
  AGENCY_OVERLAY_MS,
  giftCardTunnelMachine,
  tunnelStep,
  type TunnelInput,
  type TunnelState,
  type TunnelToast,
} from './giftcard-tunnel';

const initial: TunnelState = {
  personalizedMessage: '',
  sendMode: 'self',
  buyerInfos: { lastname: '', firstname: '', email: '', confirm: '' },
  beneficiaryInfos: { lastname: '', firstname: '', email: '', confirm: '' },
  activationMode: 'DIRECT',
  activationDate: '2026-11-23',
  amount: 0,
  agencyCode: null,
  productId: '',
  discountId: null,
  discountedAmount: null,
  imageId: '',
};
const saved: TunnelState = { ...initial, personalizedMessage: 'Pour toi', amount: 80, productId: 'carte-cadeau', imageId: 'voyage' };
const defaults = { amount: 20, productId: 'carte-cadeau', imageId: 'voyage', discountId: 'lancement-10', discountedAmount: 18 };

/** The server's message while its database is away (site/i18n/fr/outage.json, 5 s). */
const OUTAGE = 'Le service est momentanément indisponible. Votre saisie est conservée : réessayez dans 5 secondes.';

/** Every event the tunnel can receive, answers of its calls included. */
const events = [
  { type: 'catalogue.loaded', defaults },
  { type: 'catalogue.failed' },
  { type: 'catalogue.reloaded', pricing: { productId: 'carte-cadeau', discountId: null, discountedAmount: 80 } },
  { type: 'xstate.done.actor.resume', output: { tunnelState: saved, tunnelStep: 'ABANDONED' } },
  { type: 'xstate.done.actor.resume', output: { tunnelState: saved, tunnelStep: 'ERROR' } },
  { type: 'xstate.done.actor.resume', output: { tunnelState: saved, tunnelStep: 2 } },
  { type: 'xstate.error.actor.resume', error: new Error('tampered') },
  { type: `xstate.after.${AGENCY_OVERLAY_MS}.giftCardTunnel.agencyWelcome` },
  { type: 'update', values: { amount: 50 } },
  { type: 'submit', valid: false },
  { type: 'submit', valid: true },
  { type: 'modify' },
  { type: 'terms', accepted: true },
  { type: 'terms', accepted: false },
  { type: 'pay' },
  { type: 'xstate.done.actor.initPurchase', output: { pageUrl: '/_test-psp/pay/1' } },
  { type: 'xstate.error.actor.initPurchase', error: { errorCode: 'EMPTY_STOCK' } },
  { type: 'xstate.error.actor.initPurchase', error: { status: 500 } },
  { type: 'xstate.error.actor.initPurchase', error: { status: 503, outage: OUTAGE } },
] as unknown as Array<EventFromLogic<typeof giftCardTunnelMachine>>;

const inputs: Record<string, TunnelInput> = {
  fresh: { key: null, agencyCode: null, initial },
  withKey: { key: 'sealed', agencyCode: null, initial },
  withAgency: { key: null, agencyCode: 'AGV123', initial },
};

/** Replays a path on a running tunnel whose calls never answer by themselves, noting its effects. */
function replay(input: TunnelInput, steps: readonly AnyEventObject[] | readonly object[]) {
  const toasts: TunnelToast[] = [];
  const redirects: string[] = [];
  const machine = giftCardTunnelMachine.provide({
    actors: {
      resume: fromPromise(() => new Promise<never>(() => {})) as never,
      initPurchase: fromPromise(() => new Promise<never>(() => {})) as never,
    },
    actions: { notify: (_, params) => toasts.push(params.toast), redirect: (_, params) => redirects.push(params.pageUrl) },
  });
  const actor = createActor(machine, { input }).start();
  const seen = [actor.getSnapshot()];
  for (const event of steps) {
    actor.send(event as never);
    seen.push(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), seen, toasts, redirects };
}

describe.each(Object.entries(inputs))('the purchase tunnel, arriving %s', (_name, input) => {
  const paths = getSimplePaths(giftCardTunnelMachine, { input, events, toState: (state) => state.status === 'done' }).concat(
    getShortestPaths(giftCardTunnelMachine, { input, events }),
  );

  it('walks every path to its state, paying only with the terms ticked', () => {
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      const { snapshot, seen, redirects } = replay(
        input,
        path.steps.map((step) => step.event),
      );
      expect(snapshot.value).toEqual(path.state.value);
      for (const state of seen) if (state.value === 'paying') expect(state.context.termsAccepted).toBe(true);
      if (snapshot.value === 'redirecting') expect(redirects).toEqual(['/_test-psp/pay/1']);
    }
  });

  it('reaches every step, or shows nothing when the catalogue fails', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect(reached).toContain('unavailable');
    expect(reached).toContain('redirecting');
    expect(new Set([...reached].map(tunnelStep))).toEqual(new Set([0, 1, 2]));
  });
});

describe('the purchase tunnel rules', () => {
  const loaded = { type: 'catalogue.loaded', defaults };

  it('restores the saved state at step 0 with a payment-cancelled or retry-later toast', () => {
    for (const [step, toast] of [
      ['ABANDONED', 'payment_cancelled'],
      ['ERROR', 'retry_later'],
    ] as const) {
      const { snapshot, toasts } = replay(inputs.withKey!, [
        loaded,
        { type: 'xstate.done.actor.resume', output: { tunnelState: saved, tunnelStep: step } },
      ]);
      expect(snapshot.value).toBe('personalisation');
      expect(snapshot.context.values.personalizedMessage).toBe('Pour toi');
      expect(toasts).toEqual([toast]);
    }
  });

  it('starts again at step 0 with the defaults when the key cannot be opened', () => {
    const { snapshot, toasts } = replay(inputs.withKey!, [loaded, { type: 'xstate.error.actor.resume', error: new Error('400') }]);
    expect(snapshot.value).toBe('personalisation');
    expect(snapshot.context.values).toMatchObject({ amount: 20, personalizedMessage: '' });
    expect(toasts).toEqual([]);
  });

  it('shows the agency overlay for 3 s, then names the partner', () => {
    vi.useFakeTimers();
    try {
      const toasts: TunnelToast[] = [];
      const actor = createActor(giftCardTunnelMachine.provide({ actions: { notify: (_, params) => toasts.push(params.toast) } }), {
        input: inputs.withAgency!,
      }).start();
      actor.send(loaded as never);
      expect(actor.getSnapshot().value).toBe('agencyWelcome');
      vi.advanceTimersByTime(AGENCY_OVERLAY_MS - 1);
      expect(actor.getSnapshot().value).toBe('agencyWelcome');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('personalisation');
      expect(toasts).toEqual(['agency_welcome']);
      expect(actor.getSnapshot().context.values.agencyCode).toBe('AGV123');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back to step 0 and reloads the catalogue when the discount ran out; other failures stay on the summary', () => {
    const toSummary = [loaded, { type: 'submit', valid: true }, { type: 'terms', accepted: true }, { type: 'pay' }];
    const empty = replay(inputs.fresh!, [...toSummary, { type: 'xstate.error.actor.initPurchase', error: { errorCode: 'EMPTY_STOCK' } }]);
    expect(empty.snapshot.value).toBe('reloadingCatalogue');
    expect(empty.toasts).toEqual(['empty_stock']);
    const failed = replay(inputs.fresh!, [...toSummary, { type: 'xstate.error.actor.initPurchase', error: { status: 500 } }]);
    expect(failed.snapshot.value).toBe('summary');
    expect(failed.toasts).toEqual(['generic_error']);
  });

  it('after a 503 shows the server’s message on the summary, no toast, everything kept and the terms still ticked; paying again clears it', () => {
    const edits = { amount: 120, personalizedMessage: 'Bon voyage', buyerInfos: { ...initial.buyerInfos, lastname: 'Bernard' } };
    const toSummary = [loaded, { type: 'update', values: edits }, { type: 'submit', valid: true }, { type: 'terms', accepted: true }];
    const refused = { type: 'xstate.error.actor.initPurchase', error: { status: 503, outage: OUTAGE } };
    const away = replay(inputs.fresh!, [...toSummary, { type: 'pay' }, refused]);
    expect(away.snapshot.value).toBe('summary');
    expect(away.snapshot.context.outage).toBe(OUTAGE);
    expect(away.snapshot.context.termsAccepted).toBe(true);
    expect(away.snapshot.context.values).toMatchObject(edits);
    expect(away.toasts).toEqual([]);
    const again = replay(inputs.fresh!, [...toSummary, { type: 'pay' }, refused, { type: 'pay' }]);
    expect(again.snapshot.value).toBe('paying');
    expect(again.snapshot.context.outage).toBeNull();
    const edited = replay(inputs.fresh!, [...toSummary, { type: 'pay' }, refused, { type: 'modify' }]);
    expect(edited.snapshot.context.outage).toBeNull();
  });

  describe("after EMPTY_STOCK, back at step 0 with the buyer's edits, priced under the new catalogue", () => {
    const edits = { amount: 120, personalizedMessage: 'Bon voyage', buyerInfos: { ...initial.buyerInfos, lastname: 'Bernard' } };
    const emptyStock = [
      { type: 'update', values: edits },
      { type: 'submit', valid: true },
      { type: 'terms', accepted: true },
      { type: 'pay' },
      { type: 'xstate.error.actor.initPurchase', error: { errorCode: 'EMPTY_STOCK' } },
      { type: 'catalogue.reloaded', pricing: { productId: 'carte-cadeau', discountId: null, discountedAmount: 120 } },
    ];

    it('with a return key: the stored state does not come back, nor its payment-cancelled toast', () => {
      const { snapshot, toasts } = replay(inputs.withKey!, [
        loaded,
        { type: 'xstate.done.actor.resume', output: { tunnelState: saved, tunnelStep: 'ABANDONED' } },
        ...emptyStock,
      ]);
      expect(snapshot.value).toBe('personalisation');
      expect(snapshot.context.values).toMatchObject({ ...edits, discountId: null, discountedAmount: 120 });
      expect(toasts).toEqual(['payment_cancelled', 'empty_stock']);
    });

    it("with an agency code: no second overlay nor partner toast, and the amount stays the buyer's", () => {
      vi.useFakeTimers();
      try {
        const toasts: TunnelToast[] = [];
        const actor = createActor(
          giftCardTunnelMachine.provide({
            actors: { initPurchase: fromPromise(() => new Promise<never>(() => {})) as never },
            actions: { notify: (_, params) => toasts.push(params.toast) },
          }),
          { input: inputs.withAgency! },
        ).start();
        actor.send(loaded as never);
        vi.advanceTimersByTime(AGENCY_OVERLAY_MS);
        for (const event of emptyStock) actor.send(event as never);
        expect(actor.getSnapshot().value).toBe('personalisation');
        vi.advanceTimersByTime(AGENCY_OVERLAY_MS);
        expect(actor.getSnapshot().value).toBe('personalisation');
        expect(actor.getSnapshot().context.values).toMatchObject({ ...edits, agencyCode: 'AGV123', discountedAmount: 120 });
        expect(toasts).toEqual(['agency_welcome', 'empty_stock']);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('keeps the edits across modify and unticks the terms', () => {
    const { snapshot } = replay(inputs.fresh!, [
      loaded,
      { type: 'update', values: { amount: 75 } },
      { type: 'submit', valid: true },
      { type: 'terms', accepted: true },
      { type: 'modify' },
    ]);
    expect(snapshot.value).toBe('personalisation');
    expect(snapshot.context.values.amount).toBe(75);
    expect(snapshot.context.termsAccepted).toBe(false);
  });
});
