// The page's views in a real browser (Debian's chromium, headless, through playwright-core as browser.test.mjs
// does): the step-through (view=step, frame=N), compare (view=compare, compare=SETTING), the run view
// (view=run) and the room-clear rewards panel, each checked against the native CLI where the CLI gives the same
// thing (batch, run --format json, rewards --format json), and in French. FLOORGEN_SCREENSHOT_DIR=DIR:
// screenshots of each view at 1024x768 and 390x844 (and 1024x768 in French, dark) there. Run by run-node.sh
// (FLOORGEN_WEB, FLOORGEN_CLI); exits 77 (skipped) without chromium or playwright-core.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
let server, base, browser, fg;

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
    // The module in Node, for what the CLI does not print (the trace).
    ({ createFloorgen: fg } = await import(pathToFileURL(path.join(web, 'floorgen.mjs')).href));
    fg = await fg();
});

after(async () => {
    await browser?.close();
    server?.close();
});

function runCli(args, input = undefined) {
    const r = spawnSync(cli, args, { input, encoding: 'utf8' });
    assert.equal(r.status, 0, `${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
}

// A CLI floor JSON's rooms as the SVG shows them: type and cells (grid indices, ascending), by room number.
function roomsOf(floor) {
    return floor.rooms.filter((room) => room.shape !== 0).map((room) => ({
        number: room.number,
        type: String(room.type),
        cells: floor.grid.flatMap((n, i) => (n === room.number ? [i] : [])).join(','),
    }));
}

function cliFloor(settings) {
    const floor = JSON.parse(runCli(['batch'], JSON.stringify(settings) + '\n'));
    assert.equal(floor.ok, true);
    return floor;
}

async function svgRooms(page, selector) {
    return page.$$eval(`${selector} .room`, (rooms) => rooms.map((g) => ({
        number: Number(g.dataset.number), type: g.dataset.type, cells: g.dataset.cells })));
}

async function open(viewport, url) {
    const page = await browser.newPage({ viewport });
    const problems = [];
    page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
            problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
    await page.goto(base + url);
    await page.waitForSelector('body[data-ready="true"]');
    return { page, problems };
}

// core/include/floorgen/trace.h: EventKind::RoomPlaced, CandidateRejected; RejectReason::NeighbourCount;
// core/include/floorgen/types.h's shape names, in Shape order.
const kRoomPlaced = 3, kCandidateRejected = 7, kNeighbourCount = 2;
const shapeNames = ['', '1x1', 'IH', 'IV', '1x2', 'IIV', '2x1', 'IIH', '2x2', 'LTL', 'LTR', 'LBL', 'LBR'];
const frameOf = (page) => page.evaluate(() => Number(new URLSearchParams(location.search).get('frame') ?? '0'));

// A floor with a thrown-away attempt (afterbirth-plus, attempt 2 kept).
const stepQuery = 'seed=B91Y9THH&stage=2&stageType=0&ruleset=afterbirth-plus';
const stepSettings = { seed: 'B91Y9THH', stage: 2, stageType: 0, ruleset: 'afterbirth-plus' };

test('step-through: a frame each trace event, the last frame is the CLI floor, the log greys thrown-away attempts',
     async () => {
    const { page, problems } = await open({ width: 1024, height: 768 }, `/?${stepQuery}&view=step`);
    await page.waitForSelector('.step-view .decision-log-lines li');
    const { floor, trace } = fg.generate(stepSettings, { trace: true });
    assert.ok(floor.attempts > 1, 'the floor throws an attempt away');
    const lines = await page.$$eval('.decision-log-lines li', (li) => li.map((l) => ({
        frame: Number(l.dataset.frame), discarded: l.classList.contains('discarded'), text: l.textContent,
        colour: getComputedStyle(l).color })));
    assert.equal(lines.length, trace.length);
    assert.equal(await page.getAttribute('.step-slider', 'max'), String(trace.length));
    // Each line is the engine's caption of its event (floorgen/tracetext.h, the app's captions: test_captions
    // holds them to the app's Qt texts), with the app's mark of a thrown-away attempt.
    const texts = { captions: fg.captions(stepSettings).events.map((e) => e.caption) };
    assert.equal(texts.captions.length, trace.length);
    let neighbours = 0;
    lines.forEach((l, i) => {
        assert.equal(l.frame, i + 1);
        const e = trace[i];
        assert.equal(l.discarded, e.attempt !== 0 && e.attempt !== floor.attempts, `line ${i + 1}`);
        assert.equal(l.text, texts.captions[i] + (l.discarded ? ` (discarded attempt ${e.attempt})` : ''), `line ${i + 1}`);
        // One kind of caption written out from the event's fields, as test_gui's traceCaptions does.
        if (e.kind === kCandidateRejected && e.reason === kNeighbourCount) {
            assert.equal(texts.captions[i], `Candidate ${shapeNames[e.shape]} at (${e.anchor[0]},${e.anchor[1]}) rejected: ` +
                                            `its placed cell already has ${e.a} neighbours.`);
            ++neighbours;
        }
    });
    assert.ok(neighbours > 0);
    const kept = lines.find((l) => !l.discarded), thrown = lines.find((l) => l.discarded);
    assert.ok(thrown && kept && thrown.colour !== kept.colour, 'the thrown-away lines are greyed');
    // Frame 0: nothing placed yet; End: the floor as the CLI gives it.
    assert.equal(await page.$$eval('.step-map .room', (r) => r.length), 0);
    assert.match(await page.textContent('.step-caption'), /^Before the first event/);
    await page.keyboard.press('End');
    await page.waitForFunction((n) => new URLSearchParams(location.search).get('frame') === String(n), trace.length);
    // (A normal room is not typed by an event: its frame type stays 0, "not typed yet", as in the app.)
    assert.deepEqual((await svgRooms(page, '.step-map')).map((r) => ({ ...r, type: r.type === '0' ? '1' : r.type })),
                     roomsOf(cliFloor(stepSettings)));
    assert.equal(await page.textContent('.step-caption'),
                 `Attempt ${floor.attempts} · ${trace.length}/${trace.length} — ${texts.captions[trace.length - 1]}`);
    assert.deepEqual(problems, []);
    await page.close();
});

test('step-through: frame=N in the URL shows frame N; the keys step; a room click jumps to its event', async () => {
    const { floor, trace } = fg.generate(stepSettings, { trace: true });
    const n = 60;
    const { page, problems } = await open({ width: 1024, height: 768 }, `/?${stepQuery}&view=step&frame=${n}`);
    await page.waitForSelector('.step-map[data-frame="60"]');
    const frame = fg.stepFrame(stepSettings, n);
    // The rooms of the frame: those the first n events placed (core's replay, here through the module).
    const placed = new Set();
    for (const e of trace.slice(0, n))
        if (e.kind === kRoomPlaced && e.attempt === trace[n - 1].attempt) // of the frame's attempt
            placed.add(e.room);
    assert.deepEqual((await svgRooms(page, '.step-map')).map((r) => r.number).sort((a, b) => a - b),
                     [...placed].sort((a, b) => a - b));
    assert.deepEqual((await svgRooms(page, '.step-map')).map((r) => r.cells),
                     frame.map.rooms.map((r) => r.cells.join(',')));
    assert.equal(await page.inputValue('.step-slider'), String(n));
    assert.equal(await page.getAttribute('.decision-log-lines li[aria-current]', 'data-frame'), String(n));
    const captions = fg.captions(stepSettings).events.map((e) => e.caption);
    const attempt = trace[n - 1].attempt;
    const head = `Attempt ${attempt}${attempt !== floor.attempts ? ' (discarded)' : ''}`;
    assert.equal(await page.textContent('.step-caption'), `${head} · ${n}/${trace.length} — ${captions[n - 1]}`);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('frame') === '61');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('frame') === '59');
    await page.keyboard.press('Home');
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('frame'));
    // Play moves on by itself; Space again pauses.
    await page.keyboard.press('Space');
    await page.waitForFunction(() => Number(new URLSearchParams(location.search).get('frame') ?? '0') >= 2);
    await page.keyboard.press('Space');
    assert.equal(await page.getAttribute('[data-action="play"]', 'aria-pressed'), 'false');
    const paused = await frameOf(page);
    assert.equal(await frameOf(page), paused);
    // A room of the final floor: the frame after the event that placed it (the app's decision log's row).
    await page.keyboard.press('End');
    await page.waitForFunction((c) => new URLSearchParams(location.search).get('frame') === String(c), trace.length);
    const room = floor.rooms.find((r) => r.number > 3 && r.shape !== 0).number;
    let placedAt = -1;
    trace.forEach((e, i) => {
        if (e.kind === kRoomPlaced && e.room === room && e.attempt === floor.attempts)
            placedAt = i;
    });
    assert.ok(placedAt >= 0);
    await page.click(`.step-map .room[data-number="${room}"]`);
    await page.waitForFunction((f) => new URLSearchParams(location.search).get('frame') === String(f), placedAt + 1);
    // A log line: its frame.
    await page.click('.decision-log-lines li[data-frame="5"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('frame') === '5');
    // Back goes through what was looked at.
    await page.goBack();
    await page.waitForFunction((f) => new URLSearchParams(location.search).get('frame') === String(f), placedAt + 1);
    // Another seed starts at the first frame (the app's step player does).
    await page.goto(`${base}/?${stepQuery}&view=step&frame=${n}`);
    await page.waitForSelector('.step-map[data-frame="60"]');
    await page.fill('#seed', 'GY2T QXEP');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('seed') === 'GY2TQXEP');
    await page.waitForSelector('.step-map[data-frame="0"]');
    assert.equal(await frameOf(page), 0);
    assert.deepEqual(problems, []);
    await page.close();
});

test('compare: both floors as the CLI gives them, the differing rooms outlined', async () => {
    // Luna in repentance: another layout (nothing outlined); Voodoo Head on this Depths I: the same layout, two
    // rooms differ (the app's compareFloors).
    for (const [stage, key, other, layout] of [[2, 'luna', { items: ['luna'] }, 'other'], [2, 'hard', { hard: true }, ''],
                                               [2, 'curse:darkness', { curse: ['darkness'] }, ''],
                                               [4, 'voodoo-head', { items: ['voodoo-head'] }, 'same']]) {
        const settings = { seed: 'B91Y9THH', stage, stageType: 0, ruleset: 'repentance' };
        const { page, problems } = await open({ width: 1024, height: 768 },
                                              `/?seed=B91Y9THH&stage=${stage}&stageType=0&ruleset=repentance&view=compare&compare=${key}`);
        await page.waitForSelector('.compare-b .room');
        const a = cliFloor(settings), b = cliFloor({ ...settings, ...other });
        assert.deepEqual(await svgRooms(page, '.compare-a'), roomsOf(a), key);
        assert.deepEqual(await svgRooms(page, '.compare-b'), roomsOf(b), key);
        assert.equal(await page.inputValue('.compare-bar select'), key);
        // A room outlined on one side has no room with the same cells and type on the other.
        const same = (r, f) => roomsOf(f).some((x) => x.cells === r.cells && x.type === r.type);
        const differing = async (side) => page.$$eval(`.compare-${side} .room.differs`,
                                                      (g) => g.map((x) => Number(x.dataset.number)));
        const differingA = await differing('a'), differingB = await differing('b');
        for (const n of differingA)
            assert.ok(!same(roomsOf(a).find((r) => r.number === n), b), `${key}: room ${n} of A`);
        for (const n of differingB)
            assert.ok(!same(roomsOf(b).find((r) => r.number === n), a), `${key}: room ${n} of B`);
        // Every room of B not outlined has its twin in A (on the same layout).
        if (layout === 'same') {
            assert.ok(differingB.length > 0, `${key} changes rooms`);
            for (const r of roomsOf(b))
                if (!differingB.includes(r.number))
                    assert.ok(same(r, a), `${key}: room ${r.number} of B`);
        }
        if (layout === 'other')
            assert.equal(await page.getAttribute('.compare-view', 'data-other-layout'), 'true');
        // The app's sentence (floorgen/floorcompare.h) and each side's name for its setting.
        const summary = await page.textContent('.compare-summary');
        const expected = { luna: /^Luna: another layout/, hard: /^Hard mode/, 'curse:darkness': /^Curse of Darkness/,
                           'voodoo-head': /^Voodoo Head: .*; same layout\.$/ }[key];
        assert.match(summary, expected, key);
        assert.equal(summary, fg.compareView(settings, key).summary);
        if (key === 'luna')
            assert.deepEqual([await page.textContent('.compare-a figcaption'), await page.textContent('.compare-b figcaption')],
                             ['Without Luna', 'Luna']);
        assert.deepEqual(problems, []);
        await page.close();
    }
    // Another setting from the picker: the URL follows.
    const { page } = await open({ width: 1024, height: 768 }, '/?seed=B91Y9THH&stage=2&ruleset=repentance&view=compare');
    await page.waitForSelector('.compare-b .room');
    await page.selectOption('.compare-bar select', 'voodoo-head');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('compare') === 'voodoo-head');
    await page.close();
});

// The CLI's run, one floor JSON a line.
function cliRun(args) {
    return runCli(['run', ...args, '--format', 'json']).trim().split('\n').map((l) => JSON.parse(l));
}

test('run view: the floors of the CLI run in route order, the alternate route, a click opens the floor', async () => {
    const { page, problems } = await open({ width: 1024, height: 768 }, '/?seed=B91Y9THH&ruleset=repentance&view=run');
    await page.waitForSelector('.run-floor svg .room');
    const expected = cliRun(['--seed', 'B91Y 9THH']);
    const shown = async () => page.$$eval('.run-floor', (li) => li.map((l) => ({
        stage: Number(l.dataset.stage), stageType: Number(l.dataset.stageType),
        rooms: [...l.querySelectorAll('.room')].map((g) => ({ number: Number(g.dataset.number), type: g.dataset.type,
                                                               cells: g.dataset.cells })) })));
    const floors = await shown();
    assert.equal(floors.length, expected.length);
    assert.deepEqual(floors, expected.map((f) => ({ stage: f.stage, stageType: f.stageType, rooms: roomsOf(f) })));
    // Through the alternate floor of stage 2: the CLI's run along the same route (this seed has no XL floor on
    // it, so no Labyrinth skip either way).
    const alt = JSON.parse(runCli(['generate', '--seed', 'B91Y 9THH', '--stage', '2', '--stage-type', 'alt']));
    const route = [...expected.filter((f) => f.stage <= 2), { stage: 2, stageType: alt.stageType },
                   ...expected.filter((f) => f.stage >= 4)];
    await page.selectOption('.run-route select', '2');
    await page.waitForFunction((t) => document.querySelector('.run-floor:nth-child(3)')?.dataset.stageType === t,
                               String(alt.stageType));
    const expectedAlt = cliRun(['--seed', 'B91Y 9THH', '--route', route.map((f) => `${f.stage}:${f.stageType}`).join(',')]);
    assert.deepEqual(await shown(), expectedAlt.map((f) => ({ stage: f.stage, stageType: f.stageType, rooms: roomsOf(f) })));
    assert.match(await page.textContent('.run-route select option:checked'), /^Through .* \(instead of .*\)$/);
    // A click opens that floor in the floor view.
    await page.click('.run-floor:nth-child(4)');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('view') === null);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('stage'), String(expectedAlt[3].stage));
    assert.equal(url.searchParams.get('stageType'), String(expectedAlt[3].stageType));
    assert.deepEqual(problems, []);
    await page.close();
});

test('rewards: the odds as `rewards --format json`, a room\'s reward as `rewards --award-seed`', async () => {
    const { page, problems } = await open({ width: 1024, height: 768 },
                                          '/?seed=B91Y9THH&stage=2&ruleset=repentance&panel=rewards');
    await page.waitForSelector('.rewards-table tbody tr');
    await page.fill('.rewards-luck input[type=number]', '1.5');
    await page.check('.rewards-items input[name="lucky-foot"]');
    await page.fill('.rewards-contracts input', '2');
    const expected = JSON.parse(runCli(['rewards', '--luck', '1.5', '--item', 'lucky-foot', '--item', 'contract-from-below',
                                        '--item', 'contract-from-below', '--format', 'json']));
    await page.waitForFunction((n) => document.querySelectorAll('.rewards-table tbody tr').length === n,
                               expected.outcomes.length);
    const rows = await page.$$eval('.rewards-table tbody tr', (tr) => tr.map((r) => ({
        kind: r.dataset.kind, count: Number(r.dataset.count), probability: Number(r.dataset.probability) })));
    assert.deepEqual(rows, expected.outcomes.map((o) => ({ kind: o.kind, count: o.count, probability: o.probability })));
    // Every normal room of the floor: its reward from its award seed.
    const floor = cliFloor({ seed: 'B91Y9THH', stage: 2, ruleset: 'repentance' });
    const normal = floor.rooms.filter((r) => r.type === 1 && r.number > 0 && r.awardSeed);
    assert.ok(normal.length > 3);
    const kinds = new Set();
    for (const [i, room] of normal.entries()) {
        // The first by a click, the others with the keys (focus, Enter: the map's own keys).
        if (i === 0) {
            await page.click(`#map .room[data-number="${room.number}"]`);
        } else {
            await page.focus(`#map .room[data-number="${room.number}"]`);
            await page.keyboard.press('Enter');
        }
        await page.waitForFunction((n) => document.querySelector('.rewards-room')?.textContent.startsWith(`Room ${n}:`),
                                   room.number);
        const award = JSON.parse(runCli(['rewards', '--award-seed', String(room.awardSeed), '--luck', '1.5', '--item',
                                         'lucky-foot', '--item', 'contract-from-below', '--item', 'contract-from-below',
                                         '--format', 'json']));
        assert.equal(await page.getAttribute('.rewards-room', 'data-kind'), award.kind, `room ${room.number}`);
        assert.equal(await page.getAttribute('.rewards-room', 'data-count'), String(award.count), `room ${room.number}`);
        kinds.add(`${award.kind}${award.count}`);
    }
    assert.ok(kinds.size > 1, 'the rooms give different rewards');
    // The start room has none.
    await page.click('#map .room[data-number="0"]');
    await page.waitForFunction(() => /not a normal room/.test(document.querySelector('.rewards-room')?.textContent));
    assert.deepEqual(problems, []);
    await page.close();
});

