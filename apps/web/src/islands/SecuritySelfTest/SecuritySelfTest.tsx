import {
  checkSecurityConfig,
  formatSecurityReport,
  runSecuritySelfTest,
  type ConfigCheckStatus,
  type SecurityConfigResult,
  type SecuritySelfTestResult,
  type ValidationCase,
} from '@wh/core';
import { Alert, Badge, Button, Card, Progress } from '@wh/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './SecuritySelfTest.css';
import * as primitives from '../../lib/primitives.css';
import { NeedsJavaScript } from '../../lib/NeedsJavaScript';
import { PageSection } from '../../lib/PageSection';
import { saveDownload } from '../../lib/saveDownload';

/** How long the dashboard shows its running state (the spec's 1000 ms), so the run is noticed. */
const RUN_DELAY_MS = 1000;
/** Where the progress bar sits while the tests run, as the spec fixes it. */
const RUNNING_PROGRESS = 33;

interface Results {
  selfTest: SecuritySelfTestResult;
  config: SecurityConfigResult;
  finishedAt: Date;
}

const statusWord: Record<ConfigCheckStatus, string> = { pass: 'Pass', warn: 'Warning', fail: 'Fail' };

function Verdict({ passed }: { passed: boolean }) {
  return <Badge tone={passed ? 'postpartum' : 'fertility'}>{passed ? 'PASS' : 'FAIL'}</Badge>;
}

function ValidationList({ cases }: { cases: ValidationCase[] }) {
  return (
    <ul className={styles.caseList}>
      {cases.map((c) => (
        <li key={c.name}>
          <Verdict passed={c.passed} /> <strong>{c.name}</strong>:{' '}
          <code className={styles.code}>{c.input === '' ? '(empty)' : c.input}</code> was {c.actual ? 'accepted' : 'rejected'}
          {c.passed ? null : `, but should have been ${c.expected ? 'accepted' : 'rejected'}`}
        </li>
      ))}
    </ul>
  );
}

/**
 * The security dashboard: runs the site's own checks in the reader's browser and shows, then
 * downloads, the results. The island of /security-test.
 *
 * @example
 * <SecuritySelfTest />
 */
export function SecuritySelfTest() {
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function run() {
    if (running) return;
    setRunning(true);
    timer.current = window.setTimeout(() => {
      setResults({
        selfTest: runSecuritySelfTest(),
        config: checkSecurityConfig({
          protocol: window.location.protocol,
          hostname: window.location.hostname,
          document,
        }),
        finishedAt: new Date(),
      });
      setRunning(false);
    }, RUN_DELAY_MS);
  }

  const selfTest = results?.selfTest;
  return (
    <>
      <NeedsJavaScript what="The security tests need" turnOnTo="run the tests">
        <div className={primitives.actions}>
          <Button onClick={run} loading={running} loadingText="Running Tests...">
            Run Security Tests
          </Button>
          {results ? (
            <Button
              variant="outline"
              onClick={() =>
                saveDownload(formatSecurityReport(results.selfTest, results.config, { generatedAt: results.finishedAt }), 'text/markdown;charset=utf-8', 'security-report.md')
              }
            >
              Download Report
            </Button>
          ) : null}
        </div>
      </NeedsJavaScript>
      {running ? <Progress label="Running security tests" value={RUNNING_PROGRESS} className={primitives.section} /> : null}

      <div role="status" className={primitives.section}>
        {selfTest ? (
          <Card as="section" aria-labelledby="summary-heading">
            <h2 id="summary-heading">Test summary</h2>
            <p className={styles.bigStatus}>Overall: {selfTest.status}</p>
            <p>
              {selfTest.passed} passed, {selfTest.failed} failed, out of {selfTest.total} tests.
            </p>
          </Card>
        ) : null}
      </div>

      {selfTest && results ? (
        <>
          <PageSection id="xss" title="XSS prevention">
            <p>Each attack string goes through the site&apos;s text cleaner; nothing that could run may come out.</p>
            {selfTest.xss.some((c) => !c.passed) ? (
              <Alert variant="destructive">Some XSS tests failed. Check the input sanitisation functions.</Alert>
            ) : null}
            <ul className={styles.caseList}>
              {selfTest.xss.map((c) => (
                <li key={c.name}>
                  <Verdict passed={c.passed} /> <strong>{c.name}</strong>: <code className={styles.code}>{c.input}</code>{' '}
                  became <code className={styles.code}>{c.output === '' ? '(empty)' : c.output}</code>
                  {c.passed ? null : ` (still contains: ${c.leftovers.join(', ')})`}
                </li>
              ))}
            </ul>
          </PageSection>

          <PageSection id="urls" title="URL validation">
            <p>Only http and https addresses may be used in links.</p>
            <ValidationList cases={selfTest.urls} />
          </PageSection>

          <PageSection id="emails" title="Email validation">
            <ValidationList cases={selfTest.emails} />
          </PageSection>

          <PageSection id="configuration" title="Configuration check">
            <p>
              Overall: <strong>{statusWord[results.config.status]}</strong>
            </p>
            <ul className={styles.caseList}>
              {results.config.checks.map((check) => (
                <li key={check.id}>
                  <Badge tone={check.status === 'pass' ? 'postpartum' : check.status === 'warn' ? 'other' : 'fertility'}>
                    {check.status.toUpperCase()}
                  </Badge>{' '}
                  <strong>{check.name}</strong>: {check.message}
                </li>
              ))}
            </ul>
          </PageSection>
        </>
      ) : null}

    </>
  );
}
