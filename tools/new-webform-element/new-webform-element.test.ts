import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'var', '.git', 'test-results']);

/** The code files the scaffold writes for `webform_seat_number`. */
const SCAFFOLDED = [
  'domain/webform/families/seat-number.ts',
  'domain/webform/families/seat-number.test.ts',
  'blocks/webform/elements/SeatNumber.tsx',
  'blocks/webform/elements/SeatNumber.test.tsx',
];

/** A form of the content system using the new element, as an editor would write it. */
const FORM = {
  id: 'dossier',
  langcode: 'fr',
  title: 'Votre dossier',
  status: 'open',
  confirmation: { type: 'message', message: '<p>Merci.</p>' },
  elements: { reference: { '#type': 'webform_seat_number', '#title': 'Numéro de place', '#length': 3, '#required': true } },
};

describe('npm run new-webform-element', () => {
  it('creates a registered element family that typechecks, renders, validates and that the content validator accepts', () => {
    // Work on a copy of the project, so the real tree is never touched.
    const copy = mkdtempSync(join(tmpdir(), 'quai-new-webform-element-'));
    const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8' });
    try {
      cpSync(root, copy, { recursive: true, filter: (source) => !SKIPPED.has(relative(root, source).split('/')[0]!) });
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

      const scaffold = node('--import', 'tsx', 'tools/new-webform-element.ts', 'webform_seat_number');
      expect(scaffold.status, scaffold.stderr).toBe(0);
      for (const file of [
        ...SCAFFOLDED,
        'schemas/webform/webform_seat_number.schema.json',
        'schemas/generated/webform/webform_seat_number.ts',
      ]) {
        expect(existsSync(join(copy, file)), file).toBe(true);
      }
      expect(readFileSync(join(copy, 'domain/webform/families/index.ts'), 'utf8')).toMatch(/^ {2}seatNumber,$/m);
      expect(readFileSync(join(copy, 'blocks/webform/renderers.ts'), 'utf8')).toMatch(/^ {2}seatNumber: SeatNumber,$/m);

      // The content validator reads it with its schema: valid, and no property of it set aside.
      mkdirSync(join(copy, 'scaffolded/webforms'), { recursive: true });
      writeFileSync(join(copy, 'scaffolded/webforms/dossier.fr.json'), JSON.stringify(FORM));
      const content = node('--import', 'tsx', 'tools/validate-content.ts', 'scaffolded');
      expect(content.status, content.stderr).toBe(0);
      expect(content.stderr).not.toContain('warning');

      // Its own tests, and those that hold every element type to a schema, rules and a renderer.
      const tests = node(
        'node_modules/vitest/vitest.mjs',
        'run',
        'domain/webform/families/seat-number.test.ts',
        'blocks/webform/elements/SeatNumber.test.tsx',
        'blocks/webform/renderers.test.ts',
        'domain/webform/families/index.test.ts',
        'domain/webform/validate.test.ts',
        'tools/codegen/generate.test.ts',
      );
      expect(tests.status, tests.stdout + tests.stderr).toBe(0);
      expect(tests.stdout).toMatch(/SeatNumber\.test\.tsx/);

      // The renderer is checked against its family's types (the renderers' table pulls in both).
      writeFileSync(
        join(copy, 'tsconfig.scaffolded.json'),
        JSON.stringify({ extends: './tsconfig.json', include: ['blocks/webform/renderers.ts'] }),
      );
      const types = node('node_modules/typescript/bin/tsc', '-p', 'tsconfig.scaffolded.json');
      expect(types.status, types.stdout).toBe(0);

      // Written and registered in the project's style.
      const written = [
        ...SCAFFOLDED,
        'domain/webform/families/index.ts',
        'domain/webform/element-schemas.ts',
        'blocks/webform/renderers.ts',
      ];
      for (const check of [['lint', '--error-on-warnings'], ['format']]) {
        const style = node('node_modules/@biomejs/biome/bin/biome', ...check, ...written);
        expect(style.status, style.stdout + style.stderr).toBe(0);
      }

      const again = node('--import', 'tsx', 'tools/new-webform-element.ts', 'webform_seat_number');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('already exists');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 240000);
});
