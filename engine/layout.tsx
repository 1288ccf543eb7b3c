import { createContext, useContext, type ReactNode } from 'react';

const LAYOUTS = ['homepage', 'subhome', 'crisis', 'edito_centered', 'landing_page_centered', 'news_room'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Centered layouts read best in a narrower column. */
const CENTERED_CONTENT_WIDTH = 712;
const DEFAULT_CONTENT_WIDTH = 1064;

function isCenteredLayout(layout: LayoutName): boolean {
  return layout === 'edito_centered' || layout === 'landing_page_centered';
}

function contentWidth(layout: LayoutName): number {
  return isCenteredLayout(layout) ? CENTERED_CONTENT_WIDTH : DEFAULT_CONTENT_WIDTH;
}

export interface LayoutInfo {
  name: LayoutName;
  contentWidth: number;
  centered: boolean;
}

function layoutInfo(name: LayoutName): LayoutInfo {
  return { name, contentWidth: contentWidth(name), centered: isCenteredLayout(name) };
}

const LayoutContext = createContext<LayoutInfo>(layoutInfo('homepage'));

export function LayoutProvider({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return <LayoutContext.Provider value={layoutInfo(layout)}>{children}</LayoutContext.Provider>;
}

/** The layout of the page a block is rendered in, with its content width in px. */
export function useLayout(): LayoutInfo {
  return useContext(LayoutContext);
}
