import { join } from 'node:path';
import { projectRoot } from './project-root';

const root = join(import.meta.dirname, '../..');

describe('the project root', () => {
  it('is found above the running module, from the sources or from a build, whatever the working directory', () => {
    expect(projectRoot({}, join(root, 'site/server'))).toBe(root);
    expect(projectRoot({}, join(root, 'dist/server'))).toBe(root);
  });

  it('is QUAI_ROOT when set', () => {
    expect(projectRoot({ QUAI_ROOT: '/srv/quai' })).toBe('/srv/quai');
  });
});
