#!/usr/bin/env node
// `isaac-floorgen-cli batch` run by the WebAssembly module in Node: JSON lines of settings on standard input,
// one floor JSON line out for each, the same bytes as the CLI prints (web/README.md).
//
//   node web/tools/batch.mjs [--game-data DIR] [--module DIR] < settings.jsonl
//
// --module: the folder of floorgen.mjs (default: build/web of this checkout, or $FLOORGEN_WEB). Exit status:
// 0, or 2 when a line failed or the arguments are bad, as the CLI's.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const kMaxLine = 1 << 20; // the CLI's: longer lines are refused whole
const here = path.dirname(fileURLToPath(import.meta.url));

function fail(message) {
    process.stderr.write(`batch.mjs: ${message}\n`);
    process.exit(2);
}

let gameDataDir = null;
let moduleDir = process.env.FLOORGEN_WEB || path.join(here, '..', '..', 'build', 'web');
const args = process.argv.slice(2);
for (let i = 0; i < args.length; ++i) {
    const a = args[i];
    const value = () => (i + 1 < args.length ? args[++i] : fail(`${a} needs a value`));
    if (a === '--game-data')
        gameDataDir = value();
    else if (a.startsWith('--game-data='))
        gameDataDir = a.slice('--game-data='.length);
    else if (a === '--module')
        moduleDir = value();
    else
        fail(`unknown argument '${a}' (use --game-data DIR, --module DIR)`);
}

let fg;
try {
    const { createFloorgen } = await import(pathToFileURL(path.join(path.resolve(moduleDir), 'floorgen.mjs')).href);
    fg = await createFloorgen();
} catch (e) {
    fail(`cannot start the module in ${moduleDir} (make web builds it): ${String(e && e.message).slice(0, 300)}`);
}

// The room files: the folder's files are copied into the module's file system under the same absolute path,
// and the module's working folder is this process's, so that the folder is read (and named in the floor
// JSON) as the CLI reads and names it.
if (gameDataDir !== null) {
    const root = path.resolve(gameDataDir);
    const files = [];
    const walk = (dir, rel) => {
        let names;
        try {
            names = readdirSync(dir).sort();
        } catch (e) {
            return;
        }
        for (const name of names) {
            const full = path.join(dir, name);
            let st;
            try {
                st = statSync(full);
            } catch (e) {
                continue;
            }
            const r = rel ? `${rel}/${name}` : name;
            if (st.isDirectory())
                walk(full, r);
            else if (st.isFile())
                files.push({ path: r, bytes: readFileSync(full) });
        }
    };
    walk(root, '');
    fg.setWorkingFolder(process.cwd());
    const home = process.env.HOME || '';
    let isDir = false, exists = false;
    try {
        isDir = statSync(root).isDirectory();
        exists = true;
    } catch (e) {
        /* not there */
    }
    // A path that is no folder is handed to the engine as it is, for the CLI's message; one that is there (a
    // file) is there in the module's file system too, empty, so that the message is the CLI's "not a folder".
    if (exists && !isDir) {
        const FS = fg._core.FS;
        FS.mkdirTree(path.dirname(root));
        FS.writeFile(root, new Uint8Array(0));
    }
    const r = isDir ? fg.loadGameData(files, { dir: root, openAs: gameDataDir, home })
                    : fg.loadGameFolder(gameDataDir, { home });
    if (!r.ok) {
        process.stderr.write(`isaac-floorgen-cli: --game-data: ${r.error}\n`); // the CLI's message
        process.exit(2);
    }
}

let failures = 0;
let lineNumber = 0;
const out = [];
const flush = () => {
    if (out.length) {
        process.stdout.write(out.join(''));
        out.length = 0;
    }
};

function handle(line, tooLong) {
    ++lineNumber;
    let r;
    if (tooLong) {
        r = fg.batchErrorLine(`line ${lineNumber} is longer than ${kMaxLine} bytes`);
    } else {
        r = fg.batchLine(line, lineNumber); // (batchLine drops a final CR, as the CLI's)
    }
    if (r.failed)
        ++failures;
    if (r.text)
        out.push(r.text + '\n');
    if (out.length >= 256)
        flush();
}

// Lines split at '\n' as bytes (the CLI reads bytes: a line need not be UTF-8).
let pending = [];
let pendingLength = 0;
let skipping = false; // inside a line already refused as too long
for await (const chunk of process.stdin) {
    let at = 0;
    while (at < chunk.length) {
        const nl = chunk.indexOf(0x0a, at);
        const end = nl < 0 ? chunk.length : nl;
        if (!skipping) {
            pending.push(chunk.subarray(at, end));
            pendingLength += end - at;
            if (pendingLength > kMaxLine) {
                handle(null, true);
                skipping = true;
                pending = [];
                pendingLength = 0;
            }
        }
        if (nl < 0)
            break;
        if (!skipping)
            handle(Buffer.concat(pending, pendingLength), false);
        skipping = false;
        pending = [];
        pendingLength = 0;
        at = nl + 1;
    }
}
if (!skipping && pendingLength > 0)
    handle(Buffer.concat(pending, pendingLength), false);
flush();
process.exitCode = failures ? 2 : 0;
