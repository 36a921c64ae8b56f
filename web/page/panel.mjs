// The side panel, as the desktop app's (app/gui/panel/settingspanel.cpp): the seed (validated as it is typed,
// previous, next, random), the floor (the run's floors first, then its alternate path, then the others), the
// rule set, hard mode, the curses (rolled or forced) and Black Candle, the items that change generation in the
// app's groups, the player, the run state and the save. Every label goes through tr (the app's own text where
// the app has it, so its translation too). buildPanel(container, api) -> {fill(state, info)}.

// The items in the app's groups (SettingsPanel's), by the CLI's keys; the trinkets can be golden.
const itemGroups = (tr) => [
    { title: tr('floorgen::gui::SettingsPanel', 'Floor layout'),
      items: ['luna', 'voodoo-head', 'fragmented-card', 'silver-dollar', 'bloody-crown', 'holy-crown', 'wicked-crown'] },
    { title: tr('floorgen::gui::SettingsPanel', 'Treasure'), items: ['golden-horseshoe', 'pay-to-win', 'moms-box'] },
    { title: tr('floorgen::gui::SettingsPanel', 'Planetarium'),
      items: ['crystal-ball', 'magic-8-ball', 'sausage', 'telescope-lens'] },
    { title: tr('floorgen::gui::SettingsPanel', 'More items (Repentance+)'), more: true,
      items: ['knife-piece-1', 'birthright', 'store-key', 'broken-shovel-1', 'devils-crown'] },
];
const trinkets = ['fragmented-card', 'silver-dollar', 'bloody-crown', 'holy-crown', 'wicked-crown', 'golden-horseshoe',
                  'pay-to-win', 'telescope-lens', 'store-key', 'devils-crown'];

export function itemName(key, tr) {
    switch (key) {
    case 'luna': return tr('Item', 'Luna');
    case 'voodoo-head': return tr('Item', 'Voodoo Head');
    case 'fragmented-card': return tr('Item', 'Fragmented Card');
    case 'silver-dollar': return tr('Item', 'Silver Dollar');
    case 'bloody-crown': return tr('Item', 'Bloody Crown');
    case 'holy-crown': return tr('Item', 'Holy Crown');
    case 'wicked-crown': return tr('Item', 'Wicked Crown');
    case 'golden-horseshoe': return tr('Item', 'Golden Horseshoe');
    case 'pay-to-win': return tr('Item', 'Pay To Win');
    case 'moms-box': return tr('Item', "Mom's Box");
    case 'crystal-ball': return tr('Item', 'Crystal Ball');
    case 'magic-8-ball': return tr('Item', 'Magic 8 Ball');
    case 'sausage': return tr('Item', 'Sausage');
    case 'telescope-lens': return tr('Item', 'Telescope Lens');
    case 'knife-piece-1': return tr('Item', 'Knife Piece 1');
    case 'birthright': return tr('Item', 'Birthright');
    case 'broken-shovel-1': return tr('Item', 'Broken Shovel (first half)');
    case 'store-key': return tr('Item', 'Store Key');
    case 'devils-crown': return tr('Item', "Devil's Crown");
    default: return key;
    }
}

