import { createActor, SimulatedClock } from 'xstate';
import { ERROR_TOAST_TIMEOUT, MAX_VISIBLE_TOASTS, toastFrom, toastsMachine, type ToastRequest } from './toasts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  const add = (id: string, request: ToastRequest) => actor.send({ type: 'toast.add', id, request });
  const visible = () => actor.getSnapshot().context.toasts.map((toast) => toast.id);
  return { clock, actor, add, visible };
}

const info: ToastRequest = { kind: 'info', message: 'Votre e-billet a été ajouté au dossier.' };
const error: ToastRequest = { kind: 'error', message: 'Le service est momentanément indisponible.' };

describe('toasts machine', () => {
  it('shows at most 3 toasts: a fourth is not added while 3 are visible', () => {
    const { add, visible } = start();
    add('a', info);
    add('b', info);
    add('c', info);
    add('d', info);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(visible()).toEqual(['a', 'b', 'c']);
  });

  it('adds a new toast once the third-from-last has expired', () => {
    const { clock, add, visible } = start();
    add('error', error);
    add('b', info);
    add('c', info);
    add('refused', info);
    expect(visible()).toEqual(['error', 'b', 'c']);
    clock.increment(ERROR_TOAST_TIMEOUT);
    expect(visible()).toEqual(['b', 'c']);
    add('d', info);
    expect(visible()).toEqual(['b', 'c', 'd']);
  });

  it('closes an error toast after 5000 ms, not before', () => {
    const { clock, add, visible } = start();
    add('error', error);
    clock.increment(4999);
    expect(visible()).toEqual(['error']);
    clock.increment(1);
    expect(visible()).toEqual([]);
  });

  it('keeps other toasts until they are closed (infinite default duration)', () => {
    const { clock, actor, add, visible } = start();
    add('ok', { kind: 'success', message: 'Message envoyé.' });
    clock.increment(24 * 3600 * 1000);
    expect(visible()).toEqual(['ok']);
    actor.send({ type: 'toast.close', id: 'ok' });
    expect(visible()).toEqual([]);
  });

  it('honours an explicit timeout, and a closed timed toast does not expire twice', () => {
    const { clock, actor, add, visible } = start();
    add('short', { ...info, timeout: 1000 });
    actor.send({ type: 'toast.close', id: 'short' });
    add('short', { ...info, timeout: 3000 });
    clock.increment(1000);
    expect(visible()).toEqual(['short']);
    clock.increment(2000);
    expect(visible()).toEqual([]);
  });

  it('gives the error toast no close button and others one, by default', () => {
    expect(toastFrom('e', error)).toMatchObject({ timeout: 5000, closable: false });
    expect(toastFrom('i', info)).toMatchObject({ timeout: null, closable: true });
    expect(toastFrom('e', { ...error, closable: true, timeout: null })).toMatchObject({ timeout: null, closable: true });
  });
});
