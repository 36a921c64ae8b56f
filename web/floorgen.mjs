// The floor generator in JavaScript: the C++ engine compiled to WebAssembly (floorgen-core.mjs/.wasm, built
// from the same sources as the CLI), for the browser and for Node. The API is documented in web/README.md.
//
// Every method returns its result, or {ok: false, error} with the engine's message; none throws for bad
// input. Should the engine itself stop (a WebAssembly trap), the call returns its message and the next call
// runs on a fresh instance, with the room files loaded before loaded again.

import createFloorgenCore from './floorgen-core.mjs';
import { inflateSync } from './fflate.mjs';

const isNode = typeof process === 'object' && typeof process.versions === 'object' && !!process.versions.node;
const encoder = new TextEncoder();

// fflate's error codes (its FlateErrorCode): 0 is "unexpected EOF", the input ended inside the stream.
const kFflateUnexpectedEof = 0;

async function compileCore() {
    const url = new URL('./floorgen-core.wasm', import.meta.url);
    if (isNode) {
        const { readFile } = await import('node:fs/promises');
        return WebAssembly.compile(await readFile(url));
    }
    const response = await fetch(url);
    if (!response.ok)
        throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return WebAssembly.compileStreaming ? WebAssembly.compileStreaming(response)
                                        : WebAssembly.compile(await response.arrayBuffer());
}

// One instance of the engine, made synchronously from the compiled module (so that a trapped instance can be
// replaced within the call that trapped).
function instantiate(compiled) {
    const core = {
        print: () => {},
        printErr: () => {},
        instantiateWasm(imports, receive) {
            const instance = new WebAssembly.Instance(compiled, imports);
            receive(instance);
            return instance.exports;
        },
        // The archive reader's inflate (web/src/inflate_js.cpp, floorgen/inflate.h): one raw deflate stream.
        floorgenInflateRaw(source, sourceLength, target, targetCapacity, produced, msg, msgCap) {
            const heap = core.HEAPU8;
            let out;
            try {
                out = inflateSync(heap.subarray(source, source + sourceLength));
            } catch (e) {
                core.HEAPU32[produced >> 2] = 0;
                if (e && e.code === kFflateUnexpectedEof)
                    return 2;
                core.stringToUTF8(String(e && e.message ? e.message : e), msg, msgCap);
                return 3;
            }
            const n = Math.min(out.length, targetCapacity);
            core.HEAPU8.set(out.subarray(0, n), target);
            core.HEAPU32[produced >> 2] = n;
            return out.length > targetCapacity ? 1 : 0;
        },
    };
    createFloorgenCore(core); // resolves at once: the instance above is synchronous
    if (typeof core._fg_seed_parse !== 'function')
        throw new Error('the engine did not start');
    return core;
}

// A trap, or a C++ exception thrown out of the engine (emscripten throws its pointer, a number): either way
// the instance may be half-changed, and is replaced.
function isTrap(e) {
    return e instanceof WebAssembly.RuntimeError || (e && e.name === 'RuntimeError') || typeof e === 'number';
}

export class Floorgen {
    constructor(compiled) {
        this._compiled = compiled;
        this._core = instantiate(compiled);
        this._gameData = null; // {files, dir, openAs, home} of the room files loaded, for a fresh instance
        this._loads = 0; // names each load's staging folder
    }

    // ---- plumbing ----

    // Calls fn(core) with each argument copied into the engine's memory: strings as NUL-terminated UTF-8,
    // Uint8Arrays as [pointer, length]. A trap replaces the instance and returns {ok: false, error}.
    _call(fn, ...args) {
        const core = this._core;
        const pointers = [];
        try {
            const mapped = args.map((a) => {
                if (typeof a === 'string' || a instanceof Uint8Array) {
                    const bytes = typeof a === 'string' ? encoder.encode(a) : a;
                    const p = core._malloc(bytes.length + 1);
                    core.HEAPU8.set(bytes, p);
                    core.HEAPU8[p + bytes.length] = 0;
                    pointers.push(p);
                    return typeof a === 'string' ? p : [p, bytes.length];
                }
                return a;
            }).flat();
            return fn(core, ...mapped);
        } catch (e) {
            if (!isTrap(e))
                throw e;
            this._restart();
            return { trapped: true, error: `the engine stopped: ${typeof e === 'number' ? 'C++ exception' : e.message}` };
        } finally {
            if (this._core === core)
                for (const p of pointers)
                    core._free(p);
        }
    }

