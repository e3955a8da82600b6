import { ordinal, positionText } from '../words';

describe('the portfolio position', () => {
  it('says each place as people say it', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('counts from the list’s first place, out of every project', () => {
    expect(positionText(2, 11)).toBe('3rd of 11');
    expect(positionText(0, 1000)).toBe('1st of 1000');
  });
});
