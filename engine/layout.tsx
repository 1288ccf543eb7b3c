import { createContext, useContext, type ReactNode } from 'react';
import { engineConfig, type LayoutName } from './config';

export type { LayoutName } from './config';

export interface LayoutInfo {
  name: LayoutName;
  /** Width of the page's content column in px. */
  contentWidth: number;
  centered: boolean;
  /** Below this viewport width in px the site uses its mobile presentation. */
  mobileBreakpoint: number;
}

/** What the site's configuration says of a layout. */
export function layoutInfo(name: LayoutName): LayoutInfo {
  const { layouts, mobileBreakpoint } = engineConfig();
  const settings = layouts[name];
  if (!settings) throw new Error(`Unknown layout "${name}": the site configures ${Object.keys(layouts).join(', ')}`);
  return { name, contentWidth: settings.contentWidth, centered: settings.centered ?? false, mobileBreakpoint };
}

const LayoutContext = createContext<LayoutInfo | null>(null);

export function LayoutProvider({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return <LayoutContext.Provider value={layoutInfo(layout)}>{children}</LayoutContext.Provider>;
}

/** The layout of the page a block is rendered in (the site's default layout outside a page). */
export function useLayout(): LayoutInfo {
  return useContext(LayoutContext) ?? layoutInfo(engineConfig().defaultLayout);
}
