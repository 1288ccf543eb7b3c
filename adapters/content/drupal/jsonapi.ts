/** The parts of a Drupal JSON:API document the adapter reads (https://jsonapi.org/format/). */
interface ResourceIdentifier {
  type: string;
  id: string;
  /** Drupal puts a file's alt, title, width, height or description here ("resourceIdObjMeta"). */
  meta?: Record<string, unknown>;
}

interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
}

export interface Resource {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
}

export interface JsonApiDocument {
  data: Resource | Resource[];
  included?: Resource[];
  links?: { next?: { href: string } };
}

/** A resource with the identifier that pointed at it, so its relationship meta stays at hand. */
export interface Related {
  resource: Resource;
  meta: Record<string, unknown>;
}

/** Finds the resources a document includes, by type and id. */
export class IncludedIndex {
  private readonly byKey = new Map<string, Resource>();

  constructor(document: JsonApiDocument) {
    const primary = Array.isArray(document.data) ? document.data : [document.data];
    for (const resource of [...primary, ...(document.included ?? [])]) this.byKey.set(`${resource.type}/${resource.id}`, resource);
  }

  /** The resources a relationship points at, in order; identifiers the document does not include are skipped. */
  related(resource: Resource, field: string): Related[] {
    const data = resource.relationships?.[field]?.data;
    const identifiers = data == null ? [] : Array.isArray(data) ? data : [data];
    return identifiers.flatMap((identifier) => {
      const found = this.byKey.get(`${identifier.type}/${identifier.id}`);
      return found ? [{ resource: found, meta: identifier.meta ?? {} }] : [];
    });
  }

  first(resource: Resource, field: string): Related | undefined {
    return this.related(resource, field)[0];
  }
}
