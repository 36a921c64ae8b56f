// The page's texts come from the desktop app's translations (issue 45, "one source of texts"): the catalogs
// the build makes from translations/*.ts hold every message; the module's captions, titles, details, step
// names, room names and compare sentences of 600 floors (three rule sets, thrown-away attempts included) are
// the app's, English and French (tests/data/captions/golden.jsonl, which test_captions checks against the
// app's Qt adapters); the name tables in French; web/page/i18n.mjs's language choice, tr and plurals.
// Run by run-node.sh: FLOORGEN_WEB (the web build).

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = process.env.FLOORGEN_WEB;
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { createFloorgen } = await import(pathToFileURL(path.join(web, 'floorgen.mjs')).href);
const i18n = await import(pathToFileURL(path.join(web, 'page', 'i18n.mjs')).href);
const fg = await createFloorgen();
const catalog = (lang) => JSON.parse(readFileSync(path.join(web, 'i18n', `${lang}.json`), 'utf8'));

// The .ts file's messages, read on their own (not with the build's converter): [{context, key, forms, type}].
function tsMessages(file) {
    const xml = readFileSync(path.join(source, 'translations', file), 'utf8');
    const unescape = (s) => s.replace(/&#x([0-9a-f]+);/gi, (m, h) => String.fromCodePoint(parseInt(h, 16)))
        .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&apos;/g, "'").replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const out = [];
    for (const [, body] of xml.matchAll(/<context>([\s\S]*?)<\/context>/g)) {
        const context = unescape(body.match(/<name>([\s\S]*?)<\/name>/)[1]);
        for (const [message] of body.matchAll(/<message[\s\S]*?<\/message>/g)) {
            const src = unescape(message.match(/<source>([\s\S]*?)<\/source>/)[1]);
            const comment = message.match(/<comment>([\s\S]*?)<\/comment>/);
            const translation = message.match(/<translation( type="[a-z]+")?>([\s\S]*?)<\/translation>/);
            const forms = /numerus="yes"/.test(message)
                ? [...translation[2].matchAll(/<numerusform>([\s\S]*?)<\/numerusform>/g)].map((f) => unescape(f[1]))
                : [unescape(translation[2])];
            out.push({ context, key: comment ? `${src}\u0004${unescape(comment[1])}` : src, forms,
                       numerus: forms.length > 1 || /numerus="yes"/.test(message), type: translation[1] ?? '' });
        }
    }
    return out;
}

test('the catalogs hold every message of the .ts files, as they are there', () => {
    for (const [file, lang, least] of [['isaac-floorgen_fr.ts', 'fr', 1500], ['isaac-floorgen_en.ts', 'en', 10]]) {
        const messages = tsMessages(file);
        assert.ok(messages.length >= least, `${file}: ${messages.length} messages`);
        const c = catalog(lang);
        assert.equal(c.language, lang);
        let count = 0;
        for (const m of messages) {
            const got = c.messages[m.context]?.[m.key];
            assert.notEqual(got, undefined, `${lang}.json lacks [${m.context}] ${m.key}`);
            assert.deepEqual(m.numerus ? got : [got], m.forms, `[${m.context}] ${m.key}`);
        }
        for (const ctx of Object.values(c.messages))
            count += Object.keys(ctx).length;
        assert.equal(count, messages.length, `${lang}.json has messages the .ts lacks`);
    }
});

// The page's tr() calls with a literal context and source (web/tools/page-labels.cmake hands them to lupdate).
function pageLabels() {
    const out = [];
    const walk = (dir) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
            if (e.name === 'node_modules')
                continue;
            const p = path.join(dir, e.name);
            if (e.isDirectory())
                walk(p);
            else if (e.name.endsWith('.mjs'))
                out.push(p);
        }
    };
    walk(path.join(source, 'web'));
    const literal = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
    const call = new RegExp(String.raw`(?:^|[^A-Za-z0-9_$])tr\(\s*${literal}\s*,\s*${literal}`, 'g');
    const unquote = (q) => q.slice(1, -1).replace(/\\(.)/g, '$1');
    const labels = [];
    for (const file of out.sort())
        for (const m of readFileSync(file, 'utf8').matchAll(call))
            labels.push({ file: path.relative(source, file), context: unquote(m[1]), source: unquote(m[2]) });
    return labels;
}

test("every label of the page's own (a tr() call in web/**/*.mjs) has its French translation", () => {
    const labels = pageLabels();
    assert.ok(labels.some((l) => l.file === path.join('web', 'page', 'i18n.mjs')), 'i18n.mjs labels its switch');
    const fr = catalog('fr').messages;
    const missing = labels.filter((l) => !fr[l.context]?.[l.source]);
    assert.deepEqual(missing, [], 'run update_translations (the .ts lacks them) and translate them');
});