// Issue 45: the rewards panel's luck and items and the run view's route are in the URL like every other setting
// (web/page/state.mjs): a link opens them, a change goes into the URL, back and forward bring them back.
test('rewards: luck= and rewardItem= in the URL open the panel with them, the odds as `rewards --format json`; back and forward', async () => {
    const items = ['lucky-foot', 'contract-from-below', 'contract-from-below'];
    const { page, problems } = await open({ width: 1024, height: 768 },
        `/?seed=B91Y9THH&stage=2&ruleset=repentance&panel=rewards&luck=2.5&rewardItem=${items.join(',')}`);
    await page.waitForSelector('.rewards-table tbody tr');
    const odds = () => page.$$eval('.rewards-table tbody tr', (tr) => tr.map((r) => ({
        kind: r.dataset.kind, count: Number(r.dataset.count), probability: Number(r.dataset.probability) })));
    const cliOdds = (luck, list) => JSON.parse(runCli(['rewards', '--luck', String(luck), ...list.flatMap((i) => ['--item', i]),
                                                       '--format', 'json'])).outcomes
        .map((o) => ({ kind: o.kind, count: o.count, probability: o.probability }));
    const fields = () => page.evaluate(() => ({
        luck: document.querySelector('.rewards-luck input[type=number]').value,
        slider: document.querySelector('.rewards-luck input[type=range]').value,
        checked: [...document.querySelectorAll('.rewards-items input[type=checkbox]:checked')].map((c) => c.name),
        contracts: document.querySelector('.rewards-contracts input').value }));
    assert.deepEqual(await fields(), { luck: '2.5', slider: '2.5', checked: ['lucky-foot'], contracts: '2' });
    const linked = cliOdds(2.5, items);
    assert.notDeepEqual(linked, cliOdds(0, []), 'the luck and the items change the odds');
    assert.deepEqual(await odds(), linked);
    // A change goes into the URL (replacing the entry, as the side panel's typing does).
    await page.fill('.rewards-luck input[type=number]', '4');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('luck') === '4');
    await page.uncheck('.rewards-items input[name="lucky-foot"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('rewardItem') === 'contract-from-below,contract-from-below');
    assert.deepEqual(await odds(), cliOdds(4, ['contract-from-below', 'contract-from-below']));
    // Another floor (a history entry) keeps them; there, other values; back: the first entry's again.
    await page.click('#seed-next');
    await page.waitForFunction(() => !location.search.includes('seed=B91Y9THH'));
    assert.equal(new URL(page.url()).searchParams.get('luck'), '4');
    await page.fill('.rewards-luck input[type=number]', '7');
    await page.check('.rewards-items input[name="lucky-foot"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('rewardItem') === 'lucky-foot,contract-from-below,contract-from-below');
    assert.equal(new URL(page.url()).searchParams.get('luck'), '7');
    await page.goBack();
    await page.waitForFunction(() => location.search.includes('seed=B91Y9THH'));
    await page.waitForFunction(() => document.querySelector('.rewards-luck input[type=number]').value === '4');
    assert.deepEqual(await fields(), { luck: '4', slider: '4', checked: [], contracts: '2' });
    assert.deepEqual(await odds(), cliOdds(4, ['contract-from-below', 'contract-from-below']));
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('.rewards-luck input[type=number]').value === '7');
    assert.deepEqual(await fields(), { luck: '7', slider: '7', checked: ['lucky-foot'], contracts: '2' });
    assert.deepEqual(await odds(), cliOdds(7, items));
    // Out of range in a link: clamped as the game clamps it.
    await page.goto(`${base}/?seed=B91Y9THH&stage=2&ruleset=repentance&panel=rewards&luck=25`);
    await page.waitForSelector('.rewards-table tbody tr');
    assert.deepEqual(await odds(), cliOdds(10, []));
    assert.deepEqual(problems, []);
    await page.close();
});

