import { DEFAULT_MODES, modeBadgeCount, modesFromParam, modesOfOptions, optionsOfModes } from './modes';

describe('transport modes', () => {
  it('offers seven choices for the eight modes: the train choice covers regional and long distance', () => {
    expect(modeBadgeCount(DEFAULT_MODES)).toBe(7);
    expect(modesOfOptions(['train'])).toEqual(['REGIONALRAIL', 'LONGDISTANCE']);
  });

  it('counts the train pair as one choice, and only when both are in', () => {
    expect(modeBadgeCount(['REGIONALRAIL', 'LONGDISTANCE', 'METRO'])).toBe(2);
    expect(optionsOfModes(['REGIONALRAIL', 'METRO'])).toEqual(['metro']);
  });

  it('reads the modes of a URL, falling back to all modes when none is known', () => {
    expect(modesFromParam('METRO,TRAMTRAIN')).toEqual(['METRO', 'TRAMTRAIN']);
    expect(modesFromParam('BOAT')).toEqual([...DEFAULT_MODES]);
    expect(modesFromParam(null)).toEqual([...DEFAULT_MODES]);
  });
});
