// Benchmark (issue 45): the page's run view of ten floors, time to drawn, in headless Chromium. From a click on
// the Run view's button to the frame after the ten floors' maps are in the page (two animation frames: the
// browser has laid them out and painted). Each run opens the page afresh on the floor view; "cold" is the
// first switch of a page (the run view's module is loaded then), "warm" a second switch back and forth on the
// same page. Prints the median of N runs of each, and the part the engine takes (fg.runView).
//
//   node tests/bench/web_runview.mjs [BUILD_WEB_DIR=build/web] [RUNS=9]

import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = path.resolve(process.argv[2] ?? path.join(source, 'build', 'web'));
const runs = Number(process.argv[3] ?? 9);
const { chromium } = createRequire(path.join(source, 'web', 'package.json'))('playwright-core');
const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
                '.json': 'application/json' };
const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const file = path.join(web, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(web) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.FLOORGEN_CHROMIUM || '/usr/bin/chromium',
                                        headless: true, args: ['--no-sandbox'] });

// Clicks the Run button and resolves with the milliseconds to the ten floors drawn and the engine's part.
const switchToRun = () => new Promise((resolve) => {
    const started = performance.now();
    document.querySelector('[data-view="run"]').click();
    const check = () => {
        const floors = document.querySelectorAll('.run-floor svg .room').length > 0
            ? document.querySelectorAll('.run-floor').length : 0;
        if (floors === 10)
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({
                ms: performance.now() - started,
                engine: Number(document.querySelector('.run-view').dataset.generateMs) })));
        else
            setTimeout(check, 0);
    };
    check();
});

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const cold = [], warm = [], engine = [];
for (let i = 0; i < runs; ++i) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/?seed=B91Y9THH&stage=1&stageType=1&ruleset=repentance`);
    await page.waitForSelector('body[data-ready="true"]');
    const c = await page.evaluate(switchToRun);
    await page.click('[data-view="floor"]');
    await page.waitForSelector('.run-view', { state: 'detached' });
    const w = await page.evaluate(switchToRun);
    cold.push(c.ms);
    warm.push(w.ms);
    engine.push(w.engine);
    await page.close();
}
await browser.close();
server.close();
const f = (v) => v.map((x) => x.toFixed(1)).join(' ');
console.log(`run view of 10 floors (B91Y 9THH, repentance), ${runs} runs, Chromium headless 1440x900`);
console.log(`cold (first switch, module load included): median ${median(cold).toFixed(1)} ms  [${f(cold)}]`);
console.log(`warm (second switch):                      median ${median(warm).toFixed(1)} ms  [${f(warm)}]`);
console.log(`of which fg.runView (10 floors + maps):    median ${median(engine).toFixed(1)} ms  [${f(engine)}]`);
