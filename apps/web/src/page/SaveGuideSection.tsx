import { Alert, Button, Progress } from '@wh/ui';
import * as primitives from '../lib/primitives.css';
import { PageSection } from '../lib/PageSection';
import { saveGuideMarks as marks, type SaveStep } from '../lib/saveGuideMarks';

/** The steps a part of the block shows at (`lib/saveGuide.ts` shows and hides them). */
const at = (...steps: SaveStep[]) => ({ [marks.shownAt]: steps.join(' ') });

/**
 * Where "Save this guide for offline" is offered (/resources and /my-pregnancy). Every step's
 * words are here, hidden but the first; a few lines of plain script (`lib/saveGuide.ts`, loaded by
 * the page's entry only where this block is) show the step the reader is at. Shown only with
 * JavaScript, which saving needs.
 */
export function SaveGuideSection() {
  return (
    <div className={primitives.needsScript} data-needs-javascript="">
      <PageSection id="save-offline" title="Save this guide for offline">
        <div className={primitives.stack} aria-live="polite" {...{ [marks.block]: '' }}>
          <p {...at('checking')}>Checking whether this guide can be saved on this device…</p>
          <p hidden {...at('unavailable')}>
            This browser cannot save the guide for reading offline, or the list of pages could not be fetched. Try again with a
            connection.
          </p>
          <div hidden {...at('saved')}>
            <Alert variant="success" title="Saved on this device">
              Every page of this guide, the calculators and the search now work with no connection.
            </Alert>
          </div>
          <div hidden className={primitives.stack} {...at('ready', 'outdated', 'failed')}>
            <p>
              <span hidden {...at('outdated')}>
                The guide has changed since you saved it.{' '}
              </span>
              Saving stores every page of this guide (<span {...{ [marks.files]: '' }} /> files, about{' '}
              <strong data-nowrap="" {...{ [marks.size]: '' }} />) in this browser, so you can read it with no connection. Use
              Wi-Fi if data is costly.
            </p>
            <div hidden {...at('failed')}>
              <Alert variant="destructive" title="The guide was not saved">
                <span {...{ [marks.reason]: '' }} /> Check your connection and try again.
              </Alert>
            </div>
            <Button type="button" {...{ [marks.button]: '' }}>
              Save this guide for offline
            </Button>
          </div>
          <div hidden {...at('saving')}>
            <Progress label="Saving the guide" value={0} />
          </div>
        </div>
      </PageSection>
    </div>
  );
}
