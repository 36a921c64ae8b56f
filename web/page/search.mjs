// The page's seed search: the CLI's `search` (its criterion options and --where expressions, read by the
// engine's own parser) over a range of run seeds, in Web Workers (web/page/search-worker.mjs), one per core
// the browser reports (navigator.hardwareConcurrency). The range is split as the CLI's --shard K/N splits it
// (partsOf), one part a worker; the matches are merged in seed order, so the result is the CLI's whatever the
// number of workers. Progress, time left, cancel, and resume: the state of a search (its request and how far
// each part got) is kept in localStorage (resumeKey), not in the URL: it changes every 50 ms per worker and
// holds the matches found so far, and it should outlive the tab (a link is for a result, not for a search
// half done). Results are links to their floors (the page's URL parameters).
//
// mount(container, ctx) -> {update(state), unmount()} (web/app.mjs' ctx: fg, tr, arg, navigate, getState,
// settingsOf); the shell shows it as the panel beside the map (panel=search). Its texts go through
// ctx.tr('WebSearch', source), translated in translations/isaac-floorgen_fr.ts as the app's texts are.

export const resumeKey = 'isaac-floorgen.search';
const kMaxSeed = 4294967295;

// The part `index` of `count` of from..to: the CLI's shardPart (app/cli/searchshard.cpp) without a seed list,
// {from, to} with to = from - 1 for an empty part. Exact in doubles: count * (to - from + 1) < 2^53.
export function partsOf(from, to, count) {
    const total = to - from + 1;
    const parts = [];
    for (let k = 0; k < count; ++k)
        parts.push({ from: from + Math.floor((k * total) / count), to: from + Math.floor(((k + 1) * total) / count) - 1 });
    return parts;
}

// The merged result of the parts (in seed order): {matches, complete, searchedTo, tried, failures,
// invalidSeeds, limitReached}. With a limit, complete as soon as the first `limit` matches are known: every
// part before is done, and a part's matches so far are the first of its part.
export function merged(parts, limit) {
    const matches = [];
    let complete = true, limitReached = false, searchedTo = parts.length ? parts[0].from - 1 : 0;
    let tried = 0, failures = 0, invalidSeeds = 0;
    for (const p of parts) {
        tried += p.tried;
        failures += p.failures;
        invalidSeeds += p.invalidSeeds;
        for (const m of p.matches) {
            if (limit && matches.length >= limit)
                break;
            matches.push(m);
        }
        searchedTo = p.next - 1;
        if (limit && matches.length >= limit) {
            limitReached = true;
            searchedTo = matches[matches.length - 1].runSeed ?? matches[matches.length - 1].stageSeed;
            break;
        }
        if (!p.done) {
            complete = false;
            break;
        }
    }
    return { matches, complete: complete || limitReached, searchedTo, tried, failures, invalidSeeds, limitReached };
}

function freshPart({ from, to }) {
    return { from, to, next: from, found: 0, tried: 0, failures: 0, invalidSeeds: 0, matches: [], done: to < from,
             limitReached: false };
}

// A search over the parts in workers: request as floorgen.mjs searchStart takes it (its from, to, limit for
// the whole search). parts: fresh (partsOf, one per worker) or those of a search stopped before (resume).
// onUpdate(search) after each step, and when it ends (search.state: 'running', 'done', 'stopped', 'failed').
export class SeedSearch {
    constructor({ request, workers = 1, parts = null, workerUrl = new URL('./search-worker.mjs', import.meta.url),
                  onUpdate = () => {}, budgetMs = 50 }) {
        this.request = request;
        this.parts = parts ?? partsOf(request.from, request.to, Math.max(1, workers)).map(freshPart);
        this.workerUrl = workerUrl;
        this.onUpdate = onUpdate;
        this.budgetMs = budgetMs;
        this.state = 'idle';
        this.error = null;
        this.workers = [];
        this.rate = { started: 0, seedsAtStart: 0 };
    }

