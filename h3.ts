import { flowEntries } from './site/flows/registry';
import { shortestPaths } from './site/flows/paths';
for (const e of flowEntries) { try { const p = shortestPaths(e); console.log(e.name, p.length, JSON.stringify(p.at(-1)).slice(0,200)); } catch (err) { console.log(e.name, 'ERR', (err as Error).message); } }
