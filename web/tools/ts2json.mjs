#!/usr/bin/env node
// The page's catalog of a language, made at build time from the desktop app's translation file
// (translations/isaac-floorgen_<lang>.ts, Qt Linguist's XML as lupdate writes it): web/CMakeLists.txt runs
//
//   node web/tools/ts2json.mjs translations/isaac-floorgen_fr.ts build/web/i18n/fr.json
//
// The output: {"language": "fr", "plural": "fr", "messages": {CONTEXT: {SOURCE: TEXT,
// SOURCE "\u0004" COMMENT: TEXT, PLURAL SOURCE: [FORM, ...]}}}, read by the engine's module
// (floorgen/i18n.h Catalog, floorgen.mjs setCatalog) and by web/page/i18n.mjs (tr). As lrelease: obsolete and
// vanished entries are left out, an empty translation too (the source is shown), an unfinished one kept.
// Exit 2 with a message on a file that is not such a .ts.

import { readFileSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';

function fail(message) {
    process.stderr.write(`ts2json: ${message}\n`);
    process.exit(2);
}

// The text of an XML element's content: the five entities and character references decoded.
function decode(text, where) {
    return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|apos|quot);/g, (m, e) => {
        switch (e) {
        case 'lt': return '<';
        case 'gt': return '>';
        case 'amp': return '&';
        case 'apos': return "'";
        case 'quot': return '"';
        default: {
            const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
            if (!(code >= 0 && code <= 0x10ffff))
                fail(`${where}: bad character reference ${m}`);
            return String.fromCodePoint(code);
        }
        }
    }).replace(/<byte value="x?([0-9a-fA-F]+)"\/>/g, (m, v) => String.fromCharCode(parseInt(v, 16)));
}

function element(block, name) {
    const m = block.match(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>|<${name}(?:\\s[^>]*)?/>`));
    return m ? { text: m[1] ?? '', tag: m[0] } : null;
}

// {language, plural, messages, count}
export function convertTs(xml, where = 'the .ts file') {
    const ts = xml.match(/<TS\b([^>]*)>/);
    if (!ts)
        fail(`${where} is not a Qt Linguist .ts file (no <TS> element)`);
    const lang = (ts[1].match(/\blanguage="([^"]*)"/) ?? [])[1];
    if (!lang)
        fail(`${where}: the <TS> element has no language`);
    const language = lang.split(/[_-]/)[0].toLowerCase();
    const messages = {};
    let count = 0;
    const contexts = xml.match(/<context>[\s\S]*?<\/context>/g) ?? [];
    for (const c of contexts) {
        const name = element(c, 'name');
        if (!name)
            fail(`${where}: a <context> without a <name>`);
        const context = decode(name.text, where);
        for (const m of c.match(/<message\b[^>]*>[\s\S]*?<\/message>/g) ?? []) {
            const numerus = /^<message\b[^>]*\bnumerus="yes"/.test(m);
            const source = element(m, 'source');
            const translation = m.match(/<translation\b([^>]*)>([\s\S]*?)<\/translation>|<translation\b([^>]*)\/>/);
            if (!source || !translation)
                fail(`${where}: a message of context ${context} lacks its <source> or <translation>`);
            const type = ((translation[1] ?? translation[3] ?? '').match(/\btype="([^"]*)"/) ?? [])[1] ?? '';
            if (type === 'obsolete' || type === 'vanished')
                continue;
            const comment = element(m, 'comment');
            const key = decode(source.text, where) + (comment && comment.text ? `\u0004${decode(comment.text, where)}` : '');
            const body = translation[2] ?? '';
            let value;
            if (numerus) {
                value = [...body.matchAll(/<numerusform>([\s\S]*?)<\/numerusform>|<numerusform\/>/g)]
                    .map((f) => decode(f[1] ?? '', where));
                if (value.every((f) => f === ''))
                    continue;
            } else {
                value = decode(body, where);
                if (value === '')
                    continue;
            }
            (messages[context] ??= {})[key] = value;
            ++count;
        }
    }
    return { language, plural: language, messages, count };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
    const [input, output] = process.argv.slice(2);
    if (!input || !output)
        fail('usage: ts2json.mjs FILE.ts OUT.json');
    let xml;
    try {
        xml = readFileSync(input, 'utf8');
    } catch (e) {
        fail(`cannot read ${input}: ${e.message}`);
    }
    const { count, ...catalog } = convertTs(xml, input);
    // Written whole or not at all (a temporary file renamed over the output).
    mkdirSync(dirname(output), { recursive: true });
    const temporary = `${output}.part`;
    writeFileSync(temporary, `${JSON.stringify(catalog)}\n`);
    renameSync(temporary, output);
    process.stdout.write(`ts2json: ${input}: ${count} messages -> ${output}\n`);
}
