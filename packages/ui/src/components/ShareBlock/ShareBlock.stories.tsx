import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ShareBlock } from './ShareBlock';

// Stories never open real sharing sites: window.open is replaced by a recorder for each story.
const open = fn().mockName('window.open');

const meta = {
  title: 'Content/ShareBlock',
  component: ShareBlock,
  args: {
    title: 'Pregnancy guide: your trimester-by-trimester companion',
    description: 'Evidence-based pregnancy information from NHS and NICE guidance.',
    url: 'https://example.org/pregnancy',
    hashtags: ['pregnancy', 'womenshealth'],
  },
  beforeEach: () => {
    const original = window.open;
    open.mockReset().mockReturnValue(null);
    window.open = open;
    return () => {
      window.open = original;
    };
  },
} satisfies Meta<typeof ShareBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sharing opens a 600x400 window without an opener and says so in the block's status line. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Share on LinkedIn' }));
    await expect(open).toHaveBeenCalledTimes(1);
    const [target, name, features] = open.mock.lastCall as [string, string, string];
    await expect(target).toContain('https://www.linkedin.com/shareArticle?');
    await expect(name).toBe('_blank');
    await expect(features).toMatch(/width=600.*height=400|height=400.*width=600/);
    await expect(features).toContain('noopener');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening LinkedIn sharing...');
  },
};

/**
 * `platforms` says which, in order: here WhatsApp first, as most readers in Nigeria share. WhatsApp
 * and email are plain links that open the reader's own app.
 */
export const ChosenPlatforms: Story = {
  args: { platforms: ['whatsapp', 'email', 'x', 'facebook'] },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Share on WhatsApp',
      'Share by Email',
      'Share on X',
      'Share on Facebook',
    ]);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    await expect(links[0]).not.toHaveAttribute('target');
  },
};

/** Copy link writes the page address and says so. */
export const CopyLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Headless Chromium has no system clipboard to grant, so the write is recorded instead.
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(write).toHaveBeenCalledWith(args.url);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied to clipboard!'));
    write.mockRestore();
  },
};

/** When the browser refuses the clipboard, the reader is told. */
export const CopyFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Failed to copy link'));
    write.mockRestore();
  },
};

const share = fn().mockName('navigator.share');

/** Where the browser has a share sheet (phones), "More ways to share" opens it. */
export const MoreWaysToShare: Story = {
  // Desktop Chromium has none: this story lends it a recorder for the time it runs.
  beforeEach: () => {
    share.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More ways to share' }));
    await expect(share).toHaveBeenCalledWith({ title: args.title, url: args.url });
  },
};

/** An address that is not http or https is refused: no link is made, and the block says so. */
export const InvalidUrl: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Invalid sharing URL');
  },
};

/**
 * What a reader without JavaScript gets: the server's HTML, with no script behind it. The platforms
 * are plain links; Copy link and "More ways to share" are not offered.
 */
export const WithoutJavaScript: Story = {
  render: (args) => <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<ShareBlock {...args} />) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