    get total() {
        return this.request.to - this.request.from + 1;
    }

    // Seeds searched so far (every part's searched prefix).
    get searched() {
        return this.parts.reduce((n, p) => n + (p.next - p.from), 0);
    }

    result() {
        return merged(this.parts, this.request.limit ?? 0);
    }

    // Seeds per second since the search (re)started, and the seconds left at that rate (null before a rate).
    speed(now = performance.now()) {
        const seconds = (now - this.rate.started) / 1000;
        const perSecond = seconds > 0.2 ? (this.searched - this.rate.seedsAtStart) / seconds : 0;
        const left = this.total - this.searched;
        return { perSecond, perWorker: perSecond / Math.max(1, this.workers.length || this.parts.length),
                 secondsLeft: perSecond > 0 ? left / perSecond : null };
    }

    start() {
        this.state = 'running';
        this.rate = { started: performance.now(), seedsAtStart: this.searched };
        this.parts.forEach((part, index) => {
            if (part.done)
                return;
            const w = new Worker(this.workerUrl, { type: 'module' });
            const id = index;
            const base = { tried: part.tried, failures: part.failures, invalidSeeds: part.invalidSeeds,
                           found: part.found };
            const limit = this.request.limit ?? 0;
            w.onmessage = (e) => this._message(part, base, e.data);
            w.onerror = (e) => this._fail(e.message || 'the search worker stopped');
            w.postMessage({ type: 'start', id, budgetMs: this.budgetMs,
                            request: { ...this.request, from: part.next, to: part.to,
                                       limit: limit ? limit - part.found : 0 } });
            this.workers.push({ worker: w, id, part });
        });
        this._check();
    }

    _message(part, base, m) {
        if (this.state !== 'running')
            return;
        if (m.type === 'error') {
            this._fail(m.error, m);
            return;
        }
        if (m.type !== 'step')
            return;
        part.matches.push(...m.matches);
        part.next = m.next;
        part.found = base.found + m.found;
        part.tried = base.tried + m.tried;
        part.failures = base.failures + m.failures;
        part.invalidSeeds = base.invalidSeeds + m.invalidSeeds;
        part.limitReached = m.limitReached;
        part.done = m.done;
        this._check();
    }

    _check() {
        if (this.state === 'running' && this.result().complete) {
            this.state = 'done';
            this._end();
        }
        this.onUpdate(this);
    }

    _fail(error, detail = {}) {
        if (this.state !== 'running')
            return;
        this.state = 'failed';
        this.error = { error, ...detail };
        this._end();
        this.onUpdate(this);
    }

    // Stops the workers between two steps: the parts keep what their last step reported.
    stop() {
        if (this.state !== 'running')
            return;
        this.state = 'stopped';
        this._end();
        this.onUpdate(this);
    }

    _end() {
        for (const { worker, id } of this.workers) {
            worker.postMessage({ type: 'stop', id });
            worker.terminate();
        }
        this.workers = [];
    }

    // What resume needs (JSON).
    snapshot() {
        return { version: 1, request: this.request, parts: this.parts };
    }
}

// ---- the view ----

