import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A build of an earlier commit, for a benchmark to measure beside the current one in the same run. */
export interface BaselineBuild {
  commit: string;
  /** Its `dist` folder, as QUAI_DIST_DIR would name it. */
  dist: string;
  /** Removes the temporary worktree and its build. */
  remove(): void;
}

const git = (args: string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The commit a revision names (a hash, `HEAD~3`, `main`); by default where this branch left main. */
export function baselineCommit(revision?: string): string {
  return git(['rev-parse', '--verify', `${revision ?? git(['merge-base', 'HEAD', 'main'])}^{commit}`]);
}

/**
 * Checks `commit` out in a temporary worktree and builds it there (`tools/build.ts` into its own
 * `dist`). When its package-lock.json is this checkout's, its node_modules is made of links to
 * this one's packages, but for the engine workspace, which must be the commit's own: a minute
 * rather than a fresh install. Otherwise it gets its own `npm ci`.
 */
export function buildBaseline(commit: string, log: (line: string) => void = console.log): BaselineBuild {
  const root = process.cwd();
  const folder = mkdtempSync(join(tmpdir(), 'quai-baseline-'));
  const remove = () => {
    try {
      git(['worktree', 'remove', '--force', folder], root);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  try {
    log(`Baseline ${commit.slice(0, 12)}: checked out in a temporary worktree, then built`);
    git(['worktree', 'add', '--detach', folder, commit], root);
    if (git(['show', `${commit}:package-lock.json`], root) === readFileSync(join(root, 'package-lock.json'), 'utf8').trim()) {
      linkPackages(join(root, 'node_modules'), join(folder, 'node_modules'), folder);
    } else {
      log('  its package-lock.json differs: npm ci');
      // The bench runs with NODE_ENV=production, which npm reads as "leave out devDependencies": the build needs them.
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--include=dev'], { cwd: folder, stdio: 'inherit' });
    }
    const dist = join(folder, 'dist');
    execFileSync(resolve(root, 'node_modules/.bin/tsx'), ['tools/build.ts'], {
      cwd: folder,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, QUAI_DIST_DIR: dist },
    });
    return { commit, dist, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** A node_modules of links to `from`'s packages, the workspace's `@quai/*` pointing into `workspace` instead. */
function linkPackages(from: string, to: string, workspace: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    if (entry === '@quai') continue;
    symlinkSync(join(from, entry), join(to, entry));
  }
  mkdirSync(join(to, '@quai'));
  // The workspaces of package.json: `engine` is @quai/engine.
  symlinkSync(join(workspace, 'engine'), join(to, '@quai/engine'), 'dir');
}
