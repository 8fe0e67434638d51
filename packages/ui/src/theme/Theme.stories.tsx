import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { light, toneNames } from './tokens';
import { vars } from './vars.css';

/** Reads a `var(--name)` reference's current value on the root element. */
function resolved(reference: string) {
  const name = reference.replace(/^var\((--[^),]+).*$/, '$1');
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const labels = { pregnancy: 'Pregnancy', fertility: 'Fertility', postpartum: 'Postpartum', other: 'Other topics' };

function Swatches() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.body }}>
      <section aria-labelledby="tones-heading">
        <h2 id="tones-heading">Category tones</h2>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0 }}>
          {toneNames.map((tone) => (
            <li
              key={tone}
              style={{
                padding: vars.space.md,
                borderRadius: vars.radius.md,
                color: vars.tone[tone].text,
                backgroundColor: vars.tone[tone].background,
                borderInlineStart: `6px solid ${vars.tone[tone].accent}`,
              }}
            >
              {labels[tone]}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="text-heading">
        <h2 id="text-heading">Text and links</h2>
        <p style={{ color: vars.color.text }}>Body text on the page background.</p>
        <p style={{ color: vars.color.textMuted }}>Secondary text, such as hints and dates.</p>
        <p>
          <a href="#focus-demo" style={{ color: vars.color.link }}>
            A link that shows the focus ring
          </a>
        </p>
      </section>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Swatches,
} satisfies Meta<typeof Swatches>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The light theme is applied to the whole page; axe checks every swatch's contrast. */
export const Tones: Story = {
  play: async ({ canvasElement }) => {
    await expect(resolved(vars.color.text)).toBe(light.color.text);
    await expect(resolved(vars.tone.fertility.background)).toBe(light.tone.fertility.background);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Tab to the link: the one focus ring is a 3px solid outline, which forced-colours mode keeps. */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const style = getComputedStyle(link);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('3px');
  },
};
