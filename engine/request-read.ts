import { useContext } from 'react';
import { EngineContext, type JsonValue, type RequestRead, type RequestReading } from './engine-context';
import { useRequest } from './request';

export type { JsonValue, ReadableRequest, RequestRead, RequestReading } from './engine-context';

/**
 * Declares what a component reads of the request, once, beside it: `read` gives a typed shape
 * (what the markup depends on) and the texts it shows as they are. The server keeps an island's
 * markup per what its reads give and fills each request's texts in (docs/kept-islands.md).
 */
export function defineRequestRead<Shape extends JsonValue, Text extends string = never>(
  read: RequestRead<Shape, Text>,
): RequestRead<Shape, Text> {
  return read;
}

/**
 * What `read` gives for this request, typed. In the browser, and wherever nothing keeps markup,
 * the texts themselves; on a server keeping an island's markup, marks in place of the non-empty
 * texts while it renders (the shape as it is). The markup is the same either way as long as
 * the component shows the texts as they are.
 */
export function useRequestRead<Shape extends JsonValue, Text extends string>(read: RequestRead<Shape, Text>): RequestReading<Shape, Text> {
  const engine = useContext(EngineContext);
  const request = useRequest();
  return engine?.readRequest ? engine.readRequest(read) : read.read(request);
}