// FNV-1a 64 of UTF-8 bytes, as test_captions (two 32-bit halves: the prime is 2^40 + 0x1b3).
class Fnv {
    constructor() {
        this.hi = 0xcbf29ce4;
        this.lo = 0x84222325;
    }
    add(text) {
        for (const b of new TextEncoder().encode(text)) {
            let lo = (this.lo ^ b) >>> 0;
            const t = lo * 0x1b3;
            const carry = Math.floor(t / 4294967296);
            this.hi = (this.hi * 0x1b3 + carry + ((lo << 8) >>> 0)) % 4294967296;
            this.lo = t % 4294967296;
        }
    }
    hex() {
        return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
    }
}

// The texts of one floor hashed as test_captions hashes the app's.
function textsHash(settings, key) {
    const c = fg.captions(settings);
    assert.equal(c.ok, true, `${JSON.stringify(settings)}: ${c.error}`);
    const h = new Fnv();
    c.events.forEach((e, i) => {
        h.add(`${e.title}\u001f${e.caption}\u001f${e.detail}\n`);
        if (i % 97 === 0)
            h.add(`${e.caption}\n`);
    });
    for (const s of c.steps)
        h.add(`${s}\n`);
    const rooms = fg.roomNames(settings);
    assert.equal(rooms.ok, true);
    for (const r of rooms.rooms)
        h.add(`${r}\n`);
    const d = fg.compare(settings, key);
    if (d.ok) {
        h.add(`compare ${d.name} ${d.summary}\n`);
        h.add(d.differingA.map((n) => `${n},`).join(''));
        h.add('|');
        h.add(d.differingB.map((n) => `${n},`).join(''));
        h.add(d.otherLayout ? 'other\n' : 'same\n');
    }
    return { hash: h.hex(), events: c.events };
}

test("captions, titles, details, step and room names and compare sentences are the app's, English and French", () => {
    const golden = readFileSync(path.join(source, 'tests', 'data', 'captions', 'golden.jsonl'), 'utf8')
        .split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
    assert.ok(golden.length >= 600);
    const rules = new Set();
    let thrownAway = 0;
    for (const lang of ['en', 'fr']) {
        assert.deepEqual(fg.setCatalog(catalog(lang)), { ok: true });
        assert.equal(fg.textLanguage(), lang);
        const bad = [];
        for (const g of golden) {
            const { hash, events } = textsHash(g.settings, g.compare);
            assert.equal(events.length, g.events, JSON.stringify(g.settings));
            if (hash !== g[lang])
                bad.push(`${lang} ${JSON.stringify(g.settings)} ${g.compare}: ${hash}, the app's ${g[lang]}`);
            rules.add(g.settings.ruleset);
            if (lang === 'en')
                thrownAway += events.filter((e) => e.title === 'Attempt thrown away' || e.title === 'Plan thrown away')
                    .length;
        }
        assert.deepEqual(bad.slice(0, 5), [], `${bad.length} floors differ`);
    }
    assert.deepEqual([...rules].sort(), ['afterbirth-plus', 'original-2011', 'repentance']);
    assert.ok(thrownAway > 100, `${thrownAway} thrown-away attempts`);
    fg.setCatalog(null);
});

test('the names in French, as the app shows them', () => {
    assert.deepEqual(fg.setCatalog(catalog('fr')), { ok: true });
    const n = fg.names();
    assert.equal(n.ok, true);
    assert.equal(n.language, 'fr');
    const types = fg.generate({ seed: 'B91Y 9THH', stage: 1, ruleset: 'repentance' }).rooms;
    const boss = types.find((r) => r.typeName === 'Boss Room');
    assert.equal(n.roomTypes[boss.type], 'Salle du Boss');
    assert.equal(n.curses.lost.name, "Fléau de l'Égaré");
    assert.equal(n.curses.labyrinth.name, 'Fléau du Labyrinthe');
    assert.equal(n.curses.lost.short, 'Égaré');
    assert.equal(n.stages['1:0'], 'Sous-Sol I');
    assert.equal(n.stages['12:0'], 'Néant');
    assert.equal(n.items['voodoo-head'].name, 'Tête Réduite');
    assert.equal(n.items.luna.name, 'Luna');
    assert.equal(n.ruleSets['original-2011'].name, 'Original (2011)');
    assert.equal(n.bosses['1'], 'Monstro');
    const rooms = fg.roomNames({ seed: 'B91Y 9THH', stage: 1, ruleset: 'repentance' });
    assert.equal(rooms.rooms[0], 'Salle de départ');
    assert.equal(rooms.rooms[boss.number], `Salle du Boss (${n.bosses[boss.bossSubtype]})`);
    assert.equal(rooms.stage, 'Sous-Sol I');
    const keys = fg.compareKeys();
    assert.deepEqual(keys.keys.find((k) => k.key === 'hard'), { key: 'hard', name: 'Mode difficile' });
    // English without a catalog: the core's names, as the floor JSON gives them.
    assert.deepEqual(fg.setCatalog(null), { ok: true });
    assert.equal(fg.names().roomTypes[boss.type], 'Boss Room');
    assert.equal(fg.textLanguage(), 'en');
});

