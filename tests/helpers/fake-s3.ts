import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The part of the S3 protocol a file storage uses (PUT, GET and DELETE of one object, path-style
 * `/bucket/key`), over HTTP on loopback, keeping objects in memory; every request is recorded so
 * a test can see what the client sent (signed requests carry an AWS4 Authorization header).
 * On a free port, or on `port` (one started again where a server expects it).
 */
export async function startFakeS3(port = 0): Promise<{
  url: string;
  objects: Map<string, Buffer>;
  requests: Array<{ method: string; path: string; authorization: string }>;
  stop(): Promise<void>;
}> {
  const objects = new Map<string, Buffer>();
  const requests: Array<{ method: string; path: string; authorization: string }> = [];
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
    requests.push({ method: request.method!, path, authorization: String(request.headers.authorization ?? '') });
    if (request.method === 'PUT') {
      objects.set(path, await body(request));
      response.writeHead(200, { etag: '"stored"' }).end();
    } else if (request.method === 'GET' && objects.has(path)) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(objects.get(path));
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    objects,
    requests,
    // Connections kept alive are ended too: a stopped S3 answers nothing.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
