// The game panel (web/page/game.mjs, issue 45) in headless chromium through playwright-core, on its own harness
// page (tests/web/game-harness.html, served beside build/web/'s files):
//  * a synthetic installation (tests/web/write_testdata.cpp: our own rooms packed into the game's archive
//    format) picked through the real <input type="file" webkitdirectory> (playwright's setInputFiles on a
//    folder) gives the same floors as the CLI's --game-data on the same folder, byte for byte; its extracted
//    copy too; the files the page takes leave out the rest of the folder;
//  * a foreign folder and a damaged archive give the CLI's (the desktop's) messages, and the rooms in use stay;
//  * a REPENTOGON installation (repentance.md R23.5) is recognised and the page moves to the variant;
//  * Follow Game on a log.txt the test appends to: window.showOpenFilePicker is replaced by one that returns a
//    FileSystemFileHandle of the origin private file system (navigator.storage.getDirectory()), which the test
//    writes with createWritable: the same FileSystemFileHandle.getFile() path as a picked file. Each floor
//    appended shows with no user action; a changed line is flagged on its floor with the line number; Copy
//    Report; the game restarting (the file rewritten shorter) starts over;
//  * a browser without the File System Access API says that following needs one.
// FLOORGEN_SCREENSHOT_DIR=DIR: screenshots of the panel at 1024x768 and 390x844 there.
// Run by run-node.sh (FLOORGEN_WEB, FLOORGEN_CLI; FLOORGEN_WRITE_TESTDATA the writer); exits 77 (skipped)
// without chromium or playwright-core.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync,
         writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = path.resolve(process.env.FLOORGEN_WEB);
const cli = process.env.FLOORGEN_CLI;
const writer = process.env.FLOORGEN_WRITE_TESTDATA;
const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '..', '..');
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
assert.ok(writer && existsSync(writer), 'FLOORGEN_WRITE_TESTDATA names the test data writer (tests/CMakeLists.txt)');

const kGame = 'The Binding of Isaac Rebirth';
const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm',
                '.svg': 'image/svg+xml' };
let server, base, browser, work;

before(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'floorgen-game-test-'));
    const w = spawnSync(writer, [path.join(work, 'data')], { encoding: 'utf8' });
    assert.equal(w.status, 0, w.stderr);
    server = createServer((req, res) => {
        const url = new URL(req.url, 'http://x');
        const file = url.pathname === '/harness.html' ? path.join(here, 'game-harness.html')
                                                       : path.join(web, decodeURIComponent(url.pathname));
        if ((!file.startsWith(web) && !file.startsWith(here)) || !existsSync(file) || statSync(file).isDirectory()) {
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
    if (work)
        rmSync(work, { recursive: true, force: true });
});

// What of the panel is outside the viewport or cuts its text (its hidden folder input aside).
function panelOverflow(page) {
    return page.evaluate(() => [...document.querySelectorAll('#gamePanel *')]
        .filter((e) => e.offsetParent !== null && !e.classList.contains('visually-hidden') &&
                       (e.getBoundingClientRect().right > window.innerWidth + 0.5 ||
                        (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)))
        .map((e) => e.id || `${e.tagName}: ${e.textContent.slice(0, 40)}`));
}

async function openHarness({ width = 1024, height = 768, withoutFileSystemAccess = false, url = '/harness.html' } = {}) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    if (withoutFileSystemAccess)
        await page.addInitScript(() => {
            delete window.showOpenFilePicker;
            delete window.showDirectoryPicker;
            delete Window.prototype.showOpenFilePicker;
            delete Window.prototype.showDirectoryPicker;
        });
    await page.goto(`${base}${url}`);
    await page.waitForSelector('body[data-ready="true"]');
    return { context, page, errors };
}

// The CLI in `cwd` with --game-data NAME (a relative path, so that the floor JSON's gameData.path and every
// message name the folder as the page does: by its name).
function cliBatch(cwd, name, lines) {
    return spawnSync(cli, ['batch', '--game-data', name], { cwd, input: lines.join('\n') + '\n', encoding: 'utf8' });
}

function cliGameDataError(cwd, name) {
    const r = spawnSync(cli, ['generate', '--seed', 'B91Y 9THH', '--stage', '1', '--game-data', name],
                        { cwd, encoding: 'utf8' });
    assert.equal(r.status, 2, `the CLI refuses ${name}: ${r.stdout}${r.stderr}`);
    return r.stderr.trim();
}

