/**
 * The playground's entry: small on purpose. Modules an entry imports statically join the
 * shared chunk every page loads (see the chunk groups of vite.config.ts); the app is imported
 * on demand, so its code (CodeMirror, the forms) is fetched by this page alone.
 */
import { APP_ELEMENT_ID, CATALOGUE_ELEMENT_ID } from '../page-ids';

const root = document.getElementById(APP_ELEMENT_ID);
const catalogue = document.getElementById(CATALOGUE_ELEMENT_ID);
if (root && catalogue) void import('./mount').then(({ mount }) => mount(root, JSON.parse(catalogue.textContent ?? '{}')));
