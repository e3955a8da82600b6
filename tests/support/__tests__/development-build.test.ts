import { describe, expect, it } from 'vitest';
import { developmentBuildsIn } from '../development-build';

describe('developmentBuildsIn', () => {
  it('names each library whose development-only text a bundle carries', () => {
    expect(developmentBuildsIn('var x=1;')).toEqual([]);
    expect(
      developmentBuildsIn(
        'warn(`No routes matched location "${a}"`);err("In HTML, %s cannot be a child of %s")',
      ),
    ).toEqual(['React Router', 'React DOM']);
  });
});
