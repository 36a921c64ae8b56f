// Export of what the page shows: an SVG file or a PNG picture of one map (drawMap's SVG) or of several side by
// side (the run view's floors), with the room icons written into the file (data: URLs), so that it stands
// alone. ctx.exportSvg / ctx.exportPng (app.mjs) are these with a download.
//
//   const { text, width, height } = await svgFile([svg1, svg2], { columns: 5, captions: ['Basement I', ...] });
//   const { blob, width, height } = await pngFile(svg, { scale: 2 });

const svgNs = 'http://www.w3.org/2000/svg';
const iconData = new Map(); // href -> data: URL

async function inlineIcon(href) {
    if (!iconData.has(href)) {
        const response = await fetch(new URL(href, document.baseURI));
        const text = response.ok ? await response.text() : '';
        iconData.set(href, `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(text)))}`);
    }
    return iconData.get(href);
}

// The pixels a cell gets in an export at scale 1.
export const cellPixels = 48;

// One standalone SVG document of `svgs` (one SVG or a list), each at its viewBox's size times cellPixels,
// in `columns` columns with `captions` above them. Returns {text, width, height} (pixels).
export async function svgFile(svgs, { columns = 0, captions = [], gap = 16 } = {}) {
    const list = Array.isArray(svgs) ? svgs : [svgs];
    const cols = Math.max(1, Math.min(columns || list.length, list.length));
    const captionH = captions.length ? 28 : 0;
    const sizes = list.map((s) => {
        const [, , w, h] = s.getAttribute('viewBox').split(/\s+/).map(Number);
        return { w: Math.round(w * cellPixels), h: Math.round(h * cellPixels) };
    });
    const colW = Math.max(...sizes.map((s) => s.w));
    const rowH = Math.max(...sizes.map((s) => s.h)) + captionH;
    const rows = Math.ceil(list.length / cols);
    const single = list.length === 1 && !captions.length;
    const width = single ? sizes[0].w : cols * colW + (cols - 1) * gap;
    const height = single ? sizes[0].h : rows * rowH + (rows - 1) * gap;
    const root = document.createElementNS(svgNs, 'svg');
    root.setAttribute('xmlns', svgNs);
    root.setAttribute('width', String(width));
    root.setAttribute('height', String(height));
    root.setAttribute('viewBox', `0 0 ${width} ${height}`);
    const bg = list[0].querySelector('rect.background')?.getAttribute('fill') ?? '#ffffff';
    const back = document.createElementNS(svgNs, 'rect');
    Object.entries({ x: 0, y: 0, width, height, fill: bg }).forEach(([k, v]) => back.setAttribute(k, String(v)));
    root.appendChild(back);
    for (let i = 0; i < list.length; ++i) {
        const col = i % cols, row = Math.floor(i / cols);
        const x = single ? 0 : col * (colW + gap), y = single ? 0 : row * (rowH + gap);
        if (captions[i]) {
            const t = document.createElementNS(svgNs, 'text');
            Object.entries({ x: x + 4, y: y + 20, 'font-size': 18, 'font-family': 'system-ui, sans-serif',
                             fill: list[i].querySelector('text')?.getAttribute('fill') ?? '#222' })
                .forEach(([k, v]) => t.setAttribute(k, String(v)));
            t.textContent = captions[i];
            root.appendChild(t);
        }
        const copy = list[i].cloneNode(true);
        copy.removeAttribute('id');
        copy.removeAttribute('class');
        copy.removeAttribute('style');
        for (const a of ['role', 'aria-label', 'tabindex'])
            copy.removeAttribute(a);
        copy.setAttribute('x', String(x));
        copy.setAttribute('y', String(y + captionH));
        copy.setAttribute('width', String(sizes[i].w));
        copy.setAttribute('height', String(sizes[i].h));
        copy.querySelector('g.viewport')?.removeAttribute('transform'); // the whole map, not the zoomed part
        for (const g of copy.querySelectorAll('[tabindex]'))
            g.removeAttribute('tabindex');
        // Each copy its own clip path ids.
        for (const c of copy.querySelectorAll('clipPath')) {
            const id = `${c.id}-${i}`;
            for (const u of copy.querySelectorAll(`[clip-path="url(#${c.id})"]`))
                u.setAttribute('clip-path', `url(#${id})`);
            c.id = id;
        }
        for (const image of copy.querySelectorAll('image')) {
            const href = image.getAttribute('href');
            if (href && !href.startsWith('data:'))
                image.setAttribute('href', await inlineIcon(href));
        }
        root.appendChild(copy);
    }
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}\n`;
    return { text, width, height };
}

// The same as a PNG picture, `scale` times the SVG's size: {blob, width, height}.
export async function pngFile(svgs, { scale = 1, ...options } = {}) {
    const { text, width, height } = await svgFile(svgs, options);
    const image = new Image();
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    try {
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(width * scale);
        canvas.height = Math.round(height * scale);
        canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
        return { blob, width: canvas.width, height: canvas.height };
    } finally {
        URL.revokeObjectURL(url);
    }
}

export function download(blob, filename) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// Downloads `svgs` as an SVG file named `filename`.
export async function exportSvg(svgs, filename = 'floor.svg', options = {}) {
    const { text } = await svgFile(svgs, options);
    download(new Blob([text], { type: 'image/svg+xml' }), filename);
}

// Downloads `svgs` as a PNG picture named `filename`.
export async function exportPng(svgs, filename = 'floor.png', options = {}) {
    const { blob } = await pngFile(svgs, options);
    download(blob, filename);
}
