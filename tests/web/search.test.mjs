// The page's seed search (web/page/search.mjs, search-worker.mjs; floorgen.mjs searchStart/searchStep) against
// `isaac-floorgen-cli search` on small ranges: the same matches, searchedTo and counts for one-floor criteria
// (options, --where), criteria across a run's floors (--floor groups, floor ( ... ) expressions), both rule
// sets, run and stage seeds, a limit; the page's split of the range is the CLI's --shard K/N; in headless
// chromium (playwright-core, as browser.test.mjs) the view with 1 and with several workers gives the CLI's
// seeds, cancel then resume gives those of one search, a bad expression shows the CLI's message and selects
// the bad token, a result's link opens its floor: the page's own search panel (index.html?panel=search).
// FLOORGEN_SCREENSHOT_DIR=DIR: the panel at 1024x768 and 390x844, light and dark, there. Run by run-node.sh (FLOORGEN_WEB, FLOORGEN_CLI).

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
const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '..', '..');
const browserPath = process.env.FLOORGEN_CHROMIUM || '/usr/bin/chromium';
const shots = process.env.FLOORGEN_SCREENSHOT_DIR;

const { createFloorgen } = await import(pathToFileURL(path.join(web, 'floorgen.mjs')).href);
const { partsOf, merged } = await import(pathToFileURL(path.join(web, 'page', 'search.mjs')).href);
const fg = await createFloorgen();

// The CLI's flags for a settings object of the page (ruleset, stage, stageType, hard, items, curse).
function settingsFlags(s) {
    const flags = [];
    if (s.ruleset)
        flags.push('--ruleset', s.ruleset);
    if (s.stage !== undefined)
        flags.push('--stage', String(s.stage));
    if (s.stageType !== undefined)
        flags.push('--stage-type', String(s.stageType));
    if (s.hard)
        flags.push('--hard');
    for (const item of s.items ?? [])
        flags.push('--item', item);
    if (s.curse)
        flags.push('--curse', [].concat(s.curse).join(','));
    return flags;
}

// `isaac-floorgen-cli search` for a request of floorgen.mjs' search: its JSON output, or its message.
function cliSearch(request, extra = []) {
    const args = ['search', ...settingsFlags(request.settings ?? {}), ...(request.options ?? [])];
    for (const w of [].concat(request.where ?? []))
        args.push('--where', w);
    if (request.space)
        args.push('--space', request.space);
    args.push('--from', String(request.from), '--to', String(request.to), '--limit', String(request.limit ?? 0),
              '--format', 'json', '--threads', '2', ...extra);
    const r = spawnSync(cli, args, { encoding: 'utf8' });
    if (r.status !== 0)
        return { status: r.status, error: r.stderr.trim().replace(/^isaac-floorgen-cli: /, '') };
    return JSON.parse(r.stdout);
}

const seedsOf = (matches) => matches.map((m) => m.runSeed ?? m.stageSeed);

// Data: each row a request (its options as the CLI's arguments), searched by the module and by the CLI.
const rows = [
    { name: 'afterbirth-plus, one floor, options',
      request: { settings: { ruleset: 'afterbirth-plus', stage: 2, stageType: 0 },
                 options: ['--has', 'library', '--lacks', 'curse'], from: 1, to: 4000 } },
    { name: 'repentance, one floor, options and --where, hard, an item',
      request: { settings: { ruleset: 'repentance', stage: 3, stageType: 1, hard: true, items: ['luna'] },
                 options: ['--max-distance', 'treasure=2'],
                 where: 'has planetarium or has library and not boss monstro', from: 500, to: 3500 } },
    { name: 'repentance, a --where across a run\'s floors',
      request: { settings: { ruleset: 'repentance' },
                 where: 'floor 1 (has library or has planetarium) and not floor 3 (boss monstro)', from: 1,
                 to: 1500 } },
    { name: 'afterbirth-plus, --floor groups',
      request: { settings: { ruleset: 'afterbirth-plus' },
                 options: ['--floor', '1', '--has', 'shop,treasure', '--floor', '2', '--has', 'curse'], from: 1,
                 to: 2500 } },
    { name: 'repentance, criteria of --stage, a --floor group and a --where',
      request: { settings: { ruleset: 'repentance', stage: 2 },
                 options: ['--rooms', '9..14', '--floor', '4:alt', '--no-curse'],
                 where: 'floor 1 (has shop) and floor 2 (not xl)', from: 1, to: 1500 } },
    { name: 'stage seeds, curses',
      request: { settings: { ruleset: 'afterbirth-plus', stage: 5 }, space: 'stage',
                 options: ['--has-curse', 'darkness', '--has', 'dice=0..1'], from: 10000, to: 16000 } },
    { name: 'a limit',
      request: { settings: { ruleset: 'repentance', stage: 1 }, options: ['--has', 'library'], from: 1000, to: 90000,
                 limit: 7 } },
];

