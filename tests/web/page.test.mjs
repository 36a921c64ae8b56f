// The page players use (issue 45: web/index.html, app.mjs, page/state.mjs, page/map.mjs, page/panel.mjs,
// page/export.mjs) in headless chromium through playwright-core, served from a subfolder (/sub/) as a static
// host would: linked URLs of both rule sets and the alternate path give the CLI's floor; typing a seed, Luna,
// Voodoo Head and a forced curse change the map as the CLI says; back and forward; the exports are a valid PNG
// and SVG of the map's size; dark; the three screen sizes (nothing outside the viewport, no text cut, nothing
// overlapping, the map the largest); the keys. FLOORGEN_SCREENSHOT_DIR=DIR: screenshots at the three sizes,
// light and dark, English and French, there. Run by run-node.sh (FLOORGEN_WEB, FLOORGEN_CLI); exits 77
// (skipped) without chromium or playwright-core.

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
                '.svg': 'image/svg+xml', '.json': 'application/json' };
let server, base, browser;
const outside = []; // requests that did not go to the subfolder (an absolute path in the page)

before(async () => {
    server = createServer((req, res) => {
        const url = new URL(req.url, 'http://x');
        if (!url.pathname.startsWith('/sub/')) {
            outside.push(url.pathname);
            res.writeHead(404).end();
            return;
        }
        const rel = decodeURIComponent(url.pathname.slice('/sub/'.length));
        const file = path.join(web, rel === '' ? 'index.html' : rel);
        if (!file.startsWith(web) || !existsSync(file)) {
            res.writeHead(404).end();
            return;
        }
        res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}/sub/`;
    browser = await chromium.launch({ executablePath: browserPath, headless: true, args: ['--no-sandbox'] });
});

after(async () => {
    await browser?.close();
    server?.close();
});

// The CLI's floor for batch settings: each room's type and cells (grid indices, ascending), by room number.
function cliFloor(settings) {
    const r = spawnSync(cli, ['batch'], { input: JSON.stringify(settings) + '\n', encoding: 'utf8' });
    const floor = JSON.parse(r.stdout);
    assert.equal(floor.ok, true, r.stdout);
    return floor;
}

function cliRooms(settings) {
    const floor = cliFloor(settings);
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

async function open(viewport, { colorScheme = 'light', locale = 'en-US' } = {}) {
    const context = await browser.newContext({ viewport, colorScheme, locale, acceptDownloads: true });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
            problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    return { page, problems, close: () => context.close() };
}

async function load(page, query) {
    await page.goto(base + query);
    await page.waitForSelector('body[data-ready="true"]');
}

// Waits for the map to be drawn again after `action`.
async function redrawn(page, action) {
    const before = await page.getAttribute('#map', 'data-draws');
    await action();
    await page.waitForFunction((n) => document.getElementById('map').dataset.draws !== n, before);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
}

// Linked URLs and the batch settings they stand for: both rule sets, the alternate path (types 4 and 5), the
// 2011 rule set.
const linkedRows = [
    ['?seed=B91Y9THH&stage=3&stageType=1&ruleset=repentance&hard=1&item=luna&curse=darkness,lost',
     { seed: 'B91Y9THH', stage: 3, stageType: 1, ruleset: 'repentance', hard: true, items: ['luna'], curse: ['darkness', 'lost'] }],
    ['?seed=GY2TQXEP&stage=4&stageType=2&ruleset=afterbirth-plus&item=voodoo-head',
     { seed: 'GY2TQXEP', stage: 4, stageType: 2, ruleset: 'afterbirth-plus', items: ['voodoo-head'] }],
    ['?seed=B91Y9THH&stage=2&stageType=4&ruleset=repentance',
     { seed: 'B91Y9THH', stage: 2, stageType: 4, ruleset: 'repentance' }],
    ['?seed=B9SGV83W&stage=5&stageType=5&ruleset=repentance&blackCandle=1&hearts=2&coins=30&player=keeper',
     { seed: 'B9SGV83W', stage: 5, stageType: 5, ruleset: 'repentance', blackCandle: true, hearts: 2, coins: 30,
       player: 'keeper' }],
    ['?seed=B91Y9THH&stage=1&stageType=0&ruleset=original-2011&curse=labyrinth',
     { seed: 'B91Y9THH', stage: 1, stageType: 0, ruleset: 'original-2011', curse: ['labyrinth'] }],
];

test('linked URLs show the CLI floor (both rule sets, the alternate path), from a subfolder, with no console error', async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    for (const [query, settings] of linkedRows) {
        await load(page, query);
        const rooms = await svgRooms(page);
        assert.deepEqual(rooms, cliRooms(settings), query);
        const floor = cliFloor(settings);
        assert.match(await page.textContent('#summary'), new RegExp(floor.stageName), query);
        // Every room has its text alternative; the floor select shows the linked floor.
        const labels = await page.$$eval('#map .room', (g) => g.map((r) => r.getAttribute('aria-label')));
        assert.ok(labels.every((l) => /\d doors?/.test(l)), `${query}: ${labels.join(' | ')}`);
        assert.equal(await page.inputValue('#floor'), `${settings.stage}:${settings.stageType}`);
    }
    assert.deepEqual(outside, [], 'every request stays in the subfolder');
    assert.deepEqual(problems, []);
    await close();
});

test('the map draws what the app marks: hidden rooms, dead ends, boss name, provenance badge, legend, options', async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    await load(page, linkedRows[0][0]);
    const floor = cliFloor(linkedRows[0][1]);
    const boss = floor.rooms.find((r) => r.type === 5);
    assert.equal(await page.textContent('#map .boss-name'), boss.bossName);
    assert.equal(await page.$$eval('#map .rank', (t) => t.length), floor.deadEnds.length);
    const hiddenTypes = new Set([7, 8, 29]);
    assert.equal(await page.$$eval('#map .room.hidden', (g) => g.length),
                 floor.rooms.filter((r) => hiddenTypes.has(r.type)).length);
    // The boss's pool is an approximation: its badge, and the note for the rest.
    assert.equal(await page.getAttribute(`#map .room[data-number="${boss.number}"] .provenance-badge`, 'data-mark'),
                 'approximation');
    assert.match(await page.textContent('#map .notes'), /Rooms without a badge/);
    assert.ok((await page.$$eval('#map .legend-entry', (e) => e.length)) >= 5);
    assert.equal(await page.getAttribute('#map .room[data-number="0"]', 'aria-label'), 'Start room, 4 doors');
    // Toggles: hidden rooms off (they leave the map and the URL says so), numbers and the heat map on.
    await redrawn(page, () => page.click('#map-tools [data-option="hidden"]'));
    assert.equal(await page.$$eval('#map .room.hidden', (g) => g.length), 0);
    assert.match(page.url(), /map=-hidden/);
    await redrawn(page, () => page.click('#map-tools [data-option="numbers"]'));
    await redrawn(page, () => page.click('#map-tools [data-option="heat"]'));
    assert.equal(await page.$$eval('#map .room-number', (t) => t.length), await page.$$eval('#map .room', (g) => g.length));
    assert.ok((await page.$$eval('#map .heat-swatch', (s) => s.length)) >= 3);
    assert.match(page.url(), /map=-hidden,heat,numbers/);
    // Hover details.
    await page.hover(`#map .room[data-number="${boss.number}"] polygon`);
    await page.waitForSelector('#details:not([hidden])');
    assert.match(await page.textContent('#details'), new RegExp(boss.bossName));
    // The details never cover the room they are about.
    const covers = await page.evaluate((n) => {
        const a = document.getElementById('details').getBoundingClientRect();
        const b = document.querySelector(`#map .room[data-number="${n}"]`).getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    }, boss.number);
    assert.equal(covers, false);
    assert.deepEqual(problems, []);
    await close();
});

