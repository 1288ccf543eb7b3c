import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Requests per second autocannon gets from an address (10 connections, `seconds` long), and
 * the requests that failed (timed out after 30 s on an overloaded machine). An answer other
 * than 2xx is a bug, not a measure.
 */
export async function requestsPerSecond(url: string, seconds: number): Promise<{ rate: number; failed: number }> {
  const result = await autocannon({ url, connections: 10, duration: seconds, timeout: 30 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx under load`);
  return { rate: result.requests.average, failed: result.errors + result.timeouts };
}

/**
 * A plain Node server answering every request with the given body (HTML unless told), as fast as
 * Node can: the baseline the site's server is compared to, on the same machine in the same run.
 */
export async function startPlainServer(
  content: string,
  contentType = 'text/html; charset=utf-8',
): Promise<{ url: string; close(): Promise<void> }> {
  const body = Buffer.from(content);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
