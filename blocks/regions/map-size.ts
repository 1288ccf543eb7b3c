/** The map's drawing area (viewBox 274x288, the size the map is designed at); the paths are projected into it at build time. */
export const MAP_WIDTH = 274;
export const MAP_HEIGHT = 288;
export const MAP_VIEWBOX = `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;
