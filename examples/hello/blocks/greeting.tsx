import { defineBlock, useT } from '@quai/engine';

interface GreetingBlock {
  type: 'greeting';
  name: string;
}

/** A heading that greets, its words from the site's catalog. */
function Greeting({ name }: GreetingBlock) {
  const t = useT();
  return <h1>{t('greeting.hello', { name })}</h1>;
}

export default defineBlock<GreetingBlock>({
  type: 'greeting',
  schema: {
    type: 'object',
    required: ['type', 'name'],
    properties: { type: { const: 'greeting' }, name: { type: 'string', minLength: 1 } },
    additionalProperties: false,
    examples: [{ type: 'greeting', name: 'Montreal' }],
  },
  hydrate: 'none',
  load: async () => ({ default: Greeting }),
});
