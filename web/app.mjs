// The page (web/index.html): the state from the URL (page/state.mjs), the side panel (page/panel.mjs), and the
// view the state names. The floor view draws the map here (page/map.mjs) with its options, hover details, zoom
// and pan; the other views and the panels beside the map are modules of web/page/ that export
// mount(container, ctx) -> {update(state), unmount()} (web/README.md "The page"). navigate() changes the state
// and the URL (a new history entry unless {replace: true}); back and forward come back through popstate.
// A view or panel whose module is missing or fails says so in its place; the rest of the page works on.

import { createFloorgen } from './floorgen.mjs';
import { exportPng, exportSvg } from './page/export.mjs';
import { arg, chooseLanguage, language, setLanguage, tr } from './page/i18n.mjs';
import { attachZoom, currentTheme, drawMap, resetZoom, roomDetails, zoomBy } from './page/map.mjs';
import { buildPanel, curseLongName, stageName } from './page/panel.mjs';
import { parseState, settingsOf, stateToQuery, views } from './page/state.mjs';

const $ = (id) => document.getElementById(id);
// The views other than the floor's, and the panels beside the map: the module of each, loaded when first shown.
const viewModules = { step: './page/step.mjs', compare: './page/compare.mjs', run: './page/run.mjs' };
const panelModules = { rewards: './page/rewards.mjs', game: './page/game.mjs', search: './page/search.mjs' };

let fg = null;
let state = parseState(location.search);
let mountedView = null; // {name, instance} of the view shown in #view
let mountedPanel = null; // {name, instance} of the panel shown in #side-body
let current = null; // {floor, map} of the floor shown
let panel = null;
let hovered = -1;

