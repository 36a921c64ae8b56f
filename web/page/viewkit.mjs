// What the views of page/ (step.mjs, compare.mjs, run.mjs, rewards.mjs) share: Qt's %1 substitution, menu
// texts without their mnemonic, element helpers and the views' style sheet (put into the page once).

export const svgNs = 'http://www.w3.org/2000/svg';

// Qt's QString::arg for several arguments at once: %1 is the first value, %2 the second, ...
export function arg(text, ...values) {
    return String(text).replace(/%(\d{1,2})/g, (m, d) => {
        const i = Number(d) - 1;
        return i >= 0 && i < values.length ? String(values[i]) : m;
    });
}

// A menu or label text without its mnemonic ("&Route:": "Route:"; "&&" is one "&").
export function plain(text) {
    return String(text).replace(/&(.)/g, '$1');
}

// An HTML element with attributes ("text": its text), appended to parent when given.
export function element(name, attributes = {}, parent = null) {
    const e = document.createElement(name);
    for (const [k, v] of Object.entries(attributes))
        if (k === 'text')
            e.textContent = v;
        else
            e.setAttribute(k, String(v));
    if (parent)
        parent.appendChild(e);
    return e;
}

// An empty SVG for drawMap, with its class, role and label.
export function mapSvg(className, label, parent = null) {
    const svg = document.createElementNS(svgNs, 'svg');
    svg.setAttribute('class', className);
    svg.setAttribute('role', 'img');
    if (label)
        svg.setAttribute('aria-label', label);
    if (parent)
        parent.appendChild(svg);
    return svg;
}

const css = `
.step-view, .compare-view, .run-view, .rewards-panel { --views-line: color-mix(in srgb, currentColor 22%, transparent);
  --views-muted: color-mix(in srgb, currentColor 55%, transparent); }
.step-bar, .run-bar, .compare-bar { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
.step-slider { flex: 1 1 140px; min-width: 100px; }
.step-frame { font-variant-numeric: tabular-nums; min-width: 6.5em; text-align: right; }
.step-speed input { width: 4em; }
.step-caption { min-height: 2.9em; margin: 6px 0 0; overflow-wrap: anywhere; }
.step-details { min-height: 1.4em; margin: 0 0 6px; font-size: 13px; color: var(--views-muted); overflow-wrap: anywhere; }
.step-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(220px, 30%); gap: 12px; align-items: start; }
.step-map, .compare-map { display: block; width: 100%; height: auto; max-height: calc(100vh - 230px); }
.decision-log { max-height: calc(100vh - 230px); overflow: auto; border: 1px solid var(--views-line);
  border-radius: 6px; padding: 0 8px 4px; font-size: 13px; }
.decision-log { background: var(--panel, Canvas); }
.decision-log h2 { font-size: 14px; margin: 0; padding: 6px 0; position: sticky; top: 0; background: var(--panel, Canvas); }
.decision-log-lines { margin: 0; padding-left: 2.6em; }
.decision-log-lines li { cursor: pointer; padding: 1px 2px; overflow-wrap: anywhere; }
.decision-log-lines li.discarded { color: var(--views-muted); }
.decision-log-lines li[aria-current] { background: color-mix(in srgb, Highlight 30%, transparent); outline: 1px solid Highlight; }
.step-map .candidate { fill: rgba(40, 160, 90, 0.35); stroke: #1f8a4c; stroke-width: 0.06; }
.step-map .candidate.rejected { fill: rgba(210, 50, 50, 0.3); stroke: #c62828; stroke-dasharray: 0.14 0.08; }
.step-map g.room.focus polygon { stroke: #1f6fd1; stroke-width: 0.1; }
.step-map g.room.expanding polygon { stroke: #e08a00; stroke-width: 0.1; }
.step-map.discarded .rooms, .step-map.discarded .viewport { opacity: 0.55; }
.compare-summary { min-height: 1.4em; margin: 6px 0; }
.compare-sides { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.compare-side { margin: 0; min-width: 0; }
.compare-side figcaption { font-weight: bold; margin-bottom: 4px; overflow-wrap: anywhere; }
.compare-map g.room.differs polygon { stroke: #e0a000; stroke-width: 0.12; }
.run-title { font-size: 17px; margin: 6px 0 0; }
.run-subtitle { margin: 0; color: var(--views-muted); }
.run-notes { margin: 4px 0; }
.run-floors { list-style: none; padding: 0; margin: 8px 0; display: grid; gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr)); }
.run-floor { border: 1px solid var(--views-line); border-radius: 6px; padding: 6px; cursor: pointer; min-width: 0; }
.run-floor:hover, .run-floor:focus-visible { outline: 2px solid #1f6fd1; outline-offset: 1px; }
.run-floor.current { box-shadow: inset 4px 0 0 #1f6fd1; }
.run-floor h3 { font-size: 14px; margin: 0; overflow-wrap: anywhere; }
.run-floor p { font-size: 12px; margin: 0; color: var(--views-muted); overflow-wrap: anywhere; }
.run-map { display: block; width: 100%; height: auto; margin-top: 4px; }
.rewards-panel h2 { font-size: 15px; margin: 4px 0; }
.rewards-panel .hint { font-size: 12px; color: var(--views-muted); margin: 0 0 6px; }
.rewards-luck { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.rewards-luck input[type=number] { width: 5em; }
.rewards-luck input[type=range] { flex: 1 1 100px; }
.rewards-items { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 2px 10px;
  border: 1px solid var(--views-line); border-radius: 6px; }
.rewards-items legend { font-size: 13px; }
.rewards-contracts, .rewards-trinkets { grid-column: 1 / -1; margin: 4px 0 0; font-size: 13px; }
.rewards-contracts input { width: 4em; }
.rewards-table { border-collapse: collapse; margin: 8px 0; font-size: 13px; width: 100%; }
.rewards-table th, .rewards-table td { padding: 2px 6px; border-bottom: 1px solid var(--views-line); text-align: left; }
.rewards-table td.number { text-align: right; font-variant-numeric: tabular-nums; }
.rewards-table img { vertical-align: middle; }
.rewards-room { font-size: 13px; min-height: 2.8em; }
@media (max-width: 720px) {
  .step-body, .compare-sides { grid-template-columns: 1fr; }
  .decision-log { max-height: 40vh; }
}
`;

// Puts the views' style sheet into the page (once).
export function ensureStyles() {
    if (document.getElementById('views-style'))
        return;
    const style = document.createElement('style');
    style.id = 'views-style';
    style.textContent = css;
    document.head.appendChild(style);
}
