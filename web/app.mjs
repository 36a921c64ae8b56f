// The first page (web/index.html): settings from the URL and the form, the floor from the module, drawn as SVG
// from the engine's own map geometry (floorgen/mapgeometry.h: outlines, doors, icons). Each room is an element
// with data-type (the floor JSON's type) and data-cells (its grid indices, ascending).

import { createFloorgen } from './floorgen.mjs';

const svgNs = 'http://www.w3.org/2000/svg';
const gridSize = 13;
const $ = (id) => document.getElementById(id);
const form = { seed: $('seed'), stage: $('stage'), stageType: $('stageType'), ruleset: $('ruleset'), hard: $('hard') };
let extra = { items: [], curses: [] }; // from the URL only: item=..., curse=a,b

function fromUrl() {
    const q = new URLSearchParams(location.search);
    form.seed.value = q.get('seed') ?? 'B91Y 9THH';
    form.stage.value = q.get('stage') ?? '1';
    form.stageType.value = q.get('stageType') ?? '0';
    form.ruleset.value = q.get('ruleset') ?? 'repentance';
    form.hard.checked = q.get('hard') === '1' || q.get('hard') === 'true';
    extra = {
        items: q.getAll('item').filter((s) => s !== ''),
        curses: q.getAll('curse').flatMap((s) => s.split(',')).filter((s) => s !== ''),
    };
}

function toUrl(seedText) {
    const q = new URLSearchParams();
    q.set('seed', seedText.replace(/\s+/g, ''));
    q.set('stage', form.stage.value);
    q.set('stageType', form.stageType.value);
    q.set('ruleset', form.ruleset.value);
    if (form.hard.checked)
        q.set('hard', '1');
    for (const item of extra.items)
        q.append('item', item);
    if (extra.curses.length)
        q.set('curse', extra.curses.join(','));
    history.replaceState(null, '', `${location.pathname}?${q.toString().replace(/%2C/g, ',')}`);
}

function element(name, attributes = {}, parent = null) {
    const e = document.createElementNS(svgNs, name);
    for (const [k, v] of Object.entries(attributes))
        e.setAttribute(k, String(v));
    if (parent)
        parent.appendChild(e);
    return e;
}

function draw(floor, map) {
    const svg = $('map');
    svg.replaceChildren();
    // The rooms' extent, one cell of margin around it.
    let x0 = gridSize, y0 = gridSize, x1 = 0, y1 = 0;
    for (const r of map.rooms)
        for (const c of r.cells) {
            x0 = Math.min(x0, c % gridSize);
            y0 = Math.min(y0, Math.floor(c / gridSize));
            x1 = Math.max(x1, c % gridSize + 1);
            y1 = Math.max(y1, Math.floor(c / gridSize) + 1);
        }
    if (x0 >= x1) {
        x0 = 0; y0 = 0; x1 = gridSize; y1 = gridSize;
    }
    const margin = 0.5;
    svg.setAttribute('viewBox', `${x0 - margin} ${y0 - margin} ${x1 - x0 + 2 * margin} ${y1 - y0 + 2 * margin}`);
    const doors = element('g', { class: 'doors' }, svg);
    const along = 0.24, across = 2 * map.inset + 0.06;
    for (const d of map.doors) {
        const w = d.acrossX ? across : along, h = d.acrossX ? along : across;
        element('rect', { class: d.hidden ? 'door hidden' : 'door', x: d.x - w / 2, y: d.y - h / 2, width: w, height: h },
                doors);
    }
    const rooms = element('g', { class: 'rooms' }, svg);
    for (const r of map.rooms) {
        const json = floor.rooms[r.number];
        const classes = ['room'];
        if (r.hidden)
            classes.push('hidden');
        if (r.iconName === 'start')
            classes.push('start');
        const g = element('g', {
            class: classes.join(' '),
            'data-type': json.type,
            'data-cells': r.cells.join(','),
            'data-number': r.number,
        }, rooms);
        element('title', {}, g).textContent = json.typeName + (json.bossName ? `: ${json.bossName}` : '');
        element('polygon', { points: r.outline.map(([x, y]) => `${x},${y}`).join(' ') }, g);
        if (r.iconName) {
            const size = r.thin ? 0.42 : 0.6;
            element('image', { href: `icons/${r.iconName}.svg`, x: r.icon[0] - size / 2, y: r.icon[1] - size / 2,
                               width: size, height: size }, g);
        }
        if (r.deadEndRank > 0) {
            const cx = r.outline[0][0] + 0.16, cy = r.outline[0][1] + 0.16;
            element('circle', { class: 'rank-badge', cx, cy, r: 0.14 }, g);
            const t = element('text', { class: 'rank', x: cx, y: cy + 0.105, 'text-anchor': 'middle' }, g);
            t.textContent = String(r.deadEndRank);
        }
    }
    const curses = floor.curses.length ? floor.curses.join(', ') : 'none';
    $('summary').textContent = `${floor.stageName} (stage seed ${floor.stageSeed}): ${floor.rooms.length} rooms, ` +
        `curses: ${curses}${floor.xl ? ', XL' : ''}`;
}

let fg = null;
let shown = '';

function update() {
    if (!fg)
        return;
    const message = $('message');
    const parsed = fg.parseSeed(form.seed.value);
    form.seed.setAttribute('aria-invalid', parsed.ok ? 'false' : 'true');
    if (!parsed.ok) {
        message.textContent = `Seed: ${parsed.error}`;
        return;
    }
    const settings = {
        ruleset: form.ruleset.value,
        runSeed: parsed.seed,
        stage: Number(form.stage.value),
        stageType: Number(form.stageType.value),
    };
    if (form.hard.checked)
        settings.hard = true;
    if (extra.items.length)
        settings.items = extra.items;
    if (extra.curses.length)
        settings.curse = extra.curses;
    const key = JSON.stringify(settings);
    if (key === shown)
        return;
    const r = fg.generate(settings, { map: true });
    if (r.ok === false) {
        message.textContent = r.error;
        return;
    }
    message.textContent = '';
    shown = key;
    draw(r.floor, r.map);
    toUrl(fg.seedText(parsed.seed).text);
    document.body.dataset.ready = 'true';
}

fromUrl();
for (const input of Object.values(form))
    input.addEventListener('input', update);
try {
    const started = performance.now();
    fg = await createFloorgen();
    update();
    document.body.dataset.firstMapMs = String(Math.round(performance.now() - started));
} catch (e) {
    $('message').textContent = `The engine did not load: ${e.message}`;
}