// Batch lines over both rule sets, several stages, hard mode, a curse, an item.
function settingsLines() {
    const lines = [];
    for (const ruleset of ['repentance', 'afterbirth-plus'])
        for (const [stage, stageType] of [[1, 0], [2, 1], [3, 2], [4, 0], [6, 1]])
            for (const seed of ['B91Y 9THH', 'BC4M F4A1', '1Y9W D9RM'])
                lines.push(JSON.stringify({ seed, stage, stageType, ruleset }));
    lines.push(JSON.stringify({ seed: 'B91Y 9THH', stage: 5, ruleset: 'repentance', hard: true, items: ['luna'] }));
    lines.push(JSON.stringify({ seed: 'B91Y 9THH', stage: 2, ruleset: 'afterbirth-plus', curse: ['labyrinth'] }));
    return lines.filter((l) => spawnSync(cli, ['batch'], { input: l + '\n', encoding: 'utf8' }).stdout.includes('"ok":true'));
}

async function pickFolder(page, folder) {
    await page.setInputFiles('#gameFolderInput', folder);
    await page.waitForFunction(() => {
        const p = document.querySelector('#gamePanel');
        return p && !p.dataset.loading && (document.getElementById('gameFolderError').textContent ||
                                           p.dataset.gameData === 'loaded');
    });
}

async function sameFloorsAsCli(page, parent, name) {
    const lines = settingsLines();
    assert.ok(lines.length >= 20, `${lines.length} settings lines`);
    const expected = cliBatch(parent, name, lines);
    assert.equal(expected.status, 0, expected.stderr);
    const want = expected.stdout.trimEnd().split('\n');
    const got = await page.evaluate((ls) => ls.map((l, i) => window.fg.batchLine(l, i + 1).text), lines);
    assert.equal(got.length, want.length);
    for (let i = 0; i < want.length; ++i)
        assert.equal(got[i], want[i], `line ${i + 1} (${lines[i]})`);
    const floor = JSON.parse(want[0]);
    assert.ok(floor.gameData.path.startsWith(`${name}/`), `the floors come from the picked folder: ${floor.gameData.path}`);
    return want.length;
}

test('a synthetic installation picked as a folder gives the CLI\'s --game-data floors', async () => {
    const parent = path.join(work, 'big');
    cpSync(path.join(work, 'data', 'packed', kGame), path.join(parent, kGame), { recursive: true });
    // Besides the room archives: a file the panel never takes (as the game's pictures), and an archive of 48 MiB
    // (as the game's music.a, of a mode not read: only its header and index are read).
    mkdirSync(path.join(parent, kGame, 'resources', 'gfx'), { recursive: true });
    writeFileSync(path.join(parent, kGame, 'resources', 'gfx', 'backdrop.png'), Buffer.alloc(1 << 20, 7));
    appendFileSync(path.join(parent, kGame, 'resources', 'packed', 'music.a'), Buffer.alloc(48 << 20, 0));
    const { context, page, errors } = await openHarness();
    await pickFolder(page, path.join(parent, kGame));
    assert.equal(await page.textContent('#gameFolderError'), '');
    const status = await page.textContent('#gameFolderStatus');
    assert.match(status, new RegExp(`^\\d+ rooms read from ${kGame}$`));
    const details = await page.textContent('#gameFolderDetails');
    assert.match(details, /Edition: /);
    const n = await sameFloorsAsCli(page, parent, kGame);
    // The panel took the archives, not the picture; and read no more than the archives hold.
    const taken = await page.evaluate(() => window.fg._gameFiles.files.map((f) => f.path).sort());
    assert.deepEqual(taken, ['afterbirthp.a', 'config.a', 'music.a', 'repentance.a', 'rooms.a']
        .map((a) => `resources/packed/${a}`));
    const read = Number(await page.getAttribute('#gamePanel', 'data-bytes-read'));
    const rooms = ['afterbirthp.a', 'config.a', 'repentance.a', 'rooms.a']
        .reduce((n, a) => n + statSync(path.join(parent, kGame, 'resources', 'packed', a)).size, 0);
    assert.ok(read > 0 && read < rooms + (4 << 20), `${read} bytes read; the room archives hold ${rooms}`);
    const rounds = await page.getAttribute('#gamePanel', 'data-rounds');
    console.log(`${read} bytes read in ${rounds} loads, of the folder's ${rooms + statSync(path.join(parent, kGame, 'resources', 'packed', 'music.a')).size + (1 << 20)}`);
    assert.deepEqual(errors, []);
    console.log(`packed installation: ${n} floors equal to the CLI's`);
    await context.close();
});

