// The page (web/index.html) in a real browser: Debian's chromium, headless, driven by playwright-core (npm,
// web/package-lock.json). The page loads with no console error; a linked URL shows the floor the CLI gives
// (each room's type and cells read from the SVG); typing another seed redraws it; a bad seed shows the
// app's message. FLOORGEN_SCREENSHOT_DIR=DIR: screenshots at 1024x768, 1440x900 and 390x844 there.
// Run by run-node.sh (FLOORGEN_WEB, FLOORGEN_CLI); exits 77 (skipped) without chromium or playwright-core.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = path.resolve(process.env.FLOORGEN_WEB);
const cli = process.env.FLOORGEN_CLI;
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const browserPath = process.env.FLOORGEN_CHROMIUM || '/usr/bin/chromium';
const shots = process.env.FLOORGEN_SCREENSHOT_DIR;

let chromium;
try {
    ({ chromium } = createRequire(path.join(source, 'web', 'package.json'))('playwright-core'));
} catch (e) {
    console.log('SKIP: playwright-core is not installed (npm ci in web/: packaging/install-deps.sh test)');
    process.exit(77);
}
if (!existsSync(browserPath)) {
    console.log(`SKIP: no chromium at ${browserPath} (packaging/install-deps.sh test installs it)`);
    process.exit(77);
}

const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm',
                '.svg': 'image/svg+xml' };
let server, base, browser;

before(async () => {
    server = createServer((req, res) => {
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
    base = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({ executablePath: browserPath, headless: true, args: ['--no-sandbox'] });
});

after(async () => {
    await browser?.close();
    server?.close();
});

// The CLI's floor for batch settings: each room's type and cells (grid indices, ascending), by room number.
function cliRooms(settings) {
    const r = spawnSync(cli, ['batch'], { input: JSON.stringify(settings) + '\n', encoding: 'utf8' });
    const floor = JSON.parse(r.stdout);
    assert.equal(floor.ok, true, r.stdout);
    return floor.rooms.filter((room) => room.shape !== 0).map((room) => ({
        number: room.number,
        type: String(room.type),
        cells: floor.grid.flatMap((n, i) => (n === room.number ? [i] : [])).join(','),
    }));
}

async function svgRooms(page) {
    return page.$$eval('#map .room', (rooms) => rooms.map((g) => ({
        number: Number(g.dataset.number), type: g.dataset.type, cells: g.dataset.cells })));
}

async function open(viewport) {
    const page = await browser.newPage({ viewport });
    const problems = [];
    page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
            problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
    return { page, problems };
}

const linked = '/?seed=B91Y9THH&stage=3&stageType=1&ruleset=repentance&hard=1&item=luna&curse=darkness,lost';
const linkedSettings = { seed: 'B91Y9THH', stage: 3, stageType: 1, ruleset: 'repentance', hard: true, items: ['luna'],
                         curse: ['darkness', 'lost'] };

test('a linked URL shows the CLI floor, with no console error', async () => {
    const { page, problems } = await open({ width: 1024, height: 768 });
    await page.goto(base + linked);
    await page.waitForSelector('body[data-ready="true"]');
    const rooms = await svgRooms(page);
    assert.deepEqual(rooms, cliRooms(linkedSettings));
    assert.ok(rooms.length > 5);
    assert.ok(await page.$$eval('#map .door', (d) => d.length) >= rooms.length - 1);
    assert.ok(await page.$$eval('#map image', (d) => d.length) > 2); // the icons of the special rooms
    assert.deepEqual(problems, []);
    await page.close();
});

test('typing another seed redraws; a bad seed shows the message', async () => {
    const { page, problems } = await open({ width: 1440, height: 900 });
    await page.goto(base + linked);
    await page.waitForSelector('body[data-ready="true"]');
    await page.fill('#seed', 'GY2T QXEP');
    await page.waitForFunction(() => location.search.includes('seed=GY2TQXEP'));
    assert.deepEqual(await svgRooms(page), cliRooms({ ...linkedSettings, seed: 'GY2T QXEP' }));
    assert.match(page.url(), /item=luna/);
    await page.fill('#seed', '3ANQ 4F7');
    await page.waitForFunction(() => document.getElementById('message').textContent !== '');
    assert.match(await page.textContent('#message'), /too short/);
    assert.equal(await page.getAttribute('#seed', 'aria-invalid'), 'true');
    assert.deepEqual(problems, []);
    await page.close();
});

test('screenshots', { skip: !shots }, async () => {
    for (const [width, height] of [[1024, 768], [1440, 900], [390, 844]]) {
        const { page, problems } = await open({ width, height });
        await page.goto(base + linked);
        await page.waitForSelector('body[data-ready="true"]');
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(shots, `web-${width}x${height}.png`) });
        assert.deepEqual(problems, []);
        await page.close();
    }
});
