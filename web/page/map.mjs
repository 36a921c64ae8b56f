// A floor's map as SVG, drawn from the engine's own geometry (floorgen/mapgeometry.h through the module's
// `map`: outlines, doors, icons; the code the desktop app's renderer draws with) and the floor JSON, with what
// the app's renderer (app/lib/floorrenderer.cpp) marks: hidden rooms (dashed) and the red room to an ultra
// secret room (dotted), dead-end ranks, the distance heat map, room numbers, boss names, provenance badges and
// notes, and a legend. Each room is a <g class="room"> with data-type (the floor JSON's type), data-cells (its
// grid indices, ascending) and data-number, and an aria-label ("Shop, 2 doors"); every view that shows a floor
// draws it with drawMap. attachZoom adds zoom and pan (wheel, drag, keys) to such an SVG.

const svgNs = 'http://www.w3.org/2000/svg';
export const gridSize = 13;

export function svgElement(name, attributes = {}, parent = null) {
    const e = document.createElementNS(svgNs, name);
    for (const [k, v] of Object.entries(attributes))
        e.setAttribute(k, String(v));
    if (parent)
        parent.appendChild(e);
    return e;
}

// An icon of `size` cells at (x, y). (Chromium leaves out an <image> a few tenths of a user unit wide, so the
// icon is drawn 100 units wide and scaled.)
function icon(parent, name, x, y, size) {
    return svgElement('image', { href: `icons/${name}.svg`, x: 0, y: 0, width: 100, height: 100,
                                 transform: `translate(${x} ${y}) scale(${size / 100})` }, parent);
}

// The app's palettes (floorrenderer.cpp paletteOf).
export const palettes = {
    light: { background: '#f6f3ec', roomFill: '#ddd4c2', roomOutline: '#3b332b', startFill: '#c4dbf0',
             bossFill: '#f0c2bd', specialFill: '#f1e0aa', hiddenFill: '#b9b2a6', hiddenOutline: '#5b544c',
             redRoom: '#c82a2a', door: '#3b332b', text: '#221d18', halo: 'rgba(246,243,236,0.84)',
             accent: '#1f6fd1', deadEndBadge: '#3b332b', deadEndText: '#f6f3ec', provenance: '#6a3d9a' },
    dark: { background: '#1f2125', roomFill: '#3d424a', roomOutline: '#c9cdd3', startFill: '#2f4b6b',
            bossFill: '#5c2a2d', specialFill: '#4d4530', hiddenFill: '#26282d', hiddenOutline: '#9da3ad',
            redRoom: '#e05555', door: '#c9cdd3', text: '#e8eaed', halo: 'rgba(31,33,37,0.82)', accent: '#4da3ff',
            deadEndBadge: '#e8eaed', deadEndText: '#1f2125', provenance: '#b38be6' },
};

// The heat map's colour for t in [0, 1] (floorrenderer.cpp heatColour): blue (near) to red (far).
export function heatColour(t, theme) {
    t = Math.min(1, Math.max(0, t));
    const h = (1 - t) * 210, s = theme === 'dark' ? 0.55 : 0.38, v = theme === 'dark' ? 0.55 : 0.97;
    const f = (n) => {
        const k = (n + h / 60) % 6;
        return Math.round(255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1))));
    };
    return `rgb(${f(5)},${f(3)},${f(1)})`;
}