test('an extracted resources folder picked as a folder gives the CLI\'s floors', async () => {
    const parent = path.join(work, 'data', 'extracted');
    const { context, page, errors } = await openHarness();
    await pickFolder(page, path.join(parent, 'resources'));
    assert.equal(await page.textContent('#gameFolderError'), '');
    await sameFloorsAsCli(page, parent, 'resources');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a foreign folder and a damaged archive get the desktop\'s messages, and the rooms in use stay', async () => {
    const foreign = path.join(work, 'foreign', 'Documents');
    mkdirSync(path.join(foreign, 'photos'), { recursive: true });
    writeFileSync(path.join(foreign, 'photos', 'cat.txt'), 'not a game\n');
    writeFileSync(path.join(foreign, 'notes.xml'), '<notes/>\n');
    const damagedParent = path.join(work, 'damaged');
    cpSync(path.join(work, 'data', 'packed', kGame), path.join(damagedParent, kGame), { recursive: true });
    const archive = path.join(damagedParent, kGame, 'resources', 'packed', 'rooms.a');
    truncateSync(archive, statSync(archive).size - 7); // the index runs past the end
    const { context, page, errors } = await openHarness();

    await pickFolder(page, foreign);
    const foreignCli = cliGameDataError(path.dirname(foreign), 'Documents');
    const foreignPage = await page.textContent('#gameFolderError');
    assert.equal(foreignPage.split('\n')[0], 'The room files in Documents could not be read. The rooms in use do not change.');
    assert.ok(foreignCli.endsWith(foreignPage.split('\n')[1]), `CLI: ${foreignCli}\npage: ${foreignPage}`);
    assert.match(foreignPage, /Documents: no game data found: looked for the game's installation/);

    // A good folder, then the damaged one: its message, and the good folder's rooms stay in use.
    await pickFolder(page, path.join(work, 'data', 'packed', kGame));
    const before = await page.evaluate(() => window.fg.generate({ seed: 'B91Y 9THH', stage: 2 }).gameData.path);
    assert.equal(before, `${kGame}/resources/packed`);
    await pickFolder(page, path.join(damagedParent, kGame));
    const damagedCli = cliGameDataError(damagedParent, kGame);
    const damagedPage = await page.textContent('#gameFolderError');
    const message = damagedPage.split('\n')[1];
    assert.match(message, /rooms\.a/);
    assert.ok(damagedCli.endsWith(message), `CLI: ${damagedCli}\npage: ${damagedPage}`);
    const still = await page.evaluate(() => window.fg.generate({ seed: 'B91Y 9THH', stage: 2 }).gameData);
    assert.equal(still.path, `${kGame}/resources/packed`, 'the rooms loaded before stay');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a REPENTOGON installation is recognised and its floors follow the variant', async () => {
    const parent = path.join(work, 'repentogon');
    const game = path.join(parent, kGame);
    cpSync(path.join(work, 'data', 'packed', kGame), game, { recursive: true });
    mkdirSync(path.join(game, 'Repentogon'), { recursive: true });
    for (const f of ['.repentogon', 'zhlLoader.dll', 'libzhl.dll', 'zhlREPENTOGON.dll'])
        writeFileSync(path.join(game, 'Repentogon', f), 'x');
    const { context, page, errors } = await openHarness();
    await pickFolder(page, game);
    assert.match(await page.textContent('#gameFolderStatus'), /REPENTOGON is installed there: Rules set to REPENTOGON/);
    assert.equal(await page.evaluate(() => window.getState().repentogon), true);
    assert.equal(await page.evaluate(() => window.fg.gameDataInfo().repentogon), true);
    const line = JSON.stringify({ seed: 'B91Y 9THH', stage: 2, ruleset: 'repentance', repentogon: true });
    const want = cliBatch(parent, kGame, [line]).stdout.trimEnd();
    assert.equal(await page.evaluate((l) => window.fg.batchLine(l, 1).text, line), want);
    assert.deepEqual(errors, []);
    await context.close();
});

// The lines the game writes for the first floors of a run (the engine's own prediction, generation.md 15.3),
// with the [INFO] prefix: [{text, stage, stageType, line (of Level::Init)}].
function runLog(seedText, count) {
    const run = spawnSync(cli, ['run', '--seed', seedText, '--ruleset', 'repentance', '--format', 'json'],
                          { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const floors = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l)).slice(0, count);
    const seed = floors[0].runSeed;
    const blocks = [];
    let lineNumber = 3; // line 1: the banner, line 2: the run's line
    floors.forEach((f, i) => {
        const settings = { seed: seedText, stage: f.stage, stageType: f.stageType, ruleset: 'repentance', gameLog: true,
                           route: floors.slice(0, i).map((x) => ({ stage: x.stage, stageType: x.stageType })) };
        const out = JSON.parse(spawnSync(cli, ['batch'], { input: JSON.stringify(settings) + '\n', encoding: 'utf8' }).stdout);
        blocks.push({ lines: out.gameLog.map((l) => `[INFO] - ${l}`), stage: f.stage, stageType: f.stageType,
                      line: lineNumber });
        lineNumber += out.gameLog.length;
    });
    return { head: `[INFO] - RNG Start Seed: ${seedText} (${seed})`, blocks, runSeed: seed };
}

async function writeLog(page, text, { append = true } = {}) {
    await page.evaluate(async ({ text, append }) => {
        const w = await window.logHandle.createWritable({ keepExistingData: append });
        if (append)
            await w.seek((await window.logHandle.getFile()).size);
        await w.write(text);
        await w.close();
    }, { text, append });
}

test('Follow Game follows a log.txt as the game writes it, and flags a changed line on its floor', async () => {
    const { context, page, errors } = await openHarness();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    // The picker returns a file of the origin private file system, which the test then writes.
    await page.evaluate(async () => {
        const root = await navigator.storage.getDirectory();
        window.logHandle = await root.getFileHandle('log.txt', { create: true });
        const w = await window.logHandle.createWritable();
        await w.close();
        window.showOpenFilePicker = async () => [window.logHandle];
    });
    const log = runLog('B91Y 9THH', 4);
    // Floor 3's second generation line changed (as a game that built another room would write it).
    const changed = log.blocks[2].lines.findIndex((l) => l.includes('place_room: shape'));
    assert.ok(changed > 0, 'floor 3 places a room of more than one cell');
    const changedLine = log.blocks[2].line + changed;
    log.blocks[2].lines[changed] = log.blocks[2].lines[changed].replace(/shape (\d+)/,
        (m, k) => `shape ${k === '4' ? 6 : 4}`);
    await writeLog(page, `[INFO] - Binding of Isaac: Repentance+ v1.9.7.17.J460\n${log.head}\n`);
    await page.click('#followLogFile');
    await page.waitForSelector('#gamePanel[data-following="true"]');
    assert.match(await page.textContent('#followStatus'), /^Following log\.txt$/);

    const latencies = [];
    for (let i = 0; i < log.blocks.length; ++i) {
        const b = log.blocks[i];
        const started = Date.now();
        await writeLog(page, b.lines.join('\n') + '\n');
        // The floor shows with no action of the player's: the mark names its Level::Init line, the map is it.
        await page.waitForFunction((line) => document.getElementById('gameLogMark').dataset.line === String(line),
                                   b.line, { timeout: 15000 });
        latencies.push(Date.now() - started);
        const shown = await page.evaluate(() => window.shownSettings);
        assert.equal(shown.stage, b.stage);
        assert.equal(shown.stageType, b.stageType);
        assert.equal(shown.runSeed, log.runSeed);
        assert.deepEqual(shown.route ?? [], log.blocks.slice(0, i).map((x) => ({ stage: x.stage, stageType: x.stageType })),
                         'in run context: the route the log showed');
        const verdict = await page.getAttribute('#gameLogMark', 'data-verdict');
        const title = await page.textContent('#gameLogMarkTitle');
        if (i === 2) {
            assert.equal(verdict, 'differs');
            assert.equal(title, 'Differs from your game\'s log');
            const details = await page.textContent('#gameLogMarkDetails');
            assert.ok(details.startsWith(`Line ${changedLine} of the loggame: ${log.blocks[2].lines[changed].slice(9)}ours: `),
                      details);
            await page.click('#gameLogCopyReport');
            const report = await page.evaluate(() => navigator.clipboard.readText());
            assert.match(report, /^isaac-floorgen \(web\): a floor of the game's log\.txt\nLog: log\.txt, line /);
            assert.match(report, new RegExp(`Verdict: differs\\nFirst difference: line ${changedLine}, game: `));
            assert.match(await page.textContent('#followStatus'), /Report copied to the clipboard/);
        } else {
            assert.equal(verdict, 'match', `floor ${i + 1}: ${title}`);
            assert.match(title, /^Matches your game's log \(\d+ attempts?, \d+ rooms\)$/);
        }
    }
    const listed = await page.$$eval('#gameLogFloors button', (bs) => bs.map((b) => b.dataset.verdict));
    assert.deepEqual(listed, ['match', 'match', 'differs', 'match']);
    // The mark sits in the panel, beside the map: it covers none of the map's rooms.
    const markBox = await page.locator('#gameLogMark').boundingBox();
    for (const room of await page.locator('#map .room').all()) {
        const r = await room.boundingBox();
        const overlap = r && markBox && r.x < markBox.x + markBox.width && markBox.x < r.x + r.width &&
                        r.y < markBox.y + markBox.height && markBox.y < r.y + r.height;
        assert.ok(!overlap, 'the mark covers a room');
    }
    if (shots)
        await page.screenshot({ path: path.join(shots, 'game-panel-1024x768.png'), fullPage: false });

    // As the app's mark: shown only while the page shows the floor it speaks of.
    await page.evaluate(() => window.panel.update({ ...window.getState(), stage: 9 }));
    assert.equal(await page.isVisible('#gameLogMark'), false, 'the mark stays on another floor');
    await page.evaluate(() => window.panel.update(window.getState()));
    assert.equal(await page.isVisible('#gameLogMark'), true);

    // The game starts again: it rewrites log.txt, shorter. The page starts over with the new run's floor.
    const other = runLog('BC4M F4A1', 1);
    await writeLog(page, `${other.head}\n${other.blocks[0].lines.join('\n')}\n`, { append: false });
    await page.waitForFunction(() => document.getElementById('followStatus').textContent.includes('restarted'),
                               null, { timeout: 15000 });
    await page.waitForFunction((seed) => window.shownSettings.runSeed === seed, other.runSeed, { timeout: 15000 });
    assert.equal(await page.getAttribute('#gameLogMark', 'data-verdict'), 'match');
    await page.click('#stopFollowing');
    assert.equal(await page.textContent('#followStatus'), 'Follow Game is off');
    assert.deepEqual(errors, []);
    console.log(`a floor appended to the log showed after ${latencies.join(', ')} ms (the panel polls every 250 ms)`);
    await context.close();
});

// Open Game Log in the page (the app's File > Open Game Log): a saved log.txt picked through <input type=file>
// (any browser), read in pieces through the follower, every floor listed with check-log's verdict, the
// continued run and the unreadable line with their rows; a click shows the floor with the mark.
test('a saved log.txt: every floor with check-log\'s verdict; a click shows the floor', async () => {
    const log = runLog('B91Y 9THH', 4);
    // Floor 3's second generation line changed, as in the Follow Game test.
    const changed = log.blocks[2].lines.findIndex((l) => l.includes('place_room: shape'));
    assert.ok(changed > 0);
    log.blocks[2].lines[changed] = log.blocks[2].lines[changed].replace(/shape (\d+)/, (m, k) => `shape ${k === '4' ? 6 : 4}`);
    // The game's other lines around the floors, so that the file is read in several pieces (256 KiB) and a
    // piece ends inside floor 2's lines; a continued run before floor 4; a line that cannot be read at the end.
    const filler = (n) => Array.from({ length: n }, (_, i) => `[INFO] - Lua mem usage: ${1000 + (i % 9000)} KB and 12 bytes`);
    const head = [`[INFO] - Binding of Isaac: Repentance+ v1.9.7.17.J460`, log.head];
    const before = head.join('\n').length + 1 + log.blocks[0].lines.join('\n').length + 1 +
                   log.blocks[1].lines.slice(0, 3).join('\n').length;
    const pad = Math.ceil((256 * 1024 - before) / 45); // (each filler line is 44 bytes and its line end)
    assert.equal(filler(1)[0].length, 44);
    const lines = [...head, ...log.blocks[0].lines, ...filler(pad), ...log.blocks[1].lines, ...filler(6000), ...log.blocks[2].lines,
                   `${log.head} [Continue, 1]`, ...log.blocks[3].lines, ...filler(2000),
                   '[INFO] - Level::Init m_Stage 4294967295, m_StageType 0 Seed 12345'];
    const changedLine = lines.indexOf(log.blocks[2].lines[0]) + changed + 1; // (its Level::Init line is the only one)
    const dir = path.join(work, 'saved');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'log.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    assert.ok(statSync(file).size > 2 * 256 * 1024, 'the log is read in three pieces or more');
    // The CLI's verdicts on the same file (a floor differs: exit status 1).
    const cliRun = spawnSync(cli, ['check-log', '--format', 'json', file], { encoding: 'utf8' });
    assert.equal(cliRun.status, 1, cliRun.stderr);
    const expected = [];
    for (const o of cliRun.stdout.trimEnd().split('\n').map((l) => JSON.parse(l)))
        expected.push(o.continuedLine !== undefined ? { kind: 'continued', line: o.continuedLine, verdict: o.verdict }
                                                    : { kind: 'floor', line: o.levelInitLine, verdict: o.verdict });
    for (const m of cliRun.stderr.matchAll(/line (\d+) cannot be read/g))
        expected.push({ kind: 'unreadable', line: Number(m[1]), verdict: '' });
    expected.sort((a, b) => a.line - b.line);
    assert.deepEqual(expected.map((e) => e.verdict), ['match', 'match', 'differs', 'not-seen', 'match', ''],
                     JSON.stringify(expected));

    const { context, page, errors } = await openHarness();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#openSavedLog')]);
    await chooser.setFiles(file);
    await page.waitForFunction(() => document.getElementById('gamePanel').dataset.savedLog === 'done', null, { timeout: 60000 });
    const listed = await page.$$eval('#savedLogFloors > li', (li) => li.map((l) => {
        const b = l.querySelector('button');
        return { kind: l.dataset.kind, line: Number((b ?? l).dataset.line), verdict: (b ?? l).dataset.verdict ?? '' };
    }));
    assert.deepEqual(listed, expected);
    const status = await page.textContent('#savedLogStatus');
    // The app's Game Log window's summary, word for word (its English plural forms: "its first floor").
    assert.equal(status, '4 floors in log.txt — Matches: 3, Differs: 1, 1 run continued (its first floor not in the log), 1 line cannot be read');
    const differs = expected.find((e) => e.verdict === 'differs');
    const row = await page.textContent(`#savedLogFloors button[data-line="${differs.line}"]`);
    assert.ok(row.includes(': Differs') && row.includes(`line ${changedLine}: game "`), row);
    // A click shows that floor, in run context, with the mark over the list.
    await page.click(`#savedLogFloors button[data-line="${differs.line}"]`);
    await page.waitForFunction((line) => document.getElementById('gameLogMark')?.dataset.line === String(line), differs.line);
    assert.equal(await page.getAttribute('#gameLogMark', 'data-verdict'), 'differs');
    assert.equal(await page.isVisible('#savedLogMarkPlace #gameLogMark'), true);
    const shown = await page.evaluate(() => window.shownSettings);
    assert.equal(shown.stage, log.blocks[2].stage);
    assert.equal(shown.stageType, log.blocks[2].stageType);
    assert.equal(shown.runSeed, log.runSeed);
    assert.deepEqual(shown.route, log.blocks.slice(0, 2).map((x) => ({ stage: x.stage, stageType: x.stageType })));
    // The floor after the continued run: the same run, its route going on.
    const last = expected[4];
    await page.click(`#savedLogFloors button[data-line="${last.line}"]`);
    await page.waitForFunction((line) => document.getElementById('gameLogMark')?.dataset.line === String(line), last.line);
    assert.equal(await page.getAttribute('#gameLogMark', 'data-verdict'), 'match');
    assert.equal((await page.evaluate(() => window.shownSettings)).stage, log.blocks[3].stage);
    assert.deepEqual(await panelOverflow(page), []);
    if (shots)
        await page.screenshot({ path: path.join(shots, 'game-saved-log-1024x768.png') });
    assert.deepEqual(errors, []);
    await context.close();
});

test('a browser without the File System Access API says that Follow Game needs one', async () => {
    const { context, page, errors } = await openHarness({ withoutFileSystemAccess: true });
    assert.equal(await page.evaluate(() => typeof window.showOpenFilePicker), 'undefined');
    assert.match(await page.textContent('#followUnsupported'), /needs a browser that can read a file again/);
    assert.equal(await page.locator('#followLogFile').count(), 0);
    // A saved log opens in every browser (<input type="file">).
    assert.equal(await page.locator('#openSavedLog').count(), 1);
    // The folder picker is the <input webkitdirectory>, which every browser has.
    assert.equal(await page.locator('#gameFolderInput').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
});

test('the panel at 390x844 fits the width', async () => {
    const { context, page, errors } = await openHarness({ width: 390, height: 844 });
    await pickFolder(page, path.join(work, 'data', 'packed', kGame));
    assert.deepEqual(await panelOverflow(page), []);
    if (shots)
        await page.screenshot({ path: path.join(shots, 'game-panel-390x844.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
});

// The panel in the page itself (web/index.html: the shell mounts it as its "game" panel, panel=game): the map
// beside it is the CLI's --game-data floor once the folder is picked, and the followed floor with its route.
test('in the page: the map is the picked folder\'s floor, then the followed floor', async () => {
    const { context, page, errors } = await openHarness({
        url: '/index.html?seed=B91Y9THH&stage=3&stageType=1&ruleset=repentance&panel=game' });
    await page.waitForSelector('#gamePanel');
    const mapRooms = () => page.$$eval('#map .room', (rooms) => rooms.map((g) => ({
        number: Number(g.dataset.number), type: g.dataset.type, cells: g.dataset.cells }))
        .sort((a, b) => a.number - b.number));
    const cliRooms = (cwd, args, settings) => {
        const r = spawnSync(cli, ['batch', ...args], { cwd, input: JSON.stringify(settings) + '\n', encoding: 'utf8' });
        const floor = JSON.parse(r.stdout);
        assert.equal(floor.ok, true, r.stdout);
        return floor.rooms.filter((room) => room.shape !== 0).map((room) => ({
            number: room.number, type: String(room.type),
            cells: floor.grid.flatMap((n, i) => (n === room.number ? [i] : [])).join(',') }));
    };
    const parent = path.join(work, 'data', 'packed');
    const settings = { seed: 'B91Y 9THH', stage: 3, stageType: 1, ruleset: 'repentance' };
    const builtin = cliRooms(parent, [], settings);
    const own = cliRooms(parent, ['--game-data', kGame], settings);
    assert.notDeepEqual(own, builtin, 'the game data changes this floor');
    assert.deepEqual(await mapRooms(), builtin);
    await pickFolder(page, path.join(parent, kGame));
    await page.waitForFunction((n) => document.querySelectorAll('#map .room').length === n &&
        [...document.querySelectorAll('#map .room')].map((g) => g.dataset.cells).join('|') !== '', own.length);
    await page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('#map .room')]
        .map((g) => g.dataset.cells).sort()) === want, JSON.stringify(own.map((r) => r.cells).sort()));
    assert.deepEqual(await mapRooms(), own);

    // Follow Game: the map moves to each floor the log shows, in run context, with the game's rooms.
    await page.evaluate(async () => {
        const root = await navigator.storage.getDirectory();
        window.logHandle = await root.getFileHandle('page-log.txt', { create: true });
        const w = await window.logHandle.createWritable();
        await w.close();
        window.showOpenFilePicker = async () => [window.logHandle];
    });
    const log = runLog('B91Y 9THH', 3);
    await writeLog(page, `${log.head}\n${log.blocks[0].lines.join('\n')}\n`);
    await page.click('#followLogFile');
    for (let i = 0; i < log.blocks.length; ++i) {
        if (i > 0)
            await writeLog(page, log.blocks[i].lines.join('\n') + '\n');
        const b = log.blocks[i];
        await page.waitForFunction((line) => document.getElementById('gameLogMark')?.dataset.line === String(line),
                                   b.line - 1, { timeout: 15000 });
        const route = log.blocks.slice(0, i).map((x) => ({ stage: x.stage, stageType: x.stageType }));
        const want = cliRooms(parent, ['--game-data', kGame], { seed: 'B91Y 9THH', stage: b.stage, stageType: b.stageType,
                                                                ruleset: 'repentance', route });
        await page.waitForFunction((w) => JSON.stringify([...document.querySelectorAll('#map .room')]
            .map((g) => g.dataset.cells).sort()) === w, JSON.stringify(want.map((r) => r.cells).sort()), { timeout: 15000 });
        assert.deepEqual(await mapRooms(), want, `floor ${i + 1} of the log`);
        const q = new URL(page.url()).searchParams;
        assert.equal(q.get('stage'), String(b.stage));
        assert.equal(await page.isVisible('#gameLogMark'), true);
    }
    if (shots)
        await page.screenshot({ path: path.join(shots, 'game-page-1024x768.png') });
    // On a phone the panel and its list of floors fit the width: nothing outside, no text cut.
    await page.setViewportSize({ width: 390, height: 844 });
    assert.deepEqual(await panelOverflow(page), []);
    if (shots)
        await page.screenshot({ path: path.join(shots, 'game-page-390x844.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
});

// The follower itself, in node: a log fed in pieces cut anywhere (a piece may end inside a line, as while the
// game writes) shows its floor only once its Map Generated line is whole, and never twice.
test('LogFollower: a log read in pieces cut inside lines', async () => {
    const { createFloorgen } = await import(path.join(web, 'floorgen.mjs'));
    const fg = await createFloorgen();
    const log = runLog('B91Y 9THH', 2);
    const text = `[INFO] - Binding of Isaac: Repentance+ v1.9.7.17.J460\r\n${log.head}\r\n` +
        log.blocks.map((b) => b.lines.join('\r\n')).join('\r\n') + '\r\n';
    const follower = fg.followLog();
    const shown = [];
    // The line of each floor's Map Generated (its last line), by its Level::Init line.
    const mapGenerated = new Map(log.blocks.map((b) => [b.line, b.line + b.lines.length - 1]));
    let before = 0; // whole lines in the previous piece
    for (let end = 1; end <= text.length; end += 37) {
        const r = await follower.poll(new Blob([text.slice(0, end)]));
        assert.equal(r.ok, true);
        assert.equal(r.offset, Math.min(end, text.length));
        const whole = text.slice(0, end).split('\n').length - 1;
        if (r.floor) {
            const last = mapGenerated.get(r.floor.line);
            assert.ok(whole >= last && before < last, `floor of line ${r.floor.line} shown with ${whole} whole lines`);
            shown.push(r.floor.line);
            const c = follower.check({ runSeed: log.runSeed, stage: 1, ruleset: 'repentance' });
            assert.equal(c.verdict, 'match', JSON.stringify(c).slice(0, 300));
        }
        before = whole;
    }
    const r = await follower.poll(new Blob([text]));
    if (r.floor)
        shown.push(r.floor.line);
    assert.deepEqual(shown, log.blocks.map((b) => b.line));
    follower.close();
});

// What a check does not model comes as keys the page says in the user's language (the app's words): a daily
// run's rules, an online run's other players, and REPENTOGON's Better Void Generation on a Void floor when its
// options.ini turns it on (generation.md 15.2, repentance.md R23.3).
test('LogFollower: what a check does not model', async () => {
    const { createFloorgen } = await import(path.join(web, 'floorgen.mjs'));
    const fg = await createFloorgen();
    const log = runLog('B91Y 9THH', 1);
    const on = '[VanillaTweaks]\nBetterVoidGeneration=1\n';
    const repentogon = '[INFO] - Command Line: "C:\\Games\\Repentogon\\isaac-ng.exe"\n';
    for (const { tag, stage, ini, mark, expected } of [
        { tag: ' [New, 1]', stage: 1, ini: '', mark: '', expected: [] },
        { tag: ' [Daily, 1]', stage: 1, ini: '', mark: '', expected: ['daily-rules'] },
        { tag: ' [Net, 1]', stage: 1, ini: '', mark: '', expected: ['online-coop'] },
        { tag: ' [New, 1]', stage: 12, ini: on, mark: repentogon, expected: ['better-void'] },
        { tag: ' [New, 1]', stage: 12, ini: '', mark: repentogon, expected: [] },
        { tag: ' [New, 1]', stage: 12, ini: on, mark: '', expected: [] },
        { tag: ' [New, 1]', stage: 1, ini: on, mark: repentogon, expected: [] },
    ]) {
        const lines = [...log.blocks[0].lines];
        lines[0] = lines[0].replace(/m_Stage 1, m_StageType \d+/, `m_Stage ${stage}, m_StageType 0`);
        assert.match(lines[0], new RegExp(`m_Stage ${stage}, m_StageType 0`));
        const text = `[INFO] - Binding of Isaac: Repentance+ v1.9.7.12.J273\n${mark}${log.head}${tag}\n` +
            lines.join('\n') + '\n';
        const follower = fg.followLog();
        const r = await follower.poll(new Blob([text]));
        assert.equal(r.ok, true);
        assert.ok(r.floor, `${tag} stage ${stage}: a floor`);
        const c = follower.check({ runSeed: log.runSeed, stage: 1, ruleset: 'repentance' }, { optionsIni: ini });
        assert.equal(c.ok, true);
        assert.deepEqual(c.notModelled, expected, `${tag} stage ${stage} ini ${!!ini} REPENTOGON ${!!mark}`);
        assert.equal(c.repentogon, !!mark);
        follower.close();
    }
});
