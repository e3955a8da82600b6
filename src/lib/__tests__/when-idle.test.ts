// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../when-idle';

const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

/** Safari: fake timers (which would install their own requestIdleCallback), and no such call. */
function withoutIdleCallback() {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenIdle', () => {
  it('uses requestIdleCallback where the browser has it, and cancels through it', () => {
    const requested: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => requested.push(callback));
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();

    const stop = whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    requested[0]?.();
    expect(task).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  describe('without requestIdleCallback (Safari)', () => {
    it('waits for the load event, then runs in a task of its own', () => {
      withoutIdleCallback();
      readyState('interactive');
      const task = vi.fn();
      whenIdle(task);
      vi.advanceTimersByTime(10_000);
      expect(task).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('load'));
      expect(task).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledOnce();
    });

    it('runs soon after a page that has already loaded (a visit within the site)', () => {
      withoutIdleCallback();
      readyState('complete');
      const task = vi.fn();
      whenIdle(task);
      expect(task).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledOnce();
    });

    it('is cancelled before the load event and after it', () => {
      withoutIdleCallback();
      readyState('loading');
      const beforeLoad = vi.fn();
      whenIdle(beforeLoad)();
      const afterLoad = vi.fn();
      const cancel = whenIdle(afterLoad);
      window.dispatchEvent(new Event('load'));
      cancel();
      vi.runAllTimers();
      expect(beforeLoad).not.toHaveBeenCalled();
      expect(afterLoad).not.toHaveBeenCalled();
    });
  });
});