test('typing a seed, Luna, Voodoo Head and a forced curse change the map as the CLI says', async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    await load(page, '?seed=B91Y9THH&stage=1&stageType=0&ruleset=repentance');
    const settings = { seed: 'B91Y9THH', stage: 1, stageType: 1, ruleset: 'repentance' };
    // Basement I is not this run's first floor (Cellar I is): the floor stays as chosen.
    settings.stageType = 0;
    assert.deepEqual(await svgRooms(page), cliRooms(settings));
    await redrawn(page, () => page.fill('#seed', 'GY2T QXEP'));
    settings.seed = 'GY2TQXEP';
    assert.deepEqual(await svgRooms(page), cliRooms(settings));
    await page.waitForFunction(() => location.search.includes('seed=GY2TQXEP'));
    const plain = await svgRooms(page);
    await redrawn(page, () => page.check('#item-luna'));
    settings.items = ['luna'];
    assert.deepEqual(await svgRooms(page), cliRooms(settings));
    assert.notDeepEqual(await svgRooms(page), plain);
    await redrawn(page, () => page.check('#item-voodoo-head'));
    settings.items = ['luna', 'voodoo-head'];
    assert.deepEqual(await svgRooms(page), cliRooms(settings));
    assert.match(page.url(), /item=luna&item=voodoo-head/);
    await redrawn(page, () => page.check('#curse-forced'));
    await redrawn(page, () => page.check('#curse-labyrinth'));
    settings.curse = ['labyrinth'];
    const labyrinth = await svgRooms(page);
    assert.deepEqual(labyrinth, cliRooms(settings));
    assert.ok(cliFloor(settings).xl, 'the Labyrinth makes an XL floor');
    assert.match(page.url(), /curse=labyrinth/);
    // Back to rolled curses: the URL loses the curse.
    await redrawn(page, () => page.check('#curse-rolled'));
    delete settings.curse;
    assert.deepEqual(await svgRooms(page), cliRooms(settings));
    assert.doesNotMatch(page.url(), /curse=/);
    assert.deepEqual(problems, []);
    await close();
});

