// The module's JavaScript API (web/README.md) against the CLI: seeds, floors, traces, runs, game log lines,
// reward odds, room files from bytes; bad input gives a message and the next call works.
// Run by run-node.sh: FLOORGEN_WEB (the web build), FLOORGEN_CLI (isaac-floorgen-cli).

import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = process.env.FLOORGEN_WEB;
const cli = process.env.FLOORGEN_CLI;
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { createFloorgen } = await import(pathToFileURL(path.join(web, 'floorgen.mjs')).href);
const fg = await createFloorgen();

function cliBatch(lines, args = []) {
    const r = spawnSync(cli, ['batch', ...args], { input: lines.join('\n') + '\n', encoding: 'utf8' });
    return r.stdout.split('\n').filter((l) => l !== '');
}

test('seeds: the app reading and messages, both ways', () => {
    const texts = ['B91Y 9THH', 'b91y9thh', '  B91Y  9THH', 'B91Y 9THI', 'B91Y 9TH', 'É91Y 9THH', 'B91Y 9TH5', '',
                   'ZZZZ ZZZZ', '0000 0000'];
    const out = cliBatch(texts.map((t) => JSON.stringify({ seed: t })));
    assert.equal(out.length, texts.length);
    texts.forEach((t, i) => {
        const mine = fg.parseSeed(t);
        const theirs = JSON.parse(out[i]);
        if (theirs.ok) {
            assert.equal(mine.ok, true, t);
            assert.equal(mine.seed, theirs.runSeed, t);
            assert.equal(fg.seedText(mine.seed).text, theirs.runSeedString, t);
        } else {
            assert.equal(mine.ok, false, t);
            assert.ok(theirs.error.endsWith(mine.error), `${t}: ${theirs.error} / ${mine.error}`);
        }
    });
    assert.equal(fg.seedText(0).ok, false);
    assert.equal(fg.seedText(12345, { space: false }).text.length, 8);
});

test('generate gives the batch line, trace and map on request', () => {
    const settings = { seed: 'B91Y 9THH', stage: 3, stageType: 1, ruleset: 'repentance', hard: true, items: ['luna'] };
    const [line] = cliBatch([JSON.stringify(settings)]);
    assert.deepEqual(fg.generate(settings), JSON.parse(line));
    const both = fg.generate(settings, { trace: true, map: true });
    assert.deepEqual(both.floor, JSON.parse(line));
    assert.ok(both.trace.length > 10);
    assert.ok(both.trace.some((e) => e.draws.length > 0));
    assert.equal(both.map.rooms.length, both.floor.rooms.length);
    for (const r of both.map.rooms) {
        const cells = both.floor.grid.flatMap((n, i) => (n === r.number ? [i] : []));
        assert.deepEqual(r.cells, cells, `room ${r.number}`);
    }
    assert.ok(both.map.doors.length >= both.floor.rooms.length - 1);
});

test('game log lines as batch gives them', () => {
    const settings = { runSeed: 424242, stage: 2, ruleset: 'repentance', stageType: 'main' };
    const [line] = cliBatch([JSON.stringify({ ...settings, gameLog: true })]);
    const r = fg.gameLog(settings);
    assert.equal(r.ok, true);
    assert.deepEqual(r.lines, JSON.parse(line).gameLog);
    assert.ok(r.lines.length > 0);
});

test('the floors of a run as the run command prints them', () => {
    for (const ruleset of ['repentance', 'afterbirth-plus']) {
        const out = execFileSync(cli, ['run', '--seed', 'B91Y 9THH', '--ruleset', ruleset, '--format', 'json'],
                                 { encoding: 'utf8' }).split('\n').filter((l) => l);
        const r = fg.runFloors({ seed: 'B91Y 9THH', ruleset });
        assert.equal(r.ok, true, r.error);
        assert.deepEqual(r.floors, out.map((l) => JSON.parse(l)));
    }
    const route = [{ stage: 1, stageType: 0 }, { stage: 2, stageType: 4 }, { stage: 3, stageType: 1 }];
    const out = execFileSync(cli, ['run', '--seed', 'GY2T QXEP', '--ruleset', 'repentance', '--format', 'json',
                                   '--route', '1:0,2:4,3:1'], { encoding: 'utf8' }).split('\n').filter((l) => l);
    assert.deepEqual(fg.runFloors({ seed: 'GY2T QXEP', ruleset: 'repentance' }, { route }).floors,
                     out.map((l) => JSON.parse(l)));
    assert.equal(fg.runFloors({ seed: 'B91Y 9THH' }, { route: [{ stage: 1, stageType: 9 }] }).ok, false);
});

