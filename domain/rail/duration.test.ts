import { formatDuration } from './duration';

describe('journey durations', () => {
  it('are written as each locale writes them', () => {
    expect(formatDuration(125, 'fr')).toBe('2 h 05');
    expect(formatDuration(125, 'en')).toBe('2h 05m');
    expect(formatDuration(45, 'fr')).toBe('45 min');
    expect(formatDuration(45, 'en')).toBe('45m');
  });
});
