import { describe, expect, it } from 'vitest';
import { pageStylesheet } from './pageStyles';

const site = [
  'body{margin:0}',
  ':root{--space:4px}',
  '._card0{padding:var(--space)}',
  '._card0 a{color:red}',
  '._menu1{display:grid}',
  '._result2,._card0>h2{font-weight:700}',
  '@media screen and (min-width:640px){._result2{display:flex}._card0{margin:0}}',
  ':root[data-email-link] ._form3{display:none}',
].join('');

describe('pageStylesheet', () => {
  it('keeps the rules of classes in the page’s HTML, and those without classes', () => {
    const css = pageStylesheet(site, { html: '<main class="_card0"><h2>x</h2></main>', code: '' });
    expect(css).toContain('body{margin:0}');
    expect(css).toContain(':root{--space:4px}');
    expect(css).toContain('._card0{padding:var(--space)}');
    expect(css).toContain('._card0 a{color:red}');
    expect(css).toContain('._card0>h2{font-weight:700}');
    expect(css).toContain('@media screen and (min-width:640px){._card0{margin:0}}');
  });

  it('drops the rules of classes found neither in the page nor in its code', () => {
    const css = pageStylesheet(site, { html: '<main class="_card0"></main>', code: '' });
    expect(css).not.toContain('_menu1');
    expect(css).not.toContain('_result2');
    expect(css).not.toContain('_form3');
  });

  it('keeps what the page’s code may show later (a menu, a result)', () => {
    const css = pageStylesheet(site, { html: '', code: 'const styles={menu:"_menu1",result:"_result2"};' });
    expect(css).toContain('._menu1{display:grid}');
    expect(css).toContain('._result2{font-weight:700}');
    expect(css).toContain('@media screen and (min-width:640px){._result2{display:flex}}');
    expect(css).not.toContain('_card0');
  });
});

describe('pageStylesheet on odd selectors', () => {
  it('keeps a selector list’s commas inside :is() and attribute values, and strings with braces', () => {
    const css = ':is(._a0,._b1) p{color:red}[data-x=","]._a0{content:"}"}._c2{content:"{"}';
    expect(pageStylesheet(css, { html: '_a0 _b1', code: '' })).toBe(':is(._a0,._b1) p{color:red}[data-x=","]._a0{content:"}"}');
  });

  it('drops an @media left empty, and keeps keyframes', () => {
    const css = '@keyframes spin{0%{opacity:0}to{opacity:1}}@media (min-width:1px){._z9{color:red}}';
    expect(pageStylesheet(css, { html: '', code: '' })).toBe('@keyframes spin{0%{opacity:0}to{opacity:1}}');
  });

  it('leaves the whole stylesheet as it was when a page uses every class', () => {
    expect(pageStylesheet(site, { html: site, code: '' })).toBe(site);
  });
});

describe('pageStylesheet on design tokens', () => {
  const tokens = [
    ':root{--ink:#111;--paper:#fff;--accent:var(--brand);--brand:purple;--unread:3px}',
    '@media (prefers-color-scheme:dark){:root{--ink:#eee;--unread:4px}}',
    '._text0{color:var(--ink)}',
    '._link1{color:var(--accent)}',
    '._gone2{border-width:var(--paper)}',
  ].join('');

  it('drops the tokens nothing left reads, in every theme, and keeps those a kept rule or token reads', () => {
    const css = pageStylesheet(tokens, { html: '<p class="_text0"><a class="_link1">x</a></p>', code: '' });
    expect(css).toBe(':root{--ink:#111;--accent:var(--brand);--brand:purple}@media (prefers-color-scheme:dark){:root{--ink:#eee}}._text0{color:var(--ink)}._link1{color:var(--accent)}');
  });

  it('keeps a token the page’s code names (a script may read or set it), and drops a rule left empty', () => {
    const css = pageStylesheet(tokens, { html: '', code: 'el.style.setProperty("--unread","5px")' });
    expect(css).toBe(':root{--unread:3px}@media (prefers-color-scheme:dark){:root{--unread:4px}}');
  });
});