test('reward odds as the rewards command gives them', () => {
    const out = JSON.parse(execFileSync(cli, ['rewards', '--luck', '2', '--item', 'lucky-foot', '--item',
                                              'contract-from-below', '--format', 'json'], { encoding: 'utf8' }));
    const r = fg.rewardOdds({ luck: 2, items: ['lucky-foot', 'contract-from-below'] });
    assert.equal(r.ok, true);
    const table = out.outcomes ?? out.table ?? out.rewards;
    assert.ok(Array.isArray(table), JSON.stringify(out).slice(0, 200));
    assert.equal(r.outcomes.length, table.length);
    r.outcomes.forEach((o, i) => {
        assert.equal(o.count, table[i].count);
        assert.ok(Math.abs(o.probability - table[i].probability) < 1e-12);
    });
    const sum = r.outcomes.reduce((a, o) => a + o.probability, 0);
    assert.ok(Math.abs(sum - 1) < 1e-9);
    assert.equal(fg.rewardOdds({ items: ['no-such-item'] }).ok, false);
});

test('room files from bytes give the floors of --game-data', () => {
    const dir = path.join(source, 'tests', 'data', 'rooms-D');
    const files = readdirSync(dir).sort().map((name) => ({ path: name, bytes: readFileSync(path.join(dir, name)) }));
    const lines = [1, 2, 3, 4, 5, 6, 7, 8].map((stage) => JSON.stringify({ runSeed: 1000 + stage, stage }));
    const expected = cliBatch(lines, ['--game-data', dir]);
    const r = fg.loadGameData(files, { dir });
    assert.equal(r.ok, true, r.error);
    assert.ok(r.rooms > 100);
    lines.forEach((l, i) => assert.equal(fg.batchLine(l, i + 1).text, expected[i]));
    // A bad set leaves the loaded one in place.
    const bad = fg.loadGameData([{ path: 'rooms/01.basement.stb', bytes: new Uint8Array([1, 2, 3]) }]);
    assert.equal(bad.ok, false);
    assert.equal(fg.batchLine(lines[0], 1).text, expected[0]);
    fg.clearGameData();
    assert.equal(fg.batchLine(lines[0], 1).text, cliBatch([lines[0]])[0]);
});

test('a bad call, then a good one', () => {
    const good = { runSeed: 77, stage: 4, ruleset: 'afterbirth-plus' };
    const [expected] = cliBatch([JSON.stringify(good)]);
    const bad = [
        () => fg.generate('{"stage": 99}'),
        () => fg.generate('not json'),
        () => fg.generate({ stage: 3, items: ['nope'] }),
        () => fg.generate({ ruleset: 'repentance', stage: 9, stageType: 0 }, { map: true }),
        () => fg.batchLine(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 3),
        () => fg.batchLine('x'.repeat(3 << 20), 4),
        () => fg.runFloors({}),
        () => fg.parseSeed('\u0000'),
        () => fg.loadGameData('nope'),
        () => fg.loadGameData([{ path: '../x', bytes: new Uint8Array(1) }]),
        () => fg.loadGameData([{ path: 'resources/packed/rooms.a', bytes: new Uint8Array(64) }]),
        () => fg.rewardOdds({ luck: NaN, items: [',,,'] }),
    ];
    for (const call of bad) {
        const r = call();
        assert.ok(r.ok === false || r.failed === true, JSON.stringify(r).slice(0, 200));
        assert.equal(fg.batchLine(JSON.stringify(good), 1).text, expected);
    }
});

test('a trap in the engine: the next call runs on a fresh instance, the room files loaded again', () => {
    const dir = path.join(source, 'tests', 'data', 'rooms-D');
    const files = readdirSync(dir).sort().map((name) => ({ path: name, bytes: readFileSync(path.join(dir, name)) }));
    const line = JSON.stringify({ runSeed: 4242, stage: 5 });
    const [expected] = cliBatch([line], ['--game-data', dir]);
    assert.equal(fg.loadGameData(files, { dir }).ok, true);
    const r = fg._trapForTest();
    assert.equal(r.ok, false);
    assert.match(r.error, /the engine stopped/);
    assert.equal(fg.batchLine(line, 1).text, expected);
    fg.clearGameData();
});
