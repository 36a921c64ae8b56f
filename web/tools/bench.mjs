#!/usr/bin/env node
// Speed of the WebAssembly module against the native CLI (a benchmark, not a test): floors per second of
// `isaac-floorgen-cli bench` (stage seeds 1..COUNT) and of the module running the same loop, in Node and in
// headless chromium, interleaved, three runs each, with the grid hashes compared. Then the page's weight
// (wasm + JS, raw and gzipped), the time from load to the first map in chromium, and the module's memory after
// a million floors (it must not grow).
//
//   node web/tools/bench.mjs [--cli build/bin/isaac-floorgen-cli] [--count 200000] [--runs 3] [--memory 1000000]
//   node web/tools/bench.mjs --once repentance:1 --count 200000      (one run in Node, for an outside timer)
//   node web/tools/bench.mjs --once-chromium repentance:1 --count 200000   (one run in headless chromium, the same)

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '..', '..');
const opts = { cli: path.join(source, 'build', 'bin', 'isaac-floorgen-cli'), count: 200000, runs: 3,
               memory: 1000000, web: process.env.FLOORGEN_WEB || path.join(source, 'build', 'web') };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2)
    opts[argv[i].replace(/^--/, '')] = /^\d+$/.test(argv[i + 1]) ? Number(argv[i + 1]) : argv[i + 1];

const cases = [{ ruleset: 'repentance', stage: 1 }, { ruleset: 'afterbirth-plus', stage: 1 }];
const { createFloorgen } = await import(pathToFileURL(path.join(opts.web, 'floorgen.mjs')).href);
const fg = await createFloorgen();

// --once RULESET:STAGE: one run of the loop in Node, printed as the CLI's bench prints its figures (to time the
// whole process against `isaac-floorgen-cli bench` from outside).
if (opts.once) {
    const [ruleset, stage] = String(opts.once).split(':');
    const r = fg.bench(ruleset, Number(stage), 0, false, opts.count);
    console.log(JSON.stringify({ ruleset, stage: Number(stage), count: opts.count, seconds: r.seconds,
                                 floorsPerSecond: opts.count / r.seconds, gridHash: r.gridHash }));
    process.exit(0);
}

function native(c) {
    const out = execFileSync(opts.cli, ['bench', '--ruleset', c.ruleset, '--stage', String(c.stage), '--count',
                                        String(opts.count)], { encoding: 'utf8' });
    const r = JSON.parse(out);
    return { fps: r.floorsPerSecond, hash: r.gridHash };
}

function inNode(c) {
    const r = fg.bench(c.ruleset, c.stage, 0, false, opts.count);
    return { fps: opts.count / r.seconds, hash: r.gridHash };
}

// Chromium: the page's own module, the same loop timed in the page. With --once-chromium RULESET:STAGE: one
// run of the loop there, for an outside timer of the whole process tree (node, chromium and its children).
const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const file = path.join(opts.web, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(opts.web) || !existsSync(file))
        return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const { chromium } = createRequire(path.join(source, 'web', 'package.json'))('playwright-core');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(`${base}/index.html?seed=B91Y9THH&stage=1&ruleset=repentance`);
