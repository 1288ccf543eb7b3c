// Development only, in this order: Fast Refresh, every component stylesheet (static pages load
// no block code that would bring its styles), then the islands entry when the page has islands.
import './dev-preamble';
import './dev-styles';
import { PAGE_CONTEXT_ID } from '@quai/engine/islands';

if (document.getElementById(PAGE_CONTEXT_ID)) await import('./entry');
