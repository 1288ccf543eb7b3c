import type { FlowExamples } from '../examples';

/** An error toast, which closes by itself after 5 s, and the id it is closed or expired by. */
const examples: FlowExamples = {
  events: {
    'toast.add': { id: 'toast-1', request: { kind: 'error', message: 'The form could not be sent' } },
    'toast.close': { id: 'toast-1' },
    'toast.expire': { id: 'toast-1' },
  },
};
export default examples;
