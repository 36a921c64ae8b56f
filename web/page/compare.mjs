// Compare (view=compare, compare=SETTING): the floor beside the same floor with one setting flipped, as the
// desktop app's compare mode (app/lib/floorcompare.cpp; its --compare keys: an item key, hard, ruleset,
// black-candle, stage-type, curse:KEY, seed:SEED). The rooms without an identical room on the other side are
// outlined, and the summary sentence says what changed. Both floors, the differing rooms, the names and the
// sentence come from the engine (fg.compareView: floorgen/floorcompare.h through web/src/module_views.cpp).

import { arg, element, ensureStyles, mapSvg } from './viewkit.mjs';

const MW = 'floorgen::gui::MainWindow';
const APP = 'floorgen::app';

export const defaultCompareKey = 'luna'; // the app's (MainWindow::m_compareKey)

export function mount(container, ctx) {
    ensureStyles();
    const { tr } = ctx;
    const root = element('section', { class: 'compare-view' }, container);
    const bar = element('div', { class: 'compare-bar' }, root);
    const label = element('label', {}, bar);
    label.append(`${tr(MW, 'Compare with:')} `);
    const select = element('select', { 'aria-label': tr(MW, 'Compare with:').replace(/:\s*$/, '') }, label);
    select.addEventListener('change', () => ctx.navigate({ compare: select.value }));
    const summary = element('p', { class: 'compare-summary', role: 'status' }, root);
    const sides = element('div', { class: 'compare-sides' }, root);
    const side = (name) => {
        const figure = element('figure', { class: `compare-side compare-${name}` }, sides);
        const caption = element('figcaption', {}, figure);
        const svg = mapSvg('compare-map', '', figure);
        const message = element('p', { class: 'compare-message' }, figure);
        return { figure, caption, svg, message };
    };
    const a = side('a');
    const b = side('b');
    let keysShown = '';

    function fillKeys(keys, current) {
        const k = JSON.stringify(keys.map((x) => x.key)) + current;
        if (k === keysShown)
            return;
        keysShown = k;
        select.replaceChildren();
        for (const key of keys)
            element('option', { value: key.key, text: key.name }, select);
        if (current.startsWith('seed:'))
            element('option', { value: current, text: arg(tr(APP, 'Seed %1'), current.slice(5).toUpperCase()) }, select);
        select.value = current;
    }

    // The cells of a map's rooms, [x0, y0, x1, y1), or null.
    function extent(map) {
        let x0 = 13, y0 = 13, x1 = 0, y1 = 0;
        for (const room of map.rooms)
            for (const c of room.cells) {
                x0 = Math.min(x0, c % 13); y0 = Math.min(y0, Math.floor(c / 13));
                x1 = Math.max(x1, c % 13 + 1); y1 = Math.max(y1, Math.floor(c / 13) + 1);
            }
        return x0 < x1 ? [x0, y0, x1, y1] : null;
    }

    function draw(s, floorOf, differing, cellWindow) {
        s.message.textContent = '';
        if (floorOf.error) {
            s.svg.replaceChildren();
            s.caption.textContent = '';
            s.message.textContent = floorOf.error;
            return;
        }
        ctx.drawMap(s.svg, floorOf.floor, floorOf.map, { legend: false, cellWindow });
        for (const n of differing) {
            const g = s.svg.querySelector(`g.room[data-number="${n}"]`);
            if (g)
                g.classList.add('differs');
        }
        s.svg.dataset.differing = differing.join(',');
    }

    return {
        update(state) {
            const key = state.compare || defaultCompareKey;
            const r0 = ctx.settingsOf(state);
            if (r0.error) {
                summary.textContent = r0.error;
                return;
            }
            const r = ctx.fg.compareView(r0.settings, key);
            fillKeys(r.keys ?? [], key);
            if (r.ok === false) {
                summary.textContent = r.error;
                a.svg.replaceChildren();
                b.svg.replaceChildren();
                return;
            }
            // Both sides in one frame (the app's stableWindow), so that a room that moves is seen to move;
            // original-2011 beside another rule set: each side its own grid.
            const ea = extent(r.a.map), eb = r.b.map ? extent(r.b.map) : null;
            const sameGrid = !r.b.floor || (r.a.floor.ruleset === 'original-2011') === (r.b.floor.ruleset === 'original-2011');
            const both = ea && eb && sameGrid ? [Math.min(ea[0], eb[0]), Math.min(ea[1], eb[1]), Math.max(ea[2], eb[2]),
                                                 Math.max(ea[3], eb[3])] : null;
            draw(a, r.a, r.differingA, both);
            draw(b, r.b, r.differingB, both);
            // Each side's setting as the app names it, and the app's sentence (the engine's texts).
            a.caption.textContent = r.a.who;
            b.caption.textContent = r.b.who;
            summary.textContent = r.summary;
            root.dataset.otherLayout = String(!!r.otherLayout);
        },
        unmount() {
            root.remove();
        },
    };
}
