import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
for (const url of process.argv.slice(2)) for (let i = 0; i < 3; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(url, 'TBT', Math.round(a['total-blocking-time']!.numericValue!));
  for (const item of ((a['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ?? [])) console.log('   long task', Math.round(item.duration), 'at', Math.round(item.startTime), item.url);
}
await chrome.kill();
