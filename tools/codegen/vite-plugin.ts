import type { Plugin } from 'vite';

/**
 * For `npm run dev`: a saved schema regenerates its types (and the block index) at once, so the
 * editor and the next request never see stale types; the generated files' own change then
 * reloads what imports them. A plugin of the dev server's Vite, so the site's code never reaches
 * into the tools; off in builds and in the tests' Vite (mode `test`).
 */
export function regenerateOnSchemaChange(): Plugin {
  return {
    name: 'quai:regenerate-on-schema-change',
    apply: (_config, env) => env.command === 'serve' && env.mode !== 'test',
    configureServer(server) {
      const logger = server.config.logger;
      const line = (detail: object | string, message?: string) =>
        [message, typeof detail === 'string' ? detail : JSON.stringify(detail)].filter(Boolean).join(' ');
      // The generator is loaded by the dev server, as the site's modules are, at the first change
      // it reports: the config stays small (every build and test run reads it).
      let onSchemaChange: Promise<(file: string) => Promise<void>> | undefined;
      const handler = async () => {
        const { schemaChangeHandler } = (await server.ssrLoadModule('/tools/codegen/watch.ts')) as typeof import('./watch');
        return schemaChangeHandler({
          root: server.config.root,
          log: {
            info: (detail, message) => logger.info(line(detail, message)),
            error: (detail, message) => logger.error(line(detail, message)),
          },
        });
      };
      server.watcher.on('all', (_event, file) => {
        onSchemaChange ??= handler();
        void onSchemaChange.then((onChange) => onChange(file));
      });
    },
  };
}
