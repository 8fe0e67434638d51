import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { TopicCard } from './TopicCard';

const props = {
  title: 'Fertility & Conception',
  category: 'Fertility',
  description: 'Understand your cycle, your fertile window and when to seek help.',
  href: '/fertility',
  image: { src: '/images/fertility.webp', width: 640, height: 360, alt: 'A couple reading together' },
  topics: ['Ovulation Tracking', 'Conception Tips', 'Fertility Signs', 'Health Optimisation'],
};

describe('TopicCard', () => {
  it('shows image, badge, heading, description, topics and a named action link', async () => {
    await renderSettled(<TopicCard {...props} />);
    const article = screen.getByRole('article');
    expect(screen.getByRole('img', { name: 'A couple reading together' })).toHaveAttribute('width', '640');
    expect(screen.getByText('Fertility')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fertility & Conception' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Key topics in Fertility & Conception' }).children).toHaveLength(4);
    const link = screen.getByRole('link', { name: 'Read Complete Guide about Fertility & Conception' });
    expect(link).toHaveAttribute('href', '/fertility');
    expect(article).toContainElement(link);
  });

  it('reserves the image space in server HTML', () => {
    const html = renderToString(<TopicCard {...props} />);
    expect(html).toMatch(/<img[^>]*width="640"[^>]*height="360"/);
    expect(html).toContain('loading="lazy"');
  });
});
