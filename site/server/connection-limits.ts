import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server, Socket } from 'node:net';

/**
 * Deadlines and caps that keep slow or greedy clients from holding the server: a client must
 * send complete headers within 10 s (`HEADERS_DEADLINE_MS`, see `enforceRequestDeadlines`) and its
 * whole request within 2 minutes (an upload on a slow phone), an idle kept-alive connection
 * closes after 5 s, and one address may hold at most `QUAI_MAX_CONNECTIONS_PER_CLIENT`
 * connections (64) at once.
 */
export const TIMEOUTS = {
  connectionTimeout: 60_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
} as const;
export const HEADERS_DEADLINE_MS = 10_000;

const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Closes a connection whose request headers are not complete `headersMs` after it opened or
 * after its last answer, with a 408. Node's own `headersTimeout` is checked by a periodic sweep
 * that, on Node 20, lets half-sent headers hold a connection indefinitely (a "slowloris" held
 * 2,000 of them open well past the deadline): one timer per connection is exact and cheap.
 */
export function enforceHeadersDeadline(server: Server, headersMs: number): void {
  const timers = new WeakMap<Socket, NodeJS.Timeout>();
  const disarm = (socket: Socket) => clearTimeout(timers.get(socket));
  const arm = (socket: Socket) => {
    disarm(socket);
    if (socket.destroyed) return;
    timers.set(
      socket,
      setTimeout(() => {
        socket.end(REQUEST_TIMEOUT_ANSWER);
        // A client that reads nothing back must not keep the half-closed socket either.
        setTimeout(() => socket.destroy(), 1_000).unref();
      }, headersMs).unref(),
    );
  };
  server.on('connection', (socket: Socket) => {
    arm(socket);
    socket.once('close', () => disarm(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    disarm(request.socket);
    // Kept alive after the answer: the next request's headers have the same deadline.
    response.once('finish', () => arm(request.socket));
  });
}

export function maxConnectionsPerClient(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.QUAI_MAX_CONNECTIONS_PER_CLIENT);
  return Number.isInteger(value) && value > 0 ? value : 64;
}

/**
 * Closes a new connection at once when its address already holds `max` of them. The trusted
 * proxies' addresses are not capped: every visitor behind them shares them.
 */
export function capConnectionsPerClient(server: Server, max: number, uncapped: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (uncapped(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
