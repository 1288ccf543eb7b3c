/**
 * The layers of the code and what each may import, checked by `npm run deps` (part of `npm test`).
 * From the bottom: `engine/` and `schemas/generated/`, then `domain/` (the pure rules browser and
 * server both run), then `machines/`, `adapters/` and `blocks/`, then `site/`. No exception is
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
      name: 'api-reference-not-other-tools',
      comment:
        "Developer tools stand apart: what they share (how a page is sent, the tools' layout) lives in site/server and site/devtools.",
      severity: 'error',
      from: { path: '^site/devtools/api-reference/' },
      to: { path: '^site/devtools/(flows|playground)/' },
    },
    {
      name: 'flows-not-other-tools',
      comment:
        "Developer tools stand apart: what they share (how a page is sent, the tools' layout) lives in site/server and site/devtools.",
      severity: 'error',
      from: { path: '^site/devtools/flows/' },
      to: { path: '^site/(devtools/api-reference|playground)/' },
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