test('back and forward move through what was looked at', async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    await load(page, '?seed=B91Y9THH&stage=2&stageType=0&ruleset=repentance');
    const first = await svgRooms(page);
    await redrawn(page, () => page.click('#seed-next'));
    // The next seed: run seed 12345 + 1.
    const next = { runSeed: 12346, stage: 2, stageType: 0, ruleset: 'repentance' };
    assert.equal(await page.inputValue('#seed'), cliFloor(next).runSeedString);
    const second = await svgRooms(page);
    assert.deepEqual(second, cliRooms(next));
    await redrawn(page, () => page.selectOption('#floor', '4:1'));
    assert.match(page.url(), /stage=4&stageType=1/);
    await redrawn(page, () => page.goBack());
    assert.deepEqual(await svgRooms(page), second);
    await redrawn(page, () => page.goBack());
    assert.deepEqual(await svgRooms(page), first);
    assert.equal(await page.inputValue('#seed'), 'B91Y9THH');
    await redrawn(page, () => page.goForward());
    assert.deepEqual(await svgRooms(page), second);
    // A view is a history entry too; a view whose module is missing says so and the page goes on.
    await page.route('**/page/step.mjs', (route) => route.fulfill({ status: 404, body: '' }));
    await page.click('#views [data-view="step"]');
    await page.waitForFunction(() => location.search.includes('view=step'));
    await page.waitForSelector('#view .error');
    await redrawn(page, () => page.goBack());
    assert.equal(await page.isVisible('#map'), true);
    assert.deepEqual(await svgRooms(page), second);
    assert.ok(problems.every((p) => /404|step\.mjs|Failed to fetch/.test(p)), problems.join('\n'));
    await close();
});

