import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy page (about, details) is transformed on its first import, which can take seconds
// on a busy machine: `findBy…` waits for it instead of failing after the default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
