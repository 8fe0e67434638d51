/**
 * Collects every promise rejection nobody handled while a test runs, in Node (`process`) and in
 * the DOM environment (`window`'s `unhandledrejection`), so a test can require that none escaped.
 *
 * @example
 * const rejections = watchUnhandledRejections();
 * // ... the test ...
 * expect(await rejections.stop()).toEqual([]);
 */
export function watchUnhandledRejections(): { stop(): Promise<string[]> } {
  const seen: string[] = [];
  const describe = (reason: unknown) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
  const onProcess = (reason: unknown) => seen.push(describe(reason));
  const onWindow = (event: PromiseRejectionEvent) => seen.push(describe(event.reason));
  process.on('unhandledRejection', onProcess);
  if (typeof window !== 'undefined') window.addEventListener('unhandledrejection', onWindow);
  return {
    async stop() {
      // Node reports an unhandled rejection only after the microtask queue drains: give it a turn.
      await new Promise((resolve) => setTimeout(resolve, 50));
      process.off('unhandledRejection', onProcess);
      if (typeof window !== 'undefined') window.removeEventListener('unhandledrejection', onWindow);
      return seen;
    },
  };
}
