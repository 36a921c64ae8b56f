// The run view (view=run): every floor of the seed's run in route order, each its own SVG map (drawMap, with
// the rooms' data-type, data-cells and data-number), under its name, boss and curses, as the desktop app's
// run view (app/gui/run/runview.cpp, app/lib/runsheet.cpp). A route picker takes the run through the alternate
// floor of a stage (Repentance's secret exits; runChoice=N in the URL). Clicking a floor (or Enter on it) opens
// it in the floor view.
// The floors come from the engine in one call (fg.runView: web/src/module_views.cpp), the Labyrinth skip as
// the app applies it. Export: the whole run as one SVG or PNG (the page's export, page/export.mjs, through
// exportTargets).

import { arg, element, ensureStyles, mapSvg, plain } from './viewkit.mjs';

const RV = 'floorgen::gui::RunView';
const RS = 'floorgen::gui::RunSheetWidget';
const APP = 'floorgen::app';

export function mount(container, ctx) {
    ensureStyles();
    const { tr } = ctx;
    const stage = (name) => tr('Stage', name);
    const root = element('section', { class: 'run-view', 'aria-label': tr(RV, 'Run') }, container);
    const bar = element('div', { class: 'run-bar' }, root);
    const routeLabel = element('label', { class: 'run-route' }, bar);
    routeLabel.append(`${plain(tr(RV, '&Route:'))} `);
    const routeSelect = element('select', { 'aria-label': plain(tr(RV, '&Route:')).replace(/:$/, '') }, routeLabel);
    // The route is the page's state (state.runChoice, runChoice= in the URL): a choice is a history entry, so
    // back and forward move between the routes looked at.
    routeSelect.addEventListener('change', () => {
        if (ctx.navigate) {
            ctx.navigate({ runChoice: Number(routeSelect.value) });
            return;
        }
        choice = Number(routeSelect.value);
        render();
    });
    const title = element('h2', { class: 'run-title' }, root);
    const subtitle = element('p', { class: 'run-subtitle' }, root);
    const notes = element('ul', { class: 'run-notes' }, root);
    const message = element('p', { class: 'run-message', role: 'status' }, root);
    const sheet = element('ol', { class: 'run-floors' }, root);

    let choice = 0;
    let lastKey = '';
    let state = null;
    let result = null;

    function fillRoutes(choices, ruleset) {
        routeSelect.replaceChildren();
        element('option', { value: 0, text: tr(RV, 'Main path') }, routeSelect);
        for (const c of choices) {
            const text = c.toName
                ? arg(tr(RV, 'Through %1 to %2'), stage(c.name), stage(c.toName))
                : arg(tr(RV, 'Through %1 (instead of %2)'), stage(c.name), stage(c.replacedName));
            element('option', { value: c.choice, text }, routeSelect);
        }
        routeSelect.disabled = choices.length === 0;
        routeSelect.title = choices.length ? tr(RV, "The main path, or the run through the alternate floor of a stage (Repentance's secret exits)")
                                           : tr(RV, "The alternate path (Downpour, Mines, Mausoleum, Corpse) is Repentance's");
        if (!choices.some((c) => c.choice === choice))
            choice = 0;
        routeSelect.value = String(choice);
        void ruleset;
    }

    function open(floor) {
        ctx.navigate({ view: 'floor', stage: floor.stage, stageType: floor.stageType });
    }

    function render() {
        const r0 = ctx.settingsOf(state);
        sheet.replaceChildren();
        notes.replaceChildren();
        message.textContent = '';
        if (r0.error) {
            message.textContent = r0.error;
            title.textContent = subtitle.textContent = '';
            return;
        }
        const settings = { ...r0.settings };
        delete settings.stage;
        delete settings.stageType;
        delete settings.route;
        if (settings.ruleset === 'original-2011') {
            message.textContent = tr(RV, "The original game's generator (2011) builds one floor at a time here: it has no runs, no stage seeds and no route. Choose the Afterbirth+ or Repentance+ rules to see every floor of a run.");
            title.textContent = subtitle.textContent = '';
            fillRoutes([], settings.ruleset);
            return;
        }
        const key = JSON.stringify([settings, choice]);
        if (key !== lastKey) {
            const started = performance.now();
            result = ctx.fg.runView(settings, { choice });
            lastKey = key;
            root.dataset.generateMs = String(performance.now() - started);
        }
        const r = result;
        if (r.ok === false && !r.route) {
            message.textContent = r.error;
            return;
        }
        fillRoutes(r.choices ?? [], settings.ruleset);
        const seed = ctx.fg.seedText(ctx.fg.parseSeed(state.seed).seed);
        title.textContent = arg(tr(APP, 'The floors of seed %1'), seed.ok ? seed.text : state.seed);
        // The rule set and hard mode (runSheetSubtitle).
        let rules = tr('RuleSet', settings.ruleset === 'repentance' ? 'Repentance' : 'Afterbirth+');
        if (settings.hard)
            rules = arg(tr(APP, '%1, hard'), rules);
        subtitle.textContent = rules;
        for (const k of r.skipped ?? [])
            element('li', {
                text: k.xl ? arg(tr(RV, '%1 skipped: %2 was XL (Curse of the Labyrinth)'), stage(k.name), stage(k.afterName))
                           : arg(tr(RV, '%1 skipped'), stage(k.name)),
            }, notes);
        if (r.ok === false)
            element('li', {
                text: arg(tr(RV, 'The run stops at %1: %2'), r.failedName ? stage(r.failedName) : tr(RV, 'the first floor'),
                          tr('CoreMessage', r.error)),
            }, notes);
        const shown = state.stage;
        // One scale for every floor (the app's RunSheetRenderer::cellWindow): each map shows as many cells as
        // the largest floor, around its own rooms.
        const extents = r.floors.map((one) => {
            let x0 = 13, y0 = 13, x1 = 0, y1 = 0;
            for (const room of one.map.rooms)
                for (const c of room.cells) {
                    x0 = Math.min(x0, c % 13); y0 = Math.min(y0, Math.floor(c / 13));
                    x1 = Math.max(x1, c % 13 + 1); y1 = Math.max(y1, Math.floor(c / 13) + 1);
                }
            return x0 < x1 ? [x0, y0, x1, y1] : [0, 0, 13, 13];
        });
        const width = Math.max(1, ...extents.map(([x0, , x1]) => x1 - x0));
        const height = Math.max(1, ...extents.map(([, y0, , y1]) => y1 - y0));
        r.floors.forEach((one, i) => {
            const f = one.floor;
            const li = element('li', { class: 'run-floor', 'data-stage': f.stage, 'data-stage-type': f.stageType,
                                       'data-index': i, tabindex: 0, role: 'link' }, sheet);
            if (f.stage === shown && f.stageType === state.stageType)
                li.classList.add('current');
            const name = stage(one.name);
            element('h3', { text: name }, li);
            const bosses = f.rooms.filter((room) => room.bossName).map((room) => tr('Boss', room.bossName));
            if (bosses.length)
                element('p', { class: 'run-boss', text: arg(tr(RS, 'Boss: %1'), bosses.join(' + ')) }, li);
            if (one.curseNames.length)
                element('p', { class: 'run-curse', text: one.curseNames.map((c) => tr('Curse', c)).join(', ') }, li);
            const svg = mapSvg('run-map', name, li);
            const [x0, y0, x1, y1] = extents[i];
            const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
            // No legend, boss names or provenance badges on the small maps: the labels say it (runsheet.cpp).
            ctx.drawMap(svg, f, one.map, { legend: false, bossNames: false, marks: false,
                                           cellWindow: [cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2] });
            li.title = tr(RS, 'Click to open this floor in the full map');
            li.addEventListener('click', () => open(f));
            li.addEventListener('keydown', (e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    open(f);
                }
            });
        });
        root.dataset.floors = String(r.floors.length);
    }

    return {
        update(s) {
            state = s;
            choice = Number.isInteger(s.runChoice) ? s.runChoice : 0;
            render();
            document.body.dataset.runDrawnMs = String(performance.now());
        },
        // What the page's export (app.mjs) writes: every floor's map under its name, five a row (the app's
        // RunSheetRenderer::preferredColumns: one row up to 5 floors, else two rows).
        exportTargets() {
            const svgs = [...sheet.querySelectorAll('svg.run-map')];
            const captions = [...sheet.querySelectorAll('.run-floor h3')].map((h) => h.textContent);
            return { svgs, captions, columns: svgs.length <= 5 ? svgs.length : Math.ceil(svgs.length / 2) };
        },
        unmount() {
            root.remove();
        },
    };
}
