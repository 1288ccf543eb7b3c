import { renderHelloPage } from './render-page';

/** `npx tsx examples/hello/render.ts > hello.html`: the example page as HTML; problems go to stderr. */
const { html, problems } = await renderHelloPage();
for (const problem of problems) console.error(`${problem.file}${problem.pointer}: ${problem.reason}`);
process.stdout.write(html);
process.exitCode = problems.length ? 1 : 0;