    _restart() {
        this._core = instantiate(this._compiled);
        if (this._gameData) {
            const { files, dir, openAs, home } = this._gameData;
            this._gameData = null;
            if (this._cwd)
                this.setWorkingFolder(this._cwd);
            this.loadGameData(files, { dir, openAs, home });
        }
    }

    _text(core, pointer) {
        return core.UTF8ToString(pointer);
    }

    // ---- floors (generation.md 12) ----

    // One line of `isaac-floorgen-cli batch`: the line's text or bytes (without its newline) and its number
    // (from 1, counting blank lines). {text, failed}: text is the floor JSON line the CLI prints ("" for a
    // blank line: the CLI prints nothing), failed for an {"error","ok":false} line.
    batchLine(line, lineNumber = 1) {
        const bytes = typeof line === 'string' ? encoder.encode(line) : line;
        const r = this._call((core, p, n) => {
            const text = core.UTF8ToString(core._fg_batch_line(p, n, lineNumber));
            return { text, failed: core._fg_batch_failed() !== 0 };
        }, bytes);
        return r.trapped ? { text: this.batchErrorLine(r.error).text, failed: true } : r;
    }

    // The {"error","ok":false} line of a message, as the CLI prints it.
    batchErrorLine(message) {
        const r = this._call((core, p) => core.UTF8ToString(core._fg_batch_error_line(p)), String(message));
        return { text: r.trapped ? JSON.stringify({ error: String(message), ok: false }) : r, failed: true };
    }

    // A floor: settings as one batch line's object ({seed: "B91Y 9THH", stage: 3, ruleset: "repentance",
    // items: ["luna"], gameLog: true, ...}). Returns the floor JSON object, the same as batch prints, or
    // {ok: false, error}. With {trace: true} or {map: true}: {floor, trace, map} (web/README.md).
    generate(settings, { trace = false, map = false } = {}) {
        const text = typeof settings === 'string' ? settings : JSON.stringify(settings ?? {});
        if (trace || map) {
            const r = this._call((core, p) => core.UTF8ToString(core._fg_floor(p, trace ? 1 : 0, map ? 1 : 0)),
                                 text);
            if (r.trapped)
                return { ok: false, error: r.error };
            const o = JSON.parse(r);
            return o.floor ? o : { ok: false, error: o.error };
        }
        const r = this.batchLine(text, 1);
        if (!r.text)
            return { ok: false, error: 'no settings' };
        const o = JSON.parse(r.text);
        if (r.failed)
            return { ok: false, error: String(o.error).replace(/^line 1: /, '') };
        return o;
    }

    // The game's log.txt lines for a floor (generation.md 15.3), as batch's "gameLog".
    gameLog(settings) {
        const floor = this.generate({ ...settings, gameLog: true });
        return floor.ok === false ? floor : { ok: true, lines: floor.gameLog };
    }

    // Every floor of a run, as `isaac-floorgen-cli run --format json`: settings as for generate, without a
    // stage; route: [{stage, stageType}] (default: the run's own route). {ok: true, floors: [floor JSON]} or
    // {ok: false, error, floors: the floors before the one that failed}.
    runFloors(settings, { route = null } = {}) {
        const text = JSON.stringify(settings ?? {});
        const routeText = route ? route.map((f) => `${f.stage}:${f.stageType}`).join(',') : '';
        const r = this._call((core, p, q) => core.UTF8ToString(core._fg_run(p, q)), text, routeText);
        if (r.trapped)
            return { ok: false, error: r.error, floors: [] };
        const o = JSON.parse(r);
        return o.ok === false ? { ok: false, error: o.error, floors: o.floors ?? [] } : o;
    }

