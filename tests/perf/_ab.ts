import * as chromeLauncher from 'chrome-launcher';
import { hostBenchmarkIndex, mobileCpuSlowdown, PHONE_TIERS } from './cpu-calibration';
import { audit } from './lighthouse-runner';
import { serve } from './static-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

const builds = process.argv.slice(2);
const routes = (process.env.AB_ROUTES ?? '/,/projects,/about-us,/projects/1021-hosbrook-st,/projects/412-s-9th-ave').split(',');
const rounds = Number(process.env.AB_ROUNDS ?? 3);
const servers = await Promise.all(builds.map((dist) => serve(dist, 'prerendered')));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
const out: Record<string, { perf: number; tbt: number }[]> = {};
try {
  for (let round = 0; round < rounds; round++) {
    const index = await hostBenchmarkIndex();
    const slow = mobileCpuSlowdown(index, PHONE_TIERS.lowTier);
    console.error(`round ${round + 1}: index ${Math.round(index)}, ${slow}x`);
    for (const route of routes) {
      for (let i = 0; i < servers.length; i++) {
        const order = round % 2 === 0 ? i : servers.length - 1 - i;
        const s = servers[order];
        if (!s) continue;
        const r = await audit(`${s.url}${route}`, { formFactor: 'mobile', variant: 'prerendered', settings: 'low-tier' }, chrome.port, slow);
        const key = `${route} ${builds[order]}`;
        (out[key] ??= []).push({ perf: r.performance, tbt: Math.round(r.tbt) });
        console.error(`  ${key}: ${r.performance} TBT ${Math.round(r.tbt)} (${slow}x)`);
      }
    }
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map((s) => s.close()));
}
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [key, runs] of Object.entries(out))
  console.log(`${key.padEnd(44)} perf ${med(runs.map((r) => r.perf))} TBT ${med(runs.map((r) => r.tbt))} (${runs.map((r) => `${r.perf}/${r.tbt}`).join(' ')})`);
