import { createAjv, describeAjvError, withoutEchoes } from '@quai/engine/ajv';
import type { ContentProblem } from '@quai/engine/problems';
import { webformSchemas } from '../../domain/webform/element-schemas';
import elementSchema from '../../schemas/webform/element.schema.json';

/**
 * Checks one element on its own (its children are checked on their own), so that one element
 * whose value cannot be read is left out of its form instead of taking the form down. Compiled
 * once, on first use.
 */
let validate: ReturnType<ReturnType<typeof createAjv>['compile']> | undefined;

function validator() {
  if (!validate) {
    const ajv = createAjv();
    for (const schema of webformSchemas) if (schema !== elementSchema) ajv.addSchema(schema);
    validate = ajv.compile(elementSchema);
  }
  return validate;
}

/**
 * What is wrong with an element's own properties, each at its pointer with the value expected
 * (`/elements/box/age/#min: must be of type number`), or nothing when it is readable. Its
 * `#` properties only: children are checked in turn.
 */
export function elementProblems(element: Record<string, unknown>, pointer: string, file: string): ContentProblem[] {
  const own = Object.fromEntries(Object.entries(element).filter(([key]) => key.startsWith('#')));
  const check = validator();
  if (check(own)) return [];
  // A property checked by the base and by its type's own schema fails twice: said once.
  const said = new Set<string>();
  return withoutEchoes(check.errors ?? [])
    .map((error) => ({ file, pointer: `${pointer}${error.instancePath}`, reason: describeAjvError(error) }))
    .filter(({ pointer: at, reason }) => !said.has(`${at} ${reason}`) && !!said.add(`${at} ${reason}`));
}