function themeOf(s = state) {
    return s.theme || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

const ctx = {
    get fg() {
        return fg;
    },
    tr,
    arg,
    // drawMap with the page's language and theme unless the options say otherwise.
    drawMap: (svg, floor, map, options = {}) => drawMap(svg, floor, map, { tr, theme: themeOf(), ...options }),
    settingsOf: (s) => settingsOf(s, fg),
    navigate,
    getState: () => state,
    // The floor the panel's settings give ({floor, map}), or null while the settings are bad.
    currentFloor: () => current,
    // The map's options the player chose (page/state.mjs mapOptionKeys).
    mapOptions: () => ({ ...state.map }),
    theme: () => themeOf(),
    language: () => language(),
    // Exports of one map's SVG or several (page/export.mjs: {columns, captions}), downloaded as `filename`.
    exportSvg,
    exportPng,
};

// ---- the seed, the floor, the run ----------------------------------------------------------------------

const runCache = new Map();

// The run's floors for the panel's picker (repentance): its route in order, and its alternate path.
function runInfo(s) {
    if (s.ruleset !== 'repentance')
        return { runFloors: [], altFloors: [] };
    const r0 = settingsOf({ ...s, items: [], curses: [], stage: 11, stageType: 0 }, fg);
    if (r0.error)
        return { runFloors: [], altFloors: [] };
    const base = { ruleset: 'repentance', runSeed: r0.settings.runSeed };
    for (const k of ['cathedral', 'route', 'lockedAchievements', 'strangeDoorLocked', 'curseTier'])
        if (r0.settings[k] !== undefined)
            base[k] = r0.settings[k];
    const key = JSON.stringify(base);
    if (!runCache.has(key)) {
        const last = fg.generate({ ...base, stage: 11, stageType: 'main' });
        const runFloors = last.ok === false ? [] : [...last.route.map((f) => [f.stage, f.stageType]), [11, last.stageType]];
        const altFloors = [];
        for (let stage = 1; stage <= 8; ++stage) {
            const f = fg.generate({ ...base, stage, stageType: 'alt' });
            if (f.ok !== false)
                altFloors.push([stage, f.stageType]);
        }
        runCache.clear();
        runCache.set(key, { runFloors, altFloors });
    }
    return runCache.get(key);
}

// Typing a seed: the run's own floor stays the run's own floor under the new seed (its main path or its
// alternate path), as in the app; a stage type chosen against the run stays as chosen.
function seedTyped(text) {
    const patch = { seed: text, room: -1 };
    const parsed = fg.parseSeed(text);
    if (parsed.ok && state.ruleset === 'repentance') {
        const before = runInfo(state);
        const after = runInfo({ ...state, seed: text });
        const onMain = before.runFloors.some(([s, t]) => s === state.stage && t === state.stageType);
        const onAlt = !onMain && before.altFloors.some(([s, t]) => s === state.stage && t === state.stageType);
        const list = onMain ? after.runFloors : onAlt ? after.altFloors : [];
        const f = list.find(([s]) => s === state.stage);
        if (f)
            patch.stageType = f[1];
    }
    navigate(patch, { replace: true });
}

function setSeedNumber(n) {
    const text = fg.seedText(n).text;
    navigate({ seed: text, room: -1 });
}

function seedStep(delta) {
    const parsed = fg.parseSeed(state.seed);
    let n = parsed.ok ? parsed.seed : 1;
    n = (n + delta) >>> 0;
    if (n === 0) // seed 0 is no seed: skip it
        n = (n + delta) >>> 0;
    setSeedNumber(n);
}

function randomSeed() {
    const a = new Uint32Array(1);
    do
        crypto.getRandomValues(a);
    while (a[0] === 0 || a[0] === 0xffffffff);
    setSeedNumber(a[0]);
}

// Another rule set keeps the stage; a type the rule set lacks becomes the run's (repentance) or the first.
function rulesetChanged(ruleset) {
    let { stage, stageType } = state;
    if (ruleset === 'original-2011') {
        if (stage === 9 || stage === 12)
            stage = 1;
        stageType = stage === 11 ? 1 : Math.min(stageType, 1);
    } else if (ruleset === 'afterbirth-plus') {
        if (stageType > 2)
            stageType = 0;
        if (stage === 13)
            stage = 1;
    } else {
        const run = runInfo({ ...state, ruleset });
        const own = run.runFloors.find(([s]) => s === stage);
        if (stage === 9)
            stage = 8;
        if (own && (state.ruleset === 'original-2011' || stageType > 2 || stage >= 9))
            stageType = own[1];
        if ((stage === 7 || stage === 8) && stageType === 5)
            stageType = 4;
        if (stage >= 9 && stageType > 1)
            stageType = 0;
    }
    navigate({ ruleset, stage, stageType, room: -1, curses: ruleset === 'original-2011' ? state.curses.filter((c) => c === 'labyrinth' || c === 'none') : state.curses });
}

// ---- texts -----------------------------------------------------------------------------------------------

const mapToggles = [
    { key: 'hidden', shortcut: 'h', label: () => tr('WebPage', 'Hidden rooms') },
    { key: 'deadEnds', shortcut: 'd', label: () => tr('WebPage', 'Dead ends') },
    { key: 'bossNames', shortcut: 'b', label: () => tr('WebPage', 'Boss names') },
    { key: 'numbers', shortcut: 'n', label: () => tr('WebPage', 'Room numbers') },
    { key: 'heat', shortcut: 'm', label: () => tr('WebPage', 'Distance heat map') },
    { key: 'marks', shortcut: 'p', label: () => tr('WebPage', 'Provenance marks') },
    { key: 'legend', shortcut: 'l', label: () => tr('WebPage', 'Legend') },
];

// Every action with its key (the Keys dialog lists them).
const keys = [
    ['/', () => tr('WebPage', 'Go to the seed field'), () => { openPanelOnPhone(); $('seed').focus(); $('seed').select(); }],
    ['[', () => tr('WebPage', 'Previous seed'), () => seedStep(-1)],
    [']', () => tr('WebPage', 'Next seed'), () => seedStep(1)],
    ['r', () => tr('WebPage', 'Random seed'), () => randomSeed()],
    ['j', () => tr('WebPage', 'Next floor in the list'), () => stepFloor(1)],
    ['k', () => tr('WebPage', 'Previous floor in the list'), () => stepFloor(-1)],
    ['1', () => tr('WebPage', 'Floor view'), () => navigate({ view: 'floor' })],
    ['2', () => tr('WebPage', 'Step-through view'), () => navigate({ view: 'step' })],
    ['3', () => tr('WebPage', 'Compare view'), () => navigate({ view: 'compare' })],
    ['4', () => tr('WebPage', 'Run view'), () => navigate({ view: 'run' })],
    ...mapToggles.map((t) => [t.shortcut, () => arg(tr('WebPage', 'Show or hide: %1'), t.label()),
                              () => navigate({ map: { ...state.map, [t.key]: !state.map[t.key] } }, { replace: true })]),
    ['+', () => tr('WebPage', 'Zoom in'), () => zoomBy($('map'), 1.25)],
    ['-', () => tr('WebPage', 'Zoom out'), () => zoomBy($('map'), 1 / 1.25)],
    ['0', () => tr('WebPage', 'Whole map (reset the zoom)'), () => resetZoom($('map'))],
    [tr('WebPage', 'Arrows'), () => tr('WebPage', 'Move the zoomed map (the map focused)'), null],
    ['Tab', () => tr('WebPage', 'Go from room to room on the map; Enter chooses one'), null],
    ['w', () => tr('WebPage', 'Room rewards panel'), () => togglePanel('rewards')],
    ['g', () => tr('WebPage', 'Your game panel'), () => togglePanel('game')],
    ['s', () => tr('WebPage', 'Seed search panel'), () => togglePanel('search')],
    ['e', () => tr('WebPage', 'Export PNG'), () => exportShown('png')],
    ['E', () => tr('WebPage', 'Export SVG'), () => exportShown('svg')],
    ['t', () => tr('WebPage', 'Switch between light and dark'), () => navigate({ theme: themeOf() === 'dark' ? 'light' : 'dark' }, { replace: true })],
    ['f', () => tr('WebPage', 'Switch the language'), () => navigate({ lang: language() === 'fr' ? 'en' : 'fr' })],
    [',', () => tr('WebPage', 'Show or hide the settings (narrow screens)'), () => togglePhonePanel()],
    ['?', () => tr('WebPage', 'This list'), () => showKeys()],
    ['Escape', () => tr('WebPage', 'Close the panel beside the map'), () => { if (state.panel) navigate({ panel: '' }); }],
];

function applyTexts() {
    document.title = tr('WebPage', 'Isaac floor generator');
    $('title').textContent = tr('WebPage', 'Isaac floor generator');
    const viewNames = { floor: tr('WebPage', 'Floor'), step: tr('WebPage', 'Step through'), compare: tr('WebPage', 'Compare'), run: tr('WebPage', 'Run') };
    for (const b of document.querySelectorAll('#views [data-view]')) {
        b.textContent = viewNames[b.dataset.view];
        const key = String(views.indexOf(b.dataset.view) + 1);
        b.setAttribute('aria-keyshortcuts', key);
        b.title = `${viewNames[b.dataset.view]} (${key})`;
    }
    $('views').setAttribute('aria-label', tr('WebPage', 'Views'));
    const panelNames = panelTitles();
    const panelKeys = { rewards: 'w', game: 'g', search: 's' };
    for (const b of document.querySelectorAll('#tools [data-panel]')) {
        // The word is the button's name (shown from 1200 pixels on; under, the icon alone and the word the
        // tooltip's).
        b.querySelector('.label').textContent = panelNames[b.dataset.panel];
        b.setAttribute('aria-keyshortcuts', panelKeys[b.dataset.panel]);
        b.title = `${panelNames[b.dataset.panel]} (${panelKeys[b.dataset.panel].toUpperCase()})`;
    }
    $('tools').setAttribute('aria-label', tr('WebPage', 'Panels'));
    $('export-label').textContent = tr('WebPage', 'Export');
    $('export-button').title = `${tr('WebPage', 'Export the map shown')} (E, Shift+E)`;
    $('export-png').textContent = tr('WebPage', 'Export PNG');
    $('export-png').title = `${tr('WebPage', 'The map shown, as a PNG picture')} (E)`;
    $('export-png').setAttribute('aria-keyshortcuts', 'e');
    $('export-svg').textContent = tr('WebPage', 'Export SVG');
    $('export-svg').title = `${tr('WebPage', 'The map shown, as an SVG file')} (Shift+E)`;
    $('export-svg').setAttribute('aria-keyshortcuts', 'Shift+E');
    $('lang-label').textContent = tr('WebPage', 'Language');
    $('lang').title = `${tr('WebPage', 'Language')} (F)`;
    $('theme-label').textContent = tr('WebPage', 'Theme');
    for (const b of document.querySelectorAll('#theme-menu [data-theme-choice]'))
        b.textContent = themeNames()[b.dataset.themeChoice];
    showThemeChoice();
    $('keys-label').textContent = tr('WebPage', 'Keys');
    $('keys-button').title = `${tr('WebPage', 'Every key of the page')} (?)`;
    $('keys-title').textContent = tr('WebPage', 'Keys');
    $('keys-close').textContent = tr('WebPage', 'Close');
    $('side-close').textContent = tr('WebPage', 'Close');
    $('panel-toggle').textContent = tr('WebPage', 'Settings');
    $('panel-toggle').setAttribute('aria-keyshortcuts', ',');
    $('panel').setAttribute('aria-label', tr('WebPage', 'Settings'));
    $('map-tools').setAttribute('aria-label', tr('WebPage', 'Map'));
    const tools = $('map-tools');
    tools.replaceChildren();
    for (const t of mapToggles) {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.option = t.key;
        b.textContent = t.label();
        b.title = `${t.label()} (${t.shortcut.toUpperCase()})`;
        b.setAttribute('aria-keyshortcuts', t.shortcut);
        b.addEventListener('click', () => navigate({ map: { ...state.map, [t.key]: !state.map[t.key] } }, { replace: true }));
        tools.append(b);
    }
    const zoomButton = (id, text, label, key, f) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.id = id;
        b.textContent = text;
        b.setAttribute('aria-label', label);
        b.title = `${label} (${key})`;
        b.setAttribute('aria-keyshortcuts', key);
        b.addEventListener('click', f);
        tools.append(b);
    };
    zoomButton('zoom-in', '+', tr('WebPage', 'Zoom in'), '+', () => zoomBy($('map'), 1.25));
    zoomButton('zoom-out', '−', tr('WebPage', 'Zoom out'), '-', () => zoomBy($('map'), 1 / 1.25));
    zoomButton('zoom-reset', tr('WebPage', 'Whole map'), tr('WebPage', 'Whole map (reset the zoom)'), '0', () => resetZoom($('map')));
    panel = buildPanel($('panel'), { tr, arg, navigate, getState: () => state, seedTyped, seedStep, randomSeed, rulesetChanged });
}

