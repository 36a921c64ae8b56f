// Compare (view=compare, compare=SETTING): the floor beside the same floor with one setting flipped, as the
// desktop app's compare mode (app/lib/floorcompare.cpp; its --compare keys: an item key, hard, ruleset,
// black-candle, stage-type, curse:KEY, seed:SEED). The rooms without an identical room on the other side are
// outlined; the summary sentence comes from the engine's texts where the module has it. Both floors and the
// differing rooms come from the engine (fg.compare: web/src/module_views.cpp).

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
            element('option', { value: key.key, text: tr(key.context, key.name) }, select);
        if (current.startsWith('seed:'))
            element('option', { value: current, text: arg(tr(APP, 'Seed %1'), current.slice(5).toUpperCase()) }, select);
        select.value = current;
    }

    // The side's caption (the app's compareSideWho): for a setting that is on or off, whether this side has it
    // (`on`); else the floor's name and rule set.
    function who(keys, key, on, floor) {
        const entry = keys.find((x) => x.key === key);
        const name = entry ? tr(entry.context, entry.name) : key;
        if (entry && entry.context === 'Item')
            return on ? name : arg(tr(APP, 'Without %1'), name);
        if (key === 'hard')
            return on ? tr(APP, 'Hard mode') : tr(APP, 'Normal mode');
        if (key === 'black-candle')
            return on ? tr(APP, 'Black Candle') : tr(APP, 'Without Black Candle');
        return `${tr('Stage', floor.stageName)} \u00b7 ${tr('RuleSet', floor.ruleset === 'repentance' ? 'Repentance' : 'Afterbirth+')}`;
    }

    // Whether the settings have the setting `key` on (items, hard, Black Candle).
    function isOn(settings, key) {
        if (key === 'hard')
            return !!settings.hard;
        if (key === 'black-candle')
            return !!settings.blackCandle || (settings.items ?? []).includes('black-candle');
        return (settings.items ?? []).includes(key);
    }

    function draw(s, floorOf, differing) {
        s.message.textContent = '';
        if (floorOf.error) {
            s.svg.replaceChildren();
            s.caption.textContent = '';
            s.message.textContent = floorOf.error;
            return;
        }
        ctx.drawMap(s.svg, floorOf.floor, floorOf.map, { tr, legend: false });
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
            const r = ctx.fg.compare(r0.settings, key);
            fillKeys(r.keys ?? [], key);
            if (r.ok === false) {
                summary.textContent = r.error;
                a.svg.replaceChildren();
                b.svg.replaceChildren();
                return;
            }
            draw(a, r.a, r.differingA);
            draw(b, r.b, r.differingB);
            const on = isOn(r0.settings, key);
            a.caption.textContent = who(r.keys, key, on, r.a.floor);
            b.caption.textContent = r.b.floor ? who(r.keys, key, !on, r.b.floor) : '';
            // The sentence of the app's compare mode, from the engine where the module has it.
            const sentence = typeof ctx.fg.compareSummary === 'function' ? ctx.fg.compareSummary(r0.settings, key) : null;
            summary.textContent = sentence && sentence.ok !== false ? sentence.text : '';
            root.dataset.otherLayout = String(!!r.otherLayout);
        },
        unmount() {
            root.remove();
        },
    };
}
