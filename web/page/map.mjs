// A floor's map as SVG, drawn from the engine's own geometry (floorgen/mapgeometry.h through the module's
// `map`: outlines, doors, icons; the code the desktop app's renderer draws with). Each room is a
// <g class="room"> with data-type (the floor JSON's type), data-cells (its grid indices, ascending) and
// data-number; every view that shows a floor draws it with drawMap.

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

// Draws `floor` (the floor JSON) with `map` (its geometry) into `svg`, replacing what it held.
// options.onRoomClick(number): called when a room is clicked.
export function drawMap(svg, floor, map, options = {}) {
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
    const doors = svgElement('g', { class: 'doors' }, svg);
    const along = 0.24, across = 2 * map.inset + 0.06;
    for (const d of map.doors) {
        const w = d.acrossX ? across : along, h = d.acrossX ? along : across;
        svgElement('rect', { class: d.hidden ? 'door hidden' : 'door', x: d.x - w / 2, y: d.y - h / 2, width: w,
                             height: h }, doors);
    }
    const rooms = svgElement('g', { class: 'rooms' }, svg);
    for (const r of map.rooms) {
        const json = floor.rooms[r.number];
        const classes = ['room'];
        if (r.hidden)
            classes.push('hidden');
        if (r.iconName === 'start')
            classes.push('start');
        const g = svgElement('g', {
            class: classes.join(' '),
            'data-type': json.type,
            'data-cells': r.cells.join(','),
            'data-number': r.number,
        }, rooms);
        svgElement('title', {}, g).textContent = json.typeName + (json.bossName ? `: ${json.bossName}` : '');
        svgElement('polygon', { points: r.outline.map(([x, y]) => `${x},${y}`).join(' ') }, g);
        if (r.iconName) {
            const size = r.thin ? 0.42 : 0.6;
            svgElement('image', { href: `icons/${r.iconName}.svg`, x: r.icon[0] - size / 2, y: r.icon[1] - size / 2,
                                  width: size, height: size }, g);
        }
        if (r.deadEndRank > 0) {
            const cx = r.outline[0][0] + 0.16, cy = r.outline[0][1] + 0.16;
            svgElement('circle', { class: 'rank-badge', cx, cy, r: 0.14 }, g);
            const t = svgElement('text', { class: 'rank', x: cx, y: cy + 0.105, 'text-anchor': 'middle' }, g);
            t.textContent = String(r.deadEndRank);
        }
        if (options.onRoomClick)
            g.addEventListener('click', () => options.onRoomClick(r.number));
    }
}