// The theme the page shows: its data-theme, else the system's.
export function currentTheme() {
    if (typeof document === 'object') {
        const t = document.documentElement.dataset.theme;
        if (t === 'light' || t === 'dark')
            return t;
    }
    return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const plainTr = (context, source, n) => (n === undefined ? source : source.replaceAll('%n', String(n)));
// The singular of a count in the page's language (French: 0 and 1), for texts with a form each.
const singular = (n) => (n === 1 || (n === 0 && typeof document === 'object' && document.documentElement.lang === 'fr'));
const arg = (text, ...values) => String(text).replace(/%(\d)/g, (m, d) => (d >= 1 && d <= values.length ? String(values[d - 1]) : m));

// Where the rule that placed a room stands (floorrenderer.cpp provenanceMarkOf): the room's provenance in the
// floor JSON (rooms other than normal ones), else the rule set's engine.
const markOfName = {
    'verified engine': 'verified', 'wiki rule': 'wiki', approximation: 'approximation',
    "Repentance+ engine (from the game's code, unchecked)": 'unchecked',
    "Afterbirth+ engine (from the game's code, unchecked)": 'unchecked',
    "the article's rule (original 2011)": 'article',
};
const markOrder = ['verified', 'unchecked', 'wiki', 'approximation', 'article'];
const markGlyph = { verified: '\u2713', unchecked: '?', wiki: 'W', approximation: '\u2248', article: 'A' };

function markText(mark, tr) {
    switch (mark) {
    case 'verified': return tr('FloorRenderer', 'verified against the game');
    case 'unchecked': return tr('FloorRenderer', "from the game's code, unchecked");
    case 'wiki': return tr('FloorRenderer', 'wiki rule, unchecked');
    case 'approximation': return tr('FloorRenderer', 'approximation');
    default: return tr('FloorRenderer', "the article's rule (original 2011)");
    }
}

export function roomMark(floor, json) {
    const approxBosses = (floor.approximations ?? []).some((a) => a === 'boss pool contents' ||
                                                                   a === 'boss pools from stage seed');
    if (json.type === 5 && approxBosses)
        return 'approximation';
    const engine = floor.provenance ?? (floor.ruleset === 'original-2011' ? "the article's rule (original 2011)"
                                                                          : 'verified engine');
    return markOfName[json.provenance ?? engine] ?? 'verified';
}

// The room's name as the app says it: its type (a grave room, a boss challenge), in the page's language.
export function roomTypeText(json, tr = plainTr) {
    if (json.number === 0 && json.type === 1)
        return tr('FloorRenderer', 'Start room');
    if (json.grave)
        return tr('FloorRenderer', 'Grave room');
    if (json.type === 11 && json.bossChallenge)
        return tr('FloorRenderer', 'Boss challenge');
    return tr('RoomType', json.typeName);
}

// The room number of each grid cell the map's rooms cover.
function roomOfCell(map) {
    if (!map.__roomOfCell) {
        const m = new Map();
        for (const r of map.rooms)
            for (const c of r.cells)
                m.set(c, r.number);
        Object.defineProperty(map, '__roomOfCell', { value: m, enumerable: false });
    }
    return map.__roomOfCell;
}

// The doors of a room (the map's doors join two cells).
export function doorCount(map, number) {
    const of = roomOfCell(map);
    return map.doors.filter((d) => of.get(d.from) === number || of.get(d.to) === number).length;
}

// The text alternative of a room ("Shop, 2 doors"; "Boss Room: Peep, 1 door, dead end 1").
export function roomDescription(floor, map, number, tr = plainTr) {
    const json = floor.rooms[number];
    const r = map.rooms.find((m) => m.number === number);
    const doors = doorCount(map, number);
    let text = roomTypeText(json, tr);
    if (json.bossName)
        text = arg(tr('WebPage', '%1: %2'), text, tr('Boss', json.bossName));
    text = singular(doors) ? arg(tr('WebPage', '%1, %2 door'), text, doors) : arg(tr('WebPage', '%1, %2 doors'), text, doors);
    if (r?.hidden)
        text = arg(tr('WebPage', '%1, hidden'), text);
    if (r?.deadEndRank > 0)
        text = arg(tr('WebPage', '%1, dead end %2'), text, r.deadEndRank);
    return text;
}

// The room's details for the hover box: [label, value] rows.
export function roomDetails(floor, map, number, tr = plainTr) {
    const json = floor.rooms[number];
    const r = map.rooms.find((m) => m.number === number);
    const rows = [[tr('WebPage', 'Room'), `${number} · ${roomTypeText(json, tr)}`]];
    if (json.bossName)
        rows.push([tr('WebPage', 'Boss'), tr('Boss', json.bossName)]);
    rows.push([tr('WebPage', 'Shape'), json.shapeName]);
    rows.push([tr('WebPage', 'Cells'), r ? r.cells.map((c) => `(${c % gridSize}, ${Math.floor(c / gridSize)})`).join(' ') : '']);
    rows.push([tr('WebPage', 'Distance from the start'), String(json.distance)]);
    rows.push([tr('WebPage', 'Doors'), String(doorCount(map, number))]);
    if (r?.deadEndRank > 0)
        rows.push([tr('WebPage', 'Dead end'), String(r.deadEndRank)]);
    if (json.sin)
        rows.push([tr('WebPage', 'Sin'), json.superSin ? `${json.sin} (super)` : json.sin]);
    if (json.layout && json.layout.variant !== undefined)
        rows.push([tr('WebPage', 'Layout'), `${json.layout.file}.${json.layout.variant}${json.layout.name ? ` ${json.layout.name}` : ''}`]);
    rows.push([tr('WebPage', 'Rule'), markText(roomMark(floor, json), tr)]);
    return rows;
}

// An estimate of a text's width in cells at `size` cells (system-ui: about 0.56 em a character).
const textWidth = (text, size) => String(text).length * size * 0.56;

function ellipsize(text, size, width) {
    if (textWidth(text, size) <= width)
        return text;
    const n = Math.max(1, Math.floor(width / (size * 0.56)) - 1);
    return `${text.slice(0, n)}\u2026`;
}

function cellXY(c) {
    return [c % gridSize, Math.floor(c / gridSize)];
}

// The legend's entries for a floor (floorrenderer.cpp legendEntries): {icon | sample, text}.
export function legendEntries(floor, map, options, tr = plainTr) {
    const out = [];
    const seen = new Set();
    let hidden = false, red = false;
    for (const r of map.rooms) {
        const json = floor.rooms[r.number];
        if (r.hidden) {
            if (!options.hidden)
                continue;
            hidden = true;
            red = red || (json.redRoomCell ?? -1) >= 0;
        }
        if (!r.iconName || seen.has(r.iconName))
            continue;
        seen.add(r.iconName);
        out.push({ icon: r.iconName, text: roomTypeText(json, tr) });
    }
    if (hidden)
        out.push({ sample: 'hidden', text: tr('FloorRenderer', 'Hidden room') });
    if (red)
        out.push({ sample: 'red', text: tr('FloorRenderer', 'Red room (to ultra secret)') });
    if (options.deadEnds && map.rooms.some((r) => r.deadEndRank > 0))
        out.push({ sample: 'deadEnd', text: tr('FloorRenderer', 'Dead end (1 = farthest)') });
    for (const m of badgeMarks(floor, map, options)) {
        const t = markText(m, tr);
        out.push({ sample: 'mark', mark: m, text: t.charAt(0).toUpperCase() + t.slice(1) });
    }
    return out;
}

// The floor's mark (more than half of the rooms shown) and the rooms that get a badge (floorProvenanceMark,
// provenanceBadgeRooms).
function floorMark(floor, map, options) {
    const shown = map.rooms.filter((r) => options.hidden || !r.hidden);
    const count = {};
    for (const r of shown) {
        const m = roomMark(floor, floor.rooms[r.number]);
        count[m] = (count[m] ?? 0) + 1;
    }
    for (const m of markOrder.slice(1))
        if ((count[m] ?? 0) * 2 > shown.length)
            return m;
    return 'verified';
}

function badgeRooms(floor, map, options) {
    if (!options.marks)
        return new Set();
    const fm = floorMark(floor, map, options);
    return new Set(map.rooms.filter((r) => (options.hidden || !r.hidden) &&
                                           roomMark(floor, floor.rooms[r.number]) !== fm).map((r) => r.number));
}

function badgeMarks(floor, map, options) {
    const marks = new Set([...badgeRooms(floor, map, options)].map((n) => roomMark(floor, floor.rooms[n])));
    return markOrder.filter((m) => marks.has(m));
}

// The notes under the map (floorrenderer.cpp provenanceNotes).
export function mapNotes(floor, map, options, tr = plainTr) {
    const notes = [];
    if (floor.ruleset === 'original-2011')
        notes.push(tr('FloorRenderer', "The original's algorithm as the article describes it; our random numbers, not the original game's"));
    if (options.marks) {
        const fm = floorMark(floor, map, options);
        if (fm !== 'verified')
            notes.push(arg(badgeRooms(floor, map, options).size === 0 ? tr('FloorRenderer', 'Every room: %1')
                                                                     : tr('FloorRenderer', 'Rooms without a badge: %1'),
                           markText(fm, tr)));
    }
    if (options.numbers && options.heat)
        notes.push(tr('FloorRenderer', 'In each room: its number first, then its distance from the start'));
    return notes;
}

export const defaultMapOptions = { hidden: true, deadEnds: true, bossNames: true, legend: false, marks: true,
                                   heat: false, numbers: false };

// Draws `floor` (the floor JSON) with `map` (its geometry) into `svg`, replacing what it held.
// options: onRoomClick(number), onRoomHover(number, or -1 when the pointer or focus leaves), tr (the page's),
// theme ('light' | 'dark'; default the page's), selected (a room number), legendPlacement ('right' | 'below'),
// minText (the smallest text, in cells), fit ({width, height, minTextPixels}: the pixels the SVG shows the map
// in, and its smallest text there, 12 by default),
// and the marks: hidden, deadEnds, bossNames, legend, marks, heat, numbers (defaultMapOptions); cellWindow
// ([x0, y0, x1, y1], grid cells): the part of the grid shown instead of the rooms' extent.
export function drawMap(svg, floor, map, options = {}) {
    const o = { ...defaultMapOptions, ...options };
    const tr = o.tr ?? plainTr;
    const theme = o.theme ?? currentTheme();
    const pal = palettes[theme] ?? palettes.light;
    svg.replaceChildren();
    svg.classList.add('floor-map');
    svg.dataset.theme = theme;
    const shownRoom = (r) => o.hidden || !r.hidden;
    // The rooms' extent (red rooms too), half a cell of margin around it.
    let x0 = gridSize, y0 = gridSize, x1 = 0, y1 = 0;
    const extend = (c) => {
        const [x, y] = cellXY(c);
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x + 1); y1 = Math.max(y1, y + 1);
    };
    for (const r of map.rooms) {
        if (!shownRoom(r))
            continue;
        r.cells.forEach(extend);
        const red = floor.rooms[r.number].redRoomCell ?? -1;
        if (red >= 0 && o.hidden)
            extend(red);
    }
    if (x0 >= x1) {
        x0 = 0; y0 = 0; x1 = gridSize; y1 = gridSize;
    }
    if (o.cellWindow) // the cells to show, whatever the rooms (views45: one frame for a step-through or a run)
        [x0, y0, x1, y1] = o.cellWindow;
    const margin = 0.5;
    const mapBox = { x: x0 - margin, y: y0 - margin, w: x1 - x0 + 2 * margin, h: y1 - y0 + 2 * margin };

    // Legend and notes: sizes in cells, beside or under the map.
    const entries = o.legend ? legendEntries(floor, map, o, tr) : [];
    const notes = mapNotes(floor, map, o, tr);
    let maxDistance = 1;
    for (const r of map.rooms)
        if (shownRoom(r) && !r.hidden)
            maxDistance = Math.max(maxDistance, floor.rooms[r.number].distance);
    const heatScale = o.heat;
    const below = o.legendPlacement === 'below';
    // The sizes of everything at a smallest text of `minText` cells.
    const layout = (minText) => {
        // Under the map (a narrow screen) the legend has the map's width for itself: larger text.
        const grow = (v) => Math.max(v, minText);
        const legendText = grow(below ? 0.34 : 0.26), legendRow = legendText * 1.75, sample = Math.max(below ? 0.42 : 0.34, legendText * 1.3);
        const legendColumn = entries.length
            ? sample + 0.18 + Math.max(...entries.map((e) => textWidth(e.text, legendText))) + 0.3 : 0;
        const noteText = grow(0.24), noteLine = noteText * 1.6;
        const notesWidth = below ? Math.max(mapBox.w, 6) : mapBox.w;
        let noteLines = 0;
        const noteRows = notes.map((n) => {
            // Word-wrapped to the notes' width.
            const words = n.split(' ');
            const lines = [];
            let line = '';
            for (const w of words) {
                const next = line ? `${line} ${w}` : w;
                if (line && textWidth(next, noteText) > notesWidth - 0.3) {
                    lines.push(line);
                    line = w;
                } else {
                    line = next;
                }
            }
            if (line)
                lines.push(line);
            noteLines += lines.length;
            return lines;
        });
        const notesH = (noteLines + (heatScale ? 1.3 : 0)) * noteLine + (noteLines || heatScale ? 0.1 : 0);
        let width = mapBox.w, height = mapBox.h + notesH;
        let legendBox = null;
        if (entries.length) {
            if (below) {
                const cols = Math.max(1, Math.floor(Math.max(mapBox.w, 6) / legendColumn));
                const rows = Math.ceil(entries.length / cols);
                legendBox = { x: mapBox.x, y: mapBox.y + mapBox.h + notesH, cols, rows, colW: legendColumn };
                width = Math.max(width, cols * legendColumn);
                height += rows * legendRow + 0.2;
            } else {
                legendBox = { x: mapBox.x + mapBox.w + 0.2, y: mapBox.y + 0.2, cols: 1, rows: entries.length,
                              colW: legendColumn };
                width += legendColumn + 0.3;
                height = Math.max(height, entries.length * legendRow + 0.4);
            }
        }
        return { minText, legendText, legendRow, sample, legendColumn, noteText, noteLine, notesWidth, noteRows, width,
                 height, legendBox };
    };
    // options.minText: no text smaller than this many cells; options.fit = {width, height, minTextPixels}: the
    // pixels the map gets, and no text smaller than that at the scale it gets there (found in a few rounds).
    let L = layout(o.minText ?? 0);
    if (o.fit && o.fit.width > 0 && o.fit.height > 0)
        for (let round = 0; round < 4; ++round) {
            const scale = Math.min(o.fit.width / L.width, o.fit.height / L.height);
            const want = Math.max(o.minText ?? 0, (o.fit.minTextPixels ?? 12) / scale);
            if (Math.abs(want - L.minText) < 0.005)
                break;
            L = layout(want);
        }
    const { minText, legendText, legendRow, sample, legendColumn, noteText, noteLine, notesWidth, noteRows, width,
            height, legendBox } = L;
    const grow = (v) => Math.max(v, minText);
    svg.setAttribute('viewBox', `${mapBox.x} ${mapBox.y} ${width} ${height}`);
    svg.dataset.mapBox = `${mapBox.x} ${mapBox.y} ${mapBox.w} ${mapBox.h}`;
    svgElement('rect', { class: 'background', x: mapBox.x, y: mapBox.y, width, height, fill: pal.background }, svg);

    // The map, in a clipped group that zoom and pan move.
    const clipId = `map-clip-${Math.random().toString(36).slice(2, 9)}`;
    const defs = svgElement('defs', {}, svg);
    const clip = svgElement('clipPath', { id: clipId }, defs);
    svgElement('rect', { x: mapBox.x, y: mapBox.y, width: mapBox.w, height: mapBox.h }, clip);
    const clipped = svgElement('g', { 'clip-path': `url(#${clipId})` }, svg);
    const viewport = svgElement('g', { class: 'viewport' }, clipped);
    const inset = map.inset;
    const stroke = 0.045;

    // Red rooms (the way into an ultra secret room): dotted, under everything else.
    if (o.hidden)
        for (const r of map.rooms) {
            const red = floor.rooms[r.number].redRoomCell ?? -1;
            if (red < 0)
                continue;
            const [x, y] = cellXY(red);
            svgElement('rect', { class: 'red-room', x: x + inset, y: y + inset, width: 1 - 2 * inset,
                                 height: 1 - 2 * inset, fill: pal.redRoom, 'fill-opacity': 0.16, stroke: pal.redRoom,
                                 'stroke-width': stroke * 1.2, 'stroke-dasharray': '0.02 0.08',
                                 'stroke-linecap': 'round' }, viewport);
        }
    const shownNumbers = new Set(map.rooms.filter(shownRoom).map((r) => r.number));
    const doors = svgElement('g', { class: 'doors' }, viewport);
    const along = 0.24, across = 2 * inset + 0.06;
    for (const d of map.doors) {
        if (!shownNumbers.has(roomOfCell(map).get(d.from)) || !shownNumbers.has(roomOfCell(map).get(d.to)))
            continue;
        const w = d.acrossX ? across : along, h = d.acrossX ? along : across;
        svgElement('rect', { class: d.hidden ? 'door hidden' : 'door', x: d.x - w / 2, y: d.y - h / 2, width: w,
                             height: h, fill: d.hidden ? pal.hiddenOutline : pal.door,
                             'fill-opacity': d.hidden ? 0.6 : 1 }, doors);
    }
    const badged = badgeRooms(floor, map, o);
    const rooms = svgElement('g', { class: 'rooms' }, viewport);
    for (const r of map.rooms) {
        if (!shownRoom(r))
            continue;
        const json = floor.rooms[r.number];
        const start = r.iconName === 'start';
        const classes = ['room'];
        if (r.hidden)
            classes.push('hidden');
        if (start)
            classes.push('start');
        if (o.selected === r.number)
            classes.push('selected');
        const description = roomDescription(floor, map, r.number, tr);
        const g = svgElement('g', {
            class: classes.join(' '),
            'data-type': json.type,
            'data-cells': r.cells.join(','),
            'data-number': r.number,
            'aria-label': description,
            role: o.onRoomClick ? 'button' : 'img',
            tabindex: 0,
        }, rooms);
        svgElement('title', {}, g).textContent = description;
        let fill = pal.roomFill;
        if (r.hidden)
            fill = pal.hiddenFill;
        else if (o.heat)
            fill = heatColour(json.distance / maxDistance, theme);
        else if (start)
            fill = pal.startFill;
        else if (json.type === 5)
            fill = pal.bossFill;
        else if (json.type !== 1 && json.type !== 0)
            fill = pal.specialFill;
        const polygon = { points: r.outline.map(([x, y]) => `${x},${y}`).join(' '), fill,
                          stroke: r.hidden ? pal.hiddenOutline : pal.roomOutline,
                          'stroke-width': start ? stroke * 1.8 : stroke, 'stroke-linejoin': 'miter' };
        if (r.hidden)
            polygon['stroke-dasharray'] = '0.12 0.08';
        svgElement('polygon', polygon, g);
        if (o.selected === r.number)
            svgElement('polygon', { class: 'selection', points: polygon.points, fill: 'none', stroke: pal.accent,
                                    'stroke-width': 0.09 }, g);
        // Where the marks go: the room's first cell (its top-left corner), or a corridor's band.
        const [fx, fy] = cellXY(Math.min(...r.cells));
        const xs = r.outline.map((p) => p[0]), ys = r.outline.map((p) => p[1]);
        const bbox = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs),
                       h: Math.max(...ys) - Math.min(...ys) };
        const small = Math.min(0.3, grow(0.2));
        const topLeft = r.thin ? [bbox.x + 0.04, bbox.y + 0.02] : [fx + inset + 0.05, fy + inset + 0.02];
        const text = (cls, x, y, size, content, attrs = {}) => {
            const t = svgElement('text', { class: cls, x, y, 'font-size': size, fill: pal.text,
                                          'font-family': 'system-ui, sans-serif', ...attrs }, g);
            t.textContent = content;
            return t;
        };
        if (o.numbers)
            text('room-number', topLeft[0], topLeft[1] + small * 0.85, small, String(r.number));
        if (o.heat && !r.hidden) {
            let at = topLeft;
            if (o.numbers)
                at = r.thin ? (bbox.w >= bbox.h ? [bbox.x + bbox.w - 0.04 - textWidth(json.distance, small), topLeft[1]]
                                                : [topLeft[0], bbox.y + bbox.h - 0.02 - small])
                            : [fx + inset + 0.05, fy + 1 - inset - 0.02 - small];
            text('distance', at[0], at[1] + small * 0.85, small, String(json.distance));
        }
        // The icon, and the boss's name in a band under it (the icon moves up and shrinks).
        let iconSize = r.thin ? 0.42 : 0.58;
        let [icx, icy] = r.icon;
        if (o.bossNames && json.bossName && !r.thin) {
            const name = tr('Boss', json.bossName);
            // The room's cells on the band's row, as one run around the icon.
            const row = Math.floor(icy + 0.25);
            const cellsOnRow = new Set(r.cells.filter((c) => Math.floor(c / gridSize) === row).map((c) => c % gridSize));
            let a = Math.floor(icx), b = a;
            if (Math.abs(icx - Math.round(icx)) < 1e-6) {
                a = Math.round(icx) - 1; b = a + 1;
            }
            while (cellsOnRow.has(a - 1)) a -= 1;
            while (cellsOnRow.has(b + 1)) b += 1;
            let left = a + inset + 0.01, right = b + 1 - inset - 0.01;
            if (badged.has(r.number))
                right -= 0.26;
            const avail = Math.max(0.2, right - left);
            const big = Math.min(0.34, grow(0.19)), little = Math.min(0.3, grow(0.16));
            let lines = null, size = big;
            for (const s of [big, little])
                if (textWidth(name, s) + s * 0.35 <= avail) {
                    lines = [name]; size = s; break;
                }
            if (!lines && name.includes(' ')) {
                const mid = name.length / 2;
                let best = -1;
                for (let i = 0; i < name.length; ++i)
                    if (name[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid)))
                        best = i;
                const two = [name.slice(0, best), name.slice(best + 1)];
                if (Math.max(...two.map((l) => textWidth(l, little))) + little * 0.35 <= avail) {
                    lines = two; size = little;
                }
            }
            if (!lines) {
                size = little;
                lines = [ellipsize(name, size, avail - size * 0.35)];
            }
            const bandBottom = icy + 0.5 - inset - 0.01;
            const lineH = size * 1.2;
            const h = lineH * lines.length;
            const w = Math.min(avail, Math.max(...lines.map((l) => textWidth(l, size))) + size * 0.35);
            const cx = (left + right) / 2;
            svgElement('rect', { class: 'label-halo', x: cx - w / 2, y: bandBottom - h, width: w, height: h,
                                 rx: size * 0.35, fill: pal.halo }, g);
            lines.forEach((l, i) => text('boss-name', cx, bandBottom - h + lineH * (i + 0.8), size, l,
                                         { 'text-anchor': 'middle' }));
            const iconBottom = bandBottom - h - 0.02;
            iconSize = Math.min(0.46, iconBottom - (icy - 0.5 + inset) - 0.02);
            icy = iconBottom - iconSize / 2;
        }
        if (r.iconName)
            icon(g, r.iconName, icx - iconSize / 2, icy - iconSize / 2, iconSize);
        if (o.deadEnds && r.deadEndRank > 0) {
            const rad = Math.min(0.2, Math.max(0.14, minText * 0.6)), cx = fx + 1 - 0.1 - rad, cy = fy + 0.1 + rad;
            const w = Math.max(2 * rad, textWidth(r.deadEndRank, rad * 1.25) + rad * 0.8);
            svgElement('rect', { class: 'rank-badge', x: cx - w / 2, y: cy - rad, width: w, height: 2 * rad, rx: rad,
                                 fill: pal.deadEndBadge }, g);
            text('rank', cx, cy + rad * 0.45, rad * 1.25, String(r.deadEndRank),
                 { 'text-anchor': 'middle', 'font-weight': 'bold', fill: pal.deadEndText });
        }
        if (badged.has(r.number)) {
            // On the inner bottom-right corner of the room's cell farthest down and right.
            let best = r.cells[0], score = -1;
            for (const c of r.cells) {
                const [x, y] = cellXY(c);
                if ((x + y) * 16 + x > score) {
                    score = (x + y) * 16 + x; best = c;
                }
            }
            const [bx, by] = cellXY(best);
            const cx = bx + 1 - (inset + 0.04) - 0.12, cy = by + 1 - (inset + 0.04) - 0.12;
            const mark = roomMark(floor, json);
            svgElement('circle', { class: 'provenance-badge', cx, cy, r: 0.12, fill: pal.provenance,
                                   stroke: pal.background, 'stroke-width': 0.02, 'data-mark': mark }, g);
            text('provenance', cx, cy + 0.06, 0.17, markGlyph[mark], { 'text-anchor': 'middle', 'font-weight': 'bold',
                                                                         fill: pal.background });
        }
        if (o.onRoomClick) {
            g.addEventListener('click', (e) => {
                if (svg.dataset.dragged === 'true')
                    return;
                e.stopPropagation();
                o.onRoomClick(r.number);
            });
            g.addEventListener('keydown', (e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    o.onRoomClick(r.number);
                }
            });
        }
        if (o.onRoomHover) {
            g.addEventListener('pointerenter', () => o.onRoomHover(r.number));
            g.addEventListener('pointerleave', () => o.onRoomHover(-1));
            g.addEventListener('focus', () => o.onRoomHover(r.number));
            g.addEventListener('blur', () => o.onRoomHover(-1));
        }
    }

    // The notes and the heat map's scale under the map.
    const notesGroup = svgElement('g', { class: 'notes' }, svg);
    let y = mapBox.y + mapBox.h + 0.05;
    const noteX = mapBox.x + notesWidth / 2;
    for (const lines of noteRows)
        for (const line of lines) {
            const t = svgElement('text', { class: 'note', x: noteX, y: y + noteLine * 0.72, 'font-size': noteText,
                                          'text-anchor': 'middle', fill: pal.text,
                                          'font-family': 'system-ui, sans-serif' }, notesGroup);
            t.textContent = line;
            y += noteLine;
        }
    if (heatScale) {
        const title = tr('FloorRenderer', 'Distance from the start:');
        const steps = maxDistance + 1;
        const sw = Math.min(0.5, (notesWidth - 0.4) / steps);
        const rowY = y + 0.08;
        const t = svgElement('text', { class: 'note heat-title', x: mapBox.x + 0.2, y: rowY + noteText * 0.9,
                                       'font-size': noteText, fill: pal.text, 'font-family': 'system-ui, sans-serif' },
                             notesGroup);
        t.textContent = title;
        const left = Math.min(mapBox.x + 0.3 + textWidth(title, noteText), mapBox.x + notesWidth - steps * sw - 0.1);
        const sy = rowY + noteLine + 0.02;
        const swatchTop = textWidth(title, noteText) + 0.3 + steps * sw > notesWidth ? sy : rowY;
        for (let d = 0; d < steps; ++d) {
            const sx = (swatchTop === sy ? mapBox.x + 0.2 : left) + d * sw;
            svgElement('rect', { class: 'heat-swatch', x: sx, y: swatchTop, width: sw, height: noteLine * 0.9,
                                 fill: heatColour(d / maxDistance, theme) }, notesGroup);
            const n = svgElement('text', { x: sx + sw / 2, y: swatchTop + noteLine * 0.65, 'font-size': noteText * 0.8,
                                           'text-anchor': 'middle', fill: theme === 'dark' ? '#e8eaed' : '#221d18',
                                           'font-family': 'system-ui, sans-serif' }, notesGroup);
            n.textContent = String(d);
        }
    }

    // The legend.
    if (legendBox) {
        const lg = svgElement('g', { class: 'legend', role: 'list', 'aria-label': tr('WebPage', 'Legend') }, svg);
        entries.forEach((e, i) => {
            const col = Math.floor(i / legendBox.rows), row = i % legendBox.rows;
            const lx = legendBox.x + col * legendBox.colW, ly = legendBox.y + row * legendRow;
            const item = svgElement('g', { class: 'legend-entry', role: 'listitem' }, lg);
            const sy = ly + (legendRow - sample) / 2;
            if (e.icon) {
                icon(item, e.icon, lx, sy, sample);
            } else if (e.sample === 'hidden') {
                svgElement('rect', { x: lx, y: sy, width: sample, height: sample, fill: pal.hiddenFill,
                                     stroke: pal.hiddenOutline, 'stroke-width': stroke, 'stroke-dasharray': '0.06 0.04' }, item);
            } else if (e.sample === 'red') {
                svgElement('rect', { x: lx, y: sy, width: sample, height: sample, fill: pal.redRoom, 'fill-opacity': 0.16,
                                     stroke: pal.redRoom, 'stroke-width': stroke, 'stroke-dasharray': '0.02 0.06' }, item);
            } else if (e.sample === 'deadEnd') {
                svgElement('rect', { x: lx + sample * 0.1, y: sy + sample * 0.15, width: sample * 0.8, height: sample * 0.7,
                                     rx: sample * 0.35, fill: pal.deadEndBadge }, item);
                const t = svgElement('text', { x: lx + sample / 2, y: sy + sample * 0.68, 'font-size': sample * 0.55,
                                               'text-anchor': 'middle', 'font-weight': 'bold', fill: pal.deadEndText,
                                               'font-family': 'system-ui, sans-serif' }, item);
                t.textContent = '1';
            } else if (e.sample === 'mark') {
                svgElement('circle', { cx: lx + sample / 2, cy: sy + sample / 2, r: sample * 0.4, fill: pal.provenance },
                           item);
                const t = svgElement('text', { x: lx + sample / 2, y: sy + sample * 0.68, 'font-size': sample * 0.5,
                                               'text-anchor': 'middle', 'font-weight': 'bold', fill: pal.background,
                                               'font-family': 'system-ui, sans-serif' }, item);
                t.textContent = markGlyph[e.mark];
            }
            const t = svgElement('text', { class: 'legend-text', x: lx + sample + 0.18, y: ly + legendRow * 0.5 + legendText * 0.35,
                                           'font-size': legendText, fill: pal.text,
                                           'font-family': 'system-ui, sans-serif' }, item);
            t.textContent = e.text;
        });
    }
    applyZoom(svg);
}

