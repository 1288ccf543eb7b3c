import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/import-drupal-config.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run import-drupal-config', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'quai-import-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('writes the forms and option sets of a configuration folder as content, and says per form what was left out and why', () => {
    const result = run('tests/fixtures/drupal-config', '--out', out);
    // The form whose YAML is broken cannot load: it is named, not written, and the run fails.
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/webform\.webform\.casse\.yml: the elements of webform "casse" are not YAML/);
    expect(readdirSync(join(out, 'webforms'))).toEqual(['inscription.en.json']);
    const lines = result.stdout.split('\n');
    expect(result.stdout).toMatch(
      /^webform\.webform\.inscription\.yml → .*inscription\.en\.json: 4 element\(s\) left out, 4 propert\(ies\) set aside$/m,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        '  left out /elements/about/empty_slot: element "empty_slot" is null, not an element',
        '  left out /elements/page_contact_Details: element key "page_contact_Details" has characters other than lowercase letters, digits and "_"',
        '  left out /elements/pages: /#rows: must be of type integer',
        '  left out /elements/city: #autocomplete_items names the option set "cities_of_the_world", which does not exist: the element is left out of the form',
        '  set aside /elements/#attributes: form property "#attributes" is not used by this site: ignored',
      ]),
    );
    const form = JSON.parse(readFileSync(join(out, 'webforms/inscription.en.json'), 'utf8'));
    expect(form).toMatchObject({
      id: 'inscription',
      langcode: 'en',
      title: 'Course registration',
      status: 'open',
      confirmation: { type: 'page' },
    });
    // The elements are written as Drupal wrote them: the server reads them so at every start.
    expect(form.elements.age).toEqual({ '#type': 'number', '#title': 'Age', '#min': '0', '#step': '' });
    expect(JSON.parse(readFileSync(join(out, 'webform-options/grades.json'), 'utf8'))).toEqual({
      langcode: 'en',
      id: 'grades',
      label: 'Grades',
      category: 'School',
      options: { A: 'A', B: 'B', C: 'C' },
    });
  }, 60000);

  it('keeps an option set the content folder already has: the site’s own carries its translations', () => {
    mkdirSync(join(out, 'webform-options'));
    const own = {
      langcode: 'en',
      id: 'grades',
      label: 'Notes',
      options: { A: 'Excellent' },
      translations: { fr: { options: { A: 'Très bien' } } },
    };
    writeFileSync(join(out, 'webform-options/grades.json'), JSON.stringify(own));
    const result = run('tests/fixtures/drupal-config', '--out', out);
    expect(result.stdout).toContain('option set "grades": the content folder has its own, kept');
    expect(JSON.parse(readFileSync(join(out, 'webform-options/grades.json'), 'utf8'))).toEqual(own);
  }, 60000);
});
