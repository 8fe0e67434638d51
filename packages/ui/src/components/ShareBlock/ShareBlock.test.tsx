import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettled } from '../../test/render';
import { ToastProvider } from '../Toast/Toast';
import { ShareBlock } from './ShareBlock';

const page = 'https://example.org/pregnancy';

function renderBlock(props: Partial<Parameters<typeof ShareBlock>[0]> = {}) {
  return renderSettled(
    <ToastProvider>
      <ShareBlock title="Pregnancy guide" url={page} hashtags={['pregnancy']} {...props} />
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShareBlock', () => {
  it('opens each platform in a 600x400 window without an opener and says so', async () => {
    // jsdom cannot open windows; the spy records what a browser would be asked to open.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderBlock();
    const expected = [
      ['X', 'https://x.com/intent/tweet?'],
      ['Facebook', 'https://www.facebook.com/sharer/sharer.php?'],
      ['LinkedIn', 'https://www.linkedin.com/shareArticle?'],
      ['Pinterest', 'https://www.pinterest.com/pin/create/button/?'],
    ] as const;
    for (const [name, prefix] of expected) {
      await user.click(screen.getByRole('link', { name: `Share on ${name}` }));
      const [target, windowName, features] = open.mock.lastCall!;
      expect(String(target)).toContain(prefix);
      expect(String(target)).toContain(encodeURIComponent(page));
      expect(windowName).toBe('_blank');
      expect(features).toMatch(/width=600/);
      expect(features).toMatch(/height=400/);
      expect(features).toMatch(/noopener/);
      expect(screen.getByRole('status')).toHaveTextContent(`Opening ${name} sharing...`);
    }
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('refuses an unsafe address with a toast and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderBlock({ url: 'javascript:alert(1)' });
    // Unsafe addresses are never turned into links.
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid sharing URL');
  });

  it('copies the page address', async () => {
    const user = userEvent.setup(); // installs user-event's in-memory clipboard
    await renderBlock();
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(page);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });

  it('reports a failed copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
    await renderBlock();
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy link');
  });

  it('uses the current address when no url is given', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderBlock({ url: undefined });
    await user.click(screen.getByRole('button', { name: 'Share on X' }));
    expect(String(open.mock.lastCall![0])).toContain(encodeURIComponent(window.location.href));
  });

  it('works as plain links in server HTML', () => {
    const html = renderToString(
      <ToastProvider>
        <ShareBlock title="Pregnancy guide" url={page} />
      </ToastProvider>,
    );
    expect(html.match(/<a [^>]*target="_blank"/g)).toHaveLength(4);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
