// web/page/i18n.mjs in a real browser (Debian's chromium, headless, playwright-core): the page's language
// follows the browser's (navigator.languages), the lang= URL parameter wins, the switch changes it; the
// catalogs load over HTTP from build/web/i18n/ and the module's captions, names and messages follow.
// A probe page of this test's own (served beside build/web/) uses the module as the page does.
// Run by run-node.sh (FLOORGEN_WEB); exits 77 (skipped) without chromium or playwright-core.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = path.resolve(process.env.FLOORGEN_WEB);
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const browserPath = process.env.FLOORGEN_CHROMIUM || '/usr/bin/chromium';

let chromium;
try {
    ({ chromium } = createRequire(path.join(source, 'web', 'package.json'))('playwright-core'));
} catch (e) {
    console.log('SKIP: playwright-core is not installed (npm ci in web/: packaging/install-deps.sh test)');
    process.exit(77);
}
if (!existsSync(browserPath)) {
    console.log(`SKIP: no chromium at ${browserPath} (packaging/install-deps.sh test installs it)`);
    process.exit(77);
}

// The probe: the language chosen as the page chooses it, a switch, and texts of each kind.
const probe = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>probe</title></head><body>
<div id="switch"></div><p id="label"></p><p id="caption"></p><p id="room"></p><p id="message"></p>
<script type="module">
import { createFloorgen } from './floorgen.mjs';
import { chooseLanguage, setLanguage, language, tr, languageSwitch, onLanguageChange } from './page/i18n.mjs';
const fg = await createFloorgen();
const settings = { seed: 'B91Y 9THH', stage: 1, ruleset: 'repentance' };
function show() {
    document.getElementById('label').textContent = tr('floorgen::gui::SettingsPanel', 'Hard mode');
    document.getElementById('caption').textContent = fg.captions(settings).events.at(-1).caption;
    document.getElementById('room').textContent = fg.roomNames(settings).rooms[0];
    document.getElementById('message').textContent = fg.message(fg.parseSeed('B91Y 9TH').error);
    document.body.dataset.language = language();
}
await setLanguage(chooseLanguage(), fg);
document.getElementById('switch').appendChild(languageSwitch());
onLanguageChange(show);
show();
document.body.dataset.ready = 'true';
</script></body></html>`;

const types = { '.html': 'text/html', '.mjs': 'text/javascript', '.json': 'application/json',
                '.wasm': 'application/wasm' };
let server, base, browser;

before(async () => {
    server = createServer((req, res) => {
        const url = new URL(req.url, 'http://x');
        if (url.pathname === '/probe.html') {
            res.writeHead(200, { 'content-type': 'text/html' }).end(probe);
            return;
        }
        const file = path.join(web, decodeURIComponent(url.pathname));
        if (!file.startsWith(web) || !existsSync(file)) {
            res.writeHead(404).end();
            return;
        }
        res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({ executablePath: browserPath, headless: true, args: ['--no-sandbox'] });
});

after(async () => {
    await browser?.close();
    server?.close();
});

async function open(locale, query = '') {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => {
        if (m.type() === 'error')
            problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${base}/probe.html${query}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
    const texts = async () => page.evaluate(() => ({
        lang: document.documentElement.lang,
        language: document.body.dataset.language,
        label: document.getElementById('label').textContent,
        caption: document.getElementById('caption').textContent,
        room: document.getElementById('room').textContent,
        message: document.getElementById('message').textContent.replaceAll('\u00a0', ' '),
        switchLabel: document.querySelector('select.language-switch').getAttribute('aria-label'),
        switchValue: document.querySelector('select.language-switch').value,
    }));
    return { page, context, problems, texts };
}

test("a French browser gets French: the page's label, the module's caption, room name and message", async () => {
    const { context, problems, texts } = await open('fr-FR');
    const t = await texts();
    assert.deepEqual(problems, []);
    assert.equal(t.lang, 'fr');
    assert.equal(t.language, 'fr');
    assert.equal(t.label, 'Mode difficile');
    assert.equal(t.room, 'Salle de départ');
    assert.ok(t.caption.startsWith('Étage terminé'), t.caption);
    assert.ok(t.message.startsWith('trop courte'), t.message);
    assert.equal(t.switchValue, 'fr');
    assert.equal(t.switchLabel, 'Langue');
    await context.close();
});

test('lang= wins over the browser; the switch changes the language of every text', async () => {
    const { page, context, problems, texts } = await open('fr-FR', '?lang=en');
    let t = await texts();
    assert.equal(t.lang, 'en');
    assert.equal(t.label, 'Hard mode');
    assert.equal(t.room, 'Start Room');
    assert.ok(t.caption.startsWith('Floor done'), t.caption);
    assert.equal(t.switchLabel, 'Language');
    await page.selectOption('select.language-switch', 'fr');
    await page.waitForFunction(() => document.body.dataset.language === 'fr');
    t = await texts();
    assert.equal(t.lang, 'fr');
    assert.equal(t.label, 'Mode difficile');
    assert.equal(t.room, 'Salle de départ');
    assert.ok(t.message.startsWith('trop courte'), t.message);
    assert.equal(t.switchLabel, 'Langue');
    assert.deepEqual(problems, []);
    await context.close();
});

test('a browser in a language the page does not speak gets English', async () => {
    const { context, problems, texts } = await open('de-DE');
    const t = await texts();
    assert.equal(t.lang, 'en');
    assert.equal(t.label, 'Hard mode');
    assert.ok(t.message.startsWith('too short'), t.message);
    assert.deepEqual(problems, []);
    await context.close();
});
