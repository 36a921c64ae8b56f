// The page's state and its URL (web/README.md "The page"): every view is a URL, so a player can send a link and
// the browser's back and forward move through what was looked at. Part 1's parameters (seed, stage, stageType,
// ruleset, hard, item repeated, curse a comma list) plus view, frame, compare and lang, and the rest of the
// side panel (the app's: Black Candle, the player, the run state, the save), the map's options, the theme, the
// panel open beside the map and the room chosen on it, the run view's route and the rewards panel's luck and
// items. Only what differs from the defaults goes in the URL.

export const views = ['floor', 'step', 'compare', 'run'];
// The panels beside the map (page/rewards.mjs, page/game.mjs, page/search.mjs).
export const panels = ['rewards', 'game', 'search'];
// The map's options (map.mjs drawMap), with their defaults (the app's).
export const mapOptionKeys = ['hidden', 'deadEnds', 'bossNames', 'legend', 'marks', 'heat', 'numbers'];
export const mapOptionDefaults = { hidden: true, deadEnds: true, bossNames: true, legend: true, marks: true,
                                   heat: false, numbers: false };

// The settings of the panel that are numbers or ticks, as batch's keys (isaac-floorgen-cli batch --help); the
// URL parameter has the key's name. `def`: the value meaning "not set" (left out of the URL and the settings).
export const numberSettings = [
    { key: 'hearts', def: 6, min: 0, max: 99 },
    { key: 'maxHearts', def: 6, min: 0, max: 99 },
    { key: 'soulHearts', def: 0, min: 0, max: 99 },
    { key: 'boneHearts', def: 0, min: 0, max: 99 },
    { key: 'keys', def: 0, min: 0, max: 99 },
    { key: 'coins', def: 0, min: 0, max: 999 },
    { key: 'victoryLap', def: 0, min: 0, max: 99 },
    { key: 'treasureRoomsVisited', def: -1, min: -1, max: 99 }, // -1: the CLI's default (stage - 1)
    { key: 'superSinCounter', def: 0, min: 0, max: 9999 },
    { key: 'surpriseMinibossCounter', def: 0, min: 0, max: 9999 },
];
export const flagSettings = ['blackCandle', 'planetariumVisited', 'devilRoomVisited', 'bookPickedUp', 'strangeDoorLocked',
                             'cathedral', 'repentogon'];
// Text settings with their defaults: the character, the curse tier, the boss pools.
export const textSettings = { player: 'isaac', curseTier: 'all', bossPools: 'run' };

const defaults = {
    seed: 'B91Y 9THH', stage: 1, stageType: 0, ruleset: 'repentance', hard: false, items: [], curses: [],
    stateFlags: [], locked: '', route: '', view: 'floor', frame: 0, compare: '', lang: '', theme: '', panel: '',
    room: -1, runChoice: 0, luck: 0, rewardItems: [],
};

// The rewards panel's luck: 0..10 (the game clamps it; fractions count), as a number of the URL ("2.5").
export function parseLuck(text) {
    const v = Number(text);
    return text !== null && text !== '' && Number.isFinite(v) ? Math.min(10, Math.max(0, v)) : 0;
}

// The state a URL's query gives (missing or bad values: the defaults; the seed is kept as typed, the module
// validates it).
export function parseState(search) {
    const q = new URLSearchParams(search);
    const int = (name, fallback) => {
        const v = Number.parseInt(q.get(name) ?? '', 10);
        return Number.isFinite(v) ? v : fallback;
    };
    const yes = (name) => q.get(name) === '1' || q.get(name) === 'true';
    const view = q.get('view') ?? 'floor';
    const panel = q.get('panel') ?? '';
    const theme = q.get('theme') ?? '';
    const state = {
        seed: q.get('seed') ?? defaults.seed,
        stage: int('stage', 1),
        stageType: int('stageType', 0),
        ruleset: q.get('ruleset') ?? 'repentance',
        hard: yes('hard'),
        items: q.getAll('item').filter((s) => s !== ''),
        curses: q.getAll('curse').flatMap((s) => s.split(',')).filter((s) => s !== ''),
        stateFlags: q.getAll('stateFlag').flatMap((s) => s.split(',')).filter((s) => s !== ''),
        locked: q.get('locked') ?? '',
        route: q.get('route') ?? '',
        view: views.includes(view) ? view : 'floor',
        frame: Math.max(0, int('frame', 0)),
        compare: q.get('compare') ?? '',
        lang: q.get('lang') ?? '',
        theme: theme === 'light' || theme === 'dark' ? theme : '',
        panel: panels.includes(panel) ? panel : '',
        room: Math.max(-1, int('room', -1)),
        // The run view's route (run.mjs: 0 the main path, 1..6 through the alternate floor of that stage).
        runChoice: Math.min(6, Math.max(0, int('runChoice', 0))),
        // The rewards panel's luck and items (rewards.mjs; an item key twice is two copies, as the CLI's
        // --item).
        luck: parseLuck(q.get('luck')),
        rewardItems: q.getAll('rewardItem').flatMap((s) => s.split(',')).filter((s) => /^[a-z0-9-]+$/.test(s)),
        map: { ...mapOptionDefaults },
    };
    for (const n of numberSettings)
        state[n.key] = Math.min(n.max, Math.max(n.min, int(n.key, n.def)));
    for (const f of flagSettings)
        state[f] = yes(f);
    for (const [k, def] of Object.entries(textSettings))
        state[k] = q.get(k) || def;
    // map=heat,-legend: options turned on (a name) or off (-name) against the defaults.
    for (const word of (q.get('map') ?? '').split(',')) {
        const off = word.startsWith('-');
        const key = off ? word.slice(1) : word;
        if (mapOptionKeys.includes(key))
            state.map[key] = !off;
    }
    return state;
}

