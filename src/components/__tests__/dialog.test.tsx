// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { useDialogClose } from '../dialog-close';

function CloseButton() {
  return <Button onClick={useDialogClose()}>Close</Button>;
}

/** A photo that opens a dialog; the dialog's closing is reported, and closes it after a tap. */
function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View full screen
      </button>
      {open && (
        <Dialog aria-label="Photo" onClose={onClose}>
          <CloseButton />
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal over a page that holds still, and gives focus back when it goes', async () => {
    render(<Page onClose={() => {}} />);
    const opener = screen.getByRole('button', { name: 'View full screen' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Photo' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('asks to close once, however often Escape or Close come before it has closed', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo' });

    // Escape: the browser's cancel, which the dialog keeps open until the caller closes it.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });
});
