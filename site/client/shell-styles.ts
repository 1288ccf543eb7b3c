// Gathers the page shell's stylesheets into one CSS file of the client build. Pages link that
// file; this module's own script is never loaded. The export (kept by the build's
// preserveEntrySignatures) keeps the stylesheets from being tree-shaken away.
export default import.meta.glob('../shell/**/*.css', { eager: true });
