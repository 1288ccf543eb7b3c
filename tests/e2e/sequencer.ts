import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the end-to-end files start in, on the run's workers (workers.ts). A person-paced
 * journey spends most of its time in a person's pauses, a flow in the browser and the server: the
 * two projects alternate, so that a worker holding a journey leaves the cores to one holding a
 * flow. Within each project Vitest's own order holds: the files that failed last time, then the
 * longest last time, then, on a fresh clone, the largest (a long file started last would run
 * alone at the end).
 */
export default class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const person = sorted.filter((spec) => spec.project.name === 'person');
    const flows = sorted.filter((spec) => spec.project.name !== 'person');
    const order: TestSpecification[] = [];
    for (let i = 0; i < Math.max(person.length, flows.length); i++) {
      for (const spec of [person[i], flows[i]]) if (spec) order.push(spec);
    }
    return order;
  }
}
