import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSchemaSource, regenerate, schemaChangeHandler } from './watch';

function recorder() {
  const lines: Array<{ level: 'info' | 'error'; detail: object | string; message?: string }> = [];
  return {
    lines,
    log: {
      info: (detail: object | string, message?: string) => lines.push({ level: 'info', detail, message }),
      error: (detail: object | string, message?: string) => lines.push({ level: 'error', detail, message }),
    },
  };
}

/** A project with one schema whose generated type mirrors its title, as the real generator names types. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'quai-codegen-'));
  mkdirSync(join(root, 'schemas/blocks'), { recursive: true });
  mkdirSync(join(root, 'schemas/generated/blocks'), { recursive: true });
  const schema = join(root, 'schemas/blocks/quote.schema.json');
  const typeFile = join(root, 'schemas/generated/blocks/quote.ts');
  const indexFile = join(root, 'schemas/generated/index.ts');
  writeFileSync(schema, JSON.stringify({ title: 'QuoteBlock' }));
  writeFileSync(indexFile, 'export * from "./blocks/quote";\n');
  let runs = 0;
  const generate = async () => {
    runs += 1;
    const { title } = JSON.parse(readFileSync(schema, 'utf8')) as { title?: string };
    if (!title) throw new Error('quote.schema.json: a schema needs a title');
    return new Map([
      [typeFile, `export interface ${title} {}\n`],
      [indexFile, 'export * from "./blocks/quote";\n'],
    ]);
  };
  return { root, schema, typeFile, indexFile, generate, runs: () => runs };
}

describe('type regeneration in npm run dev', () => {
  it('writes the types a changed schema gives, only the files that changed, and says which', async () => {
    const { root, schema, typeFile, indexFile, generate } = project();
    const { lines, log } = recorder();
    writeFileSync(schema, JSON.stringify({ title: 'PullQuoteBlock' }));
    expect(await regenerate({ log, root, generate })).toEqual(['schemas/generated/blocks/quote.ts']);
    expect(readFileSync(typeFile, 'utf8')).toBe('export interface PullQuoteBlock {}\n');
    expect(readFileSync(indexFile, 'utf8')).toBe('export * from "./blocks/quote";\n');
    expect(lines).toEqual([
      { level: 'info', detail: { files: ['schemas/generated/blocks/quote.ts'] }, message: 'codegen: 1 generated file(s) written' },
    ]);
  });

  it('keeps the previous types and logs the reason when a schema does not compile', async () => {
    const { root, schema, typeFile, generate } = project();
    const { lines, log } = recorder();
    await regenerate({ log, root, generate });
    writeFileSync(schema, JSON.stringify({}));
    expect(await regenerate({ log, root, generate })).toEqual([]);
    expect(readFileSync(typeFile, 'utf8')).toBe('export interface QuoteBlock {}\n');
    expect(lines.at(-1)).toEqual({
      level: 'error',
      detail: { error: 'Error: quote.schema.json: a schema needs a title' },
      message: 'codegen failed: generated types are unchanged',
    });
  });

  it('reacts to schemas only, never to its own output', () => {
    const root = '/project';
    expect(isSchemaSource('/project/schemas/blocks/quote.schema.json', root)).toBe(true);
    expect(isSchemaSource('/project/schemas/webform/textfield.schema.json', root)).toBe(true);
    expect(isSchemaSource('/project/schemas/generated/blocks/quote.ts', root)).toBe(false);
    expect(isSchemaSource('/project/blocks/quote/Renderer.tsx', root)).toBe(false);
    expect(isSchemaSource('/project/site/content/pages/home.fr.json', root)).toBe(false);
  });

  it('runs once more for saves made during a run, never two runs at once', async () => {
    const { root, schema, typeFile, generate, runs } = project();
    const { log } = recorder();
    const onChange = schemaChangeHandler({ log, root, generate });
    await onChange(join(root, 'schemas/generated/blocks/quote.ts'));
    expect(runs()).toBe(0);
    const first = onChange(schema);
    writeFileSync(schema, JSON.stringify({ title: 'LatestQuoteBlock' }));
    const second = onChange(schema);
    const third = onChange(schema);
    await Promise.all([first, second, third]);
    expect(runs()).toBe(2);
    expect(readFileSync(typeFile, 'utf8')).toBe('export interface LatestQuoteBlock {}\n');
  });
});
