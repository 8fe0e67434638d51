import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitizeText';

/**
 * What must never survive, checked independently of the implementation: angle
 * brackets, a script-protocol scheme (also when split by the tabs and newlines
 * a browser ignores) and an inline event handler.
 */
function unsafeParts(output: string): string[] {
  const flat = output.replace(/[\t\n\r]/g, '');
  return [
    /[<>]/.test(output) && 'angle bracket',
    /javascript:/i.test(flat) && 'javascript:',
    /vbscript:/i.test(flat) && 'vbscript:',
    /\bon\w+\s*=/i.test(output) && 'event handler',
  ].filter((part): part is string => Boolean(part));
}

describe('sanitizeText', () => {
  it('removes angle brackets and trims', () => {
    expect(sanitizeText('  <b>Hello</b> ')).toBe('bHello/b');
    expect(sanitizeText("<script>alert('x')</script>")).toBe("scriptalert('x')/script");
  });

  it('removes script-protocol text in any case, even split by tabs or newlines', () => {
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('JaVaScRiPt:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('java\tscript:alert(1)')).toBe('alert(1)');
    // A space before the colon makes it no scheme at all, so it is ordinary text.
    expect(sanitizeText('java\nscript :alert(1)')).toBe('java\nscript :alert(1)');
    expect(sanitizeText('j\ra\nv\ta\ns\rc\nr\ti\np\nt\t:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('VBScript:msgbox(1)')).toBe('msgbox(1)');
  });

  it('removes event-handler prefixes in any case and spacing', () => {
    expect(sanitizeText('<img src=x onerror=alert(1)>')).toBe('img src=x alert(1)');
    expect(sanitizeText('<body ONLOAD = go()>')).toBe('body  go()');
    expect(sanitizeText('<svg/onload=go()>')).toBe('svg/go()');
    expect(sanitizeText('x onMouseOver\n=go()')).toBe('x go()');
  });

  it('does not let a removal join the pieces of a new attack', () => {
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('on<load=go()')).toBe('go()');
    expect(sanitizeText('o<n>error=go()')).toBe('go()');
    expect(sanitizeText('java<script:x')).toBe('x');
    expect(sanitizeText('<<script>>')).toBe('script');
  });

  it('leaves ordinary text alone', () => {
    const text = "I'm 12 weeks pregnant; the condition=stable and I read about JavaScript online.";
    expect(sanitizeText(text)).toBe(text);
    expect(sanitizeText('Folic acid: 400 micrograms')).toBe('Folic acid: 400 micrograms');
  });

  it('never leaves <, >, a script scheme or an on…= handler, for any generated input', () => {
    const pieces = fc.constantFrom(
      '<', '>', 'java', 'Java', 'JAVA', 'vb', 'script', 'SCRIPT', 'Script', ':', ' :', 'on', 'ON', 'On',
      'error', 'load', 'mouseover', '=', ' =', ' ', '\t', '\n', '\r', '/', '"', "'", 'x', 'img', '&', '#',
    );
    const attackLike = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(''));
    const anyText = fc.string({ unit: 'binary', maxLength: 80 });
    const mixed = fc.array(fc.oneof(attackLike, anyText), { maxLength: 4 }).map((parts) => parts.join(''));
    fc.assert(
      // A plain boolean keeps 3000 runs fast; fast-check reports the failing input.
      fc.property(fc.oneof(attackLike, anyText, mixed), (input) => {
        const output = sanitizeText(input);
        return unsafeParts(output).length === 0 && output === output.trim();
      }),
      { numRuns: 3000 },
    );
  });

  it('is idempotent: sanitising twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (input) => {
        const once = sanitizeText(input);
        return sanitizeText(once) === once;
      }),
    );
  });

  it('turns a missing value into empty text rather than throwing', () => {
    expect(sanitizeText(undefined as unknown as string)).toBe('');
    expect(sanitizeText(null as unknown as string)).toBe('');
  });

  // What the documentation says it does not do, held here so the words stay true.
  it('is a deny-list, not an HTML sanitiser: quotes, encoded colons and data: URLs pass through', () => {
    expect(sanitizeText('" autofocus onfocus')).toBe('" autofocus onfocus');
    expect(sanitizeText("it's")).toBe("it's");
    expect(sanitizeText('javascript&#58;alert(1)')).toBe('javascript&#58;alert(1)');
    expect(sanitizeText('data:text/html;base64,PHNjcmlwdD4=')).toBe('data:text/html;base64,PHNjcmlwdD4=');
  });
});
