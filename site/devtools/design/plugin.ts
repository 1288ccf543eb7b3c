import type { DevTool } from '../tool';
import { DESIGN_PATH } from './path';

/**
 * The design system's page: tokens, type, icons and pictograms, next to the blocks that use them.
 * Its page code (and style sheet) is loaded on first use, as the gallery's.
 */
export const devTool: DevTool = {
  path: DESIGN_PATH,
  async plugin(app, { tools }) {
    app.get(DESIGN_PATH, (request, reply) =>
      app.sendPage(request, reply, async (runtime, info, nonce) =>
        (await import('./routes')).renderDesignPage(runtime, info, nonce, tools),
      ),
    );
  },
};