test("the engine's messages in French, as the app shows them", () => {
    assert.deepEqual(fg.setCatalog(catalog('fr')), { ok: true });
    // test_translations' coreMessages rows (the app's French of the same messages)
    for (const [seed, french] of [['B91Y 9TH', 'trop courte : une graine a 8 caractères, celle-ci en a 7'],
                                  ['O91Y 9THH', "caractère invalide 'O' en position 1"],
                                  ['B9 1Y9THH', 'espace inattendue en position 3'],
                                  ['B91Y 9THJ', 'somme de contrôle incorrecte'],
                                  ['  ', 'graine vide']]) {
        const parsed = fg.parseSeed(seed);
        assert.equal(parsed.ok, false);
        const fr = fg.message(parsed.error).replaceAll('\u00a0', ' ');
        assert.ok(fr.startsWith(french), `${seed}: ${fr}`);
        // As a line of its own: the same with a capital (the app's trCoreSentence; issue 46 point 11).
        const sentence = fg.message(parsed.error, { sentence: true }).replaceAll('\u00a0', ' ');
        assert.equal(sentence, fr[0].toUpperCase() + fr.slice(1));
    }
    const lab = fg.generate({ seed: 'B91Y 9THH', stage: 12, curse: ['labyrinth'] });
    assert.equal(lab.ok, false);
    assert.ok(fg.message(lab.error).includes('Néant'), fg.message(lab.error));
    assert.equal(fg.message('a message the table does not know'), 'a message the table does not know');
    assert.equal(fg.message('as written (repentance.md R16)'), 'as written'); // no spec citation in the UI
    fg.setCatalog(null);
    const short = fg.parseSeed('B91Y 9TH').error;
    assert.equal(fg.message(short), short); // English: as it is
    assert.equal(fg.message(short, { sentence: true }), 'Too short: a seed has 8 characters, this one has 7');
});

test('a bad catalog is refused with a message and the one in use stays', () => {
    assert.deepEqual(fg.setCatalog(catalog('fr')), { ok: true });
    for (const bad of ['{', '[]', '{"messages":{}}', '{"language":"fr","messages":{"X":{"a":3}}}'])
        assert.equal(fg.setCatalog(bad).ok, false, bad);
    assert.equal(fg.textLanguage(), 'fr');
    assert.equal(fg.compare({ seed: 'B91Y 9THH', stage: 1 }, 'no-such-key').ok, false);
    assert.equal(fg.captions({ stage: 99 }).ok, false);
    fg.setCatalog(null);
});

test("the page's language: lang= wins, then the browser's languages, English otherwise; tr and plurals", async () => {
    assert.equal(i18n.chooseLanguage({ lang: 'fr', browser: ['en-US'] }), 'fr');
    assert.equal(i18n.chooseLanguage({ lang: 'de', browser: ['fr-CA', 'en'] }), 'fr');
    assert.equal(i18n.chooseLanguage({ lang: '', browser: ['de-DE', 'en-GB'] }), 'en');
    assert.equal(i18n.chooseLanguage({ lang: '', browser: ['pt'] }), 'en');
    assert.equal(await i18n.setLanguage('fr', fg), 'fr');
    assert.equal(i18n.language(), 'fr');
    assert.equal(fg.textLanguage(), 'fr'); // the module follows
    assert.equal(i18n.tr('RoomType', 'Boss Room'), 'Salle du Boss');
    assert.equal(i18n.tr('No such context', 'Left as it is'), 'Left as it is');
    const door = ["floorgen::app", '%n door(s)', "the doors a normal room's layout needs"];
    assert.equal(i18n.tr(door[0], door[1], 1, door[2]), '1 porte');
    assert.equal(i18n.tr(door[0], door[1], 0, door[2]), '0 porte'); // French: 0 is singular
    assert.equal(i18n.tr(door[0], door[1], 3, door[2]), '3 portes');
    assert.equal(await i18n.setLanguage('en'), 'en');
    assert.equal(fg.textLanguage(), 'en');
    assert.equal(i18n.tr(door[0], door[1], 1, door[2]), '1 door');
    assert.equal(i18n.tr(door[0], door[1], 0, door[2]), '0 doors');
    assert.equal(i18n.tr('RoomType', 'Boss Room'), 'Boss Room');
    assert.equal(i18n.arg('%2 then %1', 'a', 'b'), 'b then a');
    assert.equal(await i18n.setLanguage('klingon'), 'en');
});
