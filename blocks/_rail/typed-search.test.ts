import { typedSearchFromParams } from './typed-search';

describe('a search posted without JavaScript', () => {
  const typed = (day: string, time: string) =>
    typedSearchFromParams(new URLSearchParams({ departureLabel: 'Paris', arrivalLabel: 'Lyon', sens: 'PARTIR_APRES', day, time }));

  it('takes the day and time as the form shows them in French (and the other site languages), or in ISO form', () => {
    expect(typed('03/12/2026', '07:25')?.date).toBe('2026-12-03T07:25');
    expect(typed('3/12/2026', '7h25')?.date).toBe('2026-12-03T07:25');
    expect(typed('2026-12-03', '07:25')?.date).toBe('2026-12-03T07:25');
  });

  it('keeps the names and leaves the date out when the day or the time is not one', () => {
    expect(typed('12/31/2026', '07:25')).toEqual({ departure: 'Paris', arrival: 'Lyon', sens: 'PARTIR_APRES' });
    expect(typed('03/12/2026', '7:25 PM')?.date).toBeUndefined();
  });
});
