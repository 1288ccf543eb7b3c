import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/validate-content.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run validate-content', () => {
  it('lists every problem with file and pointer and exits non-zero', () => {
    const result = run('tests/fixtures/content');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('tests/fixtures/content/pages/home.json#/blocks/1: banner: missing required field "backgroundColor"');
    expect(result.stderr).toContain('tests/fixtures/content/pages/broken.json#/layout: must be one of');
    expect(result.stderr).toMatch(/tests\/fixtures\/content\/pages\/not-json\.json#\/: not valid JSON/);
    expect(result.stderr).toMatch(/problem\(s\) found \(0 broken link\(s\)\); 2 valid page\(s\) would still be served/);
  }, 60000);

  it('names the file, the pointer and the address of every internal link that leads nowhere in its locale', () => {
    const result = run('tests/fixtures/links');
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('tests/'));
    expect(lines.sort()).toEqual(
      [
        'tests/fixtures/links/pages/home.en.json#/blocks/0/text: link "/aide" leads to a page in "fr", not in "en"',
        'tests/fixtures/links/pages/home.fr.json#/blocks/0/text: link "/horaires" leads to no page or route in "fr"',
        'tests/fixtures/links/pages/home.fr.json#/blocks/0/text: link "/en" leads to a page in "en", not in "fr"',
        'tests/fixtures/links/pages/home.fr.json#/blocks/1/links/1/href: link "/images/logo-inconnu.svg" leads to no page or route in "fr"',
        'tests/fixtures/links/menus/fr.json#/main/0/children/0/href: link "/aide/contact" leads to no page or route in "fr"',
        'tests/fixtures/links/menus/fr.json#/legal/0/href: link "/plan-du-site" leads to no page or route in "fr"',
        'tests/fixtures/links/crisis/greve.fr.json#/path/alias: link "/info-trafic/greve" leads to no page or route in "fr"',
        'tests/fixtures/links/webforms/contact.fr.json#/confirmation/message: link "/aide/faq" leads to no page or route in "fr"',
      ].sort(),
    );
    // A page of the locale (with a query and a fragment), a gallery and an API route, a public file, external and mail links pass.
    expect(result.stderr).not.toMatch(
      /"\/aide\?x=1#haut"|"\/_blocks\/paragraph"|"\/api\/bff\/locations|"\/logo\.svg"|example\.org|mailto:/,
    );
    expect(result.stderr).toMatch(/8 problem\(s\) found \(8 broken link\(s\)\)/);
  }, 60000);

  it("warns, without failing, about a page whose first block's heading repeats the page title", () => {
    const result = run('tests/fixtures/repeated-titles');
    expect(result.status).toBe(0);
    const warnings = result.stderr
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('warning: '));
    // The form's default heading (from the French catalogue) and a title written with other spacing;
    // a first block with another heading, or a later block with the page's, are fine.
    expect(warnings.sort()).toEqual([
      'warning: tests/fixtures/repeated-titles/pages/horaires.fr.json#/blocks/0: the first block\'s heading repeats the page title "Horaires en gare"',
      'warning: tests/fixtures/repeated-titles/pages/liens.fr.json#/blocks/0: the first block\'s heading repeats the page title "Liens utiles"',
    ]);
  }, 60000);

  it('passes on the embedded content of the site', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60000);
});
