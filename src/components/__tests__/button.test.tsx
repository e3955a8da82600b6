// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { button } from '../button.css';

describe('Button', () => {
  it('does what it says when pressed, and never submits the form it sits in', async () => {
    const pressed = vi.fn();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button onClick={pressed}>Try again</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('draws its variant, with a class of the caller’s beside it', () => {
    render(
      <Button variant="outlined" className="load-more">
        Load more projects
      </Button>,
    );
    const loadMore = screen.getByRole('button', { name: 'Load more projects' });
    expect(loadMore).toHaveClass(...button.outlined.split(' '), 'load-more');
    expect(loadMore).not.toHaveClass(button.contained.split(' ')[0] ?? '');
  });
});