for (const row of rows) {
    test(`the module's search equals the CLI's: ${row.name}`, () => {
        const want = cliSearch(row.request);
        assert.ok(want.matches, JSON.stringify(want));
        const got = fg.search({ limit: 0, ...row.request });
        assert.equal(got.ok, true, got.error);
        assert.ok(want.matches.length > 0, 'a row that finds nothing proves little');
        assert.deepEqual(seedsOf(got.matches), seedsOf(want.matches));
        if (want.matches[0].seed)
            assert.deepEqual(got.matches.map((m) => m.seed), want.matches.map((m) => m.seed));
        for (const key of ['searchedTo', 'tried', 'failures', 'invalidSeeds', 'limitReached'])
            assert.equal(got[key], want[key], key);
    });
}

test('a search in steps gives what one step gives, with the seeds after "next" not yet searched', () => {
    const request = { ...rows[2].request, limit: 0 };
    const whole = fg.search(request);
    assert.equal(fg.searchStart(request).ok, true);
    const matches = [];
    let step, steps = 0;
    // A budget of 0 ms: one part a step, whatever the machine's speed (the first part is 64 seeds, the later
    // ones about a millisecond's worth), so the range takes two steps at least.
    do {
        step = fg.searchStep({ budgetMs: 0 });
        assert.equal(step.ok, true);
        if (steps === 0)
            assert.equal(step.next, request.from + 64);
        for (const m of step.matches)
            assert.ok(m.runSeed < step.next);
        matches.push(...step.matches);
        ++steps;
    } while (!step.done);
    assert.ok(steps >= 2, `${steps} steps`);
    assert.deepEqual(matches, whole.matches);
});

test('a run search\'s matches name their floors on the run\'s route (the links\' stage and type)', () => {
    const r = fg.search({ ...rows[4].request, limit: 3 });
    assert.equal(r.ok, true);
    for (const m of r.matches) {
        const run = fg.runFloors({ ruleset: 'repentance', runSeed: m.runSeed }).floors;
        assert.deepEqual(m.floors.map((f) => f.stage), [1, 2, 4]);
        for (const { stage, stageType, name } of m.floors.slice(0, 2)) {
            const floor = run.find((f) => f.stage === stage);
            assert.equal(stageType, floor.stageType, `${m.seed}: floor ${stage}`);
            assert.equal(name, floor.stageName, `${m.seed}: floor ${stage}`);
        }
        assert.ok(m.floors[2].stageType >= 4, 'floor 4:alt is the alternate floor');
        const alt = fg.generate({ ruleset: 'repentance', runSeed: m.runSeed, stage: 4, stageType: m.floors[2].stageType });
        assert.equal(m.floors[2].name, alt.stageName);
    }
});

test('the page splits the range as the CLI\'s --shard K/N', () => {
    for (const [from, to, n] of [[100, 1000, 1], [100, 1000, 3], [7, 50, 8], [1, 5, 4]]) {
        const want = [];
        for (let k = 0; k < n; ++k) {
            const out = cliSearch({ options: ['--has', 'library'], from, to }, ['--shard', `${k}/${n}`]);
            want.push(out.range);
        }
        assert.deepEqual(partsOf(from, to, n), want, `${from}..${to} in ${n}`);
    }
});