function itemEffect(key, tr) {
    switch (key) {
    case 'luna': return tr('ItemEffect', 'A second Super Secret Room and one more Secret Room.');
    case 'voodoo-head': return tr('ItemEffect', 'One more minimum dead end and a second Curse Room.');
    case 'fragmented-card': return tr('ItemEffect', 'One more Secret Room.');
    case 'silver-dollar': return tr('ItemEffect', 'A Shop in the Womb (chapter 4).');
    case 'bloody-crown': return tr('ItemEffect', 'A Treasure Room in the Womb (chapter 4).');
    case 'holy-crown': return tr('ItemEffect', 'A Shop and a Treasure Room in Cathedral or Sheol (repentance).');
    case 'wicked-crown': return tr('ItemEffect', 'A Shop and a Treasure Room in Sheol or Cathedral (repentance).');
    case 'golden-horseshoe': return tr('ItemEffect', 'Treasure Rooms may get the special subtype (15% chance).');
    case 'pay-to-win': return tr('ItemEffect', 'Treasure Rooms use the Pay To Win subtype (no effect on the layout).');
    case 'moms-box': return tr('ItemEffect', "Doubles the Golden Horseshoe's chance (50 instead of 100 in the roll).");
    case 'crystal-ball': return tr('ItemEffect', 'Planetarium chance +15%, and +100% when Treasure Rooms were skipped.');
    case 'magic-8-ball': return tr('ItemEffect', 'Planetarium chance +15%.');
    case 'sausage': return tr('ItemEffect', 'Planetarium chance +6.9%.');
    case 'telescope-lens': return tr('ItemEffect', 'Planetarium chance +24%, and Planetariums in the Womb.');
    case 'birthright': return tr('ItemEffect', 'With Cain: arcades on every floor up to Sheol (repentance).');
    case 'broken-shovel-1': return tr('ItemEffect', "The off-grid Boss Rush room's layout (no effect on the map).");
    case 'store-key': return tr('ItemEffect', 'A better Shop level (repentance).');
    case 'devils-crown': return tr('ItemEffect', 'Treasure Rooms become devil-style rooms (no effect on the map).');
    default: return '';
    }
}

// The curses the panel can force (SettingsPanel kForcibleCurses), by the CLI's keys.
export function curseName(key, tr) {
    switch (key) {
    case 'darkness': return tr('CurseShort', 'Darkness');
    case 'labyrinth': return tr('CurseShort', 'Labyrinth');
    case 'lost': return tr('CurseShort', 'Lost');
    case 'unknown': return tr('CurseShort', 'Unknown');
    case 'maze': return tr('CurseShort', 'Maze');
    case 'blind': return tr('CurseShort', 'Blind');
    default: return key;
    }
}
const forcibleCurses = ['darkness', 'labyrinth', 'lost', 'unknown', 'maze', 'blind'];

// The floor JSON's curses (its keys, "darkness", or names, "Curse of Darkness"), in the page's language.
export function curseLongName(name, tr) {
    switch (name) {
    case 'darkness': return tr('Curse', 'Curse of Darkness');
    case 'labyrinth': return tr('Curse', 'Curse of the Labyrinth');
    case 'lost': return tr('Curse', 'Curse of the Lost');
    case 'unknown': return tr('Curse', 'Curse of the Unknown');
    case 'cursed': return tr('Curse', 'Curse of the Cursed');
    case 'maze': return tr('Curse', 'Curse of the Maze');
    case 'blind': return tr('Curse', 'Curse of the Blind');
    case 'Curse of Darkness': return tr('Curse', 'Curse of Darkness');
    case 'Curse of the Labyrinth': return tr('Curse', 'Curse of the Labyrinth');
    case 'Curse of the Lost': return tr('Curse', 'Curse of the Lost');
    case 'Curse of the Unknown': return tr('Curse', 'Curse of the Unknown');
    case 'Curse of the Cursed': return tr('Curse', 'Curse of the Cursed');
    case 'Curse of the Maze': return tr('Curse', 'Curse of the Maze');
    case 'Curse of the Blind': return tr('Curse', 'Curse of the Blind');
    default: return tr('Curse', name);
    }
}

const characters = (tr) => [
    ['isaac', tr('Character', 'Isaac')], ['cain', tr('Character', 'Cain')],
    ['blue-baby', tr('Character', '??? (Blue Baby)')], ['lazarus', tr('Character', 'Lazarus')],
    ['the-lost', tr('Character', 'The Lost')], ['lazarus-risen', tr('Character', 'Lazarus (risen)')],
    ['dark-judas', tr('Character', 'Dark Judas')], ['keeper', tr('Character', 'Keeper')],
    ['the-forgotten', tr('Character', 'The Forgotten')], ['the-soul', tr('Character', 'The Soul')],
    ['tainted-lost', tr('Character', 'Tainted Lost')], ['tainted-keeper', tr('Character', 'Tainted Keeper')],
    ['tainted-jacob-ghost', tr('Character', 'Tainted Jacob (ghost)')], ['other', tr('Player', 'Other character')],
];

