import { describe, expect, it } from 'vitest';
import { primaryLink } from '../layout/primary-link';

describe('primaryLink', () => {
  it.each(['/projects', '/projects/'])('reads Home on the project list (%s)', (path) => {
    expect(primaryLink(path)).toEqual({ label: 'Home', to: '/home' });
  });

  it.each(['/', '/home', '/about-us', '/projects/2417-n-maple-st', '/nope'])(
    'reads Projects elsewhere (%s)',
    (path) => {
      expect(primaryLink(path)).toEqual({ label: 'Projects', to: '/projects' });
    },
  );
});
