import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@wh/content';
import AuthForms from '../islands/AuthForms.island';
import { Island } from '../islands/Island';
import { pageHead } from '../seo';
import { PageHeader } from './-components/PageParts';

const meta = routeMeta['/auth'];

export const Route = createFileRoute('/auth')({
  head: pageHead('/auth', { noindex: true }),
  staticData: { mode: 'tool' },
  component: AuthPage,
});

function AuthPage() {
  return (
    <>
      <PageHeader title={meta.title} lead="You can read everything on this site without an account." />
      <Island component={AuthForms} props={{}} />
    </>
  );
}