function themeNames() {
    return { '': tr('WebPage', 'System'), light: tr('WebPage', 'Light'), dark: tr('WebPage', 'Dark') };
}

// The theme button says the theme chosen (its tooltip and its name), the menu ticks it.
function showThemeChoice() {
    const name = themeNames()[state.theme] ?? themeNames()[''];
    $('theme-button').title = `${arg(tr('WebPage', 'Theme: %1'), name)} (T)`;
    $('theme-button').setAttribute('aria-keyshortcuts', 't');
    $('theme-button').dataset.theme = state.theme;
    for (const b of document.querySelectorAll('#theme-menu [data-theme-choice]'))
        b.setAttribute('aria-checked', b.dataset.themeChoice === state.theme ? 'true' : 'false');
}

// A menu button (aria-haspopup="menu") and its menu of buttons: click, Enter, Space or ArrowDown open it and
// focus its first (or ticked) item; the arrows, Home and End move; Escape, Tab or a click elsewhere close it
// (Escape gives the focus back to the button); choosing an item closes it.
function attachMenu(button, menu) {
    const items = () => [...menu.querySelectorAll('[role^="menuitem"]')];
    const close = ({ focus = false } = {}) => {
        if (menu.hidden)
            return;
        menu.hidden = true;
        button.setAttribute('aria-expanded', 'false');
        if (focus)
            button.focus();
    };
    const open = (which = 'first') => {
        for (const other of document.querySelectorAll('.menu:not([hidden])'))
            if (other !== menu)
                other.dispatchEvent(new Event('menu-close'));
        menu.hidden = false;
        button.setAttribute('aria-expanded', 'true');
        const list = items();
        const checked = list.find((b) => b.getAttribute('aria-checked') === 'true');
        (which === 'last' ? list[list.length - 1] : checked ?? list[0])?.focus();
    };
    menu.addEventListener('menu-close', () => close());
    button.addEventListener('click', () => (menu.hidden ? open() : close()));
    button.addEventListener('keydown', (e) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            open(e.key === 'ArrowUp' ? 'last' : 'first');
        }
    });
    menu.addEventListener('keydown', (e) => {
        const list = items();
        const at = list.indexOf(document.activeElement);
        const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[e.key];
        if (move !== undefined) {
            e.preventDefault();
            list[(move + list.length) % list.length].focus();
        } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            close({ focus: true });
        } else if (e.key === 'Tab') {
            close();
        }
    });
    menu.addEventListener('click', (e) => {
        if (e.target.closest('[role^="menuitem"]'))
            close({ focus: true });
    });
    document.addEventListener('pointerdown', (e) => {
        if (!menu.hidden && !menu.contains(e.target) && !button.contains(e.target))
            close();
    });
}

