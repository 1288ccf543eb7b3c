import { setup } from 'xstate';
import { allStates, chartOfMachine } from './chart';
import { layoutChart } from './layout';

/** A player with two regions side by side, a guarded event, a delay and a transition that stays. */
const player = setup({ guards: { hasTrack: () => true }, delays: { fadeOut: 300 } }).createMachine({
  id: 'player',
  type: 'parallel',
  states: {
    sound: { initial: 'muted', states: { muted: { on: { unmute: 'audible' } }, audible: { on: { mute: 'muted' } } } },
    playback: {
      initial: 'stopped',
      states: {
        stopped: { on: { play: { guard: 'hasTrack', target: 'playing' } } },
        playing: { on: { seek: {} }, after: { fadeOut: 'stopped' } },
      },
    },
  },
});

describe('the chart of a machine', () => {
  it('nests compound and parallel states and names transitions by event and guard', () => {
    const chart = chartOfMachine(player);
    expect(chart.kind).toBe('parallel');
    expect(chart.children.map((child) => [child.key, child.kind, child.initial])).toEqual([
      ['sound', 'compound', 'muted'],
      ['playback', 'compound', 'stopped'],
    ]);
    const transitions = allStates(chart).flatMap((state) =>
      state.transitions.map((transition) => [state.key, transition.label, transition.guard, transition.targets]),
    );
    expect(transitions).toEqual(
      expect.arrayContaining([
        ['stopped', 'play', 'hasTrack', ['player.playback.playing']],
        ['playing', 'after fadeOut', undefined, ['player.playback.stopped']],
        ['playing', 'seek', undefined, []],
      ]),
    );
  });

  it('lays out every state inside its parent, with a labelled edge per transition between states', async () => {
    const layout = await layoutChart(chartOfMachine(player));
    const box = new Map(layout.states.map((placed) => [placed.state.id, placed]));
    for (const placed of layout.states) {
      const parentId = placed.state.id.split('.').slice(0, -1).join('.');
      const parent = box.get(parentId);
      if (!parent) continue;
      expect(placed.x).toBeGreaterThanOrEqual(parent.x);
      expect(placed.y).toBeGreaterThanOrEqual(parent.y);
      expect(placed.x + placed.width).toBeLessThanOrEqual(parent.x + parent.width);
      expect(placed.y + placed.height).toBeLessThanOrEqual(parent.y + parent.height);
    }
    expect(layout.transitions.map((transition) => transition.label.text).sort()).toEqual([
      'after fadeOut',
      'mute',
      'play [hasTrack]',
      'unmute',
    ]);
    expect(box.get('player.playback.playing')!.inner).toEqual(['seek']);
    // Each edge ends on its target's border.
    for (const transition of layout.transitions) {
      const target = box.get(transition.target)!;
      const end = transition.points.at(-1)!;
      expect(end.x).toBeGreaterThanOrEqual(target.x - 1);
      expect(end.x).toBeLessThanOrEqual(target.x + target.width + 1);
      expect(end.y).toBeGreaterThanOrEqual(target.y - 1);
      expect(end.y).toBeLessThanOrEqual(target.y + target.height + 1);
    }
  });
});
