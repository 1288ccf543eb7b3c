import { createBrowserInspector } from '@statelyai/inspect';
import { Actor, type AnyActor } from 'xstate';

/**
 * `?inspect` on a page: Stately's hosted inspector (in a window it opens) shows every machine the
 * page starts. Blocks create their actors themselves, so each root actor is handed to the
 * inspector as it starts, and its system reports every later event and child. Loaded by the
 * browser entry only when asked: visitors never download it.
 */
export function inspectMachines(): void {
  const inspector = createBrowserInspector();
  const start = Actor.prototype.start;
  Actor.prototype.start = function (this: AnyActor) {
    if (!(this as unknown as { _parent?: unknown })._parent) {
      inspector.actor(this, this.getSnapshot());
      this.system.inspect(inspector.inspect);
    }
    return start.call(this);
  };
}