// ---- zoom and pan ------------------------------------------------------------------------------------------

function applyZoom(svg) {
    const z = svg.__zoom ?? { k: 1, x: 0, y: 0 };
    const vp = svg.querySelector('g.viewport');
    if (vp)
        vp.setAttribute('transform', z.k === 1 && z.x === 0 && z.y === 0 ? '' : `translate(${z.x} ${z.y}) scale(${z.k})`);
    svg.dataset.zoom = String(z.k);
}

function mapBoxOf(svg) {
    const [x, y, w, h] = (svg.dataset.mapBox ?? '0 0 13 13').split(' ').map(Number);
    return { x, y, w, h };
}

// Keeps the zoomed map over its box (no panning the floor out of sight).
function clampZoom(svg, z) {
    const b = mapBoxOf(svg);
    z.k = Math.min(8, Math.max(1, z.k));
    // The box's corner (b.x, b.y) maps to b.x * k + x: keep the scaled box covering the box.
    const minX = b.x + b.w - (b.x + b.w) * z.k, maxX = b.x - b.x * z.k;
    const minY = b.y + b.h - (b.y + b.h) * z.k, maxY = b.y - b.y * z.k;
    z.x = Math.min(maxX, Math.max(minX, z.x));
    z.y = Math.min(maxY, Math.max(minY, z.y));
    return z;
}