test('run view: runChoice= in the URL opens that route; a choice is a history entry', async () => {
    const { page, problems } = await open({ width: 1024, height: 768 }, '/?seed=B91Y9THH&ruleset=repentance&view=run&runChoice=2');
    await page.waitForSelector('.run-floor svg .room');
    const main = cliRun(['--seed', 'B91Y 9THH']);
    const alt = JSON.parse(runCli(['generate', '--seed', 'B91Y 9THH', '--stage', '2', '--stage-type', 'alt']));
    const route = [...main.filter((f) => f.stage <= 2), { stage: 2, stageType: alt.stageType }, ...main.filter((f) => f.stage >= 4)];
    const expectedAlt = cliRun(['--seed', 'B91Y 9THH', '--route', route.map((f) => `${f.stage}:${f.stageType}`).join(',')]);
    const shown = () => page.$$eval('.run-floor', (li) => li.map((l) => ({ stage: Number(l.dataset.stage), stageType: Number(l.dataset.stageType),
        rooms: [...l.querySelectorAll('.room')].map((g) => ({ number: Number(g.dataset.number), type: g.dataset.type, cells: g.dataset.cells })) })));
    const want = (floors) => floors.map((f) => ({ stage: f.stage, stageType: f.stageType, rooms: roomsOf(f) }));
    assert.equal(await page.inputValue('.run-route select'), '2');
    assert.deepEqual(await shown(), want(expectedAlt));
    await page.selectOption('.run-route select', '0');
    await page.waitForFunction(() => !location.search.includes('runChoice'));
    await page.waitForFunction((t) => document.querySelector('.run-floor:nth-child(3)')?.dataset.stageType === t, String(main[2].stageType));
    assert.deepEqual(await shown(), want(main));
    await page.goBack();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('runChoice') === '2');
    await page.waitForFunction((t) => document.querySelector('.run-floor:nth-child(3)')?.dataset.stageType === t, String(alt.stageType));
    assert.equal(await page.inputValue('.run-route select'), '2');
    assert.deepEqual(await shown(), want(expectedAlt));
    assert.deepEqual(problems, []);
    await page.close();
});

