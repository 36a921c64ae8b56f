// The page's state and its URL (web/README.md "The page"): every view is a URL, so a player can send a link and
// the browser's back and forward move through what was looked at. Part 1's parameters (seed, stage, stageType,
// ruleset, hard, item repeated, curse a comma list) plus view, frame, compare and lang.

export const views = ['floor', 'step', 'compare', 'run'];

// The state a URL's query gives (missing or bad values: the defaults; the seed is kept as typed, the module
// validates it).
export function parseState(search) {
    const q = new URLSearchParams(search);
    const int = (name, fallback) => {
        const v = Number.parseInt(q.get(name) ?? '', 10);
        return Number.isFinite(v) ? v : fallback;
    };
    const view = q.get('view') ?? 'floor';
    return {
        seed: q.get('seed') ?? 'B91Y 9THH',
        stage: int('stage', 1),
        stageType: int('stageType', 0),
        ruleset: q.get('ruleset') ?? 'repentance',
        hard: q.get('hard') === '1' || q.get('hard') === 'true',
        items: q.getAll('item').filter((s) => s !== ''),
        curses: q.getAll('curse').flatMap((s) => s.split(',')).filter((s) => s !== ''),
        view: views.includes(view) ? view : 'floor',
        frame: Math.max(0, int('frame', 0)),
        compare: q.get('compare') ?? '',
        lang: q.get('lang') ?? '',
    };
}

// The query of a state ("?seed=B91Y9THH&stage=1&..."), only what differs from the defaults beyond part 1's
// parameters; the seed without its space.
export function stateToQuery(state) {
    const q = new URLSearchParams();
    q.set('seed', String(state.seed).replace(/\s+/g, ''));
    q.set('stage', String(state.stage));
    q.set('stageType', String(state.stageType));
    q.set('ruleset', state.ruleset);
    if (state.hard)
        q.set('hard', '1');
    for (const item of state.items)
        q.append('item', item);
    if (state.curses.length)
        q.set('curse', state.curses.join(','));
    if (state.view !== 'floor')
        q.set('view', state.view);
    if (state.view === 'step' && state.frame > 0)
        q.set('frame', String(state.frame));
    if (state.view === 'compare' && state.compare)
        q.set('compare', state.compare);
    if (state.lang)
        q.set('lang', state.lang);
    return `?${q.toString().replace(/%2C/g, ',')}`;
}

// The module's settings for the state's floor: `{settings}`, or `{error}` with the module's message (a bad seed).
export function settingsOf(state, fg) {
    const parsed = fg.parseSeed(state.seed);
    if (!parsed.ok)
        return { error: parsed.error };
    const settings = { ruleset: state.ruleset, runSeed: parsed.seed, stage: state.stage, stageType: state.stageType };
    if (state.hard)
        settings.hard = true;
    if (state.items.length)
        settings.items = [...state.items];
    if (state.curses.length)
        settings.curse = [...state.curses];
    return { settings };
}
