import type { TestProject } from 'vitest/node';
import { freePort } from './helpers/free-port';
import { postgresBinaries, postgresUrl, startPostgresCluster } from './helpers/postgres-cluster';

/** Where a run's cluster is told to the runs its tests start (a command's own tests, run as its operator would). */
const CLUSTER_URL_VARIABLE = 'QUAI_TEST_POSTGRES_URL';

/**
 * One throwaway PostgreSQL cluster for the unit run; each store test makes its own database on
 * it. The run does not wait for it: files import and run while it starts, and the first store
 * test waits until it answers (createDatabase). A run of files that need no database never waits.
 * A run started by one of the run's tests uses the cluster of the run that started it: making
 * another took a few seconds of the machine's two cores for each such test.
 */
export default async function setup(project: TestProject) {
  const outer = process.env[CLUSTER_URL_VARIABLE];
  if (outer) {
    project.provide('postgresUrl', outer);
    return;
  }
  postgresBinaries();
  const port = await freePort();
  const url = postgresUrl(port);
  project.provide('postgresUrl', url);
  process.env[CLUSTER_URL_VARIABLE] = url;
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
