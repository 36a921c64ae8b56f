// The player's own game in the page (issue 45): "Open your game folder" reads the installation's packed
// archives or extracted room files in the page (Floorgen.loadGameFiles: only the bytes the engine asks for),
// and Follow Game follows the game's log.txt where the browser has the File System Access API, as the
// desktop's Follow Game does (Floorgen.followLog: the core's LogTail, LogReader and checkFloor).
//
// mount(container, ctx) -> {update(state), unmount()}; ctx is the shell's {fg, tr, drawMap, settingsOf,
// navigate(patch, {replace}), getState()} (web/app.mjs). The texts are the desktop app's (their English
// source and Qt context, so the app's French translation applies); the few the page alone says are marked
// "web" below.

import { stageName } from './panel.mjs';

const kPollMs = 250; // a new floor shows within a second (the app polls every 500 ms and on file changes)
const kProduct = 'isaac-floorgen (web)';
// Open Game Log: a saved log is read in pieces of this size (never whole into one string), and at most this many
// rows listed (the app's GameLogTable::kMaxFloors).
const kSavedPiece = 256 << 10;
const kSavedRows = 10000;
const GT = 'floorgen::gui::GameLogTable';

// What a browser offers (the tests replace window.showOpenFilePicker and showDirectoryPicker).
export function browserCanFollow(w = globalThis) {
    return typeof w.showOpenFilePicker === 'function' || typeof w.showDirectoryPicker === 'function';
}

// The state patch (web/page/state.mjs's keys) that shows a checked floor: the batch settings the core generated
// for it (check.settings: seed, stage, stageType, ruleset, hard, curse, items, player, route, repentogon,
// blackCandle), everything else of the player's state as it was.
export function statePatchOf(settings) {
    const curse = settings.curse;
    return {
        view: 'floor',
        seed: settings.seed ?? '',
        stage: settings.stage,
        stageType: settings.stageType ?? 0,
        ruleset: settings.ruleset,
        hard: !!settings.hard,
        curses: curse === undefined ? [] : curse === 'none' ? ['none'] : [].concat(curse),
        items: settings.items ?? [],
        player: settings.player === undefined ? 'isaac' : String(settings.player),
        route: (settings.route ?? []).map((f) => `${f.stage}:${f.stageType}`).join(','),
        repentogon: !!settings.repentogon,
        blackCandle: !!settings.blackCandle,
        room: -1,
    };
}

// The batch settings of the shell's state (ctx.settingsOf gives {settings} or {error}).
function ownSettings(ctx) {
    const state = ctx.getState ? ctx.getState() : {};
    const r = ctx.settingsOf ? ctx.settingsOf(state) : null;
    return r && r.settings ? r.settings : r && !r.error ? r : {};
}

// Walks a FileSystemDirectoryHandle into [{path, file}] of the files loadGameFiles needs (never into the
// game's graphics or music folders).
export async function filesOfDirectory(fg, dir, prefix = '', depth = 0, out = []) {
    for await (const [name, handle] of dir.entries()) {
        const path = prefix ? `${prefix}/${name}` : name;
        if (handle.kind === 'directory') {
            if (depth < 6 && !fg.gameFolderSkips(name))
                await filesOfDirectory(fg, handle, path, depth + 1, out);
        } else if (fg.gameFolderWants(path)) {
            out.push({ path, file: await handle.getFile() });
        }
    }
    return out;
}

// The files of <input type="file" webkitdirectory>: their webkitRelativePath starts with the folder's name.
export function filesOfInput(fg, fileList) {
    let name = '';
    const out = [];
    for (const file of fileList) {
        const rel = file.webkitRelativePath || file.name;
        const cut = rel.indexOf('/');
        if (!name)
            name = cut > 0 ? rel.slice(0, cut) : 'game';
        const path = cut > 0 ? rel.slice(cut + 1) : rel;
        if (fg.gameFolderWants(path))
            out.push({ path, file });
    }
    return { name, files: out };
}

function el(tag, attributes = {}, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attributes)) {
        if (v === false || v === null || v === undefined)
            continue;
        if (k === 'text')
            e.textContent = v;
        else
            e.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children)
        if (c !== null && c !== undefined)
            e.append(c);
    return e;
}