// A PNG's size from its IHDR chunk.
function pngSize(bytes) {
    assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'the PNG signature');
    assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('export: a valid PNG and SVG of the map, at its size', async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    await load(page, linkedRows[0][0]);
    const viewBox = (await page.getAttribute('#map', 'viewBox')).split(' ').map(Number);
    const want = { width: Math.round(viewBox[2] * 48), height: Math.round(viewBox[3] * 48) };
    const exportAs = async (id) => {
        await page.click('#export-button');
        return (await Promise.all([page.waitForEvent('download'), page.click(id)]))[0];
    };
    const png = await exportAs('#export-png');
    assert.match(png.suggestedFilename(), /^floor-B91Y9THH-3-1\.png$/);
    const pngBytes = readFileSync(await png.path());
    assert.deepEqual(pngSize(pngBytes), { width: want.width * 2, height: want.height * 2 });
    const svg = await exportAs('#export-svg');
    assert.match(svg.suggestedFilename(), /\.svg$/);
    const text = readFileSync(await svg.path(), 'utf8');
    // Parsed back in the browser: an SVG document of that size, the rooms and their icons inside.
    const parsed = await page.evaluate((t) => {
        const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
        return { error: doc.querySelector('parsererror') !== null, root: doc.documentElement.localName,
                 width: doc.documentElement.getAttribute('width'), height: doc.documentElement.getAttribute('height'),
                 rooms: doc.querySelectorAll('.room').length,
                 external: [...doc.querySelectorAll('image')].filter((i) => !i.getAttribute('href').startsWith('data:image/svg+xml')).length };
    }, text);
    assert.deepEqual(parsed, { error: false, root: 'svg', width: String(want.width), height: String(want.height),
                               rooms: await page.$$eval('#map .room', (g) => g.length), external: 0 });
    // Several maps (the run view's export): in columns, with captions.
    const grid = await page.evaluate(async () => {
        const { svgFile } = await import('./page/export.mjs');
        const m = document.getElementById('map');
        const r = await svgFile([m, m, m], { columns: 2, captions: ['a', 'b', 'c'] });
        return { width: r.width, height: r.height };
    });
    assert.equal(grid.width, 2 * want.width + 16);
    assert.equal(grid.height, 2 * (want.height + 28) + 16);
    // The run view's export (run.mjs exportTargets): every floor's map in one file, with its caption.
    if (existsSync(path.join(web, 'page', 'run.mjs'))) {
        await page.click('#views [data-view="run"]');
        await page.waitForSelector('#view svg.floor-map');
        const maps = await page.$$eval('#view svg.floor-map', (m) => m.length);
        const run = await exportAs('#export-svg');
        assert.match(run.suggestedFilename(), /^run-B91Y9THH\.svg$/);
        const inner = await page.evaluate((t) => {
            const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
            return { error: doc.querySelector('parsererror') !== null,
                     maps: doc.documentElement.querySelectorAll(':scope > svg').length,
                     captions: doc.documentElement.querySelectorAll(':scope > text').length };
        }, readFileSync(await run.path(), 'utf8'));
        assert.deepEqual(inner, { error: false, maps, captions: maps });
        const runPng = await exportAs('#export-png');
        assert.ok(pngSize(readFileSync(await runPng.path())).width > want.width * 2);
    }
    assert.deepEqual(problems, []);
    await close();
});

test('dark: follows the system, and the switch overrides it', async () => {
    const { page, problems, close } = await open({ width: 1024, height: 768 }, { colorScheme: 'dark' });
    await load(page, linkedRows[0][0]);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.getAttribute('#map rect.background', 'fill'), '#1f2125');
    const bodyBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bodyBg, 'rgb(22, 23, 26)');
    await page.click('#theme-button');
    await redrawn(page, () => page.click('#theme-menu [data-theme-choice="light"]'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await page.getAttribute('#map rect.background', 'fill'), '#f6f3ec');
    assert.match(page.url(), /theme=light/);
    await redrawn(page, () => page.keyboard.press('t'));
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.deepEqual(problems, []);
    await close();
});

