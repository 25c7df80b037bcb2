import { chromium, devices } from '@playwright/test';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
const rows = [];
page.on('response', async (r) => {
  if (r.request().resourceType() === 'script') rows.push([r.url().split('/').pop(), Number(r.headers()['content-length'] ?? 0), r.headers()['content-encoding']]);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
rows.sort((a, b) => b[1] - a[1]);
for (const r of rows) console.log(r.join('\t'));
console.log('TOTAL', rows.reduce((s, r) => s + r[1], 0));
await browser.close();
