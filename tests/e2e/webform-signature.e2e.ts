import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, decidedConsentCookie, DESKTOP, launchBrowser, reachForm } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * The claim form's signature, drawn with a mouse in Chromium, sent, and read back from the
 * database: a server of its own, so that its data directory can be read.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

async function openClaim(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([decidedConsentCookie(server.url)]);
  const page = await context.newPage();
  await page.goto(new URL('/reclamation', server.url).toString(), { waitUntil: 'load' });
  await reachForm(page);
  return page;
}

function lastStoredSignature(): { image: string; name: string } {
  const db = new Database(join(server.dataDirectory, 'quai.sqlite'), { readonly: true });
  try {
    const row = db.prepare("select data from webform_submission where webform_id = 'reclamation' order by sid desc limit 1").get() as {
      data: string;
    };
    return (JSON.parse(row.data) as { signature: { image: string; name: string } }).signature;
  } finally {
    db.close();
  }
}

/** How many pixels of a PNG are inked (not transparent), counted by the page's own canvas. */
function inkedPixels(page: Page, image: string): Promise<number> {
  return page.evaluate(async (source) => {
    const picture = new Image();
    picture.src = source;
    await picture.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [picture.width, picture.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) inked += 1;
    return inked;
  }, image);
}

describe('a signature in the claim form', () => {
  it('is drawn with the mouse, cleared, drawn again and stored as a PNG with the claim; the page stays axe-clean', async () => {
    const page = await openClaim();
    await page.getByLabel('Référence du dossier').fill('AB12CD');
    await page.getByLabel('Date du voyage').fill('2025-06-01');
    await page.getByRole('combobox', { name: 'Gare de départ' }).fill('Lyon Part');
    await page.getByRole('option', { name: 'Lyon Part Dieu' }).click();
    await page.getByLabel('Confort à bord', { exact: true }).check();
    await page.getByLabel(/^Justificatifs/).setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('billet.pdf (1 KB)').waitFor();

    const pad = page.getByRole('img', { name: 'Cadre de signature, vide' });
    // The mouse moves in the viewport: the pad must be in it.
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const draw = async (points: Array<[number, number]>) => {
      const [[startX, startY], ...rest] = points as [[number, number], ...Array<[number, number]>];
      await page.mouse.move(box.x + startX, box.y + startY);
      await page.mouse.down();
      for (const [x, y] of rest) await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
      await page.mouse.up();
    };
    await draw([
      [20, 60],
      [80, 20],
      [140, 90],
      [200, 30],
    ]);
    await page.getByRole('img', { name: 'Cadre de signature, signé' }).waitFor();
    await page.getByRole('button', { name: 'Effacer la signature' }).click();
    await page.getByRole('img', { name: 'Cadre de signature, vide' }).waitFor();
    await draw([
      [30, 40],
      [100, 80],
      [170, 25],
      [230, 70],
    ]);
    await page.getByRole('img', { name: 'Cadre de signature, signé' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Déposer ma réclamation' }).click();
    await page.getByText('Votre réclamation est enregistrée. Nous vous répondons sous 30 jours.').waitFor();
    const signature = lastStoredSignature();
    expect(signature.name).toBe('');
    expect(signature.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(signature.image.split(',')[1]!, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The drawing is in the image: the second stroke, not a blank or cleared canvas.
    expect(await inkedPixels(page, signature.image)).toBeGreaterThan(200);
  });
});
