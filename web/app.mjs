// The page (web/index.html): the state from the URL (page/state.mjs), the settings form, and the view the
// state names. The floor view draws the map here (page/map.mjs); the other views and panels are modules of
// web/page/ that export mount(container, ctx) -> {update(state), unmount()} (web/README.md "The page").
// navigate() changes the state and the URL (a new history entry unless {replace: true}); back and forward
// come back through popstate.

import { createFloorgen } from './floorgen.mjs';
import { drawMap } from './page/map.mjs';
import { parseState, settingsOf, stateToQuery } from './page/state.mjs';

const $ = (id) => document.getElementById(id);
const form = { seed: $('seed'), stage: $('stage'), stageType: $('stageType'), ruleset: $('ruleset'), hard: $('hard') };
// The views other than the floor's: the module of each, loaded when first shown.
const viewModules = { step: './page/step.mjs', compare: './page/compare.mjs', run: './page/run.mjs' };

let fg = null;
let state = parseState(location.search);
let mounted = null; // {name, instance} of the view shown in #view

const ctx = {
    get fg() {
        return fg;
    },
    tr: (context, source) => source,
    drawMap,
    settingsOf: (s) => settingsOf(s, fg),
    navigate,
    getState: () => state,
};

function toForm() {
    form.seed.value = state.seed;
    form.stage.value = String(state.stage);
    form.stageType.value = String(state.stageType);
    form.ruleset.value = state.ruleset;
    form.hard.checked = state.hard;
}

function fromForm() {
    return {
        seed: form.seed.value,
        stage: Number(form.stage.value),
        stageType: Number(form.stageType.value),
        ruleset: form.ruleset.value,
        hard: form.hard.checked,
    };
}

// Moves the page to state + patch; the URL follows once the seed is valid.
function navigate(patch, { replace = false } = {}) {
    state = { ...state, ...patch };
    render({ replace });
}

function drawFloor() {
    const message = $('message');
    const r0 = settingsOf(state, fg);
    form.seed.setAttribute('aria-invalid', r0.error ? 'true' : 'false');
    if (r0.error) {
        message.textContent = `Seed: ${r0.error}`;
        return false;
    }
    const r = fg.generate(r0.settings, { map: true });
    if (r.ok === false) {
        message.textContent = r.error;
        return false;
    }
    message.textContent = '';
    drawMap($('map'), r.floor, r.map);
    const curses = r.floor.curses.length ? r.floor.curses.join(', ') : 'none';
    $('summary').textContent = `${r.floor.stageName} (stage seed ${r.floor.stageSeed}): ${r.floor.rooms.length} ` +
        `rooms, curses: ${curses}${r.floor.xl ? ', XL' : ''}`;
    return true;
}

async function showView() {
    const name = state.view;
    $('map-view').hidden = name !== 'floor';
    $('view').hidden = name === 'floor';
    if (mounted && mounted.name !== name) {
        mounted.instance.unmount();
        mounted = null;
        $('view').replaceChildren();
    }
    if (name === 'floor')
        return;
    if (!mounted) {
        try {
            const module = await import(viewModules[name]);
            mounted = { name, instance: module.mount($('view'), ctx) };
        } catch (e) {
            $('message').textContent = `This view did not load: ${e.message}`;
            return;
        }
    }
    mounted.instance.update(state);
}

let lastQuery = '';

async function render({ replace = false, fromHistory = false } = {}) {
    if (!fg)
        return;
    for (const b of document.querySelectorAll('#views [data-view]'))
        b.setAttribute('aria-current', b.dataset.view === state.view ? 'page' : 'false');
    const ok = drawFloor();
    if (ok && !fromHistory) {
        const query = stateToQuery({ ...state, seed: fg.seedText(fg.parseSeed(state.seed).seed).text });
        if (query !== lastQuery) {
            if (replace || lastQuery === '')
                history.replaceState(null, '', `${location.pathname}${query}`);
            else
                history.pushState(null, '', `${location.pathname}${query}`);
            lastQuery = query;
        }
    }
    await showView();
    document.body.dataset.ready = 'true';
}

toForm();
for (const input of Object.values(form))
    input.addEventListener('input', () => navigate(fromForm(), { replace: true }));
for (const b of document.querySelectorAll('#views [data-view]'))
    b.addEventListener('click', () => navigate({ view: b.dataset.view }));
addEventListener('popstate', () => {
    state = parseState(location.search);
    lastQuery = location.search;
    toForm();
    render({ fromHistory: true });
});
try {
    const started = performance.now();
    fg = await createFloorgen();
    await render({ replace: true });
    document.body.dataset.firstMapMs = String(Math.round(performance.now() - started));
} catch (e) {
    $('message').textContent = `The engine did not load: ${e.message}`;
}
