import { DebugBlock } from '@quai/engine/DebugBlock';
import { useEngine } from '@quai/engine/engine-context';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

/**
 * In development, above a form: the elements left out when it loaded, each with its pointer and
 * why (the same words the server logged). Visitors never see it: production builds drop it.
 */
export function LeftOutElements({ leftOut }: { leftOut: WebformDocument['leftOut'] }) {
  const engine = useEngine();
  if (!import.meta.env.DEV || engine.mode !== 'development' || !leftOut?.length) return null;
  return (
    <DebugBlock
      node={Object.fromEntries(leftOut.map(({ pointer, reason }) => [pointer, reason]))}
      reason={`${leftOut.length} element(s) left out of this form: a value of theirs could not be read`}
    />
  );
}
