import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';

/** What one Lighthouse run (mobile preset) says of a page. */
export interface LighthouseResult {
  performance: number;
  seo: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  requests: number;
  /** Every script of the page (React included), each gzip-compressed, added up. */
  jsGzipBytes: number;
  jsFiles: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/**
 * Runs Lighthouse 12's default (mobile) configuration on each address, `runs` times, in Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium), and keeps the median of each figure.
 */
export async function lighthouseMedians(urls: readonly string[], runs: number): Promise<Map<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const samples: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await runWithRetries(url, chrome.port));
      results.set(url, medianOf(samples));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run is taken again, up to three times. */
async function runWithRetries(url: string, port: number): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
    }
  }
}

class LighthouseRunError extends Error {}

async function runOnce(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => !item.url.startsWith('data:'),
  );
  const scripts = items.filter((item) => item.resourceType === 'Script');
  let jsGzipBytes = 0;
  for (const script of scripts) jsGzipBytes += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    requests: items.length,
    jsGzipBytes,
    jsFiles: scripts.length,
  };
}

function medianOf(samples: LighthouseResult[]): LighthouseResult {
  const median = (pick: (sample: LighthouseResult) => number) => {
    const values = samples.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  const keys = Object.keys(samples[0]!) as Array<keyof LighthouseResult>;
  return Object.fromEntries(keys.map((key) => [key, median((sample) => sample[key])])) as unknown as LighthouseResult;
}
