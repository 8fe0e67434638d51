/**
 * How this project starts Chromium for tests and measurements: Debian's
 * package (Playwright never downloads a browser here), headless, and quiet on
 * a machine with no network beyond loopback. CHROME_PATH picks another build.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox', // CI runs as root
  '--disable-gpu',
  // Without these Chromium keeps trying to reach Google's services on a closed network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
