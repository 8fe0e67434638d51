import { Alert } from '@wh/ui';
import type { ReactNode } from 'react';
import * as primitives from './primitives.css';

/**
 * A tool that only works with JavaScript: without it, a plain notice says so and the tool's
 * controls are not shown (buttons that do nothing would only mislead). Which view shows is decided
 * by CSS under @wh/ui's `wh-js` class, set before the first paint, so neither view flashes.
 *
 * @example
 * <NeedsJavaScript what="The calculators need" turnOnTo="work out your dates">
 *   <Calculators />
 * </NeedsJavaScript>
 */
export function NeedsJavaScript({
  what,
  turnOnTo,
  children,
}: {
  /** What needs it, with its verb: "Your account page needs". */
  what: string;
  /** What the reader can do once it is on, after "Turn JavaScript on to": "sign in or create an account". */
  turnOnTo: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className={primitives.withoutScriptOnly}>
        <Alert title="JavaScript is off">
          {what} JavaScript, which is turned off or blocked in your browser. Turn JavaScript on to {turnOnTo}.
          Everything else on this site works without it.
        </Alert>
      </div>
      {/* The attribute tells the no-JavaScript test (e2e/pages.spec.ts) this is hidden on purpose. */}
      <div className={primitives.needsScript} data-needs-javascript="">
        {children}
      </div>
    </>
  );
}
