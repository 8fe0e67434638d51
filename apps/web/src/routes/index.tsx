import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: "Women's Health Guide: pregnancy, fertility, postpartum and gynaecology" },
      {
        name: 'description',
        content:
          'Plain-English, evidence-based information on pregnancy, fertility, postpartum recovery and gynaecology for women in the UK and Nigeria.',
      },
    ],
  }),
  component: Home,
});

function Home() {
  return (
    <>
      <h1>Your trusted guide to women&apos;s health</h1>
      <p>
        Clear, evidence-based information on pregnancy, fertility, postpartum recovery and
        gynaecology, based on NHS, NICE, RCOG and WHO guidance.
      </p>
      <p>
        <Link to="/">Home</Link>
      </p>
    </>
  );
}
