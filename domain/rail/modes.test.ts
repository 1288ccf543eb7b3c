import { DEFAULT_MODES, modeBadgeCount, modesFromParam, modesOfOptions, optionsOfModes } from './modes';

describe('transport modes', () => {
  it('offers seven choices for the eight modes: the train choice covers regional and long distance', () => {
    expect(modeBadgeCount(DEFAULT_MODES)).toBe(7);
    expect(modesOfOptions(['train'])).toEqual(['REGIONALRAIL', 'LONGDISTANCE']);
  });

  it('counts the train pair as one choice, when both or either half is in', () => {
    expect(modeBadgeCount(['REGIONALRAIL', 'LONGDISTANCE', 'METRO'])).toBe(2);
    expect(optionsOfModes(['REGIONALRAIL', 'METRO'])).toEqual(['train', 'metro']);
    expect(modeBadgeCount(['REGIONALRAIL', 'HIGHSPEEDRAIL'])).toBe(2);
    expect(modeBadgeCount(['LONGDISTANCE'])).toBe(1);
    // Applied again, the choice keeps the half the address named, and its other half.
    expect(modesOfOptions(optionsOfModes(['REGIONALRAIL', 'HIGHSPEEDRAIL']))).toEqual(['HIGHSPEEDRAIL', 'REGIONALRAIL', 'LONGDISTANCE']);
  });

  it('reads the modes of a URL, falling back to all modes when none is known', () => {
    expect(modesFromParam('METRO,TRAMTRAIN')).toEqual(['METRO', 'TRAMTRAIN']);
    expect(modesFromParam('BOAT')).toEqual([...DEFAULT_MODES]);
    expect(modesFromParam(null)).toEqual([...DEFAULT_MODES]);
  });
});
