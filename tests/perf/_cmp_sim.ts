// Scratch: interleaved cold loads of several builds at RATE× (Runtime+Debugger, like Lighthouse);
// per load the long tasks (>50 ms) after FCP and their blocking sum.
import puppeteer from 'puppeteer-core';
import { serve } from './static-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

const builds = process.argv.slice(2);
const route = process.env.AB_ROUTE ?? '/';
const servers = await Promise.all(builds.map((d) => serve(d, 'prerendered')));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  headless: true,
});
type Ev = {
  name: string;
  dur?: number;
  ts: number;
  ph: string;
  tid: number;
  pid: number;
  args?: any;
};
const res: Record<string, number[]> = {};
try {
  for (let round = 0; round < Number(process.env.AB_ROUNDS ?? 4); round++) {
    for (let j = 0; j < builds.length; j++) {
      const i = round % 2 ? builds.length - 1 - j : j;
      const page = await browser.newPage();
      await page.setViewport({
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Runtime.enable');
      await cdp.send('Debugger.enable');
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 1) });
      await page.tracing.start({
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
      });
      await page.goto(`${servers[i]!.url}${route}`, { waitUntil: 'networkidle0' });
      await new Promise((r) => setTimeout(r, 2500));
      const { traceEvents } = JSON.parse(
        Buffer.from((await page.tracing.stop())!).toString('utf8'),
      ) as { traceEvents: Ev[] };
      const tid = traceEvents.find(
        (e) =>
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          traceEvents.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'),
      )?.tid;
      const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
      const t0 = traceEvents.filter((e) => e.tid === tid && e.name === 'RunTask')[0]?.ts ?? 0;
      const K = Number(process.env.SIM ?? 10);
      const cpu = (e: Ev & { tdur?: number }) => ((e.tdur ?? e.dur ?? 0) / 1000) * K;
      const longs = traceEvents.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.tid === tid &&
          cpu(e) > 50 &&
          (!fcp || e.ts + (e.dur ?? 0) > fcp.ts),
      );
      const tbt = longs.reduce((s, e) => s + cpu(e) - 50, 0);
      (res[builds[i]!] ??= []).push(Math.round(tbt));
      const fcpAt = fcp ? Math.round((fcp.ts - t0) / 1000) : NaN;
      console.log(
        `${round} ${builds[i]}: FCP ${fcpAt} blocking ${Math.round(tbt)} tasks ${longs.map((e) => `${Math.round((e.ts - t0) / 1000)}:${Math.round(cpu(e))}`).join(' ')}`,
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, v] of Object.entries(res)) console.log(`${k}: median ${med(v)} (${v.join(' ')})`);