const css = `
.fg-search { display: grid; gap: 0.5rem; max-width: 60rem; padding: 0.25rem 0; }
.fg-search label { display: grid; gap: 0.15rem; font-weight: 600; }
.fg-search label > span.hint { font-weight: normal; color: var(--muted, inherit); font-size: 0.9em; }
.fg-search input { font: inherit; padding: 0.3rem 0.4rem; min-width: 0; }
.fg-search input.mono, .fg-search .fg-search-error { font-family: ui-monospace, monospace; }
.fg-search .fg-search-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.5rem; }
.fg-search .fg-search-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.fg-search button { font: inherit; padding: 0.35rem 0.9rem; }
.fg-search button:disabled { opacity: 0.45; cursor: default; }
.fg-search :focus-visible { outline: 3px solid var(--focus, Highlight); outline-offset: 2px; }
.fg-search a { color: var(--accent, LinkText); }
.fg-search progress { width: 100%; height: 1rem; }
.fg-search progress[hidden] { display: none; }
.fg-search .fg-search-error { white-space: pre-wrap; overflow-wrap: anywhere; color: var(--error, #c62828); margin: 0; }
.fg-search .fg-search-error:empty, .fg-search .fg-search-note:empty { display: none; }
.fg-search .fg-search-status, .fg-search .fg-search-note { margin: 0; overflow-wrap: anywhere; }
.fg-search ol { margin: 0; padding-left: 2.5rem; columns: 15rem auto; }
.fg-search li { break-inside: avoid; padding: 0.1rem 0; }
.fg-search li a { font-family: ui-monospace, monospace; }
.fg-search li .floors a { margin-left: 0.5rem; font-family: inherit; }
`;

function el(tag, attributes = {}, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attributes)) {
        if (k === 'text')
            e.textContent = v;
        else if (v !== false && v !== null && v !== undefined)
            e.setAttribute(k, v === true ? '' : String(v));
    }
    e.append(...children);
    return e;
}

const number = (n) => Math.round(n).toLocaleString('en');

function duration(seconds) {
    if (seconds === null || !Number.isFinite(seconds))
        return null;
    if (seconds < 60)
        return `${Math.max(1, Math.round(seconds))} s`;
    if (seconds < 3600)
        return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
    if (seconds < 86400 * 2)
        return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
    return `${Math.round(seconds / 86400)} days`;
}

// The page's URL parameters for a floor of the search's settings (web/README.md: seed, stage, stageType,
// ruleset, hard, item, curse).
export function floorQuery(settings, seed, stage, stageType) {
    const q = new URLSearchParams();
    q.set('seed', seed.replace(/\s+/g, ''));
    q.set('stage', String(stage));
    q.set('stageType', String(stageType));
    q.set('ruleset', settings.ruleset ?? 'afterbirth-plus');
    if (settings.hard)
        q.set('hard', '1');
    for (const item of settings.items ?? [])
        q.append('item', item);
    const curse = Array.isArray(settings.curse) ? settings.curse.join(',') : settings.curse;
    if (curse)
        q.set('curse', curse);
    return q.toString().replace(/%2C/g, ',');
}

// Reads "1", "4294967295" or a seed string ("B911 98AL") as a seed number; {ok, seed} or {ok: false, error}.
function readBound(fg, text, what) {
    const t = text.trim();
    if (/^\d+$/.test(t)) {
        const n = Number(t);
        return n >= 1 && n <= kMaxSeed ? { ok: true, seed: n }
                                       : { ok: false, error: `${what}: ${t} is not from 1 to ${kMaxSeed}` };
    }
    const parsed = fg.parseSeed(t);
    return parsed.ok ? parsed : { ok: false, error: `${what}: "${t}" is neither a number nor a seed (${parsed.error})` };
}