const kStyle = `
.game-panel { display: flex; flex-direction: column; gap: 10px; font-size: 14px; }
.game-panel section { border: 1px solid var(--line, #ccc); border-radius: 6px; padding: 8px 10px; }
.game-panel h2 { font-size: 15px; margin: 0 0 6px; }
.game-panel p { margin: 4px 0; }
.game-panel .muted { color: var(--muted, #666); font-size: 13px; }
.game-panel button { font: inherit; padding: 4px 10px; margin: 2px 6px 2px 0; }
.game-panel button:focus-visible { outline: 3px solid var(--accent, #8a2be2); outline-offset: 1px; }
.game-panel .status { min-height: 1.2em; }
.game-panel .error { color: var(--error, #c62828); white-space: pre-wrap; overflow-wrap: anywhere; }
.game-panel details summary { cursor: pointer; }
.game-panel ul { margin: 4px 0; padding-left: 18px; }
.game-panel code, .game-panel tt { font-family: ui-monospace, monospace; font-size: 12px; overflow-wrap: anywhere; }
.game-panel .mark { border: 2px solid #d0452f; border-radius: 6px; padding: 6px 10px; }
.game-panel .mark.good { border-color: #2e9d4f; }
.game-panel .mark .title { font-weight: bold; color: #d0452f; }
.game-panel .mark.good .title { color: #2e9d4f; }
.game-panel .floors { list-style: none; padding: 0; margin: 4px 0; max-height: 10em; overflow: auto; }
.game-panel .floors li button { text-align: left; width: 100%; margin: 1px 0; white-space: normal; overflow-wrap: anywhere; }
.game-panel[data-following] .follow { order: -1; }
.game-panel section { min-width: 0; }
.game-panel .saved-floors { list-style: none; padding: 0; margin: 4px 0; max-height: 24em; overflow: auto; }
.game-panel .saved-floors li { margin: 2px 0; }
.game-panel .saved-floors button { text-align: left; width: 100%; margin: 0; white-space: normal; overflow-wrap: anywhere;
                                   display: block; }
.game-panel .saved-floors .verdict { font-weight: 600; }
.game-panel .saved-floors [data-verdict="differs"] .verdict { color: #d0452f; }
.game-panel .saved-floors [data-verdict="match"] .verdict { color: #2e9d4f; }
:root[data-theme="dark"] .game-panel .saved-floors [data-verdict="differs"] .verdict { color: #ff8a70; }
:root[data-theme="dark"] .game-panel .saved-floors [data-verdict="match"] .verdict { color: #6fd08c; }
.game-panel .saved-floors .sub { display: block; color: var(--muted, #666); font-size: 12.5px; }
.game-panel .saved-floors li.other { color: var(--muted, #666); font-size: 13px; padding: 2px 4px;
                                     border-left: 3px solid var(--line, #ccc); overflow-wrap: anywhere; }
.game-panel .saved-floors li[aria-current="true"] button { outline: 2px solid var(--accent, #1f6fd1); }
.game-panel progress { width: 100%; }
.game-panel .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

export function mount(container, ctx) {
    const { fg } = ctx;
    // A text of the app, by its Qt context and English source; %1.. from args, %n and "(s)" from n.
    // (Literal contexts and sources: web/tools/page-labels.cmake hands every tr() call of the page whose context
    // and source are literals to lupdate.)
    const tr = (context, source, args = [], n = null, disambiguation = '') => {
        let text = source;
        if (typeof ctx.tr === 'function') { // web/page/i18n.mjs: tr(context, source, n, disambiguation)
            const t = ctx.tr(context, source, n ?? undefined, disambiguation);
            if (typeof t === 'string' && t)
                text = t;
        }
        if (n !== null) {
            text = text.replace(/%n/g, String(n));
            text = text.replace(/\(s\)/g, n === 1 ? '' : 's');
        }
        args.forEach((a, i) => { text = text.split(`%${i + 1}`).join(String(a)); });
        return text.replace(/&(?=\w)/, '');
    };

    const style = el('style', { text: kStyle });
    const root = el('div', { class: 'game-panel', id: 'gamePanel' });

    // ---- the game folder ----
    const input = el('input', { type: 'file', webkitdirectory: true, directory: true, multiple: true,
                                class: 'visually-hidden', id: 'gameFolderInput', tabindex: '-1',
                                'aria-hidden': 'true' });
    const openButton = el('button', { type: 'button', id: 'openGameFolder',
                                      text: tr('WebGamePanel', 'Open Your Game Folder…') });
    const builtinButton = el('button', { type: 'button', id: 'useBuiltinRooms', hidden: true,
                                         text: tr('floorgen::gui::MainWindow', 'Use &Built-in Rooms') });
    const folderStatus = el('p', { class: 'status', id: 'gameFolderStatus', role: 'status' });
    const folderError = el('p', { class: 'error', id: 'gameFolderError', role: 'alert' });
    const where = el('details', { id: 'gameFolderWhere' },
        el('summary', { text: tr('WebGamePanel', 'Where is the game\'s folder?') }),
        el('ul', {},
            el('li', {}, `${tr('WebGamePanel', 'Windows (Steam)')}: `,
               el('code', { text: 'C:\\Program Files (x86)\\Steam\\steamapps\\common\\The Binding of Isaac Rebirth' })),
            el('li', {}, `${tr('WebGamePanel', 'macOS (Steam)')}: `,
               el('code', { text: '~/Library/Application Support/Steam/steamapps/common/The Binding of Isaac Rebirth' })),
            el('li', {}, `${tr('WebGamePanel', 'Steam Deck (desktop mode)')}: `,
               el('code', { text: '/home/deck/.local/share/Steam/steamapps/common/The Binding of Isaac Rebirth' }))),
        el('p', { class: 'muted', text: tr('WebGamePanel', 'In Steam: right-click the game, Manage, Browse local files. A game on another drive or an SD card is in that library\'s steamapps/common folder.') }),
        el('p', { class: 'muted', text: tr('floorgen::gui::MainWindow', 'The room files come from your own copy of the game. Choose the folder where it is installed (with Steam: steamapps/common/The Binding of Isaac Rebirth): its packed archives are read, never written. Files written by its resource extractor (resources/rooms/*.stb) and rooms saved by Basement Renovator (.xml) work too: choose the resources folder or the rooms folder. With them, special rooms get the game\'s shapes and doors, and each room names the exact layout it was given. The boss pools of bosspools.xml are read too when they are there.') }));
    const folderSection = el('section', { 'aria-labelledby': 'gameFolderHeading' },
        el('h2', { id: 'gameFolderHeading', text: tr('floorgen::gui::MainWindow', 'Open Game Data') }),
        el('p', { id: 'gameFolderPrivacy', text: tr('WebGamePanel', 'Nothing is uploaded: the files are read in this page, on your device, and only the room files, stages.xml and the boss files are read from them.') }),
        el('div', {}, openButton, builtinButton, input),
        folderStatus, folderError, where);

    // ---- following the game's log ----
    const canFollow = browserCanFollow();
    const followFile = el('button', { type: 'button', id: 'followLogFile', text: tr('floorgen::gui::GameLogController', 'Choose log.txt…') });
    const followFolder = el('button', { type: 'button', id: 'followLogFolder', text: tr('WebGamePanel', 'Choose Its Folder…') });
    const stopButton = el('button', { type: 'button', id: 'stopFollowing', hidden: true, text: tr('WebGamePanel', 'Stop Following') });
    const followStatus = el('p', { class: 'status', id: 'followStatus', role: 'status' });
    const markTitle = el('div', { class: 'title', id: 'gameLogMarkTitle' });
    const markDetails = el('div', { id: 'gameLogMarkDetails' });
    const copyButton = el('button', { type: 'button', id: 'gameLogCopyReport', text: tr('floorgen::gui::GameLogMark', 'Copy Report'),
                                      title: tr('floorgen::gui::GameLogMark', 'Copy the seed, the floor, the settings assumed and both sets of lines (the game\'s and ours): what a bug report needs') });
    const mark = el('div', { class: 'mark', id: 'gameLogMark', hidden: true, role: 'status' }, markTitle, markDetails,
                    el('div', {}, copyButton));
    const note = el('p', { class: 'muted', id: 'gameLogSourceNote', hidden: true });
    const floorsList = el('ul', { class: 'floors', id: 'gameLogFloors', 'aria-label': tr('WebGamePanel', 'Floors of your game') });
    const places = el('details', {},
        el('summary', { text: tr('WebGamePanel', 'Where is log.txt?') }),
        el('ul', {},
            el('li', {}, 'Windows: ', el('code', { text: 'Documents\\My Games\\Binding of Isaac Repentance+\\log.txt' })),
            el('li', {}, 'macOS: ', el('code', { text: '~/Library/Application Support/Binding of Isaac Repentance+/log.txt' })),
            el('li', {}, `${tr('WebGamePanel', 'Steam Deck and Linux (Proton)')}: `,
               el('code', { text: '~/.local/share/Steam/steamapps/compatdata/250900/pfx/drive_c/users/steamuser/Documents/My Games/Binding of Isaac Repentance+/log.txt' }))));
    const followSection = el('section', { class: 'follow', 'aria-labelledby': 'followHeading' },
        el('h2', { id: 'followHeading', text: tr('floorgen::gui::GameLogController', '&Follow Game') }),
        el('p', { class: 'muted', text: tr('floorgen::gui::GameLogController', 'Follow the game\'s log.txt while you play: every new floor is shown as the game built it, and checked against the game\'s own lines') }));
    if (canFollow) {
        followSection.append(el('div', {}, followFile, followFolder, stopButton), followStatus, mark, note, floorsList,
                             places);
    } else {
        followSection.append(el('p', { id: 'followUnsupported', class: 'error',
                                       text: tr('WebGamePanel', 'Following the game needs a browser that can read a file again while the game writes it (the File System Access API): Chrome, Edge, Opera or Brave on a computer. This browser cannot; open the game folder above still works.') }));
    }

    // ---- a saved log (the app's File > Open Game Log: every floor with its verdict) ----
    // <input type="file">, which every browser has; the file is read in pieces (Blob.slice) through a follower
    // of its own (fg.followLog({everyFloor: true})), as check-log reads it.
    const savedInput = el('input', { type: 'file', accept: '.txt,text/plain', class: 'visually-hidden',
                                     id: 'savedLogInput', tabindex: '-1', 'aria-hidden': 'true' });
    const savedButton = el('button', { type: 'button', id: 'openSavedLog', text: tr('WebGamePanel', 'Open a Saved log.txt…') });
    const savedStatus = el('p', { class: 'status', id: 'savedLogStatus', role: 'status' });
    const savedProgress = el('progress', { id: 'savedLogProgress', hidden: true, max: 1, value: 0,
                                           'aria-label': tr('WebGamePanel', 'Reading the log') });
    const savedMarkPlace = el('div', { id: 'savedLogMarkPlace' });
    const savedList = el('ul', { class: 'saved-floors', id: 'savedLogFloors', 'aria-label': tr('WebGamePanel', 'Floors of the saved log') });
    const savedSection = el('section', { class: 'saved', 'aria-labelledby': 'savedHeading' },
        el('h2', { id: 'savedHeading', text: tr('floorgen::gui::GameLogController', 'Open Game Log') }),
        el('p', { class: 'muted', text: tr('WebGamePanel', 'Every floor of a log.txt the game wrote before (yours, or one sent with a bug report), checked against this generator; click a floor to show it on the map.') }),
        el('div', {}, savedButton, savedInput), savedStatus, savedProgress, savedMarkPlace, savedList);
    root.append(style, folderSection, followSection, savedSection);
    container.append(root);

    // ---- the game folder: reading ----
    let folderName = '';
    const refresh = () => {
        // The module's room files changed: the views generate again (the state did not change).
        if (typeof ctx.refresh === 'function')
            ctx.refresh();
        else
            ctx.navigate({}, { replace: true });
    };
    async function loadFolder(name, files) {
        folderError.textContent = '';
        folderStatus.textContent = tr('WebGamePanel', 'Reading %1…', [name]);
        root.dataset.loading = 'true';
        const r = await fg.loadGameFiles(files, { name });
        delete root.dataset.loading;
        if (!r.ok) {
            folderStatus.textContent = '';
            folderError.textContent = `${tr('floorgen::gui::MainWindow', 'The room files in %1 could not be read. The rooms in use do not change.', [name])}\n${r.error}`;
            root.dataset.gameData = folderName ? 'loaded' : 'none';
            return r;
        }
        folderName = name;
        root.dataset.bytesRead = String(r.bytesRead);
        root.dataset.rounds = String(r.rounds);
        builtinButton.hidden = false;
        const info = fg.gameDataInfo ? fg.gameDataInfo() : null;
        const lines = [];
        let repentogon = false;
        const probe = fg.generate({ seed: 'B91Y 9THH', stage: 1 });
        const data = probe && probe.gameData;
        if (data && data.edition)
            lines.push(tr('floorgen::gui::GameProposal', 'Edition: %1', [data.edition === 'Repentance or Repentance+' ? tr('floorgen::gui::GameProposal', 'Repentance or Repentance+') : data.edition]));
        if (data && Array.isArray(data.notes))
            for (const n of data.notes)
                lines.push(tr('floorgen::gui::GameProposal', 'Note: %1', [n]));
        repentogon = !!(data && data.repentogon) || lines.some((l) => /REPENTOGON/.test(l)) || !!(info && info.repentogon);
        const own = ownSettings(ctx);
        if (repentogon) {
            folderStatus.textContent = tr('floorgen::gui::MainWindow', '%n room(s) read from %1; REPENTOGON is installed there: Rules set to REPENTOGON', [name], r.rooms);
            lines.unshift(tr('floorgen::gui::GameProposal', 'The mod loader REPENTOGON is installed there: its own copy of the room files is read, and the floors follow its rules (Rules: REPENTOGON).'));
        } else {
            folderStatus.textContent = tr('floorgen::gui::MainWindow', '%n room(s) read from %1', [name], r.rooms);
        }
        folderStatus.title = lines.join('\n');
        const details = el('ul', { class: 'muted', id: 'gameFolderDetails' }, ...lines.map((l) => el('li', { text: l })));
        document.getElementById('gameFolderDetails')?.remove();
        folderStatus.after(details);
        root.dataset.gameData = 'loaded';
        root.dataset.repentogon = repentogon ? 'true' : 'false';
        if (repentogon && (own.ruleset ?? 'repentance') === 'repentance' && !own.repentogon)
            ctx.navigate({ repentogon: true });
        else
            refresh();
        return r;
    }
    input.addEventListener('change', async () => {
        const { name, files } = filesOfInput(fg, input.files);
        await loadFolder(name || 'game', files);
        input.value = '';
    });
    openButton.addEventListener('click', async () => {
        if (typeof window.showDirectoryPicker === 'function') {
            let dir;
            try {
                dir = await window.showDirectoryPicker({ id: 'isaac-game', mode: 'read' });
            } catch (e) {
                return; // cancelled
            }
            await loadFolder(dir.name, await filesOfDirectory(fg, dir));
        } else {
            input.click();
        }
    });
    builtinButton.addEventListener('click', () => {
        fg.clearGameData();
        folderName = '';
        builtinButton.hidden = true;
        document.getElementById('gameFolderDetails')?.remove();
        folderStatus.textContent = tr('floorgen::gui::MainWindow', 'The built-in rooms are in use');
        folderStatus.title = '';
        root.dataset.gameData = 'none';
        refresh();
    });

    // ---- following ----
    let follow = null; // {follower, fileHandle, dirHandle, logPath, last: {size, modified}, timer}
    let shown = null;  // the check shown in the mark
    const seen = [];   // [{check}] the floors of this follow, newest last
    const say = (text) => { followStatus.textContent = text; };

    function verdictText(c) {
        const variant = c.repentogon ? ` · ${tr('floorgen::gui::GameLogController', 'REPENTOGON')}` : '';
        const line = (s) => s ? s : tr('floorgen::gui::GameLogController', '(no more lines)');
        const diff = () => {
            const d = el('div', {});
            d.append(tr('floorgen::gui::GameLogController', 'Line %1 of the log<br>game: <code>%2</code><br>ours: <code>%3</code>', [c.line, '\u0001', '\u0002'])
                .split(/(<br>|<code>\u0001<\/code>|<code>\u0002<\/code>)/).map((part) => {
                    if (part === '<br>')
                        return el('br');
                    if (part === '<code>\u0001</code>')
                        return el('code', { text: line(c.game) });
                    if (part === '<code>\u0002</code>')
                        return el('code', { text: line(c.predicted) });
                    return document.createTextNode(part);
                }).reduce((frag, n) => (frag.append(n), frag), document.createDocumentFragment()));
            return d;
        };
        switch (c.verdict) {
        case 'match':
            return { good: true, title: tr('floorgen::gui::GameLogController', 'Matches your game\'s log (%n attempt(s), %1 rooms)', [c.rooms], c.attempts) + variant };
        case 'match-until-placement':
            return { good: true, title: tr('floorgen::gui::GameLogController', 'Matches your game\'s log up to the special rooms') + variant,
                     details: [el('div', { text: tr('WebGamePanel', 'From there on the game\'s own room files decide (open your game folder to check the rest).') }), diff()] };
        case 'differs':
            return { good: false, title: tr('floorgen::gui::GameLogController', 'Differs from your game\'s log') + variant, details: [diff()] };
        case 'incomplete':
            return { good: true, title: tr('floorgen::gui::GameLogController', 'The game is still writing this floor') };
        default:
            return { good: false, title: tr('floorgen::gui::GameLogController', 'This floor is not generated here'), details: [el('div', { text: fg.message(c.error, { sentence: true }) })] };
        }
    }

    function noteText(c, stageName) {
        const f = c.floor, from = [], assumed = [];
        if (f.seed && c.runSeedUsed)
            from.push(tr('floorgen::gui::GameLogController', 'seed %1', [f.seed]));
        else
            from.push(tr('floorgen::gui::GameLogController', 'stage seed %1', [f.stageSeed]));
        from.push(tr('floorgen::gui::GameLogController', 'floor %1', [stageName || `${f.stage}.${f.stageType}`]));
        from.push(f.curses.length ? tr('floorgen::gui::GameLogController', 'curses: %1', [f.curses.join(', ')]) : tr('floorgen::gui::GameLogController', 'no curse'));
        if (f.character >= 0)
            from.push(tr('floorgen::gui::GameLogController', 'character: %1', [f.characterName || f.character]));
        else
            assumed.push(tr('floorgen::gui::GameLogController', 'the character (Isaac)'));
        const items = [...c.itemNames];
        if (c.blackCandle)
            items.push(tr('floorgen::gui::GameLogController', 'Black Candle'));
        from.push(items.length ? tr('floorgen::gui::GameLogController', 'items: %1', [items.join(', ')]) : tr('floorgen::gui::GameLogController', 'no item that changes the floor'));
        if (f.route.length)
            from.push(tr('floorgen::gui::GameLogController', 'the %n floor(s) before it in this run', [], f.route.length));
        const rules = c.ruleset === 'repentance' ? tr('floorgen::gui::GameLogController', 'Repentance') : tr('floorgen::gui::GameLogController', 'Afterbirth+');
        if (c.rulesetFromFolder)
            from.push(tr('floorgen::gui::GameLogController', 'rule set %1 (the log\'s folder)', [rules]));
        else
            assumed.push(tr('floorgen::gui::GameLogController', 'rule set %1', [rules]));
        if (c.repentogon && f.repentogon)
            from.push(tr('floorgen::gui::GameLogController', 'a REPENTOGON game (the log\'s marks)'));
        else if (c.repentogon)
            assumed.push(tr('floorgen::gui::GameLogController', 'a REPENTOGON game'));
        else if (f.build === 273)
            assumed.push(tr('floorgen::gui::GameLogController', 'the vanilla game (build J273 without REPENTOGON\'s marks; our engine is read from a newer build)'));
        if (!('seed' in f))
            assumed.push(tr('floorgen::gui::GameLogController', 'no run seed in the log: the floor alone, from its stage seed'));
        else if (!c.runSeedUsed)
            assumed.push(tr('floorgen::gui::GameLogController', 'the stage seed is not the run seed\'s: the floor alone, from its stage seed'));
        else if (c.ruleset === 'repentance' && c.routeUsed && (f.continued || (f.route.length ? f.route[0].stage : f.stage) > 1))
            assumed.push(tr('floorgen::gui::GameLogController', 'the run\'s floors before the log\'s first: the usual route'));
        assumed.push(c.hard ? tr('floorgen::gui::GameLogController', 'hard mode') : tr('floorgen::gui::GameLogController', 'normal mode'));
        assumed.push(tr('floorgen::gui::GameLogController', 'hearts, keys and coins as a new run\'s'));
        if (c.ruleset === 'repentance')
            assumed.push(tr('floorgen::gui::GameLogController', 'your save\'s progress as set below'));
        // What the check does not model (the module's notModelled; the app's words).
        const unmodelled = (c.notModelled ?? []).map((key) => ({
            'daily-rules': tr('floorgen::gui::GameLogController', 'the daily run\'s own rules (its special rooms may differ)'),
            'online-coop': tr('floorgen::gui::GameLogController', 'the other players of an online run (checked as one player\'s run)'),
            'better-void': tr('floorgen::gui::GameLogController', 'REPENTOGON\'s Better Void Generation, on in its options.ini (the Void\'s special rooms may differ)'),
        })[key] ?? key);
        return [tr('floorgen::gui::GameLogController', 'Following your game\'s log'), `${tr('floorgen::gui::GameLogController', 'From the log:')} ${from.join(', ')}`,
                `${tr('floorgen::gui::GameLogController', 'Assumed:')} ${assumed.join(', ')}`,
                unmodelled.length ? `${tr('floorgen::gui::GameLogController', 'Not modelled:')} ${unmodelled.join(', ')}` : ''];
    }

    // The mark and the note go where the floor was chosen: under Follow Game's status, or over the saved log's
    // list.
    function placeMark(where) {
        if (where === 'saved')
            savedMarkPlace.append(mark, note);
        else if (canFollow)
            followStatus.after(mark, note);
    }

    function showCheck(c, { move = true, where = 'follow' } = {}) {
        placeMark(where);
        shown = c;
        const v = verdictText(c);
        mark.hidden = false;
        mark.classList.toggle('good', v.good);
        mark.dataset.verdict = c.verdict;
        mark.dataset.line = String(c.floor.line);
        markTitle.textContent = v.title;
        markDetails.replaceChildren(...(v.details ?? []));
        const gen = c.verdict === 'not-generated' ? null : fg.generate(c.settings);
        const [head, from, assumed, unmodelled] = noteText(c, gen && gen.ok !== false ? gen.stageName : '');
        note.hidden = false;
        note.replaceChildren(el('b', { text: head }), el('br'), from, el('br'), assumed,
                             ...(unmodelled ? [el('br'), unmodelled] : []));
        if (move && c.verdict !== 'not-generated')
            ctx.navigate(statePatchOf(c.settings));
    }

    function addSeen(c) {
        seen.push(c);
        const v = verdictText(c);
        const label = `${c.floor.seed ?? ''} ${c.floor.stage}.${c.floor.stageType}: ${v.title}`.trim();
        const b = el('button', { type: 'button', text: label, 'data-verdict': c.verdict, 'data-line': c.floor.line });
        b.addEventListener('click', () => {
            markSaved(null);
            showCheck(c);
        });
        floorsList.append(el('li', {}, b));
        while (floorsList.children.length > 50)
            floorsList.firstElementChild.remove();
    }

    async function readOptionsIni(dir) {
        try {
            const r = await dir.getDirectoryHandle('Repentogon');
            const f = await (await r.getFileHandle('options.ini')).getFile();
            return f.size < (1 << 20) ? await f.text() : '';
        } catch (e) {
            return '';
        }
    }

    async function pollOnce() {
        if (!follow || follow.busy)
            return;
        follow.busy = true;
        const current = follow;
        try {
            let handle = current.fileHandle;
            if (current.dirHandle) {
                try {
                    handle = await current.dirHandle.getFileHandle('log.txt');
                } catch (e) {
                    if (!current.missing)
                        say(tr('floorgen::gui::GameLogController', 'Waiting for the game to write %1', [current.logPath]));
                    current.missing = true;
                    return;
                }
            }
            let file;
            try {
                file = await handle.getFile();
            } catch (e) {
                if (!current.missing)
                    say(tr('floorgen::gui::GameLogController', 'Waiting for the game to write %1', [current.logPath]));
                current.missing = true;
                return;
            }
            if (current.missing) {
                current.missing = false;
                say(tr('floorgen::gui::GameLogController', 'Following %1', [current.logPath]));
            }
            if (current.last && current.last.size === file.size && current.last.modified === file.lastModified)
                return;
            current.last = { size: file.size, modified: file.lastModified };
            const r = await current.follower.poll(file);
            if (follow !== current)
                return;
            if (!r.ok) {
                say(r.error);
                return;
            }
            if (r.restarted && current.polled)
                say(tr('floorgen::gui::GameLogController', 'The game restarted: following its new log'));
            r.restarted &&= current.polled;
            current.polled = true;
            root.dataset.linesRead = String(r.linesRead);
            if (r.floor) {
                const own = ownSettings(ctx);
                const c = current.follower.check(own, { optionsIni: current.optionsIni, logPath: current.logPath,
                                                         product: kProduct });
                if (c.ok) {
                    if (!r.restarted)
                        say(tr('floorgen::gui::GameLogController', 'Following %1', [current.logPath])); // (not a message of the floor before)
                    addSeen(c);
                    showCheck(c);
                    root.dataset.floorsSeen = String(seen.length);
                } else {
                    say(c.error);
                }
            }
        } finally {
            current.busy = false;
        }
    }

    async function start(fileHandle, dirHandle) {
        stop({ quiet: true });
        const logPath = dirHandle ? `${dirHandle.name}/log.txt` : (fileHandle.name || 'log.txt');
        follow = { follower: fg.followLog(), fileHandle, dirHandle, logPath, last: null, busy: false, missing: false,
                   optionsIni: dirHandle ? await readOptionsIni(dirHandle) : '' };
        seen.length = 0;
        floorsList.replaceChildren();
        stopButton.hidden = false;
        root.dataset.following = 'true';
        say(tr('floorgen::gui::GameLogController', 'Following %1', [logPath]));
        await pollOnce();
        if (follow)
            follow.timer = setInterval(pollOnce, kPollMs);
    }

    function stop({ quiet = false } = {}) {
        if (!follow)
            return;
        clearInterval(follow.timer);
        follow.follower.close();
        follow = null;
        stopButton.hidden = true;
        delete root.dataset.following;
        if (!quiet)
            say(tr('floorgen::gui::GameLogController', 'Follow Game is off'));
    }

    followFile.addEventListener('click', async () => {
        let handles;
        try {
            handles = await window.showOpenFilePicker({
                id: 'isaac-log', startIn: 'documents', multiple: false,
                types: [{ description: tr('floorgen::gui::GameLogController', 'The game\'s log (log.txt)'), accept: { 'text/plain': ['.txt'] } }],
            });
        } catch (e) {
            say(tr('floorgen::gui::GameLogController', 'Follow Game is off: no log.txt was chosen'));
            return;
        }
        await start(handles[0], null);
    });
    followFolder.addEventListener('click', async () => {
        let dir;
        try {
            dir = await window.showDirectoryPicker({ id: 'isaac-log-folder', startIn: 'documents', mode: 'read' });
        } catch (e) {
            say(tr('floorgen::gui::GameLogController', 'Follow Game is off: no log.txt was chosen'));
            return;
        }
        await start(null, dir);
    });
    stopButton.addEventListener('click', () => stop());
    copyButton.addEventListener('click', async () => {
        if (!shown)
            return;
        root.dataset.report = shown.report;
        try {
            await navigator.clipboard.writeText(shown.report);
            say(tr('floorgen::gui::GameLogController', 'Report copied to the clipboard'));
        } catch (e) {
            say(tr('WebGamePanel', 'The browser did not let the page copy: select the report below and copy it.'));
            markDetails.append(el('pre', { text: shown.report, id: 'gameLogReportText' }));
        }
    });

    // ---- a saved log: reading ----
    let savedRead = null; // the read going on ({cancelled}), so that a second file stops the first
    const savedCounts = () => ({ floors: 0, verdicts: {}, continued: 0, unreadable: 0, rows: 0 });
    const verdictWord = (v) => ({
        'match': tr(GT, 'Matches'),
        'match-until-placement': tr(GT, 'Matches up to the special rooms'),
        'differs': tr(GT, 'Differs'),
        'incomplete': tr(GT, 'Incomplete'),
        'not-generated': tr(GT, 'Not generated here'),
    })[v] ?? v;

    function markSaved(li) {
        for (const other of savedList.querySelectorAll('li[aria-current]'))
            other.removeAttribute('aria-current');
        if (li)
            li.setAttribute('aria-current', 'true');
    }

    // One row of the list: a floor (a button that shows it), a continued run or a line that cannot be read (the
    // app's rows: their line, the run's seed, what it means), in line order.
    function savedRow(row) {
        if (row.kind === 'floor') {
            const c = row.check;
            const f = c.floor;
            const name = stageName(f.stage, f.stageType, c.ruleset, (context, source) => tr(context, source));
            const variant = c.repentogon ? ` · ${tr(GT, 'REPENTOGON')}` : '';
            const sub = [arg2(tr(GT, 'Line'), f.line), f.seed ?? '', arg2(tr(GT, 'Stage seed'), f.stageSeed)];
            if (c.verdict !== 'not-generated' && c.attempts > 0)
                sub.push(arg2(tr(GT, 'Attempts'), c.attempts));
            let detail = '';
            if (c.verdict === 'differs' || c.verdict === 'match-until-placement')
                detail = tr(GT, 'line %1: game "%2", ours "%3"', [c.line, c.game, c.predicted]);
            else if ((c.verdict === 'not-generated' || c.verdict === 'incomplete') && c.error)
                detail = fg.message(c.error, { sentence: true });
            const b = el('button', { type: 'button', 'data-verdict': c.verdict, 'data-line': f.line },
                el('span', { class: 'name', text: `${name}: ` }), el('span', { class: 'verdict', text: verdictWord(c.verdict) + variant }),
                el('span', { class: 'sub', text: sub.filter((x) => x !== '').join(' · ') }),
                detail ? el('span', { class: 'sub diff', text: detail }) : null);
            const li = el('li', { 'data-kind': 'floor' }, b);
            b.addEventListener('click', () => {
                markSaved(li);
                showCheck(c, { where: 'saved' });
            });
            return li;
        }
        const seed = row.seed ? ` · ${row.seed}` : '';
        if (row.kind === 'continued') {
            const what = row.sameRun
                ? tr(GT, 'The game does not rebuild the floor it resumes, so that floor is not in this log (not a mismatch); the next floor follows the same run')
                : tr(GT, 'The game does not rebuild the floor it resumes, so that floor is not in this log (not a mismatch); the run\'s earlier floors are not in it either');
            return el('li', { class: 'other', 'data-kind': 'continued', 'data-line': row.line, 'data-verdict': 'not-seen' },
                      el('b', { text: tr(GT, 'Run continued: not seen') }), ` · ${arg2(tr(GT, 'Line'), row.line)}${seed}`, el('br'), what);
        }
        return el('li', { class: 'other', 'data-kind': 'unreadable', 'data-line': row.line },
                  el('b', { text: tr(GT, 'Cannot be read') }), ` · ${arg2(tr(GT, 'Line'), row.line)}`, el('br'),
                  tr(GT, '%1: %2', [fg.message(row.problem), `"${row.text}"`], null, 'problem: line'));
    }
    // "Line 12": a column's name and its value.
    function arg2(label, value) {
        return `${label} ${value}`;
    }

    // The app's summary (the engine writes it for both).
    function savedSummary(name, n, done) {
        return fg.logSummary(name, { floors: n.floors, continued: n.continued, unreadable: n.unreadable,
                                     listed: n.rows, verdicts: n.verdicts }, { finished: done });
    }

    // Reads `file` (a File or Blob) whole, in pieces, and lists its floors. {floors, rows} when done.
    async function openSaved(file) {
        if (savedRead)
            savedRead.cancelled = true;
        const read = { cancelled: false };
        savedRead = read;
        const name = file.name || 'log.txt';
        const follower = fg.followLog({ everyFloor: true });
        const n = savedCounts();
        const rows = [];
        savedList.replaceChildren();
        markSaved(null);
        if (mark.parentNode === savedMarkPlace)
            mark.hidden = note.hidden = true;
        root.dataset.savedLog = 'reading';
        savedStatus.textContent = tr(GT, 'Reading %1…', [name]);
        savedProgress.hidden = false;
        savedProgress.max = Math.max(1, file.size);
        savedProgress.value = 0;
        const own = ownSettings(ctx);
        // Each piece's rows in line order (a line that cannot be read comes before the floor it closes).
        const take = (r, checks) => {
            const piece = [];
            for (const u of r.unreadable ?? []) {
                ++n.unreadable;
                piece.push({ kind: 'unreadable', ...u });
            }
            for (const c of r.continued ?? []) {
                ++n.continued;
                piece.push({ kind: 'continued', ...c });
            }
            for (const c of checks) {
                if (!c.ok) {
                    piece.push({ kind: 'unreadable', line: 0, problem: c.error, text: '' });
                    continue;
                }
                ++n.floors;
                n.verdicts[c.verdict] = (n.verdicts[c.verdict] ?? 0) + 1;
                piece.push({ kind: 'floor', line: c.floor.line, check: c });
            }
            piece.sort((a, b) => a.line - b.line);
            for (const row of piece) {
                if (rows.length >= kSavedRows)
                    break;
                rows.push(row);
                savedList.append(savedRow(row));
            }
            n.rows = rows.length;
        };
        let error = '';
        try {
            for (let end = 0; end < file.size && !read.cancelled;) {
                end = Math.min(file.size, end + kSavedPiece);
                const r = await follower.poll(file.slice(0, end));
                if (read.cancelled)
                    break;
                if (!r.ok) {
                    error = r.error;
                    break;
                }
                const checked = follower.checkClosed(own, { logPath: name, product: kProduct });
                if (!checked.ok) {
                    error = checked.error;
                    break;
                }
                take(r, checked.checks);
                savedProgress.value = end;
                savedStatus.textContent = `${tr(GT, 'Reading %1…', [name])} ${savedSummary(name, n, false)}`;
            }
            if (!read.cancelled && !error) {
                const r = follower.finish();
                const checked = r.ok ? follower.checkClosed(own, { logPath: name, product: kProduct }) : r;
                if (!r.ok || !checked.ok)
                    error = (r.ok ? checked : r).error;
                else
                    take(r, checked.checks);
            }
        } finally {
            follower.close();
        }
        if (read.cancelled)
            return null;
        savedRead = null;
        savedProgress.hidden = true;
        root.dataset.savedLog = error ? 'error' : 'done';
        root.dataset.savedFloors = String(n.floors);
        savedStatus.textContent = error ? tr(GT, 'Cannot read %1: %2', [name, fg.message(error)]) : savedSummary(name, n, true);
        return { floors: n.floors, rows: rows.length };
    }

    savedButton.addEventListener('click', () => savedInput.click());
    savedInput.addEventListener('change', async () => {
        const file = savedInput.files && savedInput.files[0];
        savedInput.value = '';
        if (file)
            await openSaved(file);
    });

    return {
        // The mark is shown only while the page shows the floor it speaks of (as the app's mark).
        update(state) {
            if (!shown)
                return;
            const want = statePatchOf(shown.settings), now = state ?? {};
            const same = ['stage', 'stageType', 'ruleset', 'route'].every((k) => String(now[k] ?? '') === String(want[k])) &&
                         String(now.seed ?? '').replace(/\s+/g, '').toUpperCase() === want.seed.replace(/\s+/g, '').toUpperCase();
            mark.hidden = !same;
        },
        unmount() {
            stop({ quiet: true });
            root.remove();
        },
        // For the tests and the shell: follow a FileSystemFileHandle or FileSystemDirectoryHandle directly.
        follow: (handle) => (handle.kind === 'directory' ? start(null, handle) : start(handle, null)),
        loadFolder,
        // For the tests and the shell: list a saved log (a File or Blob).
        openSaved,
    };
}