function panelTitles() {
    return { rewards: tr('WebPage', 'Room rewards'), game: tr('WebPage', 'Your game'), search: tr('WebPage', 'Seed search') };
}

function showKeys() {
    const table = $('keys-table');
    table.replaceChildren();
    for (const [key, text] of keys) {
        const row = table.insertRow();
        const k = document.createElement('kbd');
        k.textContent = key;
        row.insertCell().append(k);
        row.insertCell().textContent = text();
    }
    $('keys-dialog').showModal();
}

// ---- the floor view ------------------------------------------------------------------------------------

function showDetails(number) {
    hovered = number;
    const box = $('details');
    if (number < 0 || !current) {
        box.hidden = true;
        return;
    }
    const dl = document.createElement('dl');
    for (const [label, value] of roomDetails(current.floor, current.map, number, tr)) {
        const dt = document.createElement('dt');
        dt.textContent = label;
        const dd = document.createElement('dd');
        dd.textContent = value;
        dl.append(dt, dd);
    }
    box.replaceChildren(dl);
    box.hidden = false;
    // In the corner away from the room, so that it never covers it.
    const room = $('map').querySelector(`.room[data-number="${number}"]`)?.getBoundingClientRect();
    const wrap = $('map-wrap').getBoundingClientRect();
    if (room) {
        const right = room.x + room.width / 2 < wrap.x + wrap.width / 2;
        const bottom = room.y + room.height / 2 < wrap.y + wrap.height / 2;
        box.style.left = right ? 'auto' : '6px';
        box.style.right = right ? '6px' : 'auto';
        box.style.top = bottom ? 'auto' : '6px';
        box.style.bottom = bottom ? '6px' : 'auto';
    }
}

