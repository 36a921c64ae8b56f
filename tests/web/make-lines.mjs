#!/usr/bin/env node
// The batch lines of the web exactness test (run-exactness.sh): a fixed, deterministic mix of settings for one
// set, one JSON object a line on standard output. No randomness: every value follows from the line's index.
//
//   node make-lines.mjs SET COUNT
//   SET: afterbirth-plus | repentance | original-2011 | gamedata-afterbirth-plus | gamedata-repentance | bad

const [set, countText] = process.argv.slice(2);
const count = Number(countText);
if (!set || !Number.isInteger(count) || count < 1) {
    process.stderr.write('usage: make-lines.mjs SET COUNT\n');
    process.exit(2);
}

// A 32-bit mix of the index (Murmur3's finaliser), for varied but fixed values.
function mix(i, salt) {
    let h = (Math.imul(i, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
    return h >>> 0;
}
const pick = (list, i, salt) => list[mix(i, salt) % list.length];

const curses = ['darkness', 'labyrinth', 'lost', 'unknown', 'maze', 'blind'];
const items = ['luna', 'voodoo-head', 'fragmented-card', 'silver-dollar', 'bloody-crown', 'holy-crown',
               'wicked-crown', 'golden-horseshoe', 'pay-to-win', 'moms-box', 'crystal-ball', 'magic-8-ball',
               'sausage', 'telescope-lens', 'knife-piece-1', 'birthright', 'store-key', 'devils-crown'];
const players = ['isaac', 'the-lost', 'blue-baby', 'the-soul', 'other'];
const seedNumber = (i, salt) => (mix(i, salt) % 0xfffffffe) + 1;

function afterbirthPlus(i) {
    const o = { ruleset: 'afterbirth-plus', stage: 1 + (i % 12) }; // every stage, 12 the Void
    if (i % 3 === 0)
        o.stageSeed = seedNumber(i, 1);
    else
        o.runSeed = seedNumber(i, 2);
    if (o.stage <= 8)
        o.stageType = pick([0, 1, 2], i, 3);
    if (i % 2)
        o.hard = true;
    if (i % 5 === 0)
        o.curse = i % 10 === 0 ? 'none' : [pick(curses, i, 4)];
    if (i % 7 === 0)
        o.items = [pick(items.slice(0, 5), i, 5)];
    if (i % 11 === 0)
        o.blackCandle = true;
    return o;
}

function repentance(i) {
    const o = { ruleset: 'repentance', runSeed: seedNumber(i, 7) };
    const kind = i % 4;
    o.stage = pick([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12], i, 8); // 9, the Blue Womb, is refused
    const types = (stage) => (stage <= 6 ? [0, 1, 2, 4, 5] : stage <= 8 ? [0, 1, 2, 4] : [0, 1]);
    if (kind === 0) {
        o.stageType = 'main';
    } else if (kind === 1) {
        o.stage = 1 + (mix(i, 9) % 8);
        o.stageType = 'alt';
    } else if (kind === 2) {
        // A run: the route of the floors before (main or alternate path each), the boss pools carried.
        o.stage = 2 + (mix(i, 10) % 7);
        o.route = [];
        for (let s = 1; s < o.stage; ++s)
            o.route.push({ stage: s, stageType: pick(types(s), i, 20 + s) });
        o.stageType = pick(types(o.stage), i, 11);
        o.bossPools = 'run';
    } else {
        o.stage = 1 + (mix(i, 9) % 8);
        o.stageType = pick([0, 1, 2], i, 12);
        o.stageSeed = seedNumber(i, 13);
        delete o.runSeed;
    }
    if (i % 3 === 0)
        o.hard = true;
    if (i % 6 === 0)
        o.curse = [pick(curses, i, 14), pick(curses, i, 15)];
    if (i % 5 === 0)
        o.items = [pick(items, i, 16), pick(items, i, 17)];
    if (i % 9 === 0) {
        o.player = pick(players, i, 18);
        o.maxHearts = 6 + (mix(i, 19) % 7);
        o.hearts = mix(i, 20) % (o.maxHearts + 1);
        o.soulHearts = mix(i, 21) % 5;
        o.keys = mix(i, 22) % 3;
        o.coins = mix(i, 23) % 30;
    }
    if (i % 13 === 0)
        o.curseTier = pick(['none', 'womb', 'eit', 'all'], i, 6);
    if (i % 17 === 0) {
        o.treasureRoomsVisited = mix(i, 24) % 4;
        o.planetariumVisited = i % 2 === 0;
        o.devilRoomVisited = i % 3 === 0;
    }
    if (i % 19 === 0)
        o.gameLog = true;
    return o;
}

function original2011(i) {
    const o = { ruleset: 'original-2011', stage: pick([1, 2, 3, 4, 5, 6, 7, 8, 10, 11], i, 32) };
    if (i % 2)
        o.stageSeed = seedNumber(i, 30);
    else
        o.runSeed = seedNumber(i, 31);
    o.stageType = o.stage === 11 ? 1 : pick([0, 1], i, 33); // 11, the Chest: type 1 only
    if (i % 4 === 0)
        o.hard = true;
    return o;
}

// Lines the CLI refuses, each for its own reason: the messages must match too.
const badLines = [
    '{"stage": 99}', '{"seed": "B91Y 9THI"}', '{"seed": "É91Y 9THH"}', 'not json', '[1,2]', '42', '{"curse": ""}',
    '{"items": ["nope"]}', '{"stageType": "sideways"}', '{"ruleset": "repentance", "stage": 9, "stageType": 0}',
    '{"hearts": 24, "maxHearts": 2}', '{"player": "nobody"}', '{"stage": 3, "stage": 4}', '{"runSeed": 0}',
    '{"stageSeed": -1}', '{"route": 5}', '   ', '', '{"bossPools": "all"}', '{"gameLog": 1}',
    '{"seed": "B91Y 9THH", "stage": 3, "items": ["voodoo-head"]}', '{"seed":"B91Y9THH"}\r',
];

const sets = {
    'afterbirth-plus': afterbirthPlus,
    repentance,
    'original-2011': original2011,
    'gamedata-afterbirth-plus': (i) => ({ ...afterbirthPlus(i), ruleset: 'afterbirth-plus' }),
    'gamedata-repentance': repentance,
};
const out = [];
if (set === 'bad') {
    for (let i = 0; i < count; ++i)
        out.push(badLines[i % badLines.length]);
} else if (sets[set]) {
    for (let i = 0; i < count; ++i)
        out.push(JSON.stringify(sets[set](i)));
} else {
    process.stderr.write(`make-lines.mjs: unknown set '${set}'\n`);
    process.exit(2);
}
process.stdout.write(out.join('\n') + '\n');