    // The loop of `isaac-floorgen-cli bench` (stage seeds 1..count), timed: {ok, seconds, gridHash, failures,
    // attempts}, the grid hash the CLI's bench prints for the same stage and count.
    bench(ruleset, stage, stageType = 0, hard = false, count = 100000) {
        const started = performance.now();
        const r = this._call((core, p) => core.UTF8ToString(core._fg_bench(p, stage, stageType, hard ? 1 : 0, count)),
                             String(ruleset));
        const seconds = (performance.now() - started) / 1000;
        if (r.trapped)
            return { ok: false, error: r.error };
        const o = JSON.parse(r);
        return o.ok === false ? o : { ok: true, seconds, ...o };
    }

    // For test_web_api: a trap in the engine, as a bug would cause; returns {ok: false, error}.
    _trapForTest() {
        const r = this._call((core) => core._fg_trap_for_test());
        return { ok: false, error: r && r.error };
    }

    // The engine's memory (its WebAssembly memory's size), in bytes.
    memoryBytes() {
        return this._core.HEAPU8.buffer.byteLength;
    }

    // ---- seeds (generation.md 1.9) ----

    // "B91Y 9THH" (one space optional, any case, surrounding blanks ignored) -> {ok: true, seed} or
    // {ok: false, error} with the app's message.
    parseSeed(text) {
        const r = this._call((core, p) => {
            const error = core.UTF8ToString(core._fg_seed_parse(p));
            return error ? { ok: false, error } : { ok: true, seed: core._fg_seed_value() >>> 0 };
        }, String(text));
        return r.trapped ? { ok: false, error: r.error } : r;
    }

    // The seed's text, "XXXX XXXX" ({space: false}: the 8 characters).
    seedText(seed, { space = true } = {}) {
        if (!Number.isInteger(seed) || seed < 1 || seed > 0xffffffff)
            return { ok: false, error: `seed ${seed} is not a number from 1 to 4294967295` };
        const r = this._call((core) => core.UTF8ToString(core._fg_seed_string(seed >>> 0, space ? 1 : 0)));
        return r.trapped ? { ok: false, error: r.error } : { ok: true, text: r };
    }

    // ---- the player's room files (generation.md 12, 16; repentance.md R19) ----

    // files: [{path, bytes}] with paths relative to the folder ("rooms/01.basement.stb",
    // "resources/packed/rooms.a", ...): a folder of .stb/.xml files, an extracted resources folder or an
    // installation's packed archives, as --game-data reads them. {ok: true, rooms} or {ok: false, error}; on
    // an error the room files loaded before stay. Options: dir, the folder's path inside the module (default
    // "/gamedata"; the floor JSON's gameData.path names it), openAs (the path the engine is given, relative to
    // the working folder: default dir), home (a home folder, default none).
    loadGameData(files, { dir = '/gamedata', openAs = dir, home = '' } = {}) {
        if (!Array.isArray(files))
            return { ok: false, error: 'loadGameData takes an array of {path, bytes}' };
        const staging = `/.staging${++this._loads}`;
        const FS = this._core.FS;
        const remove = (path) => {
            const walk = (p) => {
                const st = FS.lstat(p);
                if (FS.isDir(st.mode)) {
                    for (const name of FS.readdir(p))
                        if (name !== '.' && name !== '..')
                            walk(`${p}/${name}`);
                    FS.rmdir(p);
                } else {
                    FS.unlink(p);
                }
            };
            try {
                walk(path);
            } catch (e) {
                /* not there */
            }
        };
        try {
            FS.mkdirTree(staging);
            for (const f of files) {
                const rel = String(f.path).replace(/^\/+/, '');
                if (!rel || rel.split('/').some((part) => part === '..' || part === ''))
                    return { ok: false, error: `bad file path '${f.path}'` };
                const at = `${staging}/${rel}`;
                FS.mkdirTree(at.slice(0, at.lastIndexOf('/')));
                FS.writeFile(at, f.bytes instanceof Uint8Array ? f.bytes : new Uint8Array(f.bytes));
            }
        } catch (e) {
            remove(staging);
            return { ok: false, error: `cannot store the files: ${e.message}` };
        }
        // The folder takes its final path before the engine reads it (its path is in the floor JSON).
        const previous = `${staging}.previous`;
        const hadDir = (() => {
            try {
                FS.lstat(dir);
                return true;
            } catch (e) {
                return false;
            }
        })();
        try {
            if (hadDir)
                FS.rename(dir, previous);
            FS.mkdirTree(dir.slice(0, dir.lastIndexOf('/')) || '/');
            FS.rename(staging, dir);
        } catch (e) {
            remove(staging);
            return { ok: false, error: `cannot store the files: ${e.message}` };
        }
        const r = this._call((core, d, h) => core.UTF8ToString(core._fg_game_data_load(d, h)), openAs, home);
        if (r.trapped)
            return { ok: false, error: r.error };
        if (r) {
            remove(dir);
            if (hadDir)
                FS.rename(previous, dir);
            return { ok: false, error: r };
        }
        remove(previous);
        this._gameData = { files, dir, openAs, home };
        return { ok: true, rooms: this._core._fg_game_data_rooms() };
    }