function roomBar() {
    const bar = $('room-bar');
    bar.replaceChildren();
    if (!current || state.room < 0 || !current.floor.rooms[state.room])
        return;
    const json = current.floor.rooms[state.room];
    const text = document.createElement('span');
    text.textContent = arg(tr('WebPage', 'Chosen: room %1, %2'), state.room, tr('RoomType', json.typeName));
    const odds = document.createElement('button');
    odds.type = 'button';
    odds.textContent = tr('WebPage', 'Reward odds of this room');
    odds.addEventListener('click', () => navigate({ panel: 'rewards' }));
    const clear = document.createElement('button');
    clear.type = 'button';
    clear.textContent = tr('WebPage', 'Clear the choice');
    clear.addEventListener('click', () => navigate({ room: -1 }, { replace: true }));
    bar.append(text, odds, clear);
}

function drawFloor() {
    const message = $('map-message');
    const r0 = settingsOf(state, fg);
    current = null;
    if (r0.error)
        return { [`${r0.field}Error`]: r0.field === 'seed' ? r0.error : true };
    const r = fg.generate(r0.settings, { map: true });
    if (r.ok === false) {
        message.textContent = r.error;
        $('map').replaceChildren();
        return {};
    }
    message.textContent = '';
    current = { floor: r.floor, map: r.map };
    const svg = $('map');
    const box = svg.getBoundingClientRect();
    drawMap(svg, r.floor, r.map, {
        ...state.map, tr, theme: themeOf(), selected: state.room,
        legendPlacement: innerWidth <= 760 ? 'below' : 'right',
        // The text never under 12.5 pixels at the scale the map gets in its box.
        // (On a narrow screen the map takes the width and as much height as it needs.)
        fit: { width: box.width, height: innerWidth <= 760 ? Infinity : box.height, minTextPixels: 12.5 },
        onRoomClick: (n) => navigate({ room: state.room === n ? -1 : n }, { replace: true }),
        onRoomHover: showDetails,
    });
    svg.dataset.draws = String(Number(svg.dataset.draws ?? 0) + 1);
    const stage = tr('Stage', r.floor.stageName);
    svg.setAttribute('aria-label', arg(tr('WebPage', 'Floor map: %1'), stage));
    const curses = r.floor.curses.length ? r.floor.curses.map((c) => curseLongName(c, tr)).join(', ') : tr('WebPage', 'none');
    $('summary').textContent = arg(tr('WebPage', '%1 (stage seed %2): rooms: %3, curses: %4'), stage, r.floor.stageSeed,
                                   r.map.rooms.length, curses) + (r.floor.xl ? ', XL' : '');
    if (hovered >= 0 && r.floor.rooms[hovered])
        showDetails(hovered);
    else
        showDetails(-1);
    roomBar();
    const rolled = state.blackCandle ? tr('WebPage', 'no roll (Black Candle)')
        : r.floor.curses.length ? arg(tr('WebPage', 'rolled: %1'), curses) : tr('WebPage', 'rolled: no curse');
    return { rolled };
}