test('merged: the parts in seed order, complete once the first matches up to the limit are known', () => {
    const part = (from, to, next, seeds, done) => ({ from, to, next, done, matches: seeds.map((runSeed) => ({ runSeed })),
                                                   found: seeds.length, tried: next - from, failures: 0,
                                                   invalidSeeds: 0 });
    const parts = [part(1, 10, 11, [2, 5], true), part(11, 20, 15, [12, 14], false), part(21, 30, 31, [22], true)];
    assert.deepEqual(merged(parts, 0).matches.map((m) => m.runSeed), [2, 5, 12, 14]);
    assert.equal(merged(parts, 0).complete, false);
    assert.equal(merged(parts, 0).searchedTo, 14);
    const limited = merged(parts, 3);
    assert.equal(limited.complete, true);
    assert.equal(limited.searchedTo, 12);
    assert.deepEqual(limited.matches.map((m) => m.runSeed), [2, 5, 12]);
    parts[1].done = true;
    parts[1].next = 21;
    assert.deepEqual(merged(parts, 0).matches.map((m) => m.runSeed), [2, 5, 12, 14, 22]);
    assert.equal(merged(parts, 0).searchedTo, 30);
});

test('bad criteria: the CLI\'s messages; a bad expression points at its token', () => {
    for (const where of ['has library and (boss monstro or', 'has librar', 'floor 2 (has shop) or has library',
                         'has shop and boss "mega fatty']) {
        const want = cliSearch({ where, from: 1, to: 10 });
        assert.equal(want.status, 2);
        const got = fg.searchStart({ where, from: 1, to: 10 });
        assert.equal(got.ok, false);
        assert.equal(got.error, want.error);
        const column = Number(/column (\d+)/.exec(want.error)[1]);
        assert.equal(got.at, column - 1, where);
        const marks = /\n +(\^+)$/.exec(want.error)[1].length;
        assert.equal(Math.max(1, got.length), marks, where);
    }
    for (const [options, where] of [[['--has', 'librar']], [['--xl', '--no-xl']], [['--floor', '13', '--has', 'shop']],
                                    [['--floor', '2:3', '--has', 'shop']], [['--has', 'shop', '--lacks', 'shop']],
                                    [['--rooms', '3', '--rooms', '4']], [['--floor', '2', '--attempts', '1', '--attempts', '2']],
                                    [[], ['has shop', 'has library']], [['--boss', '#0']]]) {
        const want = cliSearch({ options, where, from: 1, to: 10 });
        assert.equal(want.status, 2, options.join(' '));
        const got = fg.searchStart({ options, where, from: 1, to: 10 });
        assert.equal(got.ok, false, options.join(' '));
        // The CLI quotes a value with '...', the core's parser with "...": the rest is the same.
        assert.equal(got.error, want.error, options.join(' '));
    }
    assert.match(fg.searchStart({ options: ['--hass', 'shop'] }).error, /unknown option --hass/);
    assert.match(fg.searchStart({ options: '--boss "mega fatty' }).error, /double quote/);
    assert.match(fg.searchStart({ settings: { runSeed: 3 } }).error, /no single seed/);
    assert.match(fg.searchStart({ from: 20, to: 10 }).error, /--from 20 is after --to 10/);
    assert.equal(fg.searchStep().ok, false, 'no search after a refused one');
});

test('options as one line are split as a shell splits them (double quotes)', () => {
    const settings = { ruleset: 'afterbirth-plus', stage: 3 };
    const line = fg.search({ settings, options: '--boss "Mega Fatty" --has shop', from: 1, to: 3000 });
    const words = fg.search({ settings, options: ['--boss', 'Mega Fatty', '--has', 'shop'], from: 1, to: 3000 });
    assert.equal(line.ok, true, line.error);
    assert.ok(line.matches.length > 0);
    assert.deepEqual(line.matches, words.matches);
});

// ---- the view in headless chromium ----

