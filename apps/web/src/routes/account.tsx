import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@wh/content';
import AccountPanel from '../islands/AccountPanel/AccountPanel.island';
import { Island } from '../islands/runtime/Island';
import { pageHead } from '../seo';
import * as pageStyles from '../page/page.css';
import { NeedsJavaScript } from '../lib/NeedsJavaScript';
import { PageHeader } from '../page/PageParts';

const meta = routeMeta['/account'];

export const Route = createFileRoute('/account')({
  head: pageHead('/account', { noindex: true }),
  staticData: { mode: 'tool', signInFirst: true },
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader title={meta.title} lead="Your email address and password, signing out on every device, and deleting your account." />
      <div className={pageStyles.narrow}>
        <NeedsJavaScript what="Your account page needs" turnOnTo="see your email address, change your password, sign out on every device or delete your account">
          <Island component={AccountPanel} props={{}} />
        </NeedsJavaScript>
      </div>
    </>
  );
}
