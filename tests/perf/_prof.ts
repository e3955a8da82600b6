// Scratch: CPU profile of a cold load at RATE× (Runtime+Debugger like Lighthouse), then the long
// tasks after FCP and, inside them, self time by function (source-mapped names are minified).
import puppeteer from 'puppeteer-core';
import { serve } from './static-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

const dist = process.argv[2]!;
const route = process.env.AB_ROUTE ?? '/';
const server = await serve(dist, 'prerendered');
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
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
};
try {
  for (let round = 0; round < Number(process.env.AB_ROUNDS ?? 1); round++) {
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
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 10) });
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 2000));
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const { traceEvents } = JSON.parse(
      Buffer.from((await page.tracing.stop())!).toString('utf8'),
    ) as { traceEvents: Ev[] };
    const main = traceEvents.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data
      ?.frames?.[0];
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    const rendererTid = traceEvents.find(
      (e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript',
    )?.tid;
    const tasks = traceEvents.filter(
      (e) => e.name === 'RunTask' && e.tid === rendererTid && (e.dur ?? 0) > 50000,
    );
    const t0 = Math.min(
      ...traceEvents.filter((e) => e.name === 'navigationStart').map((e) => e.ts),
    );
    console.log(
      `round ${round} FCP @${fcp ? Math.round((fcp.ts - t0) / 1000) : '?'} ${main ? '' : ''}`,
    );
    let tbt = 0;
    for (const task of tasks) {
      if (fcp && task.ts + (task.dur ?? 0) < fcp.ts) continue;
      tbt += (task.dur ?? 0) / 1000 - 50;
      const inside = traceEvents.filter(
        (e) =>
          e.tid === task.tid &&
          e.pid === task.pid &&
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
          e !== task,
      );
      const by = new Map<string, number>();
      for (const e of inside) {
        const key =
          e.name === 'EvaluateScript' || e.name === 'FunctionCall'
            ? `${e.name}(${(e.args?.data?.url ?? '').split('/').pop()}:${e.args?.data?.functionName ?? ''})`
            : e.name;
        by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0));
      }
      const top = [...by.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)}`);
      console.log(
        `  @${Math.round((task.ts - t0) / 1000)} ${Math.round((task.dur ?? 0) / 1000)} ms: ${top.join(', ')}`,
      );
      // Profile samples inside this task: self time by function, and inclusive by top React frames.
      const nodes = new Map<number, Node>((profile.nodes as Node[]).map((n) => [n.id, n]));
      for (const n of nodes.values()) for (const c of n.children ?? []) nodes.get(c)!.parent = n.id;
      let t = profile.startTime as number;
      const self = new Map<string, number>();
      const incl = new Map<string, number>();
      (profile.samples as number[]).forEach((id, i) => {
        t += profile.timeDeltas[i];
        // profile times and trace times share the monotonic clock in microseconds
        if (t < task.ts || t > task.ts + (task.dur ?? 0)) return;
        const dt = profile.timeDeltas[i + 1] ?? 200;
        const n = nodes.get(id)!;
        const name = (f: Node) =>
          `${f.callFrame.functionName || '(anon)'}@${f.callFrame.url.split('/').pop()}:${f.callFrame.lineNumber}:${f.callFrame.columnNumber}`;
        self.set(name(n), (self.get(name(n)) ?? 0) + dt);
        const seen = new Set<string>();
        for (
          let p: Node | undefined = n;
          p;
          p = p.parent === undefined ? undefined : nodes.get(p.parent)
        ) {
          const k = name(p);
          if (seen.has(k)) continue;
          seen.add(k);
          incl.set(k, (incl.get(k) ?? 0) + dt);
        }
      });
      const fmt = (m: Map<string, number>, n: number) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
          .join('\n      ');
      if (process.env.SELF) console.log(`    self:\n      ${fmt(self, Number(process.env.SELF))}`);
      if (process.env.INCL) console.log(`    incl:\n      ${fmt(incl, Number(process.env.INCL))}`);
    }
    console.log(`  TBT-ish after FCP: ${Math.round(tbt)} ms`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