    // Loads a folder already in the module's file system (or not there: the engine's message), as
    // --game-data PATH: {ok, rooms} or {ok: false, error}. The folder is not reloaded after a trap.
    loadGameFolder(folder, { home = '' } = {}) {
        const r = this._call((core, d, h) => core.UTF8ToString(core._fg_game_data_load(d, h)), String(folder), home);
        if (r.trapped || r)
            return { ok: false, error: r.trapped ? r.error : r };
        this._gameData = null;
        return { ok: true, rooms: this._core._fg_game_data_rooms() };
    }

    // The module's working folder (made when missing): what a relative openAs path is read from.
    setWorkingFolder(folder) {
        this._core.FS.mkdirTree(folder);
        this._core.FS.chdir(folder);
        this._cwd = folder;
    }

    // Back to the built-in catalog.
    clearGameData() {
        this._call((core) => core._fg_game_data_clear());
        this._gameData = null;
    }

    // ---- seed search (search45: web/src/module_search.cpp; the CLI's `search`) ----

    // Starts a search, replacing the one before: request {settings (as generate's, without a seed), space
    // ('run' or 'stage'), options (the CLI's criterion options and --floor as its arguments: ['--has',
    // 'library', '--floor', '2', '--boss', 'monstro'], or the same as one line), where (the CLI's --where
    // expression), from, to (seed numbers), limit (0: every match)}. {ok: true, acrossRun, where (its canonical
    // text), floors ([stage, 0 or 4] the criteria name), next, ...} or {ok: false, error} with the CLI's
    // message (a bad expression: also where (its index), at and length of the bad token).
    searchStart(request) {
        const r = this._call((core, p) => core.UTF8ToString(core._fg_search_start(p)), JSON.stringify(request ?? {}));
        return r.trapped ? { ok: false, error: r.error } : JSON.parse(r);
    }

    // Searches on for about budgetMs: {ok, matches (the new ones, ascending: {runSeed, seed, floors} or
    // {stageSeed}), next (the first seed not searched), found, tried, failures, invalidSeeds (totals),
    // limitReached, done}.
    searchStep({ budgetMs = 50 } = {}) {
        const r = this._call((core) => core.UTF8ToString(core._fg_search_step(Number(budgetMs))));
        return r.trapped ? { ok: false, error: r.error } : JSON.parse(r);
    }

    searchStop() {
        this._call((core) => core._fg_search_stop());
    }

    // A whole search at once (Node, tests): searchStart then searchStep to the end. {ok, matches, searchedTo,
    // tried, failures, invalidSeeds, limitReached} (searchedTo as the CLI's JSON: the last seed searched).
    search(request) {
        const started = this.searchStart(request);
        if (!started.ok)
            return started;
        const matches = [];
        for (;;) {
            const step = this.searchStep({ budgetMs: 1000 });
            if (!step.ok)
                return step;
            matches.push(...step.matches);
            if (step.done) {
                this.searchStop();
                const { tried, failures, invalidSeeds, limitReached, next } = step;
                return { ok: true, matches, searchedTo: next - 1, tried, failures, invalidSeeds, limitReached };
            }
        }
    }

    // ---- room-clear rewards (rewards.md) ----

