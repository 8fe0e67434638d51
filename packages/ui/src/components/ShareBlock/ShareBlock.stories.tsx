import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast/Toast';
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
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
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

/** Sharing opens a 600x400 window without an opener and confirms with a toast. */
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

/** An address that is not http(s) is refused and nothing opens. */
export const InvalidUrl: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share on X' }));
    await expect(open).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid sharing URL');
  },
};

/** Copy Link writes the page address and confirms. */
export const CopyLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Headless Chromium has no system clipboard to grant, so the write is recorded instead.
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to copy link'));
    write.mockRestore();
  },
};

/** Without JavaScript the platforms are plain links and Copy Link is not offered. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '260px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Copy Link' })).toBeNull();
  },
};
