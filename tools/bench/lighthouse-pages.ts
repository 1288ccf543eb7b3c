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
  /** Time the main thread spent running script at start (Lighthouse's bootup-time), ms. */
  bootupMs: number;
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
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) as the benchmarks drive it: headless,
 * and nothing of its own on the network (QUIC, component updates, sync) to mix with the page's.
 */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Runs Lighthouse 12's default (mobile) configuration on each address, `runs` times, and keeps
 * the median of each figure.
 */
export async function lighthouseMedians(urls: readonly string[], runs: number): Promise<Map<string, LighthouseResult>> {
  const chrome = await launchBenchChrome();
  const results = new Map<string, LighthouseResult>();
  try {
    for (const url of urls) {
      const samples: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await lighthouseRun(url, chrome.port));
      results.set(url, medianResult(samples));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * One Lighthouse run on `url` in the Chromium listening on `port`, with `headers` on every request
 * (a session cookie: Lighthouse empties the browser's storage before it loads the page). Lighthouse
 * now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run is taken again, up to three times.
 */
export async function lighthouseRun(url: string, port: number, headers?: Record<string, string>): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, headers);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
    }
  }
}

class LighthouseRunError extends Error {}

async function runOnce(url: string, port: number, headers?: Record<string, string>): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility'],
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // A page that sends elsewhere (the tickets page without its session) would measure another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`);
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
    bootupMs: numeric('bootup-time'),
    requests: items.length,
    jsGzipBytes,
    jsFiles: scripts.length,
  };
}

/** Each figure's median over the runs (each figure on its own: the median run of one is not another's). */
export function medianResult(samples: readonly LighthouseResult[]): LighthouseResult {
  const median = (pick: (sample: LighthouseResult) => number) => {
    const values = samples.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  const keys = Object.keys(samples[0]!) as Array<keyof LighthouseResult>;
  return Object.fromEntries(keys.map((key) => [key, median((sample) => sample[key])])) as unknown as LighthouseResult;
}
