import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const flows = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/flows.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run flows', () => {
  it("prints the VAT check's states with their transitions, its events and every shortest path from the initial state", () => {
    const result = flows('vat-check');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^vat-check: The VAT check of the VAT composite/);
    expect(lines).toContain('States (5):');
    expect(lines).toContain('  vatCheck (compound, initial notRun)');
    expect(lines).toContain('      vat.check [canCheck] → vatCheck.loading');
    expect(lines).toContain('      error: check → vatCheck.failed');
    expect(lines).toContain('Events: vat.check, vat.country, vat.number');
    expect(lines).toContain('Shortest paths from the initial state (7):');
    expect(lines).toContain('  notRun ← (initial)');
    expect(lines).toContain('  loading ← vat.country {"country":"FR"} → vat.number {"number":"40303265045"} → vat.check');
    expect(
      lines.some((line) =>
        line.startsWith('  failed ← vat.country {"country":"FR"} → vat.number {"number":"40303265045"} → vat.check → error: check'),
      ),
    ).toBe(true);
  }, 60000);

  it('counts a machine without child states as one state, as /_flows does, and names it in its paths', () => {
    const result = flows('toasts');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('States (1):');
    expect(result.stdout).toContain('Events: toast.add, toast.close, toast.expire');
    expect(result.stdout).toContain('  toasts ← (initial)');
    expect(result.stdout).toMatch(/^ {2}toasts ← toast\.add \{"id":"toast-1"/m);
  }, 60000);

  it('lists the machines without a name, and refuses an unknown one with the list', () => {
    const listed = flows();
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^Machines: .*toasts, vat-check/m);
    const unknown = flows('no-such-machine');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No machine named "no-such-machine".');
    expect(unknown.stdout).toContain('vat-check');
  }, 60000);
});
