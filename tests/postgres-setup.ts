import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './helpers/postgres-cluster';

/** One throwaway PostgreSQL cluster for the unit run; each store test makes its own database on it. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
