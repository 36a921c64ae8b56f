// One worker of the page's seed search (web/page/search.mjs starts one per core: new Worker(url, {type:
// 'module'})): its own instance of the engine searches one part of the range in steps of about 50 ms
// (floorgen.mjs searchStep), posting the matches and how far it got after each, so that the page shows
// progress and can stop it between two steps.
//
// Messages in: {type: 'start', id, request} (floorgen.mjs searchStart's request), {type: 'stop', id}.
// Messages out: {type: 'started', id, info} or {type: 'error', id, error, where, at, length}; then
// {type: 'step', id, matches, next, found, tried, failures, invalidSeeds, done, limitReached, ms} after
// each step; {type: 'stopped', id, next} when stopped before the end.

import { createFloorgen } from '../floorgen.mjs';

const engine = createFloorgen();
let current = null; // {id, stop}

// Lets the messages waiting (a stop) in between two steps, without setTimeout's clamping.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldToMessages = () => new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
});

async function run(id, request, budgetMs) {
    let fg;
    try {
        fg = await engine;
    } catch (e) {
        self.postMessage({ type: 'error', id, error: `The engine did not load: ${e.message}` });
        return;
    }
    const job = { id, stop: false };
    current = job;
    const info = fg.searchStart(request);
    if (!info.ok) {
        self.postMessage({ type: 'error', id, ...info });
        current = null;
        return;
    }
    self.postMessage({ type: 'started', id, info });
    for (;;) {
        await yieldToMessages();
        if (job.stop) {
            if (current === job) // (not when another search has started in its place)
                fg.searchStop();
            self.postMessage({ type: 'stopped', id, next: info.next });
            break;
        }
        const started = performance.now();
        const step = fg.searchStep({ budgetMs });
        if (!step.ok) {
            self.postMessage({ type: 'error', id, error: step.error });
            break;
        }
        info.next = step.next;
        self.postMessage({ type: 'step', id, ...step, ms: performance.now() - started });
        if (step.done)
            break;
    }
    if (current === job)
        current = null;
}

self.onmessage = (e) => {
    const m = e.data ?? {};
    if (m.type === 'start') {
        if (current)
            current.stop = true;
        run(m.id, m.request, m.budgetMs ?? 50);
    } else if (m.type === 'stop' && current && current.id === m.id) {
        current.stop = true;
    }
};
