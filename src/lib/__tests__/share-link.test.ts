import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../share-link';

const link = { url: 'https://example.com/projects/a', title: 'A' };
const clipboard = () => ({ writeText: vi.fn().mockResolvedValue(undefined) });

describe('shareLink', () => {
  it('opens the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const target = { share, clipboard: clipboard() } as unknown as Navigator;
    expect(await shareLink(link, target)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(target.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('treats a closed sheet as cancelled, not as a failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect(await shareLink(link, { share, clipboard: clipboard() } as unknown as Navigator)).toBe(
      'cancelled',
    );
  });

  it('copies the link without a share sheet, or when it cannot open', async () => {
    const target = { clipboard: clipboard() } as unknown as Navigator;
    expect(await shareLink(link, target)).toBe('copied');
    expect(target.clipboard.writeText).toHaveBeenCalledWith(link.url);
    const denied = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(
      await shareLink(link, { share: denied, clipboard: clipboard() } as unknown as Navigator),
    ).toBe('copied');
  });

  it('fails when neither works', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLink(link, { clipboard: { writeText } } as unknown as Navigator)).toBe(
      'failed',
    );
  });
});
