import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';

/**
 * 2,000 connections that start a request and never finish its headers (the "slowloris"
 * attack), from 40 addresses of the loopback network, while a visitor asks for the home page.
 */
const ATTACKERS = 40;
const PER_ATTACKER = 50;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

function halfOpen(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write('GET / HTTP/1.1\r\nHost: quai\r\nX-Slow: ');
      resolve(socket);
    });
    // Reads (and drops) what the server answers, as any client does: a socket that never reads
    // never learns that the server closed it.
    socket.resume();
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  it('are cut off within 15 s while a visitor still gets the home page within a second', async () => {
    const port = Number(new URL(server.url).port);
    const sockets: Socket[] = [];
    for (let attacker = 0; attacker < ATTACKERS; attacker++) {
      const opened = await Promise.all(Array.from({ length: PER_ATTACKER }, () => halfOpen(port, `127.0.0.${attacker + 2}`)));
      sockets.push(...opened);
    }
    const closed = sockets.map(
      (socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve()))),
    );
    for (const socket of sockets) socket.on('error', () => undefined);

    const visitor = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(1000) });
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain('</html>');

    const allClosed = await Promise.race([
      Promise.all(closed).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    expect(allClosed).toBe(true);
  }, 40_000);

  it('cannot hold more than 64 connections from one address', async () => {
    const port = Number(new URL(server.url).port);
    const sockets = await Promise.all(Array.from({ length: 80 }, () => halfOpen(port, '127.0.0.99')));
    for (const socket of sockets) socket.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets.filter((socket) => !socket.destroyed).length).toBeLessThanOrEqual(64);
    for (const socket of sockets) socket.destroy();
  });
});