// ---- views and panels ----------------------------------------------------------------------------------

function failed(container, text) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = text;
    container.replaceChildren(p);
}

async function showView() {
    const name = state.view;
    $('map-view').hidden = name !== 'floor';
    $('view').hidden = name === 'floor';
    if (mountedView && mountedView.name !== name) {
        mountedView.instance?.unmount?.();
        mountedView = null;
        $('view').replaceChildren();
    }
    if (name === 'floor')
        return;
    if (!mountedView) {
        mountedView = { name, instance: null };
        try {
            const module = await import(viewModules[name]);
            if (state.view !== name)
                return;
            mountedView.instance = module.mount($('view'), ctx);
        } catch (e) {
            failed($('view'), arg(tr('WebPage', 'This view did not load: %1'), e.message));
            return;
        }
    }
    try {
        mountedView.instance?.update(state);
    } catch (e) {
        failed($('view'), arg(tr('WebPage', 'This view stopped: %1'), e.message));
    }
}

async function showPanel() {
    const name = state.panel;
    const side = $('side');
    side.hidden = !name;
    $('layout').classList.toggle('with-side', !!name);
    for (const b of document.querySelectorAll('#tools [data-panel]'))
        b.setAttribute('aria-pressed', b.dataset.panel === name ? 'true' : 'false');
    if (mountedPanel && mountedPanel.name !== name) {
        mountedPanel.instance?.unmount?.();
        mountedPanel = null;
        $('side-body').replaceChildren();
    }
    if (!name)
        return;
    $('side-title').textContent = panelTitles()[name];
    side.setAttribute('aria-label', panelTitles()[name]);
    if (!mountedPanel) {
        mountedPanel = { name, instance: null };
        try {
            const module = await import(panelModules[name]);
            if (state.panel !== name)
                return;
            mountedPanel.instance = module.mount($('side-body'), ctx);
        } catch (e) {
            failed($('side-body'), arg(tr('WebPage', 'This panel did not load: %1'), e.message));
            return;
        }
    }
    try {
        mountedPanel.instance?.update(state);
    } catch (e) {
        failed($('side-body'), arg(tr('WebPage', 'This panel stopped: %1'), e.message));
    }
}

