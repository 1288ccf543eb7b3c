import type { Server, Socket } from 'node:net';

/**
 * Deadlines and caps that keep slow or greedy clients from holding the server: a client must
 * send complete headers within 10 s and its whole request within 2 minutes (an upload on a slow
 * phone), an idle kept-alive connection closes after 5 s, and one address may hold at most
 * `QUAI_MAX_CONNECTIONS_PER_CLIENT` connections (64) at once. Node checks the header and
 * request deadlines every `CHECK_INTERVAL_MS`.
 */
export const TIMEOUTS = {
  connectionTimeout: 60_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
} as const;

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
