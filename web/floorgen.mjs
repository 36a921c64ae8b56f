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
        if (this._gameFiles)
            this._replayGameFiles();
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
        const remove = (path) => this._removeTree(path);
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
        if (this._gameFiles)
            this._removeTree(this._gameFiles.root);
        this._gameFiles = null;
    }

    // ---- the player's game folder and the game's log.txt (issue 45: "Open your game folder", "Follow Game") ----

    // A folder the player picked in the page (<input webkitdirectory> or showDirectoryPicker), read in place:
    // entries = [{path, file}] with `path` inside the folder ("resources/packed/rooms.a") and `file` a Blob
    // (a File). Only what the engine reads is read: it is given every entry as a file of its real size whose
    // bytes are fetched when the engine first asks for them (an archive's header and index, then the entries
    // of stages.xml, the boss files and the room files; never the graphics or the music), and the load is run
    // again with them until it asked for nothing new. So the result, and every message, is what --game-data
    // gives for the same folder. `name` is the folder's name (messages and the floor JSON's gameData.path
    // name it). Resolves to {ok: true, rooms, bytesRead, rounds (the loads run)} or {ok: false, error};
    // on an error the room files loaded before stay. Filter a whole installation with gameFolderWants first.
    async loadGameFiles(entries, { name = 'game', home = '' } = {}) {
        if (!Array.isArray(entries))
            return { ok: false, error: 'loadGameFiles takes an array of {path, file}' };
        const folderName = String(name).replace(/[\/\\]/g, '_') || 'game';
        const files = [];
        for (const e of entries) {
            const rel = String(e.path).replace(/\\/g, '/').replace(/^\/+/, '');
            if (!rel || rel.split('/').some((part) => part === '..' || part === '' || part === '.'))
                return { ok: false, error: `bad file path '${e.path}'` };
            files.push({ path: rel, file: e.file, chunks: [] });
        }
        const root = `/picked${++this._loads}`;
        let bytesRead = 0;
        for (let round = 0; ; ++round) {
            const misses = [];
            const made = this._makeGameFiles(`${root}/${folderName}`, files, misses);
            if (!made.ok)
                return made;
            const r = this._call((core, d, h) => {
                core.FS.chdir(root);
                try {
                    return core.UTF8ToString(core._fg_game_data_load(d, h));
                } finally {
                    core.FS.chdir(this._cwd ?? '/');
                }
            }, folderName, home);
            if (r.trapped) {
                this._removeTree(root);
                return { ok: false, error: r.error };
            }
            if (misses.length === 0 || round >= 10000) {
                if (r) {
                    this._removeTree(root);
                    return { ok: false, error: r };
                }
                if (this._gameFiles && this._gameFiles.root !== root)
                    this._removeTree(this._gameFiles.root);
                this._gameData = null;
                this._gameFiles = { root, files, name: folderName, home };
                return { ok: true, rooms: this._core._fg_game_data_rooms(), bytesRead, rounds: round + 1 };
            }
            // What the engine asked for and did not have: read it (and up to 1 MiB after it: the next blocks).
            for (const m of misses) {
                const end = Math.min(m.entry.file.size, m.position + Math.max(m.length, 1 << 20));
                const bytes = new Uint8Array(await m.entry.file.slice(m.position, end).arrayBuffer());
                m.entry.chunks.push({ start: m.position, bytes });
                bytesRead += bytes.length;
            }
        }
    }

    // Which files of a picked folder loadGameFiles needs (a path inside the folder): the packed archives
    // (resources/packed/*.a, in the installation, its Repentogon/ copy or the macOS bundle), room files and
    // the XML files beside them (extracted ones, stages.xml, boss pools), REPENTOGON's marks (repentance.md
    // R23.5) and the mods' switches and room files (generation.md 16.1). Never the graphics, sounds, music.
    gameFolderWants(path) {
        const parts = String(path).replace(/\\/g, '/').split('/').filter((p) => p);
        const file = parts[parts.length - 1] ?? '';
        const lower = file.toLowerCase();
        if (lower.endsWith('.a'))
            return parts.length >= 2 && parts[parts.length - 2].toLowerCase() === 'packed';
        if (lower.endsWith('.stb') || lower.endsWith('.xml'))
            return parts.length <= 7;
        if (lower === 'disable.it')
            return parts.length <= 4;
        if (['.repentogon', 'zhlloader.dll', 'libzhl.dll', 'zhlrepentogon.dll', 'dsound.dll'].includes(lower))
            return parts.length <= 3;
        return false;
    }

    // The folders a walk of a picked folder (showDirectoryPicker) goes into: not the game's graphics, sounds,
    // music and the like, whose files gameFolderWants never takes.
    gameFolderSkips(folderName) {
        return ['gfx', 'sfx', 'music', 'fonts', 'shaders', 'cutscenes', 'scripts', 'sounds', 'graphics', 'voices',
                'backdrop', 'animations', 'bin', 'steam_settings'].includes(String(folderName).toLowerCase());
    }

    // The picked files as files of the module's file system under `root`, each of its real size, read from
    // the chunks fetched so far (a read of bytes not fetched reads nothing and is noted in `misses`).
    _makeGameFiles(root, files, misses) {
        const FS = this._core.FS;
        try {
            FS.mkdirTree(root);
            for (const f of files) {
                const at = `${root}/${f.path}`;
                let node;
                try {
                    node = FS.lookupPath(at).node;
                } catch (e) {
                    FS.mkdirTree(at.slice(0, at.lastIndexOf('/')));
                    FS.writeFile(at, new Uint8Array(0));
                    node = FS.lookupPath(at).node;
                }
                node.usedBytes = f.file.size; // (MEMFS: the size stat and seeking report)
                const ops = node.stream_ops;
                node.stream_ops = {
                    ...ops,
                    read(stream, buffer, offset, length, position) {
                        const size = Math.min(f.file.size - position, length);
                        if (size <= 0)
                            return 0;
                        for (const c of f.chunks)
                            if (position >= c.start && position < c.start + c.bytes.length) {
                                const n = Math.min(size, c.start + c.bytes.length - position);
                                buffer.set(c.bytes.subarray(position - c.start, position - c.start + n), offset);
                                return n;
                            }
                        misses.push({ entry: f, position, length: size });
                        return 0;
                    },
                    write() {
                        throw new FS.ErrnoError(63); // EROFS: the game's folder is never written
                    },
                };
            }
        } catch (e) {
            this._removeTree(root);
            return { ok: false, error: `cannot store the files: ${e.message}` };
        }
        return { ok: true };
    }

    // Removes a file or a folder with everything in it from the module's file system (nothing when missing).
    _removeTree(path) {
        const FS = this._core.FS;
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
    }

    // After a trap: the picked folder's files again, from the bytes already read (nothing new is needed).
    _replayGameFiles() {
        const g = this._gameFiles;
        this._gameFiles = null;
        if (!g || !this._makeGameFiles(`${g.root}/${g.name}`, g.files, []).ok)
            return;
        const r = this._call((core, d, h) => {
            core.FS.chdir(g.root);
            try {
                return core.UTF8ToString(core._fg_game_data_load(d, h));
            } finally {
                core.FS.chdir(this._cwd ?? '/');
            }
        }, g.name, g.home);
        if (!r.trapped && !r)
            this._gameFiles = g;
    }

    // What the room files in use are: {repentogon} (an installation with REPENTOGON, repentance.md R23.5:
    // its floors follow the repentogon variant).
    gameDataInfo() {
        const r = this._call((core) => core._fg_game_data_repentogon());
        return { repentogon: r === 1 };
    }

    // Follows the game's log.txt (generation.md 15) as the app's Follow Game does: a LogFollower. everyFloor:
    // Open Game Log's reader (a saved log read whole, in pieces): every floor closed waits for checkClosed().
    followLog({ everyFloor = false } = {}) {
        return new LogFollower(this, { everyFloor });
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

    // The compare view: the floor of `settings` beside the same floor with one setting flipped (key as the
    // app's --compare: an item key, hard, ruleset, black-candle, stage-type, curse:KEY, seed:SEED), as
    // floorgen/floorcompare.h
    // compares them: {ok, keys: [{key, name}], a: {floor, map, who}, b: {floor, map, who} or {error, who},
    // differingA, differingB, otherLayout, summary} or {ok: false, error, keys}.
    compareView(settings, key) {
        const text = JSON.stringify(settings ?? {});
        const r = this._textCall((core, p, k) => core._fg_compare(p, k), text, String(key ?? '')); // in the catalog's language
        return r.ok === false && !r.keys ? { ...r, keys: [] } : r;
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

    // ---- texts (web/src/module_text.cpp): the app's captions, names and compare sentence, translated ----

    // The language's catalog (i18n/<lang>.json, made from the app's .ts files: web/tools/ts2json.mjs), an
    // object or its JSON text; null: English without one. {ok: true} or {ok: false, error} (the catalog in use
    // stays). Kept across a restart of the engine.
    setCatalog(catalog) {
        const text = catalog === null || catalog === undefined ? ''
            : typeof catalog === 'string' ? catalog : JSON.stringify(catalog);
        const r = this._call((core, p) => core.UTF8ToString(core._fg_text_set_catalog(p)), text);
        if (r.trapped || r)
            return { ok: false, error: r.trapped ? r.error : r };
        this._textCatalog = text;
        this._textCore = this._core;
        return { ok: true };
    }

    // After a restart the fresh instance has no catalog: the one set before is set again.
    _textCall(fn, ...args) {
        if (this._textCatalog && this._textCore !== this._core) {
            const text = this._textCatalog;
            this._call((core, p) => core._fg_text_set_catalog(p), text);
            this._textCore = this._core;
        }
        const r = this._call((core, ...a) => core.UTF8ToString(fn(core, ...a)), ...args);
        if (r.trapped)
            return { ok: false, error: r.error };
        return JSON.parse(r);
    }

    // "en" or the catalog's language.
    textLanguage() {
        const r = this._call((core) => core.UTF8ToString(core._fg_text_language()));
        return r.trapped ? 'en' : r;
    }

    // The step-through's texts of a floor (settings as for generate; the room files loaded): {ok: true,
    // events: [{title, caption, detail}] (one per event of generate's trace, in order), steps: [the display
    // name of each step number]} or {ok: false, error}.
    captions(settings) {
        return this._textCall((core, p) => core._fg_text_captions(p), JSON.stringify(settings ?? {}));
    }

    // {ok: true, rooms: [the display name of each room, by number], stage: the floor's name} or {ok: false, error}.
    roomNames(settings) {
        return this._textCall((core, p) => core._fg_text_room_names(p), JSON.stringify(settings ?? {}));
    }

    // Every name table in the current language: {roomTypes: {type number: name}, bosses: {subtype: name},
    // curses: {key: {name, short}}, items: {key: {name, effect}}, stages: {"stage:type": name},
    // ruleSets: {key: {name, rules}}, sins: {English name: name}, steps: [name], characters: {id: name},
    // rewardKinds: [name], rewardItems: [name], language}.
    names() {
        const r = this._textCall((core) => core._fg_text_names());
        return r.ok === false ? r : { ok: true, ...r };
    }

    // Compare mode (the app's --compare): {ok: true, key, name, who, settingsB, summary, otherLayout,
    // differingA, differingB}; B impossible: {ok: false, error, key, name, who, settingsB}; else {ok: false, error}.
    compare(settings, key) {
        return this._textCall((core, p, k) => core._fg_text_compare(p, k), JSON.stringify(settings ?? {}), String(key));
    }

    // A message of the engine (an {ok: false, error} of this API: the core's English) in the current language, as
    // the app shows it (its spec citations left out; a message it does not know: as it is). sentence: as a
    // line of its own, its first letter a capital ("Too short: ..."), where the message does not follow "...: ".
    message(text, { sentence = false } = {}) {
        if (this._textCatalog && this._textCore !== this._core)
            this._textCall((core) => core._fg_text_names()); // (sets the catalog again after a restart)
        const r = this._call((core, p) => core.UTF8ToString(sentence ? core._fg_text_sentence(p) : core._fg_text_message(p)),
                             String(text ?? ''));
        return r.trapped ? String(text ?? '') : r;
    }

    // Open Game Log's summary of a saved log, as the app's Game Log window writes it, in the current language:
    // counts {floors, continued, unreadable, listed (the rows shown), verdicts: {match, differs, ...}};
    // `finished`: a file with no floor says so. The text, or '' when the engine stopped.
    logSummary(fileName, counts, { finished = true } = {}) {
        const v = counts.verdicts ?? {};
        const r = this._textCall((core, p, ...numbers) => core._fg_text_log_summary(p, ...numbers), String(fileName),
            counts.floors ?? 0, counts.continued ?? 0, counts.unreadable ?? 0, counts.listed ?? 0, v.match ?? 0,
            v['match-until-placement'] ?? 0, v.differs ?? 0, v.incomplete ?? 0, v['not-generated'] ?? 0, finished ? 1 : 0);
        return r.ok ? r.text : '';
    }

    // [{key, name}]: the settings compare mode can flip ("seed:SEED" besides), named in the current language.
    compareKeys() {
        const r = this._textCall((core) => core._fg_text_compare_keys());
        return Array.isArray(r) ? { ok: true, keys: r } : r;
    }
}

// The game's log.txt followed (Floorgen.followLog): poll(file) reads what was appended to the file since the
// last poll (a File or Blob: a FileSystemFileHandle's getFile(), read again at every poll) with the core's
// LogTail and LogReader; check(own, options) checks the floor the last poll reported with the core's
// checkFloor, as the app's Follow Game does. The bytes read per poll: the file's first 256 (a restart
// rewrites them) and from 4 KiB before the read position (the same) to the end, at most 1 MiB at a time.
export class LogFollower {
    constructor(fg, { everyFloor = false } = {}) {
        this._fg = fg;
        this._core = fg._core;
        this._id = fg._call((core) => core._fg_log_new());
        if (everyFloor && typeof this._id === 'number')
            fg._call((core) => core._fg_log_every_floor(this._id));
    }

    _alive() {
        return this._fg._core === this._core && typeof this._id === 'number';
    }

    // {ok: true, restarted, offset, size, floor (the floor to show, or null: nothing new), unreadable:
    // [{line, problem, text}], continued: [{line, seed, sameRun}], closed (everyFloor: the floors waiting for
    // checkClosed), linesRead, utf16} or {ok: false, error}.
    async poll(file) {
        if (!this._alive())
            return { ok: false, error: 'the engine stopped: follow the log again' };
        const size = file.size;
        const head = new Uint8Array(await file.slice(0, Math.min(256, size)).arrayBuffer());
        const out = { ok: true, restarted: false, offset: 0, size, floor: null, unreadable: [], continued: [],
                      closed: 0, linesRead: 0, utf16: false };
        for (let i = 0; i < 4096; ++i) {
            const offset = this._fg._call((core) => core._fg_log_offset(this._id));
            if (typeof offset !== 'number')
                return { ok: false, error: offset.error };
            const start = Math.max(0, Math.min(offset, size) - 4096);
            const end = Math.min(size, Math.max(offset, start) + (1 << 20));
            const window = new Uint8Array(await file.slice(start, end).arrayBuffer());
            const r = this._fg._call((core, hp, hn, wp, wn) => JSON.parse(core.UTF8ToString(
                core._fg_log_poll(this._id, size, hp, hn, start, wp, wn))), head, window);
            if (r.trapped || !r.ok)
                return { ok: false, error: r.error };
            out.restarted ||= r.status === 'restarted';
            out.offset = r.offset;
            if (r.floor)
                out.floor = r.floor;
            out.unreadable.push(...r.unreadable);
            out.continued.push(...r.continued);
            out.closed = r.closed;
            out.linesRead = r.linesRead;
            out.utf16 = r.utf16;
            if (r.offset >= size || (r.offset === offset && r.status !== 'restarted'))
                break;
        }
        return out;
    }

    // Checks the floor the last poll reported. own: the page's settings (a batch object: its rule set and
    // hard mode and what the log does not say; the items, curses, player and route come from the log).
    // Options: ruleset (the rule set the log's folder name says, generation.md 15.1: "" when not known),
    // optionsIni (REPENTOGON's options.ini, repentance.md R23.3), logPath, product (for the report).
    // {ok: true, verdict ("match", "match-until-placement", "differs", "incomplete", "not-generated"), line,
    // game, predicted, attempts, rooms, error, ruleset, rulesetFromFolder, repentogon, settings (the batch
    // object generated: the floor to show), notes, notModelled (what the check does not model: "daily-rules",
    // "online-coop", "better-void"), itemNames, blackCandle, hard, runSeedUsed, routeUsed, floor (the log's
    // floor), report (Copy Report's text)} or {ok: false, error}.
    check(own, { ruleset = '', optionsIni = '', logPath = 'log.txt', product = 'isaac-floorgen (web)' } = {}) {
        if (!this._alive())
            return { ok: false, error: 'the engine stopped: follow the log again' };
        const r = this._fg._call((core, o, rs, ini, p, pr) => JSON.parse(core.UTF8ToString(
            core._fg_log_check(this._id, o, rs, ini, p, pr))), JSON.stringify(own ?? {}), String(ruleset),
            String(optionsIni), String(logPath), String(product));
        return r.trapped ? { ok: false, error: r.error } : r;
    }

    // The end of a saved log (everyFloor): the floor still open closes, as check-log's last floor. {ok, closed,
    // unreadable, continued, linesRead, utf16, partialLineDropped (a last line without its line end, left
    // out)} or {ok: false, error}.
    finish() {
        if (!this._alive())
            return { ok: false, error: 'the engine stopped: follow the log again' };
        const r = this._fg._call((core) => JSON.parse(core.UTF8ToString(core._fg_log_finish(this._id))));
        return r.trapped ? { ok: false, error: r.error } : r;
    }

    // everyFloor: checks every floor closed since the last call, in line order, each as check() checks the
    // floor a poll reported (the same options; each check's `floor.line` is its Level::Init line), and
    // forgets them: {ok, checks: [check]} or {ok: false, error}.
    checkClosed(own, { ruleset = '', optionsIni = '', logPath = 'log.txt', product = 'isaac-floorgen (web)' } = {}) {
        if (!this._alive())
            return { ok: false, error: 'the engine stopped: follow the log again' };
        const r = this._fg._call((core, o, rs, ini, p, pr) => JSON.parse(core.UTF8ToString(
            core._fg_log_check_closed(this._id, o, rs, ini, p, pr))), JSON.stringify(own ?? {}), String(ruleset),
            String(optionsIni), String(logPath), String(product));
        return r.trapped ? { ok: false, error: r.error } : r;
    }

    close() {
        if (this._alive())
            this._fg._call((core) => core._fg_log_free(this._id));
        this._id = null;
    }
}

// Loads and starts the engine.
export async function createFloorgen() {
    return new Floorgen(await compileCore());
}