// The query of a state ("?seed=B91Y9THH&stage=1&..."): part 1's parameters always, the rest only where it
// differs from the defaults; the seed without its space.
export function stateToQuery(state) {
    const q = new URLSearchParams();
    q.set('seed', String(state.seed).replace(/\s+/g, ''));
    q.set('stage', String(state.stage));
    q.set('stageType', String(state.stageType));
    q.set('ruleset', state.ruleset);
    if (state.hard)
        q.set('hard', '1');
    for (const item of state.items ?? [])
        q.append('item', item);
    if (state.curses?.length)
        q.set('curse', state.curses.join(','));
    for (const n of numberSettings)
        if (state[n.key] !== undefined && state[n.key] !== n.def)
            q.set(n.key, String(state[n.key]));
    for (const f of flagSettings)
        if (state[f])
            q.set(f, '1');
    for (const [k, def] of Object.entries(textSettings))
        if (state[k] && state[k] !== def)
            q.set(k, state[k]);
    if (state.stateFlags?.length)
        q.set('stateFlag', state.stateFlags.join(','));
    if (state.locked)
        q.set('locked', state.locked);
    if (state.route)
        q.set('route', state.route);
    if (state.view !== 'floor')
        q.set('view', state.view);
    if (state.view === 'step' && state.frame > 0)
        q.set('frame', String(state.frame));
    if (state.view === 'compare' && state.compare)
        q.set('compare', state.compare);
    if (state.view === 'run' && state.runChoice > 0)
        q.set('runChoice', String(state.runChoice));
    if (state.map) {
        const words = [];
        for (const k of mapOptionKeys)
            if (state.map[k] !== undefined && state.map[k] !== mapOptionDefaults[k])
                words.push(state.map[k] ? k : `-${k}`);
        if (words.length)
            q.set('map', words.join(','));
    }
    if (state.panel)
        q.set('panel', state.panel);
    if (state.panel === 'rewards' && state.luck)
        q.set('luck', String(state.luck));
    if (state.panel === 'rewards' && state.rewardItems?.length)
        q.set('rewardItem', state.rewardItems.join(','));
    if (state.room >= 0)
        q.set('room', String(state.room));
    if (state.theme)
        q.set('theme', state.theme);
    if (state.lang)
        q.set('lang', state.lang);
    return `?${q.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
}

// "1:0, 2:4" -> [{stage: 1, stageType: 0}, ...], or null for a text that is not such a list.
export function parseRoute(text) {
    const parts = String(text).split(',').map((s) => s.trim()).filter((s) => s !== '');
    const route = [];
    for (const p of parts) {
        const m = /^(\d{1,2}):(\d)$/.exec(p);
        if (!m)
            return null;
        route.push({ stage: Number(m[1]), stageType: Number(m[2]) });
    }
    return route;
}

// "12, 40" -> [12, 40], or null.
export function parseLocked(text) {
    const parts = String(text).split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (!parts.every((p) => /^\d{1,4}$/.test(p)))
        return null;
    return parts.map(Number);
}

// The module's settings for the state's floor: `{settings}`, or `{error}` with the module's message (a bad seed).
// `field` names the panel's field the error belongs to ('seed', 'route', 'locked').
export function settingsOf(state, fg) {
    const parsed = fg.parseSeed(state.seed);
    if (!parsed.ok)
        return { error: parsed.error, field: 'seed' };
    const settings = { ruleset: state.ruleset, runSeed: parsed.seed, stage: state.stage, stageType: state.stageType };
    if (state.hard)
        settings.hard = true;
    if (state.items?.length)
        settings.items = [...state.items];
    if (state.curses?.length)
        settings.curse = state.curses.includes('none') ? 'none' : [...state.curses];
    if (state.ruleset === 'original-2011') // the 2011 generator reads the seed, the floor and its curse only
        return { settings };
    for (const n of numberSettings)
        if (state[n.key] !== undefined && state[n.key] !== n.def)
            settings[n.key] = state[n.key];
    for (const f of flagSettings)
        if (state[f])
            settings[f] = true;
    if (state.player && state.player !== textSettings.player)
        settings.player = /^\d+$/.test(state.player) ? Number(state.player) : state.player;
    if (state.ruleset !== 'repentance') {
        for (const k of ['superSinCounter', 'surpriseMinibossCounter', 'strangeDoorLocked', 'cathedral',
                         'repentogon'])
            delete settings[k];
        return { settings };
    }
    if (state.curseTier && state.curseTier !== textSettings.curseTier)
        settings.curseTier = state.curseTier;
    if (state.bossPools && state.bossPools !== textSettings.bossPools)
        settings.bossPools = state.bossPools;
    if (state.stateFlags?.length)
        settings.stateFlags = [...state.stateFlags];
    if (state.route) {
        const route = parseRoute(state.route);
        if (!route)
            return { error: 'route', field: 'route' };
        settings.route = route;
    }
    if (state.locked) {
        const locked = parseLocked(state.locked);
        if (!locked)
            return { error: 'locked', field: 'locked' };
        settings.lockedAchievements = locked;
    }
    return { settings };
}
