// Benchmark (issue 45's figure): Luna ticked or unticked in the page's side panel, to the map drawn again and
// the next frame, in headless chromium (performance.now() in the page around the click). Not a test; run by
// hand after `make web`:
//   node tests/bench/web_luna_toggle.mjs [build/web] [runs]
// Prints each run and the median, in milliseconds.

import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = path.resolve(process.argv[2] ?? path.join(source, 'build', 'web'));
const runs = Number(process.argv[3] ?? 21);
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
const browser = await chromium.launch({ executablePath: process.env.FLOORGEN_CHROMIUM || '/usr/bin/chromium',
                                        headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`http://127.0.0.1:${server.address().port}/?seed=B91Y9THH&stage=3&stageType=1&ruleset=repentance`);
await page.waitForSelector('body[data-ready="true"]');
const times = [];
for (let i = 0; i < runs; ++i) {
    const ms = await page.evaluate(() => new Promise((resolve) => {
        const svg = document.getElementById('map');
        const before = svg.dataset.draws;
        const box = document.getElementById('item-luna');
        const started = performance.now();
        const observer = new MutationObserver(() => {
            if (svg.dataset.draws === before)
                return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(svg, { attributes: true, attributeFilter: ['data-draws'] });
        box.click();
    }));
    times.push(ms);
    await page.waitForTimeout(50);
}
await browser.close();
server.close();
const sorted = [...times].sort((a, b) => a - b);
console.log(`runs (ms): ${times.map((t) => t.toFixed(1)).join(' ')}`);
console.log(`median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, min ${sorted[0].toFixed(1)}, max ${sorted.at(-1).toFixed(1)} (${runs} runs, chromium headless, 1440x900)`);
