import type { RequestInfo } from '@quai/engine/request';
import type { FragmentPage } from './island-fragments';

/**
 * The request as islands see it, noting on `page` that the island being rendered read it (its
 * HTML then depends on it). Read outside an island (the page context), it notes nothing.
 */
export function noticedRequest(request: RequestInfo, page: FragmentPage): RequestInfo {
  const read = () => {
    if (page.noting) page.noting.requestRead = true;
  };
  const noticed: RequestInfo = {
    get path() {
      read();
      return request.path;
    },
    get search() {
      read();
      return request.search;
    },
  };
  if (request.preview !== undefined)
    Object.defineProperty(noticed, 'preview', {
      enumerable: true,
      get() {
        read();
        return request.preview;
      },
    });
  return noticed;
}
