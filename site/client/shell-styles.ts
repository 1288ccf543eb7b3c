// Gathers the page shell's stylesheets into one CSS file of the client build. Pages link that
// file; this module's own script is never loaded. The export (kept by the build's
// preserveEntrySignatures) keeps the stylesheets from being tree-shaken away.
// The link styles the shell's islands share with blocks come here too: among the block styles,
// every page fetched the whole block-styles chunk (5.7 kB gzip) for their one class map.
export default {
  ...import.meta.glob('../shell/**/*.css', { eager: true }),
  ...import.meta.glob('../../blocks/_ui/SmartLink.module.css', { eager: true }),
};