const stateFlags = (tr) => [
    ['wrath', tr('floorgen::gui::SettingsPanel', 'Wrath met')], ['gluttony', tr('floorgen::gui::SettingsPanel', 'Gluttony met')],
    ['lust', tr('floorgen::gui::SettingsPanel', 'Lust met')], ['sloth', tr('floorgen::gui::SettingsPanel', 'Sloth met')],
    ['envy', tr('floorgen::gui::SettingsPanel', 'Envy met')], ['pride', tr('floorgen::gui::SettingsPanel', 'Pride met')],
    ['greed-spawned', tr('floorgen::gui::SettingsPanel', 'Greed met')],
    ['super-greed-spawned', tr('floorgen::gui::SettingsPanel', 'Super Greed met')],
    ['ultra-pride', tr('floorgen::gui::SettingsPanel', 'Ultra Pride met')],
    ['donation-machine-blown', tr('floorgen::gui::SettingsPanel', 'Donation machine blown up')],
    ['shopkeeper-killed', tr('floorgen::gui::SettingsPanel', 'Shopkeeper killed')],
    ['dads-note', tr('floorgen::gui::SettingsPanel', "Dad's Note taken")],
];

// The floors' names (the app's Stage texts), by "stage:type" and rule set.
export function stageName(stage, type, ruleset, tr) {
    const chapters = [
        [tr('Stage', 'Basement I'), tr('Stage', 'Cellar I'), tr('Stage', 'Burning Basement I'), tr('Stage', 'Downpour I'), tr('Stage', 'Dross I')],
        [tr('Stage', 'Basement II'), tr('Stage', 'Cellar II'), tr('Stage', 'Burning Basement II'), tr('Stage', 'Downpour II'), tr('Stage', 'Dross II')],
        [tr('Stage', 'Caves I'), tr('Stage', 'Catacombs I'), tr('Stage', 'Flooded Caves I'), tr('Stage', 'Mines I'), tr('Stage', 'Ashpit I')],
        [tr('Stage', 'Caves II'), tr('Stage', 'Catacombs II'), tr('Stage', 'Flooded Caves II'), tr('Stage', 'Mines II'), tr('Stage', 'Ashpit II')],
        [tr('Stage', 'Depths I'), tr('Stage', 'Necropolis I'), tr('Stage', 'Dank Depths I'), tr('Stage', 'Mausoleum I'), tr('Stage', 'Gehenna I')],
        [tr('Stage', 'Depths II'), tr('Stage', 'Necropolis II'), tr('Stage', 'Dank Depths II'), tr('Stage', 'Mausoleum II'), tr('Stage', 'Gehenna II')],
        [tr('Stage', 'Womb I'), tr('Stage', 'Utero I'), tr('Stage', 'Scarred Womb I'), tr('Stage', 'Corpse I'), tr('Stage', 'Mortis I')],
        [tr('Stage', 'Womb II'), tr('Stage', 'Utero II'), tr('Stage', 'Scarred Womb II'), tr('Stage', 'Corpse II'), tr('Stage', 'Mortis II')],
    ];
    if (stage >= 1 && stage <= 8) {
        const column = { 0: 0, 1: 1, 2: 2, 4: 3, 5: 4 }[type];
        return column === undefined ? `${stage}:${type}` : chapters[stage - 1][column];
    }
    switch (`${stage}:${type}`) {
    case '9:0': return tr('Stage', 'Blue Womb');
    case '10:0': return tr('Stage', 'Sheol');
    case '10:1': return tr('Stage', 'Cathedral');
    case '11:0': return tr('Stage', 'Dark Room');
    case '11:1': return ruleset === 'repentance' ? tr('Stage', 'Chest') : tr('Stage', 'The Chest');
    case '12:0': return tr('Stage', 'The Void');
    default: return `${stage}:${type}`;
    }
}