function togglePanel(name) {
    navigate({ panel: state.panel === name ? '' : name });
}

function stepFloor(delta) {
    const select = $('floor');
    const options = [...select.options];
    const at = options.findIndex((o) => o.value === select.value);
    const next = options[at + delta];
    if (next) {
        const [stage, stageType] = next.value.split(':').map(Number);
        navigate({ stage, stageType, room: -1 });
    }
}

function openPanelOnPhone() {
    if (getComputedStyle($('panel-toggle')).display !== 'none' && !$('panel').classList.contains('open'))
        togglePhonePanel();
}

function togglePhonePanel() {
    const open = $('panel').classList.toggle('open');
    $('panel-toggle').setAttribute('aria-expanded', open ? 'true' : 'false');
}

// The SVG maps the view shows: the floor's, or the view module's (its exportTargets(), else its maps).
function exportTargets() {
    const seed = String(state.seed).replace(/\s+/g, '');
    if (state.view === 'floor')
        return { svgs: [$('map')], name: `floor-${seed}-${state.stage}-${state.stageType}` };
    const own = mountedView?.instance?.exportTargets?.();
    if (own)
        return { name: `${state.view}-${seed}`, ...own };
    return { svgs: [...$('view').querySelectorAll('svg.floor-map')], name: `${state.view}-${seed}` };
}

async function exportShown(kind) {
    const { svgs, name, captions, columns } = exportTargets();
    if (!svgs.length || !svgs[0].getAttribute('viewBox')) {
        $('map-message').textContent = tr('WebPage', 'There is no map to export.');
        return;
    }
    const options = { captions, columns, scale: 2 };
    if (kind === 'png')
        await exportPng(svgs.length === 1 ? svgs[0] : svgs, `${name}.png`, options);
    else
        await exportSvg(svgs.length === 1 ? svgs[0] : svgs, `${name}.svg`, options);
}

// ---- state, URL, rendering -----------------------------------------------------------------------------

// Moves the page to state + patch; the URL follows once the seed is valid.
function navigate(patch, { replace = false } = {}) {
    state = { ...state, ...patch };
    return render({ replace });
}

let lastQuery = '';
let rendering = Promise.resolve();

async function applyLanguage() {
    const wanted = state.lang || chooseLanguage({ lang: '' });
    if (wanted === language() && panel)
        return;
    try {
        if (wanted !== 'en' || panel) // English at the start: the source texts, no catalog to load
            await setLanguage(wanted, fg);
    } catch (e) {
        $('map-message').textContent = arg(tr('WebPage', 'The texts of this language did not load: %1'), e.message);
    }
    $('lang').value = language();
    applyTexts();
}

