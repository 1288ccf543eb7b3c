import type { DevTool } from '../tool';
import { GALLERY_PATH } from './gallery-examples';

/**
 * The block gallery: every block type with every example of its schema (see render-gallery.tsx).
 * Its pages' code is loaded on first use, so listing the routes (the content link check) needs
 * none of the renderers' styles.
 */
export const devTool: DevTool = {
  path: GALLERY_PATH,
  async plugin(app, { tools }) {
    const render: typeof import('./render-gallery').renderGallery = async (...args) =>
      (await import('./render-gallery')).renderGallery(...args);
    app.get(GALLERY_PATH, (request, reply) => app.sendPage(request, reply, (runtime, info, nonce) => render(runtime, info, nonce, tools)));
    app.get<{ Params: { type: string } }>(`${GALLERY_PATH}/:type`, (request, reply) =>
      app.sendPage(request, reply, (runtime, info, nonce) => render(runtime, info, nonce, tools, request.params.type)),
    );
    app.get<{ Params: { type: string; example: string } }>(`${GALLERY_PATH}/:type/:example`, (request, reply) =>
      app.sendPage(request, reply, (runtime, info, nonce) =>
        render(runtime, info, nonce, tools, request.params.type, request.params.example),
      ),
    );
  },
};
