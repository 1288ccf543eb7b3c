import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
page.setDefaultTimeout(5000);
for (let i = 0; i < 60; i++) { try { await page.goto('http://127.0.0.1:4391/_playground', { waitUntil: 'networkidle' }); break; } catch { await page.waitForTimeout(1000); } }
const add = async (q, name) => { await page.getByRole('button', { name: '+ Add a block to blocks' }).click(); await page.getByRole('searchbox').fill(q); await page.getByRole('dialog').getByRole('button', { name }).click(); };
await add('banner', /Add banner, example 1/); await add('quote', /Add quote, example 1/); await add('paragraph', /Add paragraph, example 1/);
const order = async () => JSON.parse(await page.evaluate(() => localStorage.getItem('quai.playground.draft'))).blocks.map((b) => b.type).join(',');
await page.waitForTimeout(500);
console.log('start', await order());
await page.getByRole('button', { name: 'Edit paragraph 3' }).focus();
await page.keyboard.press('ArrowRight');
console.log('focused', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
await page.keyboard.press('Enter');
await page.waitForTimeout(500);
console.log('after key', await order());
await page.screenshot({ path: '/tmp/pg4a.png', clip: { x: 0, y: 300, width: 600, height: 500 } });
try {
  const rows = await page.getByRole('row').all(); for (const r of rows) console.log(await r.getAttribute('aria-label'), await r.getAttribute('draggable'), await r.innerText());
await page.getByRole('row').first().dragTo(page.getByRole('row').nth(1), { targetPosition: { x: 200, y: 30 } });
} catch (e) { console.log('drag failed', e.message.split('\n')[0]); }
await page.waitForTimeout(500);
console.log('after drag', await order());
await browser.close();
