import type { RequestInfo } from '@quai/engine/request';
import type { FragmentPage } from './island-fragments';

/**
 * The request as islands see it: reading a part notes, on `page`, that the island being
 * rendered depends on it and on the parts before it. Read outside an island, it notes nothing.
 */
export function noticedRequest(request: RequestInfo, page: FragmentPage): RequestInfo {
  const read = (parts: number) => {
    if (page.noting) page.noting.requestPartsRead = Math.max(page.noting.requestPartsRead, parts);
  };
  const noticed: RequestInfo = {
    get path() {
      read(1);
      return request.path;
    },
    get search() {
      read(2);
      return request.search;
    },
  };
  if (request.preview !== undefined)
    Object.defineProperty(noticed, 'preview', {
      enumerable: true,
      get() {
        read(2);
        return request.preview;
      },
    });
  return noticed;
}
