import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Grid, Stack } from './Layout';

const meta = {
  title: 'Layout/Container, Stack and Grid',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;

type Story = StoryObj<typeof meta>;

const cell = { padding: '1rem', border: '1px solid currentColor', borderRadius: '0.5rem' };

/** A page container holding a stack, which holds a grid of four cells. */
export const PageSection: Story = {
  render: () => (
    <Container as="section" aria-labelledby="topics-heading">
      <Stack gap="lg">
        <h2 id="topics-heading">Explore Health Topics</h2>
        <p>Click on any topic below to access comprehensive, evidence-based health information.</p>
        <Grid as="ul" columns={4}>
          {['Pregnancy', 'Fertility', 'Postpartum', 'Gynaecology'].map((topic) => (
            <li key={topic} style={cell}>
              {topic}
            </li>
          ))}
        </Grid>
      </Stack>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // At the test viewport width the four cells must not all sit in one column.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBeLessThan(4);
  },
};

/** A row on wider screens, a column on phones. */
export const ResponsiveStack: Story = {
  render: () => (
    <Container>
      <Stack direction={{ mobile: 'column', tablet: 'row' }} gap="md">
        <div style={cell}>500+ articles</div>
        <div style={cell}>2 countries</div>
        <div style={cell}>24/7 access</div>
      </Stack>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 countries')).toBeVisible();
  },
};