let chromium;
try {
    ({ chromium } = createRequire(path.join(source, 'web', 'package.json'))('playwright-core'));
} catch (e) {
    chromium = null;
}
const noBrowser = !chromium ? 'playwright-core is not installed (npm ci in web/)'
                : !existsSync(browserPath) ? `no chromium at ${browserPath}` : false;

const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm',
                '.svg': 'image/svg+xml' };
let server, base, browser;

before(async () => {
    if (noBrowser)
        return;
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

async function openView(context, query, viewport = { width: 1024, height: 768 }) {
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
            problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.setViewportSize(viewport);
    await page.goto(`${base}/index.html?seed=B91Y9THH&${query}&panel=search`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForSelector('#side-body #fg-search-start');
    return { page, problems };
}

async function fill(page, { where = '', options = '', from, to, limit = 100000, workers }) {
    await page.fill('#fg-search-where', where);
    await page.fill('#fg-search-options', options);
    await page.fill('#fg-search-from', String(from));
    await page.fill('#fg-search-to', String(to));
    await page.fill('#fg-search-limit', String(limit));
    await page.fill('#fg-search-workers', String(workers));
}

const finished = (page) => page.waitForSelector('form[data-state=done], form[data-state=failed]', { timeout: 120000 });
const shownSeeds = (page) => page.$$eval('#fg-search-results li', (l) => l.map((li) => Number(li.dataset.seed)));

const viewRows = [
    { query: 'ruleset=afterbirth-plus&stage=3&stageType=0', fields: { options: '--has library --lacks curse', from: 1,
                                                                      to: 6000 },
      cli: { settings: { ruleset: 'afterbirth-plus', stage: 3, stageType: 0 }, options: ['--has', 'library', '--lacks', 'curse'] } },
    { query: 'ruleset=repentance&stage=1&stageType=0',
      fields: { where: 'floor 1 (has planetarium or has library) and floor 2 (not boss monstro)', from: 1, to: 3000 },
      cli: { settings: { ruleset: 'repentance' },
             where: 'floor 1 (has planetarium or has library) and floor 2 (not boss monstro)' } },
];

test('the view searches in workers and shows the CLI\'s seeds, with 1 and with several workers', { skip: noBrowser },
     async () => {
    const context = await browser.newContext();
    for (const row of viewRows) {
        const want = seedsOf(cliSearch({ ...row.cli, from: row.fields.from, to: row.fields.to }).matches);
        assert.ok(want.length > 0);
        for (const workers of [1, 4]) {
            const { page, problems } = await openView(context, row.query);
            await fill(page, { ...row.fields, workers });
            await page.click('#fg-search-start');
            await finished(page);
            assert.equal(await page.textContent('#fg-search-error'), '');
            assert.deepEqual(await shownSeeds(page), want, `${row.query}, ${workers} workers`);
            assert.match(await page.textContent('#fg-search-status'), /of [\d,]+ seeds searched, [\d,]+ found\. Done\./);
            assert.equal(await page.$eval('#fg-search-progress', (p) => p.value), 1);
            assert.deepEqual(problems, []);
            await page.close();
        }
    }
    await context.close();
});

test('the view with a limit shows the CLI\'s first matches', { skip: noBrowser }, async () => {
    const context = await browser.newContext();
    const want = seedsOf(cliSearch({ settings: { ruleset: 'repentance', stage: 2, stageType: 0 },
                                     options: ['--has', 'library'], from: 1, to: 200000, limit: 9 }).matches);
    const { page } = await openView(context, 'ruleset=repentance&stage=2&stageType=0');
    await fill(page, { options: '--has library', from: 1, to: 200000, limit: 9, workers: 3 });
    await page.click('#fg-search-start');
    await finished(page);
    assert.deepEqual(await shownSeeds(page), want);
    assert.match(await page.textContent('#fg-search-status'),
                 new RegExp(`^${want[want.length - 1].toLocaleString('en')} of 200,000 seeds searched, 9 found\\. ` +
                            'Done: the most matches asked for were found\\.$'));
    await context.close();
});

test('cancel, then resume in a new page, gives the matches of one search', { skip: noBrowser }, async () => {
    const context = await browser.newContext();
    const fields = { where: 'floor 1 (has library) or floor 2 (has planetarium) and floor 3 (no-curse)', from: 1,
                     to: 60000, workers: 2 };
    const want = seedsOf(cliSearch({ settings: { ruleset: 'repentance' }, where: fields.where, from: fields.from,
                                     to: fields.to }).matches);
    const first = await openView(context, 'ruleset=repentance&stage=1&stageType=0');
    await fill(first.page, fields);
    await first.page.click('#fg-search-start');
    // Some steps reported (each worker's first ones), then Escape: the key of Cancel.
    await first.page.waitForFunction(() => document.querySelectorAll('#fg-search-results li').length >= 20);
    await first.page.keyboard.press('Escape');
    await first.page.waitForSelector('form[data-state=stopped]');
    const saved = await first.page.evaluate(() => JSON.parse(localStorage.getItem('isaac-floorgen.search')));
    const searched = saved.parts.reduce((n, p) => n + (p.next - p.from), 0);
    assert.ok(searched > 0 && searched < fields.to, `searched ${searched} before the cancel`);
    const before = await shownSeeds(first.page);
    assert.deepEqual(before, want.slice(0, before.length), 'the matches shown before the cancel are the first');
    assert.equal(await first.page.isVisible('#fg-search-resume'), true);
    await first.page.close();

    const second = await openView(context, 'ruleset=repentance&stage=1&stageType=0');
    assert.equal(await second.page.isVisible('#fg-search-resume'), true, 'a new page offers to resume');
    // Resume goes on from the saved parts: at once (before any worker's step) the matches and the seeds
    // searched before are shown.
    const atOnce = await second.page.evaluate(() => {
        document.getElementById('fg-search-resume').click();
        return { seeds: [...document.querySelectorAll('#fg-search-results li')].map((li) => Number(li.dataset.seed)),
                 progress: document.getElementById('fg-search-progress').value };
    });
    assert.deepEqual(atOnce.seeds, want.slice(0, atOnce.seeds.length));
    assert.ok(atOnce.seeds.length >= before.length, `${atOnce.seeds.length} shown at once, ${before.length} before`);
    assert.ok(Math.abs(atOnce.progress - searched / fields.to) < 1e-9, `progress ${atOnce.progress}`);
    assert.equal(await second.page.inputValue('#fg-search-where'), fields.where);
    await finished(second.page);
    assert.deepEqual(await shownSeeds(second.page), want);
    assert.equal(await second.page.evaluate(() => localStorage.getItem('isaac-floorgen.search')), null,
                 'a finished search is not offered again');
    assert.deepEqual(second.problems, []);
    await context.close();
});

test('a bad expression: the CLI\'s message, the bad token selected; no worker starts', { skip: noBrowser },
     async () => {
    const context = await browser.newContext();
    const { page } = await openView(context, 'ruleset=repentance&stage=1&stageType=0');
    const where = 'has shop and (boss monstro or hass library)';
    const want = cliSearch({ settings: { ruleset: 'repentance', stage: 1, stageType: 0 }, where, from: 1, to: 100 });
    assert.equal(want.status, 2);
    await fill(page, { where, from: 1, to: 100, workers: 2 });
    await page.press('#fg-search-where', 'Enter'); // the form's key: Enter searches
    await page.waitForFunction(() => document.getElementById('fg-search-error').textContent !== '');
    assert.equal(await page.textContent('#fg-search-error'), want.error);
    const selected = await page.$eval('#fg-search-where', (i) => [i.selectionStart, i.selectionEnd,
                                                                    document.activeElement === i,
                                                                    i.getAttribute('aria-invalid')]);
    const at = where.indexOf('hass');
    assert.deepEqual(selected, [at, at + 'hass'.length, true, 'true']);
    assert.equal(await page.$$eval('#fg-search-results li', (l) => l.length), 0);
    assert.notEqual(await page.$eval('form', (f) => f.dataset.state ?? ''), 'running');
    await context.close();
});

test('a result is a link to its floor; a click opens it in the page', { skip: noBrowser }, async () => {
    const context = await browser.newContext();
    const { page } = await openView(context, 'ruleset=repentance&stage=2&stageType=1&hard=1&item=luna');
    await fill(page, { options: '--has library', from: 1, to: 3000, limit: 3, workers: 2 });
    await page.click('#fg-search-start');
    await finished(page);
    const want = cliSearch({ settings: { ruleset: 'repentance', stage: 2, stageType: 1, hard: true, items: ['luna'] },
                             options: ['--has', 'library'], from: 1, to: 3000, limit: 3 }).matches;
    const href = await page.$eval('#fg-search-results li a', (a) => a.getAttribute('href'));
    assert.equal(href, `?seed=${want[0].seed.replace(' ', '')}&stage=2&stageType=1&ruleset=repentance&hard=1&item=luna`);
    await page.click('#fg-search-results li a');
    const seed = want[0].seed.replace(' ', '');
    await page.waitForFunction((s) => new URLSearchParams(location.search).get('seed') === s, seed);
    const q = new URLSearchParams(await page.evaluate(() => location.search));
    assert.deepEqual([q.get('stage'), q.get('stageType'), q.get('ruleset'), q.get('hard'), q.getAll('item'),
                      q.get('panel')], ['2', '1', 'repentance', '1', ['luna'], 'search']);
    assert.equal(await page.textContent('#fg-search-results li a'), want[0].seed, 'the results stay beside the map');
    // A run search: a link for each floor the criteria name, with the run's type of it.
    await fill(page, { where: 'floor 1 (has shop) and floor 3 (has library)', from: 1, to: 3000, limit: 2, workers: 2 });
    await page.click('#fg-search-start');
    await finished(page);
    const links = await page.$$eval('#fg-search-results li:first-child .floors a', (l) => l.map((a) => a.getAttribute('href')));
    const first = fg.search({ settings: { ruleset: 'repentance', hard: true, items: ['luna'], stage: 2, stageType: 1 },
                              where: 'floor 1 (has shop) and floor 3 (has library)', from: 1, to: 3000, limit: 1 })
        .matches[0];
    const want2 = first.floors.map((f) => `?seed=${first.seed.replace(' ', '')}&stage=${f.stage}&stageType=${f.stageType}` +
                                          '&ruleset=repentance&hard=1&item=luna');
    assert.equal(want2.length, 2);
    assert.deepEqual(links, want2);
    assert.equal(await page.$eval('#fg-search-results li:first-child > a', (a) => a.getAttribute('href')), want2[0],
                 'the seed opens the first floor named');
    assert.deepEqual(await page.$$eval('#fg-search-results li:first-child .floors a', (l) => l.map((a) => a.textContent)),
                     first.floors.map((f) => f.name));
    await context.close();
});

test('screenshots of the view', { skip: noBrowser || !shots }, async () => {
    const context = await browser.newContext();
    for (const [width, height, theme] of [[1024, 768, 'light'], [390, 844, 'light'], [1024, 768, 'dark'],
                                          [390, 844, 'dark']]) {
        const { page } = await openView(context, `ruleset=repentance&stage=1&stageType=0&theme=${theme}`,
                                        { width, height });
        await fill(page, { where: 'floor 1 (has library or has planetarium) and floor 2 (has curse)', from: 1,
                           to: 400000, limit: 100000, workers: 2 });
        await page.click('#fg-search-start');
        await page.waitForFunction(() => document.querySelectorAll('#fg-search-results li').length >= 40);
        await page.waitForTimeout(1500);
        const overflow = await page.evaluate(() => [...document.querySelectorAll('.fg-search *')]
            .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).map((e) => e.id || e.tagName));
        assert.deepEqual(overflow, [], `${width}x${height}: nothing wider than the page`);
        if (width < 500) // the panel under the map on a phone
            await page.$eval('#side', (e) => e.scrollIntoView());
        await page.screenshot({ path: path.join(shots, `search-${width}x${height}-${theme}.png`) });
        await page.click('#fg-search-cancel');
        await page.close();
    }
    await context.close();
});
