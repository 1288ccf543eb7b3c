import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/** One production server for every end-to-end file; its URL reaches the tests as E2E_BASE_URL. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  // Where its store lives: a test reads what only the server knows there (a captcha's answer).
  project.provide('dataDirectory', server.dataDirectory);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDirectory: string;
  }
}
