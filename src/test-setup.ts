import { afterEach } from 'vitest';

// Testing Library and its matchers import React DOM: only the files that run under jsdom
// (`// @vitest-environment jsdom`) render, and the others, most of them, skip the import.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // A lazy page (about, details) is transformed on its first import, which can take seconds
  // on a busy machine: `findBy…` waits for it instead of failing after the default second.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
  });
}

// jsdom has no IntersectionObserver, which the carousels use to start Swiper as they near the
// screen (swiper-carousel.tsx). jsdom lays nothing out, so nothing is ever near: an observer
// that never reports, as for a carousel far below the fold; a test reaches for it instead.
if (typeof globalThis.IntersectionObserver === 'undefined') {
  class NeverIntersecting implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = NeverIntersecting;
}

// jsdom has no modal dialogs (src/components/dialog.tsx): open and close as the attribute and
// the close event a browser gives, without the top layer, inertness or focus moves, which the
// e2e tests check in real browsers.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}
