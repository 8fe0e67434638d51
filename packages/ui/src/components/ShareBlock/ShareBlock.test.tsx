import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettled } from '../../test/render';
import { ShareBlock, type ShareBlockProps } from './ShareBlock';
import { startShareBlocks } from './startShareBlocks';

const page = 'https://example.org/pregnancy';
const props: ShareBlockProps = { url: page, title: 'Pregnancy guide', hashtags: ['pregnancy'] };

/** A server-rendered page: the block's HTML with no React behind it, as the site sends it. */
function serverPage(overrides: Partial<ShareBlockProps> = {}) {
  document.body.innerHTML = renderToString(<ShareBlock {...props} {...overrides} />);
}

const region = () => screen.getByRole('region', { name: 'Share this page' });
const linkNames = () => within(region()).getAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareBlock without a script', () => {
  it('is a link to each platform’s share page, and no button', () => {
    serverPage();
    expect(linkNames()).toEqual(['Share on X', 'Share on Facebook', 'Share on LinkedIn', 'Share on Pinterest']);
    const expected = [
      'https://x.com/intent/tweet?',
      'https://www.facebook.com/sharer/sharer.php?',
      'https://www.linkedin.com/shareArticle?',
      'https://www.pinterest.com/pin/create/button/?',
    ];
    for (const [index, link] of within(region()).getAllByRole('link').entries()) {
      expect(link.getAttribute('href')).toContain(expected[index]);
      expect(link.getAttribute('href')).toContain(encodeURIComponent(page));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(region()).queryAllByRole('button')).toEqual([]);
    expect(within(region()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers the platforms it is given, in that order; WhatsApp and email open the reader’s own app', () => {
    serverPage({ platforms: ['whatsapp', 'email', 'x'] });
    expect(linkNames()).toEqual(['Share on WhatsApp', 'Share by Email', 'Share on X']);
    const [whatsapp, email] = within(region()).getAllByRole('link');
    expect(whatsapp!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(email!.getAttribute('href')).toMatch(/^mailto:\?subject=Pregnancy%20guide/);
    for (const link of [whatsapp!, email!]) expect(link).not.toHaveAttribute('target');
  });

  it('refuses an address that is not http or https: no link, and it says so', () => {
    serverPage({ url: 'javascript:alert(1)' });
    expect(within(region()).queryAllByRole('link')).toEqual([]);
    expect(within(region()).queryAllByRole('button')).toEqual([]);
    expect(within(region()).getByRole('status')).toHaveTextContent('Invalid sharing URL');
  });
});

describe('startShareBlocks on a server-rendered page', () => {
  it('opens each web platform in a 600x400 window without an opener and says so', async () => {
    // jsdom cannot open windows; the spy records what a browser would be asked to open.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    serverPage();
    startShareBlocks();
    for (const name of ['X', 'Facebook', 'LinkedIn', 'Pinterest']) {
      const link = screen.getByRole('link', { name: `Share on ${name}` });
      await user.click(link);
      const [target, windowName, features] = open.mock.lastCall!;
      expect(target).toBe(link.getAttribute('href'));
      expect(windowName).toBe('_blank');
      expect(features).toMatch(/width=600/);
      expect(features).toMatch(/height=400/);
      expect(features).toMatch(/noopener/);
      expect(screen.getByRole('status')).toHaveTextContent(`Opening ${name} sharing...`);
    }
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('leaves a modified click (a new tab) to the link, and WhatsApp to the reader’s app', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    serverPage({ platforms: ['whatsapp', 'x'] });
    startShareBlocks();
    // Which clicks the script left to the link (then stopped here: jsdom cannot navigate).
    const leftToTheLink: string[] = [];
    const follow = (event: MouseEvent) => {
      if (!event.defaultPrevented) leftToTheLink.push((event.target as Element).closest('a')!.textContent!);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    await user.click(screen.getByRole('link', { name: 'Share on WhatsApp' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Share on X' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', follow);
    expect(leftToTheLink).toEqual(['Share on WhatsApp', 'Share on X']);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows Copy link where the browser has a clipboard, and copies the block’s address', async () => {
    const user = userEvent.setup(); // installs user-event's in-memory clipboard
    serverPage();
    startShareBlocks();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(page);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });

  it('reports a failed copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
    serverPage();
    startShareBlocks();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Failed to copy link');
  });

  it('offers the phone’s share sheet only where the browser has one', async () => {
    const user = userEvent.setup();
    serverPage();
    startShareBlocks();
    expect(screen.queryByRole('button', { name: 'More ways to share' })).toBeNull();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    serverPage();
    startShareBlocks();
    await user.click(screen.getByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Pregnancy guide', url: page });
  });

  it('starts a block once however often it is asked to', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    serverPage();
    startShareBlocks();
    startShareBlocks(document.body);
    await user.click(screen.getByRole('link', { name: 'Share on X' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('ShareBlock in a React app', () => {
  it('starts itself: windows open and Copy link copies, once per click even under StrictMode', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderSettled(
      <StrictMode>
        <ShareBlock {...props} platforms={['email', 'linkedin']} />
      </StrictMode>,
    );
    // A page script starting every block as well changes nothing.
    startShareBlocks();
    await user.click(screen.getByRole('link', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Opening LinkedIn sharing...');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(page);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });
});
