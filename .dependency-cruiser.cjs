/**
 * The layers of the code and what each may import, checked by `npm run deps` (part of `npm test`).
 * From the bottom: `engine/` and `schemas/generated/`, then `domain/` (the pure rules browser and
 * server both run), then `machines/`, `adapters/` and `blocks/`, then `site/` (within it, the
 * developers' tools in `site/devtools/` above the server and the public shell), then `tools/`. No exception is
 * listed: a new violation fails the check (README "Dependency rules").
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-engine-and-schemas',
      comment:
        'domain/ is below blocks, adapters and site: the server runs it, so it may use only the engine, the generated types and the JSON Schema documents they are generated from (the webform element schemas are read as data).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^(domain|engine|schemas/generated)/|^schemas/.+\\.schema\\.json$' },
    },
    {
      name: 'blocks-not-site',
      comment: 'A block renders content for any site on the engine; what it needs of the site comes as server data or a service.',
      severity: 'error',
      from: { path: '^blocks/' },
      to: { path: '^site/' },
    },
    {
      name: 'adapters-not-blocks',
      comment: 'Adapters are the edges (content sources, the BFF client, tracking); blocks use them, never the other way round.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^blocks/' },
    },
    {
      name: 'store-not-features',
      comment: 'The store serves every feature of site/bff/; a feature brings its own tables to it, the store never reaches into one.',
      severity: 'error',
      from: { path: '^site/store/' },
      to: { path: '^site/bff/' },
    },
    {
      name: 'engine-imports-nothing-above',
      comment: 'The engine is the bottom layer, a package of its own: it knows nothing of the rules, machines, blocks or site built on it.',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: '^(domain|machines|adapters|blocks|site|tools|schemas)/' },
    },
    {
      name: 'machines-import-nothing-above',
      comment:
        'A state machine is behaviour without a screen: it may use the engine, the domain rules and the generated types, never the blocks that drive it, the adapters or the site.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(adapters|blocks|site|tools)/' },
    },
    {
      name: 'site-not-tools',
      comment:
        'tools/ holds the command-line tools, which use the site; the site never reaches into them (the dev server gets the schema watcher as a plugin of vite.config.ts).',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^tools/' },
    },
    {
      name: 'site-not-devtools',
      comment:
        "The developers' tools sit above the server and the public site: they use its runtime and its way of sending pages, and only the assembly of the site (assemble-site.ts) registers them. The public shell, the client and the server import nothing of them.",
      severity: 'error',
      from: { path: '^site/', pathNot: '^site/devtools/|^site/server/assemble-site\\.ts$' },
      to: { path: '^site/devtools/' },
    },
    {
      name: 'devtools-only-from-their-list',
      comment:
        "A tool's folder is imported by the list that registers it (site/devtools/tools.ts), by its own files and by the command-line tools; what tools share (their layout, the Fastify plugin they are) is in site/devtools/*.ts.",
      severity: 'error',
      from: { pathNot: '^site/devtools/tools\\.ts$|^site/devtools/[^/]+/|^tools/' },
      to: { path: '^site/devtools/[^/]+/' },
    },
    {
      name: 'devtools-stand-apart',
      comment: 'One tool never imports another: each can be changed, or removed from the list, alone.',
      severity: 'error',
      from: { path: '^site/devtools/([^/]+)/' },
      to: { path: '^site/devtools/[^/]+/', pathNot: '^site/devtools/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'A circle between files makes their load order matter and keeps them from being understood (or moved) one at a time.',
      severity: 'error',
      from: { pathNot: '^schemas/generated/' },
      to: { circular: true },
    },
    {
      // Recursive schemas make recursive types: the webform element union names the containers,
      // and each container's children are that union again. Type-only imports are erased when
      // compiled, so such a circle has no load order; a value import in one would, and is reported.
      name: 'no-circular-generated-values',
      comment: 'Among the generated schema types, only type-only imports may go round in a circle.',
      severity: 'error',
      from: { path: '^schemas/generated/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests assemble several layers on purpose (a block's test with the site's content); the
    // rules are about what production code depends on.
    exclude: { path: '(^dist/|^node_modules/|\\.test\\.tsx?$|\\.e2e\\.ts$|^tests/)' },
    // `import type` counts: a type-only import still ties a file to the layer it names.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
