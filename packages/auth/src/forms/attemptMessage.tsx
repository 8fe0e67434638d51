import { Alert } from '@wh/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';

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
export function useAttemptMessage() {
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