function render(options) {
    rendering = rendering.then(() => renderNow(options)).catch((e) => {
        $('map-message').textContent = e.message;
    });
    return rendering;
}

async function renderNow({ replace = false, fromHistory = false } = {}) {
    if (!fg)
        return;
    const theme = themeOf();
    document.documentElement.dataset.theme = theme;
    showThemeChoice();
    await applyLanguage();
    for (const b of document.querySelectorAll('#views [data-view]'))
        b.setAttribute('aria-current', b.dataset.view === state.view ? 'page' : 'false');
    for (const b of document.querySelectorAll('#map-tools [data-option]'))
        b.setAttribute('aria-pressed', state.map[b.dataset.option] ? 'true' : 'false');
    const info = { ...drawFloor() };
    Object.assign(info, fg.parseSeed(state.seed).ok ? runInfo(state) : {});
    panel.fill(state, info);
    const valid = !info.seedError && !info.routeError && !info.lockedError;
    if (valid && !fromHistory) {
        const query = stateToQuery({ ...state, seed: fg.seedText(fg.parseSeed(state.seed).seed).text });
        if (query !== lastQuery) {
            if (replace || lastQuery === '')
                history.replaceState(null, '', `${location.pathname}${query}`);
            else
                history.pushState(null, '', `${location.pathname}${query}`);
            lastQuery = query;
        }
    }
    await Promise.all([showView(), showPanel()]);
    document.body.dataset.ready = 'true';
}

// ---- events --------------------------------------------------------------------------------------------

for (const b of document.querySelectorAll('#views [data-view]'))
    b.addEventListener('click', () => navigate({ view: b.dataset.view }));
for (const b of document.querySelectorAll('#tools [data-panel]'))
    b.addEventListener('click', () => togglePanel(b.dataset.panel));
$('side-close').addEventListener('click', () => navigate({ panel: '' }));
$('export-png').addEventListener('click', () => exportShown('png'));
$('export-svg').addEventListener('click', () => exportShown('svg'));
$('lang').addEventListener('change', () => navigate({ lang: $('lang').value }));
for (const b of document.querySelectorAll('#theme-menu [data-theme-choice]'))
    b.addEventListener('click', () => navigate({ theme: b.dataset.themeChoice }, { replace: true }));
attachMenu($('export-button'), $('export-menu'));
attachMenu($('theme-button'), $('theme-menu'));
$('keys-button').addEventListener('click', showKeys);
$('panel-toggle').addEventListener('click', togglePhonePanel);
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (!state.theme)
        render({ replace: true });
});
let resizeTimer = 0;
addEventListener('resize', () => { // the map's scale (its text size) and the legend's place follow the window
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => render({ replace: true }), 150);
});
addEventListener('keydown', (e) => {
    const t = e.target;
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented)
        return;
    if (t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName))) {
        if (e.key === 'Escape' && t.id === 'seed')
            t.blur();
        return;
    }
    if ($('keys-dialog').open)
        return;
    if (e.target === $('map') && ['+', '=', '-', '0'].includes(e.key))
        return; // the map's own keys (map.mjs attachZoom)
    const entry = keys.find(([key, , f]) => f && key === e.key);
    if (entry) {
        e.preventDefault();
        entry[2]();
    }
});
addEventListener('popstate', () => {
    state = parseState(location.search);
    lastQuery = location.search;
    render({ fromHistory: true });
});
attachZoom($('map'));
$('map').addEventListener('pointerleave', () => showDetails(-1));

try {
    const started = performance.now();
    fg = await createFloorgen();
    await render({ replace: true });
    document.body.dataset.firstMapMs = String(Math.round(performance.now() - started));
} catch (e) {
    $('map-message').textContent = arg(tr('WebPage', 'The engine did not load: %1'), e.message);
}