// Every floor a rule set generates, in game order ([stage, type]).
export function floorsOf(ruleset) {
    const out = [];
    if (ruleset === 'repentance') {
        for (let s = 1; s <= 8; ++s)
            for (const t of [0, 1, 2, 4, 5])
                if (!((s === 7 || s === 8) && t === 5)) // Mortis has no rooms (repentance.md R3.1)
                    out.push([s, t]);
        out.push([10, 0], [10, 1], [11, 0], [11, 1], [12, 0]);
        return out;
    }
    const original = ruleset === 'original-2011';
    for (let s = 1; s <= 8; ++s)
        for (const t of original ? [0, 1] : [0, 1, 2])
            out.push([s, t]);
    if (!original)
        out.push([9, 0]);
    out.push([10, 0], [10, 1]);
    if (original)
        out.push([11, 1]);
    else
        out.push([11, 0], [11, 1], [12, 0]);
    return out;
}

function h(tag, attrs = {}, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
        if (v === undefined || v === null || v === false)
            continue;
        if (k === 'text')
            e.textContent = v;
        else if (k.startsWith('on'))
            e.addEventListener(k.slice(2), v);
        else
            e.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat())
        if (c !== null && c !== undefined)
            e.append(c);
    return e;
}

// The panel in `container`. api: {tr, arg, navigate(patch, {replace}), getState(), seedStep(delta),
// randomSeed()}. fill(state, info) sets the controls from the state; info: {runFloors: [[s, t]],
// altFloors: [[s, t]], rolled (the rolled curses' text), seedError, routeError, lockedError}.
export function buildPanel(container, api) {
    const { tr, arg } = api;
    const S = (source) => tr('floorgen::gui::SettingsPanel', source);
    container.replaceChildren();
    const set = (patch) => api.navigate(patch, { replace: true });
    const el = {};

    // ---- seed ----
    el.seed = h('input', { id: 'seed', type: 'text', spellcheck: 'false', maxlength: 20, autocomplete: 'off',
                           placeholder: S('XXXX XXXX'), title: S("The game's seed string: eight characters, the space is optional"),
                           'aria-describedby': 'message', 'aria-keyshortcuts': '/', 'aria-label': S('Seed') });
    el.seed.addEventListener('input', () => api.seedTyped(el.seed.value));
    const prev = h('button', { type: 'button', id: 'seed-prev', 'aria-label': S('Previous seed'),
                               title: `${S('Previous seed (run seed − 1)')} ([)`, 'aria-keyshortcuts': '[', text: '◀',
                               onclick: () => api.seedStep(-1) });
    const next = h('button', { type: 'button', id: 'seed-next', 'aria-label': S('Next seed'),
                               title: `${S('Next seed (run seed + 1)')} (])`, 'aria-keyshortcuts': ']', text: '▶',
                               onclick: () => api.seedStep(1) });
    const random = h('button', { type: 'button', id: 'seed-random', title: `${S('A random seed')} (R)`,
                                 'aria-keyshortcuts': 'r', text: S('Random'), onclick: () => api.randomSeed() });
    el.message = h('p', { id: 'message', class: 'error', role: 'status' });
    container.append(h('details', { open: true, id: 'sec-seed' }, h('summary', { text: S('Seed') }),
                       h('div', { class: 'row' }, prev, el.seed, next, random), el.message));

    // ---- floor ----
    el.ruleset = h('select', { id: 'ruleset', title: S('Afterbirth+: the verified engine alone. Repentance: the engine plus the Repentance rules (planetarium, ultra secret room, Luna, ...). Original (2011): the 2011 Flash game\'s generator as an article describes it, on its 9x8 grid; our random numbers, not the original game\'s') },
                       h('option', { value: 'repentance', text: S('Repentance') }),
                       h('option', { value: 'afterbirth-plus', text: S('Afterbirth+') }),
                       h('option', { value: 'original-2011', text: S('Original (2011)') }));
    el.ruleset.addEventListener('change', () => api.rulesetChanged(el.ruleset.value));
    el.floor = h('select', { id: 'floor', 'aria-keyshortcuts': 'j k' });
    el.floor.addEventListener('change', () => {
        const [stage, stageType] = el.floor.value.split(':').map(Number);
        api.navigate({ stage, stageType, room: -1 });
    });
    el.proposal = h('p', { class: 'hint', id: 'proposal' });
    el.hard = h('input', { type: 'checkbox', id: 'hard' });
    el.hard.addEventListener('change', () => set({ hard: el.hard.checked }));
    el.repentogon = h('input', { type: 'checkbox', id: 'repentogon' });
    el.repentogon.addEventListener('change', () => set({ repentogon: el.repentogon.checked }));
    el.bossPools = h('select', { id: 'bossPools', title: S('Where the boss pools come from: the floors the run visits before this one, or this floor as the run\'s first') },
                     h('option', { value: 'run', text: S('Run') }), h('option', { value: 'first-floor', text: S('First floor') }));
    el.bossPools.addEventListener('change', () => set({ bossPools: el.bossPools.value }));
    el.repOnly = [];
    const field = (label, control, id, wide = false) => h('label', { class: wide ? 'field wide' : 'field', for: id },
                                                          h('span', { text: label }), control);
    const bossField = field(S('Boss pools'), el.bossPools, 'bossPools');
    const repentogonRow = h('label', { class: 'check', title: S('The game was started through the mod loader REPENTOGON, whose floors differ from the vanilla game\'s on some seeds') },
                            el.repentogon, S('REPENTOGON'));
    el.repOnly.push(bossField, repentogonRow);
    el.hardRow = h('label', { class: 'check' }, el.hard, S('Hard mode'));
    container.append(h('details', { open: true, id: 'sec-floor' }, h('summary', { text: S('Floor') }),
                       field(S('Rules'), el.ruleset, 'ruleset'), repentogonRow, field(S('Floor'), el.floor, 'floor', true),
                       el.proposal, bossField, el.hardRow));

    // ---- curses ----
    el.rolled = h('input', { type: 'radio', name: 'curse-mode', id: 'curse-rolled', value: 'rolled' });
    el.forced = h('input', { type: 'radio', name: 'curse-mode', id: 'curse-forced', value: 'forced' });
    el.rolledText = h('p', { class: 'hint', id: 'rolled-curses' });
    el.curses = {};
    const curseBoxes = forcibleCurses.map((c) => {
        const box = h('input', { type: 'checkbox', id: `curse-${c}`, 'data-curse': c });
        el.curses[c] = box;
        box.addEventListener('change', () => set({ curses: cursesFromBoxes() }));
        return h('label', { class: 'check', for: `curse-${c}` }, box, curseName(c, tr));
    });
    const cursesFromBoxes = () => {
        const list = forcibleCurses.filter((c) => el.curses[c].checked);
        return list.length ? list : ['none'];
    };
    el.rolled.addEventListener('change', () => set({ curses: [] }));
    el.forced.addEventListener('change', () => set({ curses: cursesFromBoxes() }));
    el.curseNote = h('p', { class: 'hint', id: 'curse-note' });
    el.blackCandle = h('input', { type: 'checkbox', id: 'blackCandle' });
    el.blackCandle.addEventListener('change', () => set({ blackCandle: el.blackCandle.checked }));
    container.append(h('details', { open: true, id: 'sec-curses' }, h('summary', { text: S('Curses') }),
                       h('label', { class: 'check', for: 'curse-rolled' }, el.rolled, S('Rolled from the seed')),
                       el.rolledText,
                       h('label', { class: 'check', for: 'curse-forced' }, el.forced, S('Forced:')),
                       h('div', { class: 'grid2', role: 'group', 'aria-label': S('Forced:') }, curseBoxes), el.curseNote,
                       h('label', { class: 'check', title: S('No curse is rolled') }, el.blackCandle, S('Black Candle'))));

    // ---- items ----
    el.items = {};
    el.golden = {};
    const itemBox = (key, golden) => {
        const box = h('input', { type: 'checkbox', id: golden ? `golden-${key}` : `item-${key}` });
        (golden ? el.golden : el.items)[key] = box;
        box.addEventListener('change', () => set({ items: itemsFromBoxes() }));
        return h('label', { class: 'check', title: golden ? arg(S('A golden %1'), itemName(key, tr)) : itemEffect(key, tr) },
                 box, itemName(key, tr));
    };
    const itemsFromBoxes = () => {
        const list = [];
        for (const g of itemGroups(tr))
            for (const k of g.items)
                if (el.items[k].checked)
                    list.push(k);
        for (const k of trinkets)
            if (el.golden[k]?.checked)
                list.push(`${k}:golden`);
        return list;
    };
    const itemsSection = h('details', { open: true, id: 'sec-items' }, h('summary', { text: S('Items') }));
    for (const g of itemGroups(tr)) {
        const grid = h('div', { class: 'grid2', role: 'group', 'aria-label': g.title }, g.items.map((k) => itemBox(k, false)));
        if (g.more) {
            const more = h('details', { id: 'more-items' }, h('summary', { text: g.title }), grid,
                           h('p', { class: 'group-title', text: S('Golden trinkets:'),
                                    title: S('A golden copy counts as two copies of the trinket; with the plain one ticked above as well, three') }),
                           h('div', { class: 'grid2', role: 'group', 'aria-label': S('Golden trinkets:') },
                             trinkets.map((k) => itemBox(k, true))));
            el.repOnly.push(more);
            itemsSection.append(more);
        } else {
            itemsSection.append(h('p', { class: 'group-title', text: g.title }), grid);
        }
    }
    el.itemsSection = itemsSection;
    container.append(itemsSection);

    // ---- player ----
    el.numbers = {};
    const number = (key, label, tip, min, max) => {
        const input = h('input', { type: 'number', id: key, min, max, step: 1, title: tip });
        input.addEventListener('change', () => {
            const v = Number.parseInt(input.value, 10);
            if (Number.isFinite(v))
                set({ [key]: Math.min(max, Math.max(min, v)) });
        });
        el.numbers[key] = input;
        return field(label, input, key);
    };
    el.player = h('select', { id: 'player' }, characters(tr).map(([v, t]) => h('option', { value: v, text: t })));
    el.player.addEventListener('change', () => set({ player: el.player.value }));
    el.checks = {};
    const check = (key, label, tip) => {
        const box = h('input', { type: 'checkbox', id: key });
        box.addEventListener('change', () => set({ [key]: box.checked }));
        el.checks[key] = box;
        return h('label', { class: 'check', title: tip }, box, label);
    };
    el.playerSection = h('details', { id: 'sec-player' }, h('summary', { text: S('Player') }),
        field(S('Character'), el.player, 'player'),
        number('hearts', S('Red hearts (½)'), S('Red hearts, in half hearts'), 0, 99),
        number('maxHearts', S('Max hearts (½)'), S('Heart containers, in half hearts'), 0, 99),
        number('soulHearts', S('Soul hearts (½)'), S('Soul hearts, in half hearts'), 0, 99),
        number('boneHearts', S('Bone hearts'), S('Bone hearts'), 0, 99),
        number('keys', S('Keys'), S('Keys held'), 0, 99),
        number('coins', S('Coins'), S('Coins held'), 0, 999),
        number('victoryLap', S('Victory lap'), S('Victory laps completed'), 0, 99),
        number('treasureRoomsVisited', S('Treasure rooms visited'), `${S('Treasure rooms visited so far this run')} (−1: ${S('all so far')})`, -1, 99),
        check('planetariumVisited', S('Planetarium visited')),
        check('devilRoomVisited', S('Devil room visited')),
        check('bookPickedUp', S('Book picked up')));
    container.append(el.playerSection);

    // ---- run state (repentance) ----
    el.flags = {};
    const flagBoxes = stateFlags(tr).map(([key, label]) => {
        const box = h('input', { type: 'checkbox', id: `flag-${key}` });
        el.flags[key] = box;
        box.addEventListener('change', () => set({ stateFlags: stateFlags(tr).map(([k]) => k).filter((k) => el.flags[k].checked) }));
        return h('label', { class: 'check', for: `flag-${key}` }, box, label);
    });
    el.route = h('input', { type: 'text', id: 'route', placeholder: S("the run's default route"), spellcheck: 'false',
                            title: S("The floors generated before this one, as stage:type separated by commas, for example 1:0, 2:4, 3:1 (types 0-2: main path, 4-5: alternate path). Empty: the run's default route") });
    el.route.addEventListener('input', () => set({ route: el.route.value.trim() }));
    el.routeError = h('p', { class: 'error', id: 'route-error', role: 'status' });
    const runSection = h('details', { id: 'sec-run' }, h('summary', { text: S('Run state') }),
        number('superSinCounter', S('Super-sin counter'), S('Raises the chance of a super sin in the mini-boss room'), 0, 9999),
        number('surpriseMinibossCounter', S('Surprise mini-boss counter'), S('Raises the chance of a surprise mini-boss (Greed or Super Greed) in the shop'), 0, 9999),
        h('p', { class: 'group-title', text: S('Already happened this run:') }),
        h('div', { class: 'grid2', role: 'group', 'aria-label': S('Already happened this run:') }, flagBoxes),
        field(S('Route'), el.route, 'route', true), el.routeError);
    el.repOnly.push(runSection);
    container.append(runSection);

    // ---- save progress (repentance) ----
    el.curseTier = h('select', { id: 'curseTier', title: S('How far the save has progressed: it sets the curse chances') },
                     h('option', { value: 'none', text: S('None (Mom not beaten)') }),
                     h('option', { value: 'womb', text: S('The Womb unlocked') }),
                     h('option', { value: 'eit', text: S('Everything Is Terrible!!!') }),
                     h('option', { value: 'all', text: S('All') }));
    el.curseTier.addEventListener('change', () => set({ curseTier: el.curseTier.value }));
    el.strangeDoor = h('input', { type: 'checkbox', id: 'strangeDoor' });
    el.strangeDoor.addEventListener('change', () => set({ strangeDoorLocked: !el.strangeDoor.checked }));
    el.cathedral = h('select', { id: 'cathedral', title: S('The run\'s choice after the Womb: the type the run seed proposes for stages 10 and 11') },
                     h('option', { value: '0', text: S('Sheol') }), h('option', { value: '1', text: S('Cathedral') }));
    el.cathedral.addEventListener('change', () => set({ cathedral: el.cathedral.value === '1' }));
    el.locked = h('input', { type: 'text', id: 'locked', placeholder: S('none: all unlocked'), spellcheck: 'false' });
    el.locked.addEventListener('input', () => set({ locked: el.locked.value.trim() }));
    el.lockedError = h('p', { class: 'error', id: 'locked-error', role: 'status' });
    const saveSection = h('details', { id: 'sec-save' }, h('summary', { text: S('Save progress') }),
        field(S('Curse tier'), el.curseTier, 'curseTier'),
        h('label', { class: 'check', title: S('Achievement 635: the strange door on Depths II') }, el.strangeDoor, S('Strange door unlocked')),
        field(S('Route after the Womb'), el.cathedral, 'cathedral'),
        field(S('Locked achievements'), el.locked, 'locked', true), el.lockedError);
    el.repOnly.push(saveSection);
    container.append(saveSection);

    function fillFloors(state, info) {
        const key = JSON.stringify([state.ruleset, info.runFloors, info.altFloors, tr('Stage', 'Basement I')]);
        if (el.floor.dataset.key !== key) {
            el.floor.dataset.key = key;
            el.floor.replaceChildren();
            const listed = new Set();
            const option = ([s, t]) => {
                listed.add(`${s}:${t}`);
                return h('option', { value: `${s}:${t}`, text: `${s} · ${stageName(s, t, state.ruleset, tr)}` });
            };
            const all = floorsOf(state.ruleset);
            if (info.runFloors?.length) {
                el.floor.append(h('optgroup', { label: S('This run') }, info.runFloors.map(option)));
                const alt = (info.altFloors ?? []).filter(([s, t]) => !listed.has(`${s}:${t}`));
                if (alt.length)
                    el.floor.append(h('optgroup', { label: S('Its alternate path (approximation)') }, alt.map(option)));
                el.floor.append(h('optgroup', { label: S('Other floors') },
                                  all.filter(([s, t]) => !listed.has(`${s}:${t}`)).map(option)));
            } else {
                all.forEach((f) => el.floor.append(option(f)));
            }
        }
        const value = `${state.stage}:${state.stageType}`;
        if (![...el.floor.options].some((o) => o.value === value))
            el.floor.append(h('option', { value, text: `${state.stage} · ${stageName(state.stage, state.stageType, state.ruleset, tr)}` }));
        el.floor.value = value;
        el.floor.title = info.runFloors?.length
            ? S('The floors of this run first, in the order it visits them; then its alternate path; then every other floor of the Repentance+ rule set (The Void, and the stage types this run does not give)')
            : '';
        // The run's own floor of this stage, said under the picker.
        const main = info.runFloors?.find(([s]) => s === state.stage);
        const alt = info.altFloors?.find(([s]) => s === state.stage);
        let text = '';
        if (main && alt && alt[1] !== main[1])
            text = arg(S('This run: %1 on the main path, %2 on the alternate path (approximation).'),
                       stageName(...main, state.ruleset, tr), stageName(...alt, state.ruleset, tr));
        else if (main)
            text = arg(S('This run: %1.'), stageName(...main, state.ruleset, tr));
        if (main && main[1] !== state.stageType && !(alt && alt[1] === state.stageType))
            text = `${arg(S('Stage type chosen by hand: %1 is not a floor of this run.'), stageName(state.stage, state.stageType, state.ruleset, tr))} ${text}`;
        el.proposal.textContent = text;
    }

    function fill(state, info = {}) {
        if (document.activeElement !== el.seed)
            el.seed.value = state.seed;
        el.seed.setAttribute('aria-invalid', info.seedError ? 'true' : 'false');
        el.message.textContent = info.seedError ? arg(tr('WebPage', 'Seed: %1'), info.seedError) : '';
        el.ruleset.value = state.ruleset;
        fillFloors(state, info);
        const rep = state.ruleset === 'repentance', original = state.ruleset === 'original-2011';
        for (const e of el.repOnly)
            e.hidden = !rep;
        el.hardRow.hidden = original;
        el.itemsSection.hidden = original;
        el.playerSection.hidden = original;
        el.hard.checked = state.hard;
        el.repentogon.checked = state.repentogon;
        el.bossPools.value = state.bossPools;
        const forced = state.curses.length > 0;
        el.rolled.checked = !forced;
        el.forced.checked = forced;
        for (const c of forcibleCurses) {
            el.curses[c].checked = state.curses.includes(c);
            el.curses[c].disabled = !forced || (original && c !== 'labyrinth');
            el.curses[c].parentElement.title = original && c !== 'labyrinth' ? S('The 2011 generator knows only the Curse of the Labyrinth') : '';
        }
        el.rolledText.textContent = forced ? '' : (info.rolled ?? '');
        const unnatural = forced && state.curses.includes('labyrinth') && !original && state.stage !== 12 &&
                          !(state.stage % 2 === 1 && state.stage < 8);
        el.curseNote.textContent = unnatural ? S('Not a natural floor: the game rolls the Curse of the Labyrinth only on stages 1, 3, 5 and 7 (the first floor of a chapter, up to the Womb). The floor is generated as if it had been.') : '';
        el.blackCandle.checked = state.blackCandle;
        el.blackCandle.disabled = original;
        for (const [k, box] of Object.entries(el.items))
            box.checked = state.items.includes(k);
        for (const [k, box] of Object.entries(el.golden))
            box.checked = state.items.includes(`${k}:golden`);
        for (const [k, input] of Object.entries(el.numbers))
            if (document.activeElement !== input)
                input.value = String(state[k]);
        el.player.value = state.player;
        for (const [k, box] of Object.entries(el.checks))
            box.checked = !!state[k];
        for (const [k, box] of Object.entries(el.flags))
            box.checked = state.stateFlags.includes(k);
        if (document.activeElement !== el.route)
            el.route.value = state.route;
        el.route.setAttribute('aria-invalid', info.routeError ? 'true' : 'false');
        el.routeError.textContent = info.routeError ? S('Not a route (%1). Write the floors as stage:type, separated by commas: 1:0, 2:4.').replace('%1', state.route) : '';
        el.curseTier.value = state.curseTier;
        el.strangeDoor.checked = !state.strangeDoorLocked;
        el.cathedral.value = state.cathedral ? '1' : '0';
        if (document.activeElement !== el.locked)
            el.locked.value = state.locked;
        el.locked.setAttribute('aria-invalid', info.lockedError ? 'true' : 'false');
        el.lockedError.textContent = info.lockedError ? S('Not a list of achievement ids (%1).').replace('%1', state.locked) : '';
    }
    return { fill, elements: el };
}
