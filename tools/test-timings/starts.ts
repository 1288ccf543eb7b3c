/**
 * What a test file starts, read from its source: each helper or call below that makes a
 * process, a server or a build, counted where the file calls it. A call inside a loop or a
 * per-test hook counts once here: the report says which files start something, the timings
 * say what it costs.
 */
const STARTS: ReadonlyArray<{ what: string; call: RegExp }> = [
  { what: 'production server', call: /\bstartServer\(/g },
  // The whole site in the test's own process (content, catalogs, search index), answering app.inject.
  { what: 'site app in process', call: /\b(?:startFullApp|startPagesApp|webformTestApp)\(/g },
  { what: 'Chromium', call: /\blaunchBrowser\(/g },
  { what: 'PostgreSQL cluster', call: /\bstartPostgresCluster\(/g },
  { what: 'PostgreSQL database', call: /\b(?:createDatabase|openTestStore|openTwinPostgresStores)\(/g },
  { what: 'Redis', call: /\bstartRedisServer\(/g },
  { what: 'nginx', call: /\bstartNginx\(/g },
  { what: 'Vite build', call: /\bbuild\(\{/g },
  { what: 'HTTP server', call: /\.listen\(|\bstartFakeS3\(/g },
  { what: 'child process', call: /\b(?:spawn|spawnSync|execFile|execFileSync|execSync)\(/g },
];

/** The things a file's source starts, with how many places start each ('Chromium ×1'). */
export function startsIn(source: string): string[] {
  return STARTS.flatMap(({ what, call }) => {
    const count = source.match(call)?.length ?? 0;
    return count ? [`${what} ×${count}`] : [];
  });
}
