import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { enforceHeadersDeadline } from './connection-limits';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_request, response) => response.end('ok'));
  enforceHeadersDeadline(server, 300);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `text`, then waits for the server to close the connection; answers what it sent back. */
function exchange(text: string): Promise<{ received: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }));
  });
}

describe('the headers deadline', () => {
  it('answers 408 and closes a connection whose headers never end', async () => {
    const { received, closedAfterMs } = await exchange('GET / HTTP/1.1\r\nHost: quai\r\nX-Slow: ');
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
  });

  it('lets a whole request through, then gives the kept-alive connection the same deadline for its next headers', async () => {
    const { received } = await exchange('GET / HTTP/1.1\r\nHost: quai\r\n\r\nGET / HTTP/1.1\r\nHost: quai\r\nX-Slow: ');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok[\s\S]*HTTP\/1\.1 408 Request Timeout/);
  });
});
