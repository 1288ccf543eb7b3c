// Development only: installs React Fast Refresh before any component module runs, as Vite's
// React plugin expects (it injects this into index.html, which this server does not use).
// @ts-expect-error Vite serves this virtual module in development.
import RefreshRuntime from '/@react-refresh';

RefreshRuntime.injectIntoGlobalHook(window);
Object.assign(window, {
  $RefreshReg$: () => {},
  $RefreshSig$: () => (type: unknown) => type,
  __vite_plugin_react_preamble_installed__: true,
});