test('French (lang=fr): the captions, the log, the compare sentence and the run view in the app\'s French', async () => {
    const fr = JSON.parse(readFileSync(path.join(web, 'i18n', 'fr.json'), 'utf8'));
    assert.equal(fg.setCatalog(fr).ok, true);
    let captions, summary;
    try {
        captions = fg.captions(stepSettings).events.map((e) => e.caption);
        summary = fg.compareView({ seed: 'B91Y9THH', stage: 4, stageType: 0, ruleset: 'repentance' }, 'voodoo-head').summary;
    } finally {
        fg.setCatalog(null);
    }
    const { floor, trace } = fg.generate(stepSettings, { trace: true });
    const { page, problems } = await open({ width: 1024, height: 768 }, `/?${stepQuery}&view=step&lang=fr`);
    await page.waitForSelector('.decision-log-lines li');
    assert.match(await page.textContent('.step-caption'), /^Avant le premier événement/);
    assert.equal(await page.textContent('[data-action="play"]'), 'Lecture');
    const lines = await page.$$eval('.decision-log-lines li', (li) => li.map((l) => l.textContent));
    assert.deepEqual(lines, captions.map((c, i) => {
        const a = trace[i].attempt;
        return a !== 0 && a !== floor.attempts ? `${c} (tentative ${a} abandonnée)` : c;
    }));
    assert.notDeepEqual(captions, fg.captions(stepSettings).events.map((e) => e.caption)); // not the English
    await page.goto(`${base}/?seed=B91Y9THH&stage=4&stageType=0&ruleset=repentance&view=compare&compare=voodoo-head&lang=fr`);
    await page.waitForSelector('.compare-b .room');
    assert.equal(await page.textContent('.compare-summary'), summary);
    assert.match(summary, /^Tête Réduite/);
    await page.goto(`${base}/?seed=B91Y9THH&ruleset=repentance&view=run&lang=fr`);
    await page.waitForSelector('.run-floor .room');
    assert.equal(await page.textContent('.run-route select option:first-child'), 'Chemin principal');
    assert.match(await page.textContent('.run-route select option:nth-child(3)'), /^Par .* \(au lieu de .*\)$/);
    assert.match(await page.textContent('.run-title'), /B91Y 9THH/);
    assert.deepEqual(problems, []);
    await page.close();
});

test('screenshots', { skip: !shots }, async () => {
    const views = [['step', `${stepQuery}&view=step&frame=70`, '.step-map .room'],
                   ['compare', 'seed=B91Y9THH&stage=2&ruleset=repentance&view=compare&compare=luna', '.compare-b .room'],
                   ['run', 'seed=B91Y9THH&ruleset=repentance&view=run', '.run-floor .room'],
                   ['rewards', 'seed=B91Y9THH&stage=2&ruleset=repentance&panel=rewards', '.rewards-table tbody tr']];
    for (const [name, query, ready] of views)
        for (const [width, height, look] of [[1024, 768, ''], [390, 844, ''], [1024, 768, '&lang=fr&theme=dark']]) {
            const { page, problems } = await open({ width, height }, `/?${query}${look}`);
            await page.waitForSelector(ready);
            await page.waitForLoadState('networkidle');
            const suffix = look ? '-fr-dark' : '';
            await page.screenshot({ path: path.join(shots, `web-${name}-${width}x${height}${suffix}.png`) });
            assert.deepEqual(problems, []);
            await page.close();
        }
});
