import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PlaygroundCatalogue } from '../server/catalogue';
import { App } from './App';

/** Replaces the page's words for visitors without JavaScript by the app. */
export function mount(element: HTMLElement, catalogue: PlaygroundCatalogue): void {
  createRoot(element).render(
    <StrictMode>
      <App catalogue={catalogue} />
    </StrictMode>,
  );
}
