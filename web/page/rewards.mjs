// The room-clear rewards panel (panel=rewards): the exact odds of what a cleared room gives for the player's
// luck and items (fg.rewardOdds, rewards.md "Exact probabilities"), and the reward of the room chosen on the
// map (its award seed, fg.award), as the desktop app's rewards panel (app/gui/rewards/rewardspanel.cpp).
// Hard mode comes from the floor settings; the luck and the items are in the URL (luck=, rewardItem=). The room comes from the page's state (state.room: a click on the
// map, or a room chosen with the keys); setRoom(n) sets it from a view that has its own map.

import { arg, element, ensureStyles, plain } from './viewkit.mjs';

const RP = 'floorgen::gui::RewardsPanel';
const RT = 'floorgen::gui::RewardTableModel';
const G = 'floorgen::gui';

// The room types of the floor JSON (core's RoomType): a normal room gives a room-clear reward.
const kDefaultRoom = 1;

export function mount(container, ctx) {
    ensureStyles();
    const { tr } = ctx;
    const lang = () => (ctx.getState().lang || document.documentElement.lang || 'en');
    const number = (value, decimals) =>
        new Intl.NumberFormat(lang(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals,
                                        useGrouping: false }).format(value);
    const percent = (p, decimals) => arg(tr(G, '%1 %'), number(p * 100, decimals));
    const { items, kinds } = ctx.fg.rewardItems();
    const kindName = (key) => tr('RewardKind', kinds.find((k) => k.key === key)?.name ?? key);
    const outcomeText = (kind, count) => (kind === 'nothing' || count === 1 ? kindName(kind)
                                                                           : arg(tr(G, '%1 ×%2'), kindName(kind), count));

    const root = element('section', { class: 'rewards-panel', 'aria-label': tr(RP, 'Room-Clear Rewards') }, container);
    element('h2', { text: tr(RP, 'Room-Clear Rewards') }, root);
    element('p', { class: 'hint', text: tr(RP, 'Exact probabilities of what a cleared room gives, for the luck and items above.') }, root);

    // Luck: a number and a slider, 0..10 (the game clamps it).
    const luckRow = element('div', { class: 'rewards-luck' }, root);
    const luckLabel = element('label', {}, luckRow);
    luckLabel.append(`${plain(tr(RP, '&Luck:'))} `);
    const luckTip = tr(RP, "The player's luck. The game clamps it to 0..10; fractions count.");
    const luck = element('input', { type: 'number', min: 0, max: 10, step: 0.5, value: 0, title: luckTip,
                                    name: 'luck' }, luckLabel);
    const luckSlider = element('input', { type: 'range', min: 0, max: 10, step: 0.05, value: 0, title: luckTip,
                                          'aria-label': plain(tr(RP, '&Luck:')).replace(/:\s*$/, '') }, luckRow);
    luck.addEventListener('input', () => {
        luckSlider.value = luck.value;
        changed();
    });
    luckSlider.addEventListener('input', () => {
        luck.value = luckSlider.value;
        changed();
    });
    const hardLabel = element('p', { class: 'rewards-hard', title: tr(RP, 'Hard mode comes from the floor settings: there, 65% of heart rewards become nothing.') }, root);

    // The room chosen on the map, then the odds, then what changes them.
    const roomLine = element('p', { class: 'rewards-room', role: 'status' }, root);
    const table = element('table', { class: 'rewards-table' }, root);
    const head = element('tr', {}, element('thead', {}, table));
    for (const h of [tr(RT, 'Reward'), tr(RT, 'Probability'), tr(RT, 'Odds')])
        element('th', { scope: 'col', text: h }, head);
    const tbody = element('tbody', {}, table);

    // Items, then Contract From Below (a count), then trinkets (the app's order).
    const box = element('fieldset', { class: 'rewards-items' }, root);
    element('legend', { text: tr(RP, 'Items and trinkets') }, box);
    const checks = new Map();
    let contracts = null;
    let trinketsStarted = false;
    for (const item of items) {
        const tip = tr('RewardItemEffect', item.effect);
        if (item.key === 'contract-from-below')
            continue;
        if (item.trinket && !trinketsStarted) {
            trinketsStarted = true;
            const contract = items.find((i) => i.key === 'contract-from-below');
            if (contract) {
                const l = element('label', { class: 'rewards-contracts', title: tr('RewardItemEffect', contract.effect) }, box);
                l.append(`${arg(tr(RP, '%1 copies:'), tr('RewardItem', contract.name))} `);
                contracts = element('input', { type: 'number', min: 0, max: 9, value: 0, name: contract.key }, l);
                contracts.addEventListener('input', changed);
            }
            element('p', { class: 'rewards-trinkets', text: tr(RP, 'Trinkets:') }, box);
        }
        const l = element('label', { class: 'check', title: tip }, box);
        const c = element('input', { type: 'checkbox', name: item.key }, l);
        l.append(` ${tr('RewardItem', item.name)}`);
        c.addEventListener('change', changed);
        checks.set(item.key, c);
    }

    let state = null;
    let floor = null;
    let floorKey = '';

    function inputs() {
        const list = [];
        for (const [key, c] of checks)
            if (c.checked)
                list.push(key);
        const n = contracts ? Math.max(0, Math.min(9, Math.trunc(Number(contracts.value) || 0))) : 0;
        for (let i = 0; i < n; ++i)
            list.push('contract-from-below');
        const l = Number(luck.value);
        return { luck: Number.isFinite(l) ? Math.min(10, Math.max(0, l)) : 0, hard: !!(state && state.hard), items: list };
    }

    // The luck and the items are the page's state (state.luck, state.rewardItems: in the URL, web/page/state.mjs):
    // a change replaces the history entry, as the side panel's typing does; update() sets the fields from the
    // state (a link, back and forward).
    function changed() {
        const input = inputs();
        if (!ctx.navigate) {
            refresh();
            return;
        }
        ctx.navigate({ luck: input.luck, rewardItems: input.items }, { replace: true });
    }

    function setFields(s) {
        const wanted = new Set(s.rewardItems ?? []);
        for (const [key, c] of checks)
            c.checked = wanted.has(key);
        if (contracts)
            contracts.value = String(Math.min(9, (s.rewardItems ?? []).filter((k) => k === 'contract-from-below').length));
        const l = Number.isFinite(s.luck) ? s.luck : 0;
        // (Not while the player types in the field: "1." is 1 in the state and must stay as typed.)
        if (document.activeElement !== luck && Number(luck.value) !== l)
            luck.value = String(l);
        if (Number(luckSlider.value) !== l)
            luckSlider.value = String(l);
    }

    function refresh() {
        const input = inputs();
        hardLabel.textContent = input.hard ? tr(RP, 'Difficulty: hard mode (from the floor settings)')
                                           : tr(RP, 'Difficulty: normal mode (from the floor settings)');
        const r = ctx.fg.rewardOdds(input);
        tbody.replaceChildren();
        if (r.ok === false) {
            roomLine.textContent = r.error;
            return;
        }
        for (const o of r.outcomes) {
            const row = element('tr', { 'data-kind': o.kind, 'data-count': o.count, 'data-probability': o.probability },
                                tbody);
            const cell = element('td', { title: arg(tr(RT, '%1: exactly %2'), outcomeText(o.kind, o.count), percent(o.probability, 9)) }, row);
            element('img', { src: `icons/reward-${o.kind}.svg`, alt: '', width: 16, height: 16 }, cell);
            cell.append(` ${outcomeText(o.kind, o.count)}`);
            element('td', { class: 'number', title: percent(o.probability, 9), text: percent(o.probability, 3) }, row);
            element('td', { class: 'number', text: o.probability > 0 ? arg(tr(RT, '1 in %1'), number(1 / o.probability, 1)) : '' }, row);
        }
        showRoom(input);
    }

    // The room chosen on the map: its reward from its award seed, or why it has none.
    function showRoom(input) {
        const n = state && Number.isInteger(state.room) ? state.room : -1;
        roomLine.replaceChildren();
        if (!floor || n < 0 || n >= floor.rooms.length) {
            roomLine.textContent = tr(RP, 'Click a room on the map to see its reward.');
            return;
        }
        const room = floor.rooms[n];
        if (room.type !== kDefaultRoom || room.number === 0 || !room.awardSeed) {
            roomLine.textContent = arg(tr(RP, 'Room %1 is not a normal room: no room-clear reward.'), n);
            return;
        }
        const a = ctx.fg.award(room.awardSeed, { ...input, hard: floor.hard });
        if (a.ok === false) {
            roomLine.textContent = a.error;
            return;
        }
        roomLine.dataset.kind = a.kind;
        roomLine.dataset.count = String(a.count);
        // The app's rich text (bold room, line breaks): its parts as elements, never as HTML.
        const html = tr(RP, "<b>Room %1</b>: %2<br/>the room's reward roll: %3 (0.22 or less gives nothing)<br/>award seed %4, %n random draw(s)", a.draws);
        const text = arg(html.replaceAll('%n', String(a.draws)), n, outcomeText(a.kind, a.count), number(a.roll, 2), room.awardSeed);
        for (const [i, line] of text.split(/<br\s*\/?>/).entries()) {
            if (i)
                roomLine.appendChild(document.createElement('br'));
            const m = /^<b>(.*?)<\/b>(.*)$/.exec(line);
            if (m) {
                element('b', { text: m[1] }, roomLine);
                roomLine.append(m[2]);
            } else {
                roomLine.append(line);
            }
        }
        roomLine.appendChild(document.createElement('br'));
        element('i', { text: tr(RP, 'This reward rests on our own award-seed rule, not read from the game.') }, roomLine);
    }

    return {
        update(s) {
            state = s;
            setFields(s);
            const r0 = ctx.settingsOf(s);
            if (r0.error) {
                floor = null;
                floorKey = '';
            } else if (JSON.stringify(r0.settings) !== floorKey) {
                const f = ctx.fg.generate(r0.settings);
                floor = f.ok === false ? null : f;
                floorKey = JSON.stringify(r0.settings);
            }
            refresh();
        },
        unmount() {
            root.remove();
        },
    };
}
