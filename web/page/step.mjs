// The step-through (view=step, frame=N): the floor after each event of its trace, as the desktop app's step
// player (app/gui/map/stepplayer.cpp) and decision log (decisionlogmodel.cpp) show it. The frames come from
// the engine (fg.stepFrame: core's replay() of the trace, web/src/module_views.cpp); the captions from the
// engine's texts. Keys: Space plays or pauses, Left and Right step, Home and End go to the first and last
// frame. Clicking a room of the map jumps to the event that placed it; clicking a line of the log, to its
// frame.

import { svgElement } from './map.mjs';
import { arg, element, ensureStyles, plain } from './viewkit.mjs';

const MW = 'floorgen::gui::MainWindow';
const SP = 'floorgen::gui::StepPlayer';
const DL = 'floorgen::gui::DecisionLogModel';

// The captions of a floor's events from the engine, or null where the module has none (each line then says
// the event's kind).
function captionsOf(fg, settings) {
    if (typeof fg.eventCaptions !== 'function')
        return null;
    const r = fg.eventCaptions(settings);
    return r && r.ok !== false && Array.isArray(r.captions) ? r.captions : null;
}

export function mount(container, ctx) {
    ensureStyles();
    const { tr } = ctx;
    const root = element('section', { class: 'step-view', 'aria-label': plain(tr(MW, '&Step Through')) }, container);
    const bar = element('div', { class: 'step-bar', role: 'toolbar', 'aria-label': tr(SP, 'Frame') }, root);
    const button = (key, label, shortcut, onClick) => {
        const b = element('button', { type: 'button', 'data-action': key, 'aria-keyshortcuts': shortcut,
                                      title: `${label} (${shortcut})` }, bar);
        b.textContent = label;
        b.addEventListener('click', onClick);
        return b;
    };
    const buttons = {
        first: button('first', tr(SP, 'First Frame'), 'Home', () => go(0)),
        back: button('back', tr(SP, 'Step Back'), 'ArrowLeft', () => go(frame - 1)),
        play: button('play', tr(SP, 'Play'), 'Space', () => togglePlay()),
        forward: button('forward', tr(SP, 'Step Forward'), 'ArrowRight', () => go(frame + 1)),
        last: button('last', tr(SP, 'Last Frame'), 'End', () => go(count)),
    };
    const slider = element('input', { type: 'range', min: 0, max: 0, value: 0, class: 'step-slider',
                                      'aria-label': tr(SP, 'Frame') }, bar);
    slider.addEventListener('input', () => go(Number(slider.value)));
    const frameLabel = element('span', { class: 'step-frame', 'aria-hidden': 'true' }, bar);
    const speedLabel = element('label', { class: 'step-speed', title: tr(SP, 'Playback speed: events per second') },
                               bar);
    speedLabel.append(`${tr(SP, 'Speed')} `);
    const speed = element('input', { type: 'number', min: 1, max: 60, value: 6, 'aria-label': tr(SP, 'Speed') },
                          speedLabel);
    speed.addEventListener('change', () => {
        if (timer)
            startTimer();
    });
    const caption = element('p', { class: 'step-caption', 'aria-live': 'polite' }, root);
    const details = element('p', { class: 'step-details' }, root);
    const body = element('div', { class: 'step-body' }, root);
    const svg = svgElement('svg', { class: 'step-map', role: 'img', 'aria-label': plain(tr(MW, '&Step Through')) });
    body.appendChild(svg);
    const logBox = element('div', { class: 'decision-log', role: 'region', 'aria-label': tr(MW, 'Decision Log') },
                           body);
    element('h2', { text: tr(MW, 'Decision Log') }, logBox);
    const log = element('ol', { class: 'decision-log-lines' }, logBox);
    log.addEventListener('click', (e) => {
        const li = e.target.closest('li[data-frame]');
        if (li)
            ctx.navigate({ frame: Number(li.dataset.frame) });
    });

    let key = ''; // the settings the log was built for
    let settings = null;
    let trace = [];
    let floor = null;
    let count = 0;
    let frame = 0;
    let placement = [];
    let timer = null;
    let lines = [];

    // Steps and the slider replace the history entry (a link names the frame; back leaves the step-through).
    function go(n, { replace = true } = {}) {
        pause();
        const f = Math.max(0, Math.min(count, n));
        if (f !== frame || f !== ctx.getState().frame)
            ctx.navigate({ frame: f }, { replace });
    }

    function startTimer() {
        clearInterval(timer);
        const fps = Math.max(1, Math.min(60, Number(speed.value) || 6));
        timer = setInterval(() => {
            if (frame >= count) {
                pause();
                return;
            }
            ctx.navigate({ frame: frame + 1 }, { replace: true });
        }, 1000 / fps);
    }

    function play() {
        if (count === 0)
            return;
        if (frame >= count)
            ctx.navigate({ frame: 0 }, { replace: true });
        startTimer();
        updateButtons();
    }

    function pause() {
        clearInterval(timer);
        timer = null;
        updateButtons();
    }

    function togglePlay() {
        if (timer)
            pause();
        else
            play();
    }

    function updateButtons() {
        buttons.play.textContent = timer ? tr(SP, 'Pause') : tr(SP, 'Play');
        buttons.play.setAttribute('aria-pressed', timer ? 'true' : 'false');
        buttons.first.disabled = buttons.back.disabled = frame <= 0;
        buttons.last.disabled = buttons.forward.disabled = frame >= count;
        buttons.play.disabled = count === 0;
        slider.max = String(count);
        slider.value = String(frame);
        frameLabel.textContent = `${frame} / ${count}`;
    }

    const discarded = (e) => e.attempt !== 0 && e.attempt !== floor.attempts;

    // The decision log: a line an event, the thrown-away attempts greyed.
    function buildLog() {
        const captions = captionsOf(ctx.fg, settings);
        const suffix = tr(DL, ' (discarded attempt %1)');
        log.replaceChildren();
        lines = trace.map((e, i) => {
            const text = captions ? captions[i] : `kind ${e.kind}`;
            const li = element('li', { 'data-frame': i + 1, 'data-kind': e.kind, 'data-attempt': e.attempt }, log);
            li.textContent = discarded(e) ? text + arg(suffix, e.attempt) : text;
            if (discarded(e))
                li.classList.add('discarded');
            return { li, text };
        });
    }

    function keydown(e) {
        if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey)
            return;
        const t = e.target;
        if (t && (t.closest?.('input, select, textarea, [contenteditable]') && t !== slider))
            return;
        if (t === slider && (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End'))
            return; // the slider moves itself (its input event follows)
        switch (e.key) {
        case ' ':
            if (t && t.closest?.('button'))
                return; // the focused button's own Space
            togglePlay();
            break;
        case 'ArrowLeft':
            go(frame - 1);
            break;
        case 'ArrowRight':
            go(frame + 1);
            break;
        case 'Home':
            go(0);
            break;
        case 'End':
            go(count);
            break;
        default:
            return;
        }
        e.preventDefault();
    }
    document.addEventListener('keydown', keydown);

    function showMessage(text) {
        caption.textContent = text;
        details.textContent = '';
        svg.replaceChildren();
        log.replaceChildren();
        count = 0;
        frame = 0;
        key = '';
        updateButtons();
    }

    function draw() {
        const f = ctx.fg.stepFrame(settings, frame);
        if (f.ok === false) {
            showMessage(f.error);
            return;
        }
        placement = f.placement;
        // The frame's rooms: the final floor's JSON for those that already are the final floor's.
        const rooms = f.rooms.map((r) => (r.final ? floor.rooms[r.number] : r));
        const frameFloor = { ...floor, rooms };
        ctx.drawMap(svg, frameFloor, f.map, {
            legend: false,
            // One frame for every frame of the step-through: the map stays still while it plays.
            cellWindow: f.window,
            onRoomClick: (n) => {
                // The event that placed the room (of the attempt kept), as the app's decision log selects it.
                const row = n < placement.length ? placement[n] : -1;
                if (row >= 0) {
                    pause();
                    ctx.navigate({ frame: row + 1 });
                }
            },
        });
        svg.dataset.frame = String(frame);
        svg.classList.toggle('discarded', f.discarded);
        const layer = svg.querySelector('g.viewport') ?? svg;
        for (const g of svg.querySelectorAll('g.room')) {
            const n = Number(g.dataset.number);
            g.classList.toggle('focus', n === f.focusRoom);
            g.classList.toggle('expanding', n === f.expandingRoom);
        }
        if (f.candidate) {
            const c = svgElement('polygon', {
                class: f.candidate.rejected ? 'candidate rejected' : 'candidate',
                points: f.candidate.outline.map(([x, y]) => `${x},${y}`).join(' '),
            }, layer);
            svgElement('title', {}, c).textContent = f.candidate.rejected ? 'rejected' : 'candidate';
        }
        // The caption, as the app's step player writes it.
        if (frame <= 0) {
            caption.textContent = tr(MW, 'Before the first event. Press Space to play, or \u2192 to step.');
        } else {
            const e = trace[frame - 1];
            let head = e.attempt ? arg(tr(MW, 'Attempt %1'), e.attempt) : tr(MW, 'Set-up');
            if (discarded(e))
                head += tr(MW, ' (discarded)');
            caption.replaceChildren();
            element('b', { text: `${head} \u00b7 ${frame}/${count}` }, caption);
            caption.append(` \u2014 ${lines[frame - 1].text}`);
        }
        const parts = [];
        if (f.workList.length)
            parts.push(arg(tr(MW, 'Work list (next first): %1'), f.workList.join(', ')));
        if (f.deadEnds.length)
            parts.push(arg(tr(MW, 'Dead ends: %1'), f.deadEnds.join(', ')));
        details.textContent = parts.join('   \u00b7   ');
        for (const l of log.querySelectorAll('li[aria-current]'))
            l.removeAttribute('aria-current');
        if (frame > 0 && lines[frame - 1]) {
            const li = lines[frame - 1].li;
            li.setAttribute('aria-current', 'step');
            const top = li.offsetTop - log.offsetTop, h = li.offsetHeight;
            if (top < logBox.scrollTop || top + h > logBox.scrollTop + logBox.clientHeight)
                logBox.scrollTop = Math.max(0, top - logBox.clientHeight / 2);
        }
        updateButtons();
    }

    return {
        update(state) {
            const r = ctx.settingsOf(state);
            if (r.error) {
                pause();
                showMessage(r.error);
                return;
            }
            const k = JSON.stringify(r.settings);
            if (k !== key) {
                const g = ctx.fg.generate(r.settings, { trace: true });
                if (g.ok === false) {
                    pause();
                    showMessage(g.error);
                    return;
                }
                key = k;
                settings = r.settings;
                trace = g.trace;
                floor = g.floor;
                count = trace.length;
                buildLog();
            }
            frame = Math.max(0, Math.min(count, state.frame));
            if (state.frame !== frame)
                ctx.navigate({ frame }, { replace: true });
            else
                draw();
        },
        unmount() {
            pause();
            document.removeEventListener('keydown', keydown);
            root.remove();
        },
    };
}
