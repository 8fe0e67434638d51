import { Alert } from '@wh/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { attempt, type AttemptFailure, type AuthActionResult } from './types';

/** One attempt's message. `id` is new for every message, even one that repeats the last. */
export interface AttemptMessageState {
  id: number;
  tone: 'error' | 'success';
  text: ReactNode;
}

/**
 * A form's message, which belongs to the attempt that produced it: `clear()` when a new attempt
 * starts, then `fail()` or `succeed()` with its outcome. Each message is a new alert element,
 * so a screen reader announces it even when its words are the same as the last one's.
 *
 * @example
 * const { message, fail, succeed, clear } = useAttemptMessage();
 * // on submit: clear(); ... fail('Please fill in all fields');
 * <AttemptMessage message={message} />
 */
function useAttemptMessage() {
  const [message, setMessage] = useState<AttemptMessageState | null>(null);
  const count = useRef(0);
  const show = useCallback((tone: AttemptMessageState['tone'], text: ReactNode) => {
    count.current += 1;
    setMessage({ id: count.current, tone, text });
  }, []);
  return {
    message,
    fail: useCallback((text: ReactNode) => show('error', text), [show]),
    succeed: useCallback((text: ReactNode) => show('success', text), [show]),
    clear: useCallback(() => setMessage(null), []),
  };
}

/** How an attempt ended: `'done'` (it worked), its failure, or `'not sent'` (the form's own check failed, or one was running). */
export type AttemptOutcome = 'done' | 'not sent' | AttemptFailure;

/**
 * A form's attempts, each from submit to answer, the same way in every form: a new attempt
 * clears the last one's message; a problem the form found itself (an empty field) is shown and
 * nothing is sent; otherwise the action runs while `busy` (a second submit meanwhile is ignored)
 * and its failure is shown. The form shows its own success with `succeed`.
 *
 * @example
 * const { message, busy, succeed, submit } = useFormAttempt();
 * const outcome = await submit(email ? null : authMessages.emptyFields, () => onRequest(email), authMessages.resetFailed);
 * if (outcome === 'done') succeed(authMessages.resetSent(email));
 */
export function useFormAttempt() {
  const { message, fail, succeed, clear } = useAttemptMessage();
  const [busy, setBusy] = useState(false);
  async function submit(problem: string | null, action: () => Promise<AuthActionResult>, fallback: string): Promise<AttemptOutcome> {
    if (busy) return 'not sent';
    clear();
    if (problem) {
      fail(problem);
      return 'not sent';
    }
    setBusy(true);
    const failed = await attempt(action, fallback);
    setBusy(false);
    if (!failed) return 'done';
    fail(failed.message);
    return failed;
  }
  return { message, busy, succeed, submit };
}

/**
 * Shows an attempt's message: errors as a destructive alert (`role="alert"`, read out at once),
 * successes as a status (`role="status"`), nothing when there is none.
 */
export function AttemptMessage({ message }: { message: AttemptMessageState | null }) {
  if (!message) return null;
  return (
    <Alert key={message.id} variant={message.tone === 'error' ? 'destructive' : 'success'}>
      {message.text}
    </Alert>
  );
}
