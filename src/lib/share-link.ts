export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareTarget = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * The system share sheet where the browser has one, else the link copied to the clipboard.
 * A visitor closing the sheet is not a failure; a sheet that cannot open falls back to copying.
 */
export async function shareLink(
  link: { url: string; title: string },
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(link);
      return 'shared';
    } catch (error) {
      // A DOMException, which is not an Error everywhere.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!target.clipboard) return 'failed';
    await target.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