// Zooms by `factor` around the point (ux, uy) of the SVG's user space (default the map's centre).
export function zoomBy(svg, factor, ux = null, uy = null) {
    const b = mapBoxOf(svg);
    ux ??= b.x + b.w / 2;
    uy ??= b.y + b.h / 2;
    const z = svg.__zoom ?? { k: 1, x: 0, y: 0 };
    const k = Math.min(8, Math.max(1, z.k * factor));
    // The point under (ux, uy) stays: (ux - x) / k is the map's point.
    const mx = (ux - z.x) / z.k, my = (uy - z.y) / z.k;
    svg.__zoom = clampZoom(svg, { k, x: ux - mx * k, y: uy - my * k });
    applyZoom(svg);
}

export function panBy(svg, dx, dy) {
    const z = svg.__zoom ?? { k: 1, x: 0, y: 0 };
    svg.__zoom = clampZoom(svg, { ...z, x: z.x + dx, y: z.y + dy });
    applyZoom(svg);
}

export function resetZoom(svg) {
    svg.__zoom = { k: 1, x: 0, y: 0 };
    applyZoom(svg);
}

function userPoint(svg, clientX, clientY) {
    const m = svg.getScreenCTM();
    if (!m)
        return [null, null];
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
}

// Wheel (zoom around the pointer), drag (pan), and keys while the SVG has the focus: + and - zoom, the arrows
// pan, 0 resets. Once per SVG element; drawMap keeps the zoom across redraws.
export function attachZoom(svg) {
    if (svg.__zoomAttached)
        return;
    svg.__zoomAttached = true;
    svg.addEventListener('wheel', (e) => {
        e.preventDefault();
        const [ux, uy] = userPoint(svg, e.clientX, e.clientY);
        zoomBy(svg, e.deltaY < 0 ? 1.2 : 1 / 1.2, ux, uy);
    }, { passive: false });
    let drag = null;
    svg.addEventListener('pointerdown', (e) => {
        if (e.button !== 0)
            return;
        const [ux, uy] = userPoint(svg, e.clientX, e.clientY);
        drag = { ux, uy, cx: e.clientX, cy: e.clientY, moved: false, id: e.pointerId };
        svg.dataset.dragged = 'false';
    });
    svg.addEventListener('pointermove', (e) => {
        if (!drag || e.pointerId !== drag.id)
            return;
        if (!drag.moved && Math.hypot(e.clientX - drag.cx, e.clientY - drag.cy) < 4)
            return;
        if (!drag.moved) {
            drag.moved = true;
            svg.setPointerCapture?.(e.pointerId);
        }
        const [ux, uy] = userPoint(svg, e.clientX, e.clientY);
        panBy(svg, ux - drag.ux, uy - drag.uy);
        drag.ux = ux;
        drag.uy = uy;
        svg.dataset.dragged = 'true';
    });
    const end = () => {
        if (drag && drag.moved)
            setTimeout(() => { svg.dataset.dragged = 'false'; }, 0);
        drag = null;
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener('keydown', (e) => {
        if (e.target !== svg)
            return;
        const step = 0.5;
        const actions = {
            '+': () => zoomBy(svg, 1.25), '=': () => zoomBy(svg, 1.25), '-': () => zoomBy(svg, 1 / 1.25),
            0: () => resetZoom(svg), ArrowLeft: () => panBy(svg, step, 0), ArrowRight: () => panBy(svg, -step, 0),
            ArrowUp: () => panBy(svg, 0, step), ArrowDown: () => panBy(svg, 0, -step),
        };
        const f = actions[e.key];
        if (f) {
            e.preventDefault();
            f();
        }
    });
}