// French: the app's translations (i18n/fr.json, made from translations/isaac-floorgen_fr.ts at build time).
test('French: lang=fr and the switch give the app\'s French texts; back gives English again', { skip: !existsSync(path.join(web, 'i18n', 'fr.json')) && 'no i18n/fr.json in the web build' }, async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    await load(page, `${linkedRows[0][0]}&lang=fr`);
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await page.textContent('#sec-seed summary'), 'Graine');
    assert.match(await page.textContent('#map .legend'), /Salle de départ/);
    assert.match(await page.getAttribute('#map .room[data-number="0"]', 'aria-label'), /^Salle de départ, 4 /);
    assert.match(await page.textContent('#summary'), /Catacombes I/);
    // The switch: English, a history entry; back: French again.
    await redrawn(page, () => page.selectOption('#lang', 'en'));
    assert.equal(await page.textContent('#sec-seed summary'), 'Seed');
    assert.match(page.url(), /lang=en/);
    await redrawn(page, () => page.goBack());
    assert.equal(await page.textContent('#sec-seed summary'), 'Graine');
    // The browser's language when the URL says none.
    const fr = await open({ width: 1024, height: 768 }, { locale: 'fr-FR' });
    await load(fr.page, linkedRows[0][0]);
    assert.equal(await fr.page.getAttribute('html', 'lang'), 'fr');
    assert.deepEqual(fr.problems, []);
    await fr.close();
    assert.deepEqual(problems, []);
    await close();
});

// What does not fit: elements outside the viewport (sideways always; downwards outside the scrolling panels on
// a desktop), text cut (scrollWidth > clientWidth), the main parts overlapping.
async function layoutProblems(page, { desktop }) {
    return page.evaluate((desktop) => {
        const out = [];
        const W = innerWidth, H = innerHeight;
        const visible = (e) => {
            const s = getComputedStyle(e);
            return s.display !== 'none' && s.visibility !== 'hidden' && e.getClientRects().length > 0;
        };
        const name = (e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''} "${(e.textContent || '').trim().slice(0, 30)}"`;
        // (Text for screen readers only, clipped on purpose: the icon buttons' names.)
        const screenReaderOnly = (e) => getComputedStyle(e).clip === 'rect(0px, 0px, 0px, 0px)';
        for (const e of document.body.querySelectorAll('*')) {
            if (!visible(e) || e.closest('svg') || e.closest('dialog:not([open])') || screenReaderOnly(e))
                continue;
            const r = e.getBoundingClientRect();
            if (r.width === 0 && r.height === 0)
                continue;
            if (r.left < -0.5 || r.right > W + 0.5)
                out.push(`outside sideways: ${name(e)} ${r.left}..${r.right}`);
            if (desktop && !e.closest('#panel, #side, #view') && r.bottom > H + 0.5)
                out.push(`outside downwards: ${name(e)} ${r.bottom}`);
            const s = getComputedStyle(e);
            const scrolls = ['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY);
            if (!scrolls && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && !['INPUT', 'SELECT'].includes(e.tagName))
                out.push(`text cut: ${name(e)} ${e.scrollWidth} > ${e.clientWidth}`);
        }
        const parts = ['top', 'panel', 'map-tools', 'map-wrap', 'summary'].map((id) => document.getElementById(id)).filter(visible);
        for (let i = 0; i < parts.length; ++i)
            for (let j = i + 1; j < parts.length; ++j) {
                const a = parts[i].getBoundingClientRect(), b = parts[j].getBoundingClientRect();
                if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
                    out.push(`overlap: #${parts[i].id} and #${parts[j].id}`);
            }
        return out;
    }, desktop);
}

for (const [width, height] of [[1024, 768], [1440, 900], [390, 844]]) {
    test(`fits ${width}x${height}: nothing outside, no text cut, no overlap; the map the largest and readable`, async () => {
        const { page, problems, close } = await open({ width, height });
        await load(page, linkedRows[0][0]);
        const desktop = width > 760;
        assert.deepEqual(await layoutProblems(page, { desktop }), []);
        const rect = (sel) => page.$eval(sel, (e) => {
            const r = e.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height, area: r.width * r.height };
        });
        const map = await rect('#map');
        if (desktop) {
            // The map is the largest part, wholly on the screen; its smallest text at least 11 pixels.
            for (const other of ['#panel', '#top', '#map-tools'])
                assert.ok(map.area > (await rect(other)).area, `#map larger than ${other}`);
            assert.ok(map.y + map.height <= height);
            const smallest = await page.$$eval('#map .legend-text, #map .boss-name, #map .note',
                                               (t) => Math.min(...t.map((e) => e.getBoundingClientRect().height)));
            assert.ok(smallest >= 11, `smallest map text ${smallest}px`);
        } else {
            // A phone: the panel folded away, the map the page's width; the settings button opens the panel.
            assert.equal(await page.isVisible('#panel'), false);
            assert.ok(map.width >= width - 16, `map ${map.width}px wide`);
            await page.click('#panel-toggle');
            assert.equal(await page.isVisible('#seed'), true);
            assert.equal(await page.getAttribute('#panel-toggle', 'aria-expanded'), 'true');
            assert.deepEqual(await layoutProblems(page, { desktop }), []);
        }
        assert.deepEqual(problems, []);
        await close();
    });
}

