import type { TestProject } from 'vitest/node';
import { E2E_SERVERS } from './workers';
import { startServer } from './server';

/**
 * One production server per worker of the end-to-end run, started side by side: the files that
 * run at the same time never share a server, so one file's rate-limit counts, cached pages or
 * submissions never reach another running beside it. A file finds its own with `baseUrl()`.
 */
export default async function setup(project: TestProject) {
  const starts = await Promise.allSettled(Array.from({ length: E2E_SERVERS }, () => startServer()));
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // The ones that did start are stopped: a failed run leaves no server behind.
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  // Where each store lives too: a test reads what only the server knows there (a captcha's answer).
  project.provide(
    'servers',
    servers.map(({ url, dataDirectory }) => ({ url, dataDirectory })),
  );
  return () => Promise.all(servers.map((server) => server.stop())).then(() => undefined);
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { url: string; dataDirectory: string }[];
  }
}
