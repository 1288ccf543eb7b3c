/** The developers' tools, by the key of their label in the catalogs (`devtools.tool.<name>`). */
export type DevToolName = 'blocks' | 'design' | 'flows' | 'api' | 'playground';

/** A tool the developer header links: the gallery always, the others while QUAI_DEV_TOOLS is not off. */
export interface DevToolLink {
  name: DevToolName;
  path: string;
}