export function mount(container, ctx) {
    const tr = typeof ctx.tr === 'function' ? ctx.tr : (context, source) => source;
    const arg = typeof ctx.arg === 'function' ? ctx.arg
        : (text, ...values) => String(text).replace(/%(\d)/g, (m, d) => String(values[Number(d) - 1] ?? m));
    const cores = Math.max(1, Math.min(64, Number(globalThis.navigator?.hardwareConcurrency) || 1));
    const style = el('style', { text: css });
    const ids = (name) => `fg-search-${name}`;
    const input = (name, attributes) => el('input', { id: ids(name), name, autocomplete: 'off', spellcheck: 'false',
                                                    ...attributes });
    const where = input('where', { class: 'mono', placeholder: 'has library and not boss monstro',
                                   'aria-describedby': ids('error') });
    const options = input('options', { class: 'mono', placeholder: '--has library --floor 2 --boss monstro',
                                       'aria-describedby': ids('error') });
    const from = input('from', { value: '1', inputmode: 'text' });
    const to = input('to', { value: '100000', inputmode: 'text' });
    const limit = input('limit', { type: 'number', min: '1', max: '100000', value: '20' });
    const workers = input('workers', { type: 'number', min: '1', max: '64', value: String(cores) });
    const startButton = el('button', { type: 'submit', id: ids('start'), text: tr('WebSearch', 'Search') });
    const cancelButton = el('button', { type: 'button', id: ids('cancel'), disabled: true,
                                        'aria-keyshortcuts': 'Escape', text: tr('WebSearch', 'Cancel') });
    const resumeButton = el('button', { type: 'button', id: ids('resume'), hidden: true, text: tr('WebSearch', 'Resume') });
    const error = el('p', { id: ids('error'), class: 'fg-search-error', role: 'alert' });
    const note = el('p', { class: 'fg-search-note', id: ids('settings') });
    const progress = el('progress', { id: ids('progress'), max: '1', value: '0', hidden: true,
                                      'aria-label': tr('WebSearch', 'Search progress') });
    const status = el('p', { id: ids('status'), class: 'fg-search-status', role: 'status', 'aria-live': 'polite' });
    const results = el('ol', { id: ids('results'), 'aria-label': tr('WebSearch', 'Matching seeds') });
    const label = (text, hint, control) => el('label', { for: control.id }, el('span', { text }),
                                                hint ? el('span', { class: 'hint', text: hint }) : '', control);
    const form = el('form', { class: 'fg-search', novalidate: true, 'aria-label': tr('WebSearch', 'Seed search') },
        note,
        // (each text one literal: the page's labels are read from the source for the .ts)
        label(tr('WebSearch', 'Expression'),
              tr('WebSearch', 'As the CLI\'s --where: has, lacks, boss, rooms, xl, ... with and, or, not, parentheses and floor STAGE ( ... ) for a floor of the run'),
              where),
        label(tr('WebSearch', 'Criterion options'),
              tr('WebSearch', 'As the CLI\'s: --has TYPE, --lacks TYPE, --boss NAME, --floor STAGE for the options after it, ...'),
              options),
        el('div', { class: 'fg-search-row' },
           label(tr('WebSearch', 'First seed'), '', from), label(tr('WebSearch', 'Last seed'), '', to),
           label(tr('WebSearch', 'Most matches'), '', limit), label(tr('WebSearch', 'Workers'), '', workers)),
        el('div', { class: 'fg-search-buttons' }, startButton, cancelButton, resumeButton),
        error, progress, status, results);
    container.append(style, form);

    let state = ctx.getState?.() ?? {};
    let search = null;
    let shown = 0; // results already in the list
    let savedAt = 0;

    // The floor's settings without its seed (a bad seed in the panel does not matter here).
    const settingsNow = () => {
        let r = ctx.settingsOf?.(state) ?? {};
        if (r.error && r.field === 'seed')
            r = ctx.settingsOf({ ...state, seed: 'B91Y9THH' });
        const s = { ...(r.settings ?? {}) };
        for (const key of ['seed', 'runSeed', 'stageSeed', 'route', 'gameLog'])
            delete s[key];
        return s;
    };
    const describe = (s) => {
        const parts = [arg(tr('WebSearch', 'stage %1, type %2'), s.stage ?? 1, s.stageType ?? 0),
                       s.ruleset === 'repentance' ? 'Repentance' : 'Afterbirth+'];
        if (s.hard)
            parts.push(tr('WebSearch', 'hard mode'));
        if (s.items?.length)
            parts.push(arg(tr('WebSearch', 'items: %1'), s.items.join(', ')));
        if (s.curse && s.curse.length)
            parts.push(arg(tr('WebSearch', 'curses: %1'), [].concat(s.curse).join(', ')));
        return arg(tr('WebSearch', 'Run seeds whose floors meet the criteria, with the settings of the floor shown (%1).'),
                   parts.join(', '));
    };

    const openFloor = (event, patch) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
            return; // a new tab or window: the link's own URL
        if (typeof ctx.navigate !== 'function')
            return;
        event.preventDefault();
        ctx.navigate(patch);
    };
    const link = (settings, m, stage, stageType, text) => {
        const a = el('a', { href: `?${floorQuery(settings, m.seed, stage, stageType)}`, text });
        a.addEventListener('click', (e) => openFloor(e, { view: 'floor', seed: m.seed.replace(/\s+/g, ''),
                                                          stage, stageType }));
        return a;
    };
    const item = (settings, m) => {
        const li = el('li', { 'data-seed': String(m.runSeed) });
        // A run search: the seed opens the first floor its criteria name, and each of them has its link.
        const first = m.floors?.[0] ?? { stage: settings.stage ?? 1, stageType: settings.stageType ?? 0 };
        li.append(link(settings, m, first.stage, first.stageType, m.seed));
        if (m.floors?.length) {
            const span = el('span', { class: 'floors' });
            for (const f of m.floors)
                span.append(link(settings, m, f.stage, f.stageType, f.name));
            li.append(span);
        }
        return li;
    };

    const save = (force = false) => {
        if (!search)
            return;
        const now = Date.now();
        if (!force && now - savedAt < 1000)
            return;
        savedAt = now;
        try {
            if (search.state === 'done' || search.state === 'failed')
                localStorage.removeItem(resumeKey);
            else
                localStorage.setItem(resumeKey, JSON.stringify(search.snapshot()));
        } catch (e) {
            status.textContent += ` ${tr('WebSearch', 'This search cannot be kept for resume: the browser refused to store it.')}`;
        }
    };

    const render = (s) => {
        const r = s.result();
        for (; shown < r.matches.length; ++shown)
            results.append(item(s.request.settings ?? {}, r.matches[shown]));
        // Done: the seeds up to the CLI's searchedTo (with a limit, the last match's).
        const searched = r.complete ? r.searchedTo - s.request.from + 1 : s.searched;
        progress.hidden = false;
        progress.value = r.complete ? 1 : searched / s.total;
        const sp = s.speed();
        const parts = [arg(tr('WebSearch', '%1 of %2 seeds searched, %3 found.'), number(searched), number(s.total),
                           number(r.matches.length))];
        if (s.state === 'running' && sp.perSecond > 0) {
            parts.push(arg(tr('WebSearch', '%1 seeds/s (%2 per worker).'), number(sp.perSecond), number(sp.perWorker)));
            const left = duration(sp.secondsLeft);
            if (left)
                parts.push(arg(tr('WebSearch', 'About %1 left.'), left));
        }
        const end = { done: r.limitReached ? tr('WebSearch', 'Done: the most matches asked for were found.') : tr('WebSearch', 'Done.'),
                      stopped: tr('WebSearch', 'Cancelled: Resume goes on from where it stopped.') }[s.state];
        if (end)
            parts.push(end);
        status.textContent = parts.join(' ');
        const running = s.state === 'running';
        startButton.disabled = running;
        cancelButton.disabled = !running;
        resumeButton.hidden = s.state !== 'stopped';
        form.dataset.state = s.state;
        if (s.state === 'failed')
            showError(s.error);
    };

    const showError = (e) => {
        error.textContent = e?.error ?? '';
        const field = e && typeof e.at === 'number' && e.where === 0 ? where : null;
        where.setAttribute('aria-invalid', field ? 'true' : 'false');
        if (field) {
            field.focus();
            field.setSelectionRange(e.at, e.at + Math.max(1, e.length));
        }
    };

    const begin = (request, parts, count) => {
        search?.stop();
        results.replaceChildren();
        shown = 0;
        showError(null);
        search = new SeedSearch({
            request, parts, workers: count,
            onUpdate: (s) => {
                if (s !== search)
                    return;
                render(s);
                save(s.state !== 'running');
            },
        });
        search.start();
    };

    const submit = (e) => {
        e.preventDefault();
        if (!ctx.fg) {
            showError({ error: tr('WebSearch', 'The engine is still loading.') });
            return;
        }
        const a = readBound(ctx.fg, from.value, tr('WebSearch', 'First seed'));
        const b = a.ok ? readBound(ctx.fg, to.value, tr('WebSearch', 'Last seed')) : a;
        const n = Number(limit.value), w = Number(workers.value);
        let problem = !a.ok ? a.error : !b.ok ? b.error : null;
        if (!problem && a.seed > b.seed)
            problem = arg(tr('WebSearch', 'The first seed (%1) is after the last one (%2).'), a.seed, b.seed);
        if (!problem && !(Number.isInteger(n) && n >= 1 && n <= 100000))
            problem = tr('WebSearch', 'Most matches: give a whole number from 1 to 100000');
        if (!problem && !(Number.isInteger(w) && w >= 1 && w <= 64))
            problem = tr('WebSearch', 'Workers: give a whole number from 1 to 64');
        if (problem) {
            showError({ error: problem });
            return;
        }
        const request = { settings: settingsNow(), options: options.value, from: a.seed, to: b.seed, limit: n };
        if (where.value.trim())
            request.where = where.value;
        // The engine checks the criteria first: its message at once, before any worker starts.
        const check = ctx.fg.searchStart({ ...request, from: a.seed, to: a.seed });
        ctx.fg.searchStop();
        if (!check.ok) {
            search?.stop();
            search = null;
            showError(check);
            status.textContent = '';
            progress.hidden = true;
            results.replaceChildren();
            return;
        }
        begin(request, null, Math.min(w, b.seed - a.seed + 1));
    };

    const resume = () => {
        let saved = null;
        try {
            saved = JSON.parse(localStorage.getItem(resumeKey) ?? 'null');
        } catch (e) {
            saved = null;
        }
        if (!saved || saved.version !== 1 || !Array.isArray(saved.parts)) {
            resumeButton.hidden = true;
            showError({ error: tr('WebSearch', 'There is no search to resume.') });
            return;
        }
        const r = saved.request;
        where.value = typeof r.where === 'string' ? r.where : '';
        options.value = typeof r.options === 'string' ? r.options : '';
        from.value = String(r.from);
        to.value = String(r.to);
        limit.value = String(r.limit);
        workers.value = String(saved.parts.length);
        begin(r, saved.parts, saved.parts.length);
    };

    form.addEventListener('submit', submit);
    cancelButton.addEventListener('click', () => search?.stop());
    resumeButton.addEventListener('click', resume);
    const onKey = (e) => {
        if (e.key === 'Escape' && search?.state === 'running') {
            e.preventDefault();
            search.stop();
        }
    };
    document.addEventListener('keydown', onKey);
    const onHide = () => save(true);
    globalThis.addEventListener?.('pagehide', onHide);

    // A search stopped before (this tab or another one, earlier): Resume.
    try {
        const saved = JSON.parse(localStorage.getItem(resumeKey) ?? 'null');
        if (saved && saved.version === 1) {
            resumeButton.hidden = false;
            status.textContent = tr('WebSearch', 'A search was stopped before: Resume goes on with it.');
        }
    } catch (e) {
        /* nothing kept */
    }
    note.textContent = describe(settingsNow());

    return {
        update(next) {
            state = next ?? state;
            note.textContent = describe(settingsNow());
        },
        unmount() {
            if (search?.state === 'running') {
                search.stop();
                save(true);
            }
            search = null;
            globalThis.removeEventListener?.('pagehide', onHide);
            document.removeEventListener('keydown', onKey);
            style.remove();
            form.remove();
        },
    };
}
