import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react';
import { DialogClose } from './dialog-close';

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> & {
  /** Asked once per opening: on Escape, on a close the browser makes, or by `useDialogClose`. */
  onClose: () => void;
};

/**
 * A modal dialog, the platform's own (`<dialog>` shown with `showModal()`): open from the moment
 * it is on screen, in the top layer, the page under it inert, Escape asking to close. While it is
 * open the page does not scroll or shift under it; when it goes, focus goes back to where it was
 * (the button that opened it). It needs no library, so it works in the first load and when a
 * lazy chunk could not come. Closing asks once: a second Escape before the caller has closed it
 * (say, before the URL has changed) would otherwise close twice.
 */
export function Dialog({ onClose, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    onClose();
  };
  useLayoutEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement;
    const unlock = lockPageScroll();
    closing.current = false;
    dialog?.showModal();
    return () => {
      // Out of the top layer first (the page is inert until then), without asking to close.
      closing.current = true;
      dialog?.close();
      unlock();
      if (before instanceof HTMLElement && before.isConnected)
        before.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      {...props}
      ref={ref}
      // Said outright for what reads it from the DOM (CSS, tests); showModal() implies it.
      aria-modal="true"
      // Escape: the browser's cancel, kept open here until the caller closes it.
      onCancel={(event: SyntheticEvent) => {
        event.preventDefault();
        close();
      }}
      // A browser may close a modal without a cancel (a repeated Escape): ask to close too.
      // (Not the close above, on the way out, nor one React's development remount reopened.)
      onClose={() => {
        if (!ref.current?.open) close();
      }}
    >
      <DialogClose value={close}>{children}</DialogClose>
    </dialog>
  );
}

/**
 * Holds the page still: no scrolling under the dialog, and the scrollbar's width kept, so the
 * page does not widen under it. Returns what undoes it.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
}
