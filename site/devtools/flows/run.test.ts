import { fromCallback, setup } from 'xstate';
import { toastsMachine } from '../../../machines/toasts';
import { vatCheckMachine } from '../../../machines/vat-check';
import { webformSubmissionMachine } from '../../../machines/webform-submission';
import { startFlow } from './harness';
import { FlowRunError, parseRun, replay } from './run';

describe('the flow harness', () => {
  it('keeps the VAT call pending until the developer answers it', () => {
    const flow = startFlow(vatCheckMachine);
    flow.send({ type: 'vat.country', country: 'FR' });
    flow.send({ type: 'vat.number', number: '40303265045' });
    flow.send({ type: 'vat.check' });
    expect(flow.state().value).toBe('loading');
    expect(flow.pending()).toEqual([expect.objectContaining({ src: 'check', input: { country: 'FR', number: '40303265045' } })]);
    flow.resolve('check', { valid: true, message: 'SNCF VOYAGEURS' });
    expect(flow.state()).toEqual({
      value: 'valid',
      context: { country: 'FR', number: '40303265045', message: 'SNCF VOYAGEURS' },
      status: 'active',
    });
    expect(flow.pending()).toEqual([]);
  });

  it('turns a rejected call into the machine error path', () => {
    const flow = startFlow(webformSubmissionMachine);
    flow.send({ type: 'submit', values: { name: 'A' }, errors: {} });
    flow.reject('submit', { errors: { email: 'Invalid' } });
    expect(flow.state().value).toBe('error');
    expect(flow.state().context).toMatchObject({ errors: { email: 'Invalid' } });
  });

  it('runs delayed events on a simulated clock: an error toast closes after 5000 ms, not before', () => {
    const flow = startFlow(toastsMachine);
    flow.send({ type: 'toast.add', id: 't1', request: { kind: 'error', message: 'Oops' } });
    expect(flow.timers()).toEqual([{ in: 5000 }]);
    flow.advance(4999);
    expect((flow.state().context as { toasts: unknown[] }).toasts).toHaveLength(1);
    flow.advance(1);
    expect((flow.state().context as { toasts: unknown[] }).toasts).toEqual([]);
    expect(flow.now()).toBe(5000);
  });

  it('lets a faked callback send an event back to the machine', () => {
    const listening = setup({
      actors: { socket: fromCallback(() => () => {}) },
    }).createMachine({
      initial: 'waiting',
      states: { waiting: { invoke: { src: 'socket' }, on: { 'socket.message': 'received' } }, received: {} },
    });
    const flow = startFlow(listening);
    expect(flow.pending().map((effect) => effect.src)).toEqual(['socket']);
    flow.sendBack('socket', { type: 'socket.message' });
    expect(flow.state().value).toBe('received');
  });

  it('refuses to answer an effect that is not pending, naming the pending ones', () => {
    const flow = startFlow(vatCheckMachine);
    expect(() => flow.resolve('check', {})).toThrow('no pending effect named "check" (pending: none)');
  });
});

describe('recorded runs', () => {
  it('replay step by step, keeping the state after each one', () => {
    const { states } = replay(
      vatCheckMachine,
      undefined,
      parseRun(
        JSON.stringify([
          { do: 'send', event: { type: 'vat.country', country: 'FR' } },
          { do: 'send', event: { type: 'vat.number', number: '1' } },
          { do: 'send', event: { type: 'vat.check' } },
          { do: 'reject', effect: 'check', value: null },
        ]),
      ),
    );
    expect(states.map((state) => state.value)).toEqual(['notRun', 'notRun', 'notRun', 'loading', 'failed']);
  });

  it.each([
    ['not JSON', '[{', 'the run is not valid JSON'],
    ['not a list', '{}', 'the run is a JSON array of steps'],
    ['an event without type', '[{"do":"send","event":{}}]', 'step 1: an event is an object with a non-empty "type"'],
    ['a negative delay', '[{"do":"advance","ms":-5}]', 'step 1: "ms" is a positive whole number'],
    ['an unknown action', '[{"do":"jump"}]', 'step 1: "do" is one of send, resolve, reject, sendBack, advance'],
  ])('reject %s with a reason', (_name, text, message) => {
    expect(() => parseRun(text)).toThrow(new FlowRunError(message));
  });

  it('name the step that cannot be replayed', () => {
    expect(() => replay(vatCheckMachine, undefined, [{ do: 'resolve', effect: 'check', value: {} }])).toThrow(
      'step 1: no pending effect named "check"',
    );
  });
});