    // inputs: {luck, hard, items: ["lucky-foot", "contract-from-below", ...]} (an item twice: two copies).
    // {ok: true, outcomes: [{kind, count, probability}]} (kind: "coin", "heart", ...), the exact table.
    rewardOdds({ luck = 0, hard = false, items = [] } = {}) {
        const r = this._call((core, list) => {
            const error = core.UTF8ToString(core._fg_reward_odds(Number(luck), hard ? 1 : 0, list));
            if (error)
                return { ok: false, error };
            const n = core._fg_numbers_size();
            const numbers = new Float64Array(core.HEAPF64.buffer, core._fg_numbers(), n).slice();
            const keys = [];
            const outcomes = [];
            for (let i = 0; i < n; i += 3) {
                const k = numbers[i];
                keys[k] ??= core.UTF8ToString(core._fg_reward_kind_key(k));
                outcomes.push({ kind: keys[k], count: numbers[i + 1], probability: numbers[i + 2] });
            }
            return { ok: true, outcomes };
        }, (Array.isArray(items) ? items : [items]).map(String).join(','));
        return r.trapped ? { ok: false, error: r.error } : r;
    }

    // ---- the page's views (web/src/module_views.cpp) ----

    // Frame `frame` of the step-through of a floor (the floor after the first `frame` trace events, 0: before
    // the first): {ok, frames, frame, finalAttempt, window, placement, attempt, discarded, map, rooms,
    // workList, deadEnds, focusRoom, expandingRoom, candidate} (web/README.md), or {ok: false, error}. The
    // floor is generated once for a run of frames of the same settings.
    stepFrame(settings, frame = 0) {
        const text = typeof settings === 'string' ? settings : JSON.stringify(settings ?? {});
        const r = this._call((core, p) => core.UTF8ToString(core._fg_step_frame(p, Number(frame) || 0)), text);
        if (r.trapped)
            return { ok: false, error: r.error };
        const o = JSON.parse(r);
        return o.ok === false ? { ok: false, error: o.error } : o;
    }

    // The run view's floors: the run of `settings` (no stage) along route `choice` (0: the main path; 1..6
    // through the alternate floor of that stage), the Labyrinth skip applied: {ok, route, choices, floors:
    // [{floor, map}], skipped} or {ok: false, error, floors, ...} (web/README.md).
    runView(settings, { choice = 0 } = {}) {
        const text = JSON.stringify(settings ?? {});
        const r = this._call((core, p) => core.UTF8ToString(core._fg_run_view(p, Number(choice) || 0)), text);
        if (r.trapped)
            return { ok: false, error: r.error, floors: [] };
        const o = JSON.parse(r);
        if (o.ok === false && !o.floors)
            return { ok: false, error: o.error, floors: [] };
        return o;
    }

    // The floor of `settings` beside the same floor with one setting flipped (key as the app's --compare:
    // an item key, hard, ruleset, black-candle, stage-type, curse:KEY, seed:SEED): {ok, keys, a: {floor, map},
    // b: {floor, map} or {error}, differingA, differingB, otherLayout} or {ok: false, error, keys}.
    compare(settings, key) {
        const text = JSON.stringify(settings ?? {});
        const r = this._call((core, p, k) => core.UTF8ToString(core._fg_compare(p, k)), text, String(key ?? ''));
        return r.trapped ? { ok: false, error: r.error, keys: [] } : JSON.parse(r);
    }

    // The items and trinkets that change room-clear rewards, in the app's panel's order, and the reward
    // kinds: {items: [{key, name, effect, trinket}], kinds: [{key, name}]} (English names).
    rewardItems() {
        const r = this._call((core) => core.UTF8ToString(core._fg_reward_items()));
        return r.trapped ? { items: [], kinds: [] } : JSON.parse(r);
    }

    // The reward of one room from its award seed (the floor JSON's awardSeed), as `isaac-floorgen-cli rewards
    // --award-seed`: {ok, kind, count, roll, draws, luck} or {ok: false, error}.
    award(seed, { luck = 0, hard = false, items = [] } = {}) {
        const list = (Array.isArray(items) ? items : [items]).map(String).join(',');
        const r = this._call((core, p) => core.UTF8ToString(core._fg_award(Number(seed), Number(luck), hard ? 1 : 0, p)),
                             list);
        return r.trapped ? { ok: false, error: r.error } : JSON.parse(r);
    }
}

// Loads and starts the engine.
export async function createFloorgen() {
    return new Floorgen(await compileCore());
}