// Issue 45: the header is one row on a desktop, in English and in French: every button's top the first's,
// nothing of it outside the window, no text cut; the menus (export, theme) open, say their items and close.
for (const [width, height] of [[1024, 768], [1440, 900]])
    for (const lang of ['en', 'fr'])
        test(`the header is one row at ${width}x${height} in ${lang}`, { skip: lang === 'fr' && !existsSync(path.join(web, 'i18n', 'fr.json')) && 'no i18n/fr.json' }, async () => {
            const { page, problems, close } = await open({ width, height });
            await load(page, `${linkedRows[0][0]}&lang=${lang}`);
            const boxes = await page.$$eval('header#top button, header#top select', (list) => list
                .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
                .map((e) => {
                    const r = e.getBoundingClientRect();
                    return { name: e.id || e.dataset.view || e.dataset.panel || e.tagName, top: r.top, left: r.left,
                             right: r.right, bottom: r.bottom, text: e.textContent.trim(),
                             label: e.getAttribute('aria-label') || e.textContent.trim() || e.title };
                }));
            // The views, the three panels, export, the language, the theme and the keys.
            assert.ok(boxes.length >= 11, JSON.stringify(boxes.map((b) => b.name)));
            for (const b of boxes)
                assert.equal(b.top, boxes[0].top, `${b.name} is on the first row (${b.top} against ${boxes[0].top})`);
            const header = await page.$eval('header#top', (h) => h.getBoundingClientRect().height);
            assert.ok(header <= 44, `the header is ${header}px high`);
            for (const b of boxes) {
                assert.ok(b.left >= 0 && b.right <= width, `${b.name} inside the window: ${b.left}..${b.right}`);
                assert.ok(b.label, `${b.name} has a name`);
            }
            assert.deepEqual(await layoutProblems(page, { desktop: true }), []);
            // Each icon button says what it is in its tooltip.
            for (const id of ['theme-button', 'keys-button', 'export-button'])
                assert.ok(await page.getAttribute(`#${id}`, 'title'), id);
            // The export menu: opens under its button, inside the window, and closes with Escape (the focus back on
            // the button); the theme menu: a choice ticks it and changes the theme.
            await page.click('#export-button');
            assert.equal(await page.getAttribute('#export-button', 'aria-expanded'), 'true');
            assert.equal(await page.evaluate(() => document.activeElement.id), 'export-png');
            const menu = await page.$eval('#export-menu', (m) => { const r = m.getBoundingClientRect(); return { left: r.left, right: r.right }; });
            assert.ok(menu.left >= 0 && menu.right <= width, `the menu inside the window: ${menu.left}..${menu.right}`);
            assert.deepEqual(await layoutProblems(page, { desktop: true }), []);
            await page.keyboard.press('ArrowDown');
            assert.equal(await page.evaluate(() => document.activeElement.id), 'export-svg');
            await page.keyboard.press('Escape');
            assert.equal(await page.isVisible('#export-menu'), false);
            assert.equal(await page.evaluate(() => document.activeElement.id), 'export-button');
            await page.click('#theme-button');
            await redrawn(page, () => page.click('#theme-menu [data-theme-choice="dark"]'));
            assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
            assert.equal(await page.getAttribute('#theme-menu [data-theme-choice="dark"]', 'aria-checked'), 'true');
            assert.equal(await page.isVisible('#theme-menu'), false);
            assert.deepEqual(problems, []);
            await close();
        });

