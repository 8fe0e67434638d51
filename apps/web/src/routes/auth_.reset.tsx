import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@wh/content';
import EmailLanding from '../islands/EmailLanding/EmailLanding.island';
import { Island } from '../islands/runtime/Island';
import { emailLinkScript } from '../headScripts';
import { pageHead } from '../seo';
import * as pageStyles from '../page/page.css';
import { NeedsJavaScript } from '../lib/NeedsJavaScript';
import { PageHeader } from '../page/PageParts';

const meta = routeMeta['/auth/reset'];

export const Route = createFileRoute('/auth_/reset')({
  head: pageHead('/auth/reset', { noindex: true, scripts: [emailLinkScript] }),
  staticData: { mode: 'tool' },
  component: Page,
});

function Page() {
  return (
    <>
      <PageHeader title={meta.title} />
      <div className={pageStyles.narrow}>
        <NeedsJavaScript what="Resetting your password needs" turnOnTo="set a new password">
          <Island component={EmailLanding} props={{ mode: 'reset' }} />
        </NeedsJavaScript>
      </div>
    </>
  );
}
