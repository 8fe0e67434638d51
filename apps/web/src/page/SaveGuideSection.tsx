import { Island } from '../islands/runtime/Island';
import SaveGuide from '../islands/SaveGuide/SaveGuide.island';
import * as primitives from '../lib/primitives.css';
import { PageSection } from '../lib/PageSection';

/** Where "Save this guide for offline" is offered (/resources and /my-pregnancy); shown only with JavaScript, which it needs. */
export function SaveGuideSection() {
  return (
    <div className={primitives.needsScript} data-needs-javascript="">
      <PageSection id="save-offline" title="Save this guide for offline">
        <Island component={SaveGuide} props={{}} />
      </PageSection>
    </div>
  );
}
