#!/usr/bin/env node
// Speed of the page's seed search against the native CLI (a benchmark, not a test): seeds per second per
// worker of the module's search (web/src/module_search.cpp, in steps of 50 ms as a worker runs it) in Node
// and in headless chromium's Web Workers (web/page/search-worker.mjs: one worker, then one per core the
// browser reports), against `isaac-floorgen-cli search --threads 1` on the same criteria and seeds,
// interleaved, three runs each; the number of matches is compared.
//
//   node web/tools/search-bench.mjs [--cli build/bin/isaac-floorgen-cli] [--count 40000] [--runs 3]
//   node web/tools/search-bench.mjs --once floor|run --count 40000     (one search in Node, for an outside timer)

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '..', '..');
const opts = { cli: path.join(source, 'build', 'bin', 'isaac-floorgen-cli'), count: 40000, runs: 3,
               web: process.env.FLOORGEN_WEB || path.join(source, 'build', 'web') };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2)
    opts[argv[i].replace(/^--/, '')] = /^\d+$/.test(argv[i + 1]) ? Number(argv[i + 1]) : argv[i + 1];

// The criteria: one floor (options), and a run's floors (an expression).
const cases = {
    floor: { settings: { ruleset: 'repentance', stage: 2, stageType: 0 }, options: ['--has', 'library'],
             cli: ['--ruleset', 'repentance', '--stage', '2', '--stage-type', '0', '--has', 'library'] },
    run: { settings: { ruleset: 'repentance' }, where: 'floor 1 (has library or has planetarium) and floor 2 (has curse)',
           cli: ['--ruleset', 'repentance', '--where', 'floor 1 (has library or has planetarium) and floor 2 (has curse)'] },
};
const requestOf = (c) => ({ settings: c.settings, options: c.options, where: c.where, from: 1, to: opts.count, limit: 0 });

const { createFloorgen } = await import(pathToFileURL(path.join(opts.web, 'floorgen.mjs')).href);
const fg = await createFloorgen();

// The search as a worker runs it: steps of 50 ms to the end. {seconds, found}.
function inNode(c) {
    const started = performance.now();
    const info = fg.searchStart(requestOf(c));
    if (!info.ok)
        throw new Error(info.error);
    let step;
    do
        step = fg.searchStep({ budgetMs: 50 });
    while (!step.done);
    return { seconds: (performance.now() - started) / 1000, found: step.found };
}

if (opts.once) {
    const r = inNode(cases[opts.once]);
    console.log(JSON.stringify({ case: opts.once, count: opts.count, ...r, seedsPerSecond: opts.count / r.seconds }));
    process.exit(0);
}

function native(c) {
    const out = execFileSync(opts.cli, ['search', ...c.cli, '--from', '1', '--to', String(opts.count), '--limit', '0',
                                        '--threads', '1', '--format', 'json'],
                             { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const r = JSON.parse(out);
    return { seconds: r.seconds, found: r.matches.length };
}

// Chromium: the page's worker module, started from a page of build/web; the time from the first 'started' to
// the last part's end (the engine's load in each worker not counted).
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
const { chromium } = createRequire(path.join(source, 'web', 'package.json'))('playwright-core');
const browser = await chromium.launch({ executablePath: process.env.FLOORGEN_CHROMIUM || '/usr/bin/chromium',
                                        headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const cores = await page.evaluate(() => navigator.hardwareConcurrency);

async function inChromium(c, workers) {
    return page.evaluate(async ({ request, workers }) => {
        const { partsOf } = await import('./page/search.mjs');
        const parts = partsOf(request.from, request.to, workers);
        const list = parts.map(() => new Worker('./page/search-worker.mjs', { type: 'module' }));
        let started = null, found = 0;
        await Promise.all(list.map((w, i) => new Promise((resolve, reject) => {
            w.onmessage = (e) => {
                if (e.data.type === 'started')
                    started ??= performance.now();
                else if (e.data.type === 'error')
                    reject(new Error(e.data.error));
                else if (e.data.type === 'step' && e.data.done) {
                    found += e.data.found;
                    resolve();
                }
            };
            w.postMessage({ type: 'start', id: i, budgetMs: 50, request: { ...request, ...parts[i] } });
        })));
        const seconds = (performance.now() - started) / 1000;
        list.forEach((w) => w.terminate());
        return { seconds, found };
    }, { request: requestOf(c), workers });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${opts.count} run seeds a search, ${opts.runs} runs each, interleaved; chromium reports ${cores} cores`);
for (const [name, c] of Object.entries(cases)) {
    const figures = { native: [], node: [], chromium1: [], chromiumAll: [] };
    const founds = new Set();
    for (let run = 0; run < opts.runs; ++run) {
        for (const [key, f] of [['native', () => native(c)], ['node', () => inNode(c)],
                                ['chromium1', () => inChromium(c, 1)], ['chromiumAll', () => inChromium(c, cores)]]) {
            const r = await f();
            founds.add(r.found);
            // Seeds per second per worker (native: its one thread).
            figures[key].push(opts.count / r.seconds / (key === 'chromiumAll' ? cores : 1));
        }
    }
    const nat = median(figures.native);
    console.log(`${name}: ${c.where ? `--where '${c.where}'` : c.options.join(' ')} (${[...founds].join(' / ')} found)`);
    for (const [key, label] of [['native', 'native CLI, --threads 1'], ['node', 'module in Node'],
                                ['chromium1', 'chromium, 1 worker'], ['chromiumAll', `chromium, ${cores} workers`]]) {
        const m = median(figures[key]);
        console.log(`  ${label.padEnd(26)} ${Math.round(m).toString().padStart(7)} seeds/s per worker ` +
                    `(runs: ${figures[key].map(Math.round).join(', ')})${key === 'native' ? '' : `, ${(m / nat).toFixed(2)} of native`}`);
    }
    if (founds.size !== 1)
        console.log('  THE NUMBER OF MATCHES DIFFERS');
}
await browser.close();
server.close();