test('keys: every action has one, focus is visible, rooms are reachable and have a text alternative', async () => {
    const { page, problems, close } = await open({ width: 1440, height: 900 });
    await load(page, '?seed=B91Y9THH&stage=3&stageType=1&ruleset=repentance');
    await page.keyboard.press('/');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'seed');
    await page.keyboard.press('Escape');
    await redrawn(page, () => page.keyboard.press(']'));
    assert.match(page.url(), new RegExp(`seed=${cliFloor({ runSeed: 12346 }).runSeedString.replace(' ', '')}&`));
    await redrawn(page, () => page.keyboard.press('['));
    assert.match(page.url(), /seed=B91Y9THH/);
    await redrawn(page, () => page.keyboard.press('h'));
    assert.equal(await page.getAttribute('#map-tools [data-option="hidden"]', 'aria-pressed'), 'false');
    await redrawn(page, () => page.keyboard.press('h'));
    const order = await page.$$eval('#floor option', (o) => o.map((e) => e.value));
    await redrawn(page, () => page.keyboard.press('j'));
    const [s, t] = order[order.indexOf('3:1') + 1].split(':');
    assert.match(page.url(), new RegExp(`stage=${s}&stageType=${t}&`));
    // Zoom keys on the focused map, and the reset.
    await page.focus('#map');
    await page.keyboard.press('+');
    assert.equal(await page.getAttribute('#map', 'data-zoom'), '1.25');
    await page.keyboard.press('ArrowLeft');
    assert.match(await page.getAttribute('#map g.viewport', 'transform'), /scale\(1\.25\)/);
    await page.keyboard.press('0');
    assert.equal(await page.getAttribute('#map', 'data-zoom'), '1');
    // Tab reaches the rooms; Enter chooses one (in the URL); the focus is drawn.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ number: document.activeElement.dataset.number,
                                                  label: document.activeElement.getAttribute('aria-label') }));
    assert.equal(focused.number, '0');
    assert.match(focused.label, /^Start room, \d doors?$/);
    await redrawn(page, () => page.keyboard.press('Enter'));
    assert.match(page.url(), /room=0/);
    // A button's focus ring.
    await page.focus('#seed-next');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none');
    // Every button and field has a name; every key of the list does something (the dialog lists them).
    const unnamed = await page.$$eval('button, input, select', (list) => list.filter((e) => {
        if (e.closest('[hidden]') || e.type === 'hidden')
            return false;
        const label = e.getAttribute('aria-label') || (e.labels && e.labels.length && e.labels[0].textContent.trim()) ||
                      e.textContent.trim() || (e.getAttribute('aria-labelledby') && document.getElementById(e.getAttribute('aria-labelledby'))?.textContent);
        return !label;
    }).map((e) => e.outerHTML.slice(0, 80)));
    assert.deepEqual(unnamed, []);
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press('?');
    assert.ok((await page.$$eval('#keys-table tr', (r) => r.length)) > 20);
    await page.keyboard.press('Escape');
    await page.keyboard.press('w');
    await page.waitForFunction(() => location.search.includes('panel=rewards'));
    assert.equal(await page.isVisible('#side'), true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !location.search.includes('panel='));
    assert.ok(problems.every((p) => /404|rewards\.mjs|Failed to fetch/.test(p)), problems.join('\n'));
    await close();
});

test('screenshots', { skip: !shots }, async () => {
    for (const lang of ['en', 'fr'])
        for (const colorScheme of ['light', 'dark'])
            for (const [width, height] of [[1024, 768], [1440, 900], [390, 844]]) {
                const { page, close } = await open({ width, height }, { colorScheme });
                await load(page, `${linkedRows[0][0]}&lang=${lang}`);
                await page.waitForLoadState('networkidle');
                await page.screenshot({ path: path.join(shots, `page-${lang}-${colorScheme}-${width}x${height}.png`) });
                await close();
            }
});
