import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@wh/content';
import AuthForms from '../islands/AuthForms/AuthForms.island';
import { Island } from '../islands/runtime/Island';
import { pageHead } from '../seo';
import * as pageStyles from '../page/page.css';
import { NeedsJavaScript } from '../lib/NeedsJavaScript';
import { PageHeader } from '../page/PageParts';

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
      <div className={pageStyles.narrow}>
        <NeedsJavaScript what="Signing in and creating an account need" turnOnTo="sign in or create an account">
          <Island component={AuthForms} props={{}} />
        </NeedsJavaScript>
      </div>
    </>
  );
}
