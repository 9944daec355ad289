import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/main/e2e/chromium.mjs';
const url = process.argv[2] ?? 'http://localhost:8080/';
const browser = await chromium.launch(chromiumLaunchOptions);
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
await done;
await browser.close();
// long tasks
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 20000).map((e) => ({ ts: e.ts, dur: e.dur }));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
import { createRequire } from 'node:module'; import fs from 'node:fs';
const require2 = createRequire('/work/main/package.json');
const { SourceMapConsumer } = require2('/work/main/node_modules/.pnpm/source-map@0.6.1/node_modules/source-map');
const maps = new Map();
function mapFor(url) { if (!maps.has(url)) { let m = null; try { const u = new URL(url); const dir = { '8080': 'host', '8081': 'mfe-catalogue', '8082': 'mfe-player', '8083': 'mfe-playlists', '8084': 'mfe-composer' }[u.port]; const rel = u.pathname.replace(/^\/[^/]+\/dist\//, ''); const file = `/work/main/${dir}/dist/${rel}.map`; if (fs.existsSync(file)) m = new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))); } catch {} maps.set(url, m); } return maps.get(url); }
function srcOf(n) { const f = n.callFrame; const m = f.url && mapFor(f.url); if (m) { const p = m.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }); if (p.source) return p.source.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^webpack:\/\/[^/]+\//, ''); } return f.url ? f.url.split('/').pop() : f.functionName; }
function frameName(n) { return srcOf(n); }
function frameName0(n) { const f = n.callFrame; return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; }
let tbt = 0;
for (const task of tasks) {
  tbt += Math.max(0, task.dur / 1000 - 50);
  const self = new Map(); const incl = new Map();
  for (const s of samples) if (s.t >= task.ts && s.t <= task.ts + task.dur) {
    const n = nodes.get(s.id); const k = frameName(n); self.set(k, (self.get(k) ?? 0) + 1);
    const seen = new Set(); let id = s.id; while (id) { const kk = frameName(nodes.get(id)); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + 1); } id = parent.get(id); }
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
  const topI = [...incl].sort((a, b) => b[1] - a[1]).filter(([k])=>!k.startsWith('(root)')&&!k.startsWith('(program)')).slice(0, 14);
  console.log(`TASK at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
  console.log('  self:', top.map(([k, v]) => `${k}=${(v * 0.2).toFixed(0)}`).join(' | '));
  console.log('  incl:'); for (const [k, v] of topI) console.log(`     ${(v*0.2).toFixed(0)} ${k}`);
}
console.log('TBT-ish (observed at 4x):', tbt.toFixed(0));
