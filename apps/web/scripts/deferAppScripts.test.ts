import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../server/securityPolicy.ts';
import { deferAppScripts } from './deferAppScripts.ts';

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/shared.js" fetchPriority="low"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><main>Text</main>' +
  '<script type="module" src="/assets/entry.js" async=""></script><script>window.after=1</script></body></html>';

describe('deferAppScripts', () => {
  const deferred = deferAppScripts(page);

  it('takes the module preloads and the entry script out of the HTML', () => {
    expect(deferred).not.toContain('modulepreload" href');
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it('puts one inline loader where the entry script was, naming the preloads and the entry', () => {
    const [loader, after] = inlineScripts(deferred);
    expect(after).toBe('window.after=1');
    expect(loader).toContain('["/assets/shared.js"]');
    expect(loader).toContain('app.src="/assets/entry.js"');
    expect(loader).toContain('me.replaceWith(app)');
    // Only once the page has loaded: nothing competes with its text for the network.
    expect(loader).toContain('addEventListener("load"');
    expect(deferred.indexOf(loader!)).toBeLessThan(deferred.indexOf('window.after'));
  });

  it('refuses a page without an entry script rather than ship a page that never hydrates', () => {
    expect(() => deferAppScripts('<html><body>Text</body></html>')).toThrow(/no entry/);
  });
});
