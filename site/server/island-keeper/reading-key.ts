import type { JsonValue, RequestRead, RequestReading } from '@quai/engine/request-read';

/**
 * What markup a read's reading goes into: the read, its shape (JSON with its keys in order, so
 * two equal shapes give one key however they were built) and its texts' names, each marked when
 * empty (React writes nothing for an empty text, where a mark would be written). The texts
 * themselves are not in it: they are filled in.
 */
export function readingKey(read: RequestRead, reading: RequestReading<JsonValue, string>): string {
  const texts = Object.entries<string>(reading.texts).map(([name, text]) => (text ? name : `${name}=`));
  return `${read.name} ${stableJson(reading.shape)} ${texts.join(',')}`;
}

function stableJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (isList(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableJson(value[key]!)}`);
  return `{${entries.join(',')}}`;
}

// Array.isArray does not narrow a readonly array type.
function isList(value: JsonValue): value is readonly JsonValue[] {
  return Array.isArray(value);
}
