// The page's language: the same translations as the desktop app (translations/isaac-floorgen_<lang>.ts,
// English the source language), turned at build time into i18n/<lang>.json (web/tools/ts2json.mjs). The
// catalog is handed to the engine's module (its captions, names and messages, floorgen.mjs setCatalog) and
// kept here for the page's own labels (tr).
//
//   await setLanguage(chooseLanguage(), fg);  // the lang= URL parameter, else the browser's languages
//   tr('floorgen::app::MainWindow', 'Hard mode');     // "Mode difficile" in French
//   tr('WebPage', '%n floor(s)', 3);                   // plural forms as the .ts has them
//   arg(tr('WebPage', 'Seed %1'), 'B91Y 9THH');        // Qt's %1 %2 ... substitution
//
// A page label is written once, at its tr() call: web/tools/page-labels.cmake collects the tr('Context',
// 'Source') calls of web/**/*.mjs for lupdate, so they land in the same .ts as the app's texts (web/README.md).

const isNode = typeof process === 'object' && typeof process.versions === 'object' && !!process.versions.node;

// The languages the page speaks: the app's (translations/), each with its own name.
export const languages = [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'Français' },
];
const codes = languages.map((l) => l.code);

let current = 'en';
let catalog = null; // {language, plural, messages: {context: {key: text | [forms]}}}; null: English, no plurals
let engine = null; // the module (floorgen.mjs) the catalog was given to
const listeners = new Set();

// The first of `wanted` (a lang= value, then the browser's languages: "fr-CA", "en-US", ...) the page speaks,
// else English.
export function chooseLanguage({ lang = null, browser = null } = {}) {
    if (lang === null && typeof location === 'object')
        lang = new URLSearchParams(location.search).get('lang');
    if (browser === null)
        browser = typeof navigator === 'object' ? (navigator.languages ?? [navigator.language]) : [];
    for (const wanted of [lang, ...browser]) {
        if (!wanted)
            continue;
        const code = String(wanted).toLowerCase().split(/[-_]/)[0];
        if (codes.includes(code))
            return code;
    }
    return 'en';
}

async function loadCatalog(lang) {
    const url = new URL(`../i18n/${lang}.json`, import.meta.url);
    if (isNode && url.protocol === 'file:') {
        const { readFile } = await import('node:fs/promises');
        return JSON.parse(await readFile(url, 'utf8'));
    }
    const response = await fetch(url);
    if (!response.ok)
        throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    return response.json();
}

// Loads the language's catalog, gives it to the module `fg` (or the one given before; none: the page's labels
// only) and keeps it for tr(). An unknown language is English. Returns the language set. The listeners of
// onLanguageChange run after it.
export async function setLanguage(lang, fg = engine) {
    const code = codes.includes(lang) ? lang : 'en';
    let loaded;
    try {
        loaded = await loadCatalog(code);
    } catch (e) {
        if (code !== 'en')
            throw e;
        loaded = { language: 'en', plural: 'en', messages: {} }; // English is the source: only its plurals are lost
    }
    if (fg && typeof fg.setCatalog === 'function') {
        const r = fg.setCatalog(loaded);
        if (r && r.ok === false)
            throw new Error(r.error);
    }
    engine = fg ?? engine;
    catalog = loaded;
    current = code;
    if (typeof document === 'object' && document.documentElement)
        document.documentElement.lang = code;
    for (const f of listeners)
        f(code);
    return code;
}

// "en" or "fr".
export function language() {
    return current;
}

// The catalog as loaded (for a worker that needs its own module's catalog), or null before setLanguage.
export function currentCatalog() {
    return catalog;
}

// Calls f(lang) after each setLanguage; returns a function that removes it.
export function onLanguageChange(f) {
    listeners.add(f);
    return () => listeners.delete(f);
}

// Qt's plural rules for the languages above (the .ts files' numerus forms): English and French have two
// forms, French's singular also for 0.
function pluralIndex(rule, n) {
    if (rule === 'fr')
        return n < 2 ? 0 : 1;
    return n === 1 ? 0 : 1;
}

// The translation of `source` in `context` (the .ts file's context: a page label's, or the app's own where
// the page shows the same text), with `%n` replaced by n when n is given (its plural form chosen). The source
// itself when the catalog lacks it. `disambiguation`: the .ts entry's comment, where the app's entry has one.
export function tr(context, source, n = undefined, disambiguation = '') {
    const messages = catalog && catalog.messages && catalog.messages[context];
    const key = disambiguation ? `${source}\u0004${disambiguation}` : source;
    let text = messages && Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : source;
    if (Array.isArray(text)) {
        const forms = text;
        text = forms[Math.min(pluralIndex(catalog.plural, n ?? 0), forms.length - 1)] ?? source;
    }
    if (typeof text !== 'string' || text === '')
        text = source;
    return n === undefined || n === null ? text : text.replaceAll('%n', String(n));
}

// Qt's QString::arg for several arguments at once: %1 is the first value, %2 the second, ...
export function arg(text, ...values) {
    return String(text).replace(/%(\d{1,2})/g, (m, d) => {
        const i = Number(d) - 1;
        return i >= 0 && i < values.length ? String(values[i]) : m;
    });
}

// A <select> that switches the language (each language in its own name); `onChange(lang)` after the switch.
export function languageSwitch(onChange = null, doc = document) {
    const select = doc.createElement('select');
    select.className = 'language-switch';
    select.setAttribute('aria-label', 'Language / Langue');
    for (const l of languages) {
        const option = doc.createElement('option');
        option.value = l.code;
        option.textContent = l.name;
        option.lang = l.code;
        select.appendChild(option);
    }
    select.value = current;
    onLanguageChange((code) => {
        select.value = code;
    });
    select.addEventListener('change', async () => {
        const code = await setLanguage(select.value);
        if (onChange)
            onChange(code);
    });
    return select;
}