await page.waitForSelector('body[data-ready="true"]');
const firstMapMs = Number(await page.evaluate(() => document.body.dataset.firstMapMs));
await page.evaluate(async () => {
    const { createFloorgen } = await import('./floorgen.mjs');
    window.benchFg = await createFloorgen();
});
// The processor time (user + system, seconds) of every process below this one: chromium and its children
// (Linux's /proc; clock ticks of 100 Hz, as /proc/PID/stat counts them on Linux).
function descendantsCpuSeconds() {
    const parent = new Map(), ticks = new Map();
    for (const name of readdirSync('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        let stat;
        try {
            stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        } catch (e) {
            continue; // ended meanwhile
        }
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[1] = ppid, f[11] utime, f[12] stime
        parent.set(Number(name), Number(f[1]));
        ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    }
    let sum = 0;
    for (const [pid, t] of ticks) {
        for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
            if (p === process.pid) {
                sum += t;
                break;
            }
    }
    return sum / 100;
}

// --once-chromium RULESET:STAGE: one run of the loop in the page, with the processor time chromium's processes
// spent in it (their own accounting: a loaded machine stretches the wall clock, not this).
if (opts['once-chromium']) {
    const [ruleset, stage] = String(opts['once-chromium']).split(':');
    const cpuBefore = descendantsCpuSeconds();
    const r = await page.evaluate(([rs, st, n]) => window.benchFg.bench(rs, st, 0, false, n), [ruleset, Number(stage),
                                                                                                 opts.count]);
    const cpu = descendantsCpuSeconds() - cpuBefore;
    console.log(JSON.stringify({ ruleset, stage: Number(stage), count: opts.count, seconds: r.seconds, cpuSeconds: cpu,
                                 floorsPerCpuSecond: opts.count / cpu, gridHash: r.gridHash, in: 'chromium' }));
    await browser.close();
    server.close();
    process.exit(0);
}
async function inChromium(c) {
    const r = await page.evaluate(([rs, st, n]) => window.benchFg.bench(rs, st, 0, false, n), [c.ruleset, c.stage,
                                                                                                 opts.count]);
    return { fps: opts.count / r.seconds, hash: r.gridHash };
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const c of cases) {
    const runs = { native: [], node: [], chromium: [] };
    const hashes = new Set();
    for (let k = 0; k < opts.runs; ++k) {
        for (const [name, f] of [['native', native], ['node', inNode], ['chromium', inChromium]]) {
            const r = await f(c);
            runs[name].push(r.fps);
            hashes.add(r.hash);
        }
    }
    const fmt = (a) => a.map((x) => Math.round(x)).join(' / ');
    console.log(`${c.ruleset} stage ${c.stage}, ${opts.count} floors: native ${fmt(runs.native)}, node ${fmt(runs.node)}, ` +
                `chromium ${fmt(runs.chromium)} floors/s; node/native ${(median(runs.node) / median(runs.native)).toFixed(2)}, ` +
                `chromium/native ${(median(runs.chromium) / median(runs.native)).toFixed(2)}; grid hashes ${hashes.size === 1 ? 'equal' : 'DIFFER'} (${[...hashes].join(', ')})`);
}

// The page's weight: what index.html loads (the icons aside).
let raw = 0, gz = 0;
for (const name of ['index.html', 'app.mjs', 'floorgen.mjs', 'floorgen-core.mjs', 'floorgen-core.wasm', 'fflate.mjs']) {
    const bytes = readFileSync(path.join(opts.web, name));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
    console.log(`  ${name}: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);
}
const icons = readdirSync(path.join(opts.web, 'icons')).reduce((a, n) => a + statSync(path.join(opts.web, 'icons', n)).size, 0);
console.log(`page weight: ${raw} bytes, ${gz} gzipped (icons besides: ${icons} bytes); load to first map in chromium: ${firstMapMs} ms`);

// Memory after a million floors: the module's heap (WebAssembly memory) before and after, in Node.
const before = fg.memoryBytes();
for (let done = 0; done < opts.memory; done += 100000)
    fg.bench('repentance', 1 + ((done / 100000) % 8), 0, false, 100000);
const middle = fg.memoryBytes();
for (let done = 0; done < opts.memory; done += 100000)
    fg.bench('repentance', 1 + ((done / 100000) % 8), 0, false, 100000);
for (let i = 0; i < 20000; ++i)
    fg.generate({ runSeed: i + 1, stage: 1 + (i % 8), ruleset: 'repentance' }, { map: true });
console.log(`module memory: ${before} bytes at start, ${middle} after ${opts.memory} floors, ${fg.memoryBytes()} after ` +
            `${opts.memory} more and 20,000 floors with their map through the API`);

await browser.close();
server.close();
