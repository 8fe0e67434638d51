/**
 * The NHS-style page that `pnpm perf` measures our pages beside: one of our own guides' words in the
 * frame an nhs.uk condition page has, built with the NHS.UK design system (the `nhsuk-frontend`
 * package, its compiled stylesheet and script as separate files, initialised as its documentation
 * says), served compressed with Brotli, as nhs.uk is. It is a conservative reference: nhs.uk's own
 * pages also carry a cookie banner and analytics, which this page leaves out, so it is lighter than
 * the real thing and a page that is lighter than it is lighter than nhs.uk.
 *
 * The words are the UK site's pre-eclampsia guide (nhs.uk has a page on the same condition): its
 * `<main>` as it is, markup included (an NHS page marks its words up too, with longer class names),
 * without its scripts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The guide whose words the NHS-style page carries. */
export const nhsStyleSource = { site: 'uk', path: '/pregnancy/pre-eclampsia' } as const;

const frontend = join(dirname(createRequire(import.meta.url).resolve('nhsuk-frontend/package.json')), 'dist', 'nhsuk');

/** The page's HTML: NHS.UK frontend's header, breadcrumb and footer around the guide's words. */
export function nhsStyleHtml(guideHtml: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(guideHtml)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(guideHtml)?.[1];
  if (!main || !title) throw new Error('The guide page has no <main> or <title> to take its words from.');
  const words = main.replace(/<script\b[\s\S]*?<\/script>/g, '');
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${title}">
<link rel="stylesheet" href="/css/nhsuk-frontend.min.css">
<link rel="icon" href="/assets/images/favicon.svg" type="image/svg+xml">
</head>
<body>
<script>document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' nhsuk-frontend-supported' : '');</script>
<a class="nhsuk-skip-link" href="#maincontent">Skip to main content</a>
<header class="nhsuk-header" role="banner">
<div class="nhsuk-header__container nhsuk-width-container">
<div class="nhsuk-header__service"><a class="nhsuk-header__service-logo" href="/" aria-label="NHS homepage">
<!-- An NHS-logo-sized mark, as the header carries one. -->
<svg class="nhsuk-header__logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" height="40" width="100" focusable="false" role="img" aria-label="NHS"><title>NHS</title><path fill="currentcolor" d="M200 0v80H0V0h200Zm-27.5 5.5c-14.5 0-29 5-29 22 0 10.2 7.7 13.5 14.7 16.3l.7.3c5.4 2 10.1 3.9 10.1 8.4 0 6.5-8.5 7.5-14 7.5s-12.5-1.5-16-3.5L135 70c5.5 2 13.5 3.5 20 3.5 15.5 0 32-4.5 32-22.5 0-19.5-25.5-16.5-25.5-25.5 0-5.5 5.5-6.5 12.5-6.5a35 35 0 0 1 14.5 3l4-13.5c-4.5-2-12-3-20-3Zm-131 2h-22l-14 65H22l9-45h.5l13.5 45h21.5l14-65H64l-9 45h-.5l-13-45Zm63 0h-18l-13 65h17l6-28H117l-5.5 28H129l13.5-65H125L119.5 32h-20l5-24.5Z"/></svg>
</a></div>
<search class="nhsuk-header__search"><form class="nhsuk-header__search-form" action="/search" method="get" role="search">
<label class="nhsuk-label nhsuk-u-visually-hidden" for="search">Search the NHS website</label>
<input class="nhsuk-input nhsuk-header__search-input" id="search" name="q" type="search" placeholder="Search" autocomplete="off">
<button class="nhsuk-button nhsuk-button--small nhsuk-header__search-button" type="submit">Search</button>
</form></search>
</div>
<nav class="nhsuk-header__navigation" aria-label="Menu"><div class="nhsuk-header__navigation-container nhsuk-width-container">
<ul class="nhsuk-header__navigation-list">
<li class="nhsuk-header__navigation-item"><a class="nhsuk-header__navigation-link" href="/health-a-to-z">Health A to Z</a></li>
<li class="nhsuk-header__navigation-item"><a class="nhsuk-header__navigation-link" href="/live-well">Live Well</a></li>
<li class="nhsuk-header__navigation-item"><a class="nhsuk-header__navigation-link" href="/mental-health">Mental health</a></li>
<li class="nhsuk-header__navigation-item"><a class="nhsuk-header__navigation-link" href="/care-and-support">Care and support</a></li>
<li class="nhsuk-header__navigation-item"><a class="nhsuk-header__navigation-link" href="/pregnancy">Pregnancy</a></li>
<li class="nhsuk-header__navigation-item"><a class="nhsuk-header__navigation-link" href="/nhs-services">NHS services</a></li>
<li class="nhsuk-header__menu" hidden><button class="nhsuk-header__menu-toggle nhsuk-header__navigation-link" aria-expanded="false">More</button></li>
</ul></div></nav>
</header>
<div class="nhsuk-width-container">
<nav class="nhsuk-breadcrumb" aria-label="Breadcrumb"><ol class="nhsuk-breadcrumb__list">
<li class="nhsuk-breadcrumb__list-item"><a class="nhsuk-breadcrumb__link" href="/">Home</a></li>
<li class="nhsuk-breadcrumb__list-item"><a class="nhsuk-breadcrumb__link" href="/pregnancy">Pregnancy</a></li>
</ol></nav>
<main class="nhsuk-main-wrapper" id="maincontent"><div class="nhsuk-grid-row"><div class="nhsuk-grid-column-two-thirds">
${words}
</div></div></main>
</div>
<footer class="nhsuk-footer" role="contentinfo"><div class="nhsuk-width-container"><div class="nhsuk-footer__meta">
<h2 class="nhsuk-u-visually-hidden">Support links</h2>
<ul class="nhsuk-footer__list">
<li class="nhsuk-footer__list-item"><a class="nhsuk-footer__list-item-link" href="/about-us">About us</a></li>
<li class="nhsuk-footer__list-item"><a class="nhsuk-footer__list-item-link" href="/contact-us">Contact us</a></li>
<li class="nhsuk-footer__list-item"><a class="nhsuk-footer__list-item-link" href="/accessibility-statement">Accessibility statement</a></li>
<li class="nhsuk-footer__list-item"><a class="nhsuk-footer__list-item-link" href="/our-policies">Our policies</a></li>
<li class="nhsuk-footer__list-item"><a class="nhsuk-footer__list-item-link" href="/our-policies/cookies-policy">Cookies</a></li>
</ul>
<p class="nhsuk-body-s">&copy; NHS England</p>
</div></div></footer>
<script type="module">import { initAll } from '/js/nhsuk-frontend.min.js'; initAll();</script>
</body>
</html>
`;
}

/** Serves the NHS-style page at `/` on a free loopback port, each file Brotli-compressed as nhs.uk sends it. */
export async function serveNhsStylePage(guideHtml: string): Promise<{ url: string; server: Server }> {
  const compress = (data: Buffer | string) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const files = new Map<string, { type: string; body: Buffer }>([
    ['/', { type: 'text/html; charset=utf-8', body: compress(nhsStyleHtml(guideHtml)) }],
    ['/css/nhsuk-frontend.min.css', { type: 'text/css', body: compress(readFileSync(join(frontend, 'nhsuk-frontend.min.css'))) }],
    ['/js/nhsuk-frontend.min.js', { type: 'text/javascript', body: compress(readFileSync(join(frontend, 'nhsuk-frontend.min.js'))) }],
    ['/assets/images/favicon.svg', { type: 'image/svg+xml', body: compress(readFileSync(join(frontend, 'assets', 'images', 'favicon.svg'))) }],
  ]);
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Encoding': 'br',
      'Content-Length': file.body.length,
      'Cache-Control': req.url === '/' ? 'no-cache' : 'public, max-age=31536000',
      Vary: 'Accept-Encoding',
    });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
