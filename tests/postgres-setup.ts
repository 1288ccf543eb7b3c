import type { TestProject } from 'vitest/node';
import { freePort } from './helpers/free-port';
import { postgresBinaries, postgresUrl, startPostgresCluster } from './helpers/postgres-cluster';

/**
 * One throwaway PostgreSQL cluster for the unit run; each store test makes its own database on
 * it. The run does not wait for it: files import and run while it starts, and the first store
 * test waits until it answers (createDatabase). A run of files that need no database never waits.
 */
export default async function setup(project: TestProject) {
  postgresBinaries();
  const port = await freePort();
  project.provide('postgresUrl', postgresUrl(port));
  const starting = startPostgresCluster(port);
  // Store tests would only see a refused connection: the reason is told here, where it is known.
  starting.catch((error: Error) => console.error(`The unit run's PostgreSQL cluster did not start: ${error.message}`));
  return async () => (await starting.catch(() => undefined))?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
