#include "guioptions.h"

#include "appinfo.h"
#include "floorcompare.h"
#include "floorgen/repstages.h"
#include "floorgen/seedstring.h"
#include "floorjson.h"
#include "languagemanager.h"
#include "names_tr.h"
#include "runfloors.h"
#include "textutil.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace floorgen::gui {

namespace {

using app::sv;

QString tr(const char *text) {
    // lupdate files the tr() texts of this file's free functions under their namespace, hence this context.
    return QCoreApplication::translate("floorgen::gui", text);
}

bool parseInt(const QString &option, const QString &text, int lo, int hi, int &out, QString &error) {
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok) {
        error = tr("--%1: \"%2\" is not a whole number").arg(option, app::escapedValue(text));
        return false;
    }
    if (v < lo || v > hi) {
        error = tr("--%1: %2 is out of range (%3 to %4)").arg(option).arg(v).arg(lo).arg(hi);
        return false;
    }
    out = v;
    return true;
}

} // namespace

Settings GuiOptions::applyTo(Settings s) const {
    if (seed)
        s.runSeed = *seed;
    if (stage) {
        s.stage = *stage;
        const bool typeOk = s.ruleSet == RuleSet::Repentance ? rep::repFloorSupported(s.stage, s.stageType)
                                                             : s.stageType < stageTypeCount(s.stage);
        if (!stageType && !typeOk)
            s.stageType = 0;
    }
    if (ruleSet)
        s.ruleSet = *ruleSet;
    // A run seed's own floor unless a stage type is given (runfloors.h).
    if ((seed || stage) && !stageType && s.ruleSet == RuleSet::Repentance)
        s = app::withRunStageType(s);
    if (stageType)
        s.stageType = *stageType;
    if (hard)
        s.hard = true;
    for (Item i : items)
        s.set(i, true);
    if (curseGiven)
        s.forcedCurses = forcedCurses;
    return s;
}

ParseOutcome parseGuiOptions(const QStringList &arguments, GuiOptions &o, QString &message) {
    o = GuiOptions{};
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Shows the floors of The Binding of Isaac, seed for seed: Repentance+ (the default), Afterbirth+ "
           "and the original 2011 game."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     tr("Show the version."));
    p.addOption(help);
    p.addOption(version);
    p.addOptions({
        {QStringLiteral("seed"), tr("The game's seed string, e.g. \"B91Y 9THH\"."), QStringLiteral("SEED")},
        {QStringLiteral("stage"), tr("Stage 1 (Basement I) .. 12 (The Void)."), QStringLiteral("N")},
        {QStringLiteral("stage-type"),
         tr("Stage type 0, 1 or 2 (what the stage offers); repentance also 4 and 5 (Downpour, Dross, "
            "Mines, Ashpit, ...)."),
         QStringLiteral("N")},
        {QStringLiteral("ruleset"), tr("afterbirth-plus, repentance or original-2011."), QStringLiteral("R")},
        {QStringLiteral("hard"), tr("Hard mode.")},
        {QStringLiteral("item"), tr("An item or trinket held (repeatable), e.g. luna, voodoo-head."),
         QStringLiteral("NAME")},
        {QStringLiteral("curse"),
         tr("auto (rolled from the seed), none, or a comma list of labyrinth, lost, "
            "darkness, unknown, maze, blind."),
         QStringLiteral("LIST")},
        {QStringLiteral("screenshot"), tr("Render the window to this PNG file and exit."),
         QStringLiteral("FILE")},
        {QStringLiteral("size"), tr("Window size, e.g. 1280x800."), QStringLiteral("WxH")},
        {QStringLiteral("step"), tr("Open the step-through at frame N."), QStringLiteral("N")},
        {QStringLiteral("compare"),
         tr("Compare mode with this setting flipped: an item (luna, voodoo-head, ...), "
            "hard, ruleset or black-candle."),
         QStringLiteral("SETTING")},
        {QStringLiteral("dark"), tr("Use the dark palette.")},
        {QStringLiteral("run-view"), tr("Open the run view: every floor of the seed's run.")},
        {QStringLiteral("settings"), tr("Read and write the settings in this file."), QStringLiteral("FILE")},
        {QStringLiteral("language"), tr("The interface language: system, en or fr (this run only)."),
         QStringLiteral("LANG")},
    });
    if (!p.parse(arguments)) {
        message = p.errorText();
        return ParseOutcome::Error;
    }
    // First, so that --help and the error messages can be shown in that language (main.cpp).
    if (p.isSet(QStringLiteral("language"))) {
        o.language = p.value(QStringLiteral("language")).trimmed().toLower();
        if (!app::isLanguageSettingKey(o.language)) {
            message = tr("--language: \"%1\" is not a language (%2)")
                          .arg(app::escapedValue(o.language),
                               app::languageSettingKeys().join(QStringLiteral(", ")));
            return ParseOutcome::Error;
        }
    }
    if (p.isSet(help)) {
        message = p.helpText();
        return ParseOutcome::Help;
    }
    if (p.isSet(version)) {
        message = QStringLiteral("%1 %2").arg(app::applicationName(), app::applicationVersion());
        return ParseOutcome::Version;
    }
    if (!p.positionalArguments().isEmpty()) {
        message = tr("unexpected argument \"%1\"").arg(app::escapedValue(p.positionalArguments().first()));
        return ParseOutcome::Error;
    }

    if (p.isSet(QStringLiteral("seed"))) {
        const QString text = p.value(QStringLiteral("seed"));
        const auto seed = parseSeedString(text.toStdString());
        if (!seed) {
            message = tr("--seed \"%1\": %2").arg(app::escapedValue(text), app::trCoreMessage(seed.error()));
            return ParseOutcome::Error;
        }
        o.seed = *seed;
    }
    int n = 0;
    if (p.isSet(QStringLiteral("stage"))) {
        if (!parseInt(QStringLiteral("stage"), p.value(QStringLiteral("stage")), 1, 12, n, message))
            return ParseOutcome::Error;
        o.stage = n;
    }
    if (p.isSet(QStringLiteral("stage-type"))) {
        if (!parseInt(QStringLiteral("stage-type"), p.value(QStringLiteral("stage-type")), 0, 5, n, message))
            return ParseOutcome::Error;
        o.stageType = n;
    }
    if (p.isSet(QStringLiteral("ruleset"))) {
        const auto r = ruleSetFromKey(p.value(QStringLiteral("ruleset")).trimmed().toStdString());
        if (!r) {
            message = tr("--ruleset: \"%1\" is not a rule set (afterbirth-plus, repentance or original-2011)")
                          .arg(app::escapedValue(p.value(QStringLiteral("ruleset"))));
            return ParseOutcome::Error;
        }
        o.ruleSet = *r;
    }
    o.hard = p.isSet(QStringLiteral("hard"));
    for (const QString &value : p.values(QStringLiteral("item"))) {
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto item = itemFromKey(part.trimmed().toLower().toStdString());
            if (!item) {
                QStringList keys;
                for (int i = 0; i < kItemCount; ++i)
                    keys << sv(itemKey(static_cast<Item>(i)));
                message = tr("--item: unknown item \"%1\" (known: %2)")
                              .arg(app::escapedValue(part), keys.join(QStringLiteral(", ")));
                return ParseOutcome::Error;
            }
            o.items.push_back(*item);
        }
    }
    if (p.isSet(QStringLiteral("curse"))) {
        QString error;
        if (!app::parseCurseList(p.value(QStringLiteral("curse")), o.forcedCurses, error)) {
            message = tr("--curse: %1").arg(error);
            return ParseOutcome::Error;
        }
        o.curseGiven = true;
    }
    o.screenshot = p.value(QStringLiteral("screenshot"));
    if (p.isSet(QStringLiteral("screenshot")) && o.screenshot.isEmpty()) {
        message = tr("--screenshot: give a file name");
        return ParseOutcome::Error;
    }
    if (p.isSet(QStringLiteral("size"))) {
        static const QRegularExpression re(QStringLiteral("^\\s*(\\d{1,5})\\s*[xX]\\s*(\\d{1,5})\\s*$"));
        const QString text = p.value(QStringLiteral("size"));
        const auto m = re.match(text);
        const int w = m.hasMatch() ? m.captured(1).toInt() : 0, h = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (!m.hasMatch() || w < 200 || h < 200 || w > 8000 || h > 8000) {
            message = tr("--size: \"%1\" is not a size WxH between 200x200 and 8000x8000")
                          .arg(app::escapedValue(text));
            return ParseOutcome::Error;
        }
        o.size = QSize(w, h);
    }
    if (p.isSet(QStringLiteral("step"))) {
        if (!parseInt(QStringLiteral("step"), p.value(QStringLiteral("step")), 0, 10000000, n, message))
            return ParseOutcome::Error;
        o.step = n;
    }
    if (p.isSet(QStringLiteral("compare"))) {
        o.compare = p.value(QStringLiteral("compare")).trimmed().toLower();
        if (!app::isCompareKey(o.compare)) {
            message = tr("--compare: \"%1\" is not a setting to compare (%2)")
                          .arg(app::escapedValue(o.compare), app::compareKeys().join(QStringLiteral(", ")));
            return ParseOutcome::Error;
        }
    }
    o.dark = p.isSet(QStringLiteral("dark"));
    o.runView = p.isSet(QStringLiteral("run-view"));
    o.settingsFile = p.value(QStringLiteral("settings"));
    if (p.isSet(QStringLiteral("settings")) && o.settingsFile.isEmpty()) {
        message = tr("--settings: give a file name");
        return ParseOutcome::Error;
    }
    // Checks the combination the same way the panel does (e.g. forced Labyrinth on stage 12).
    Settings check = o.applyTo(Settings{});
    if (!check.runSeed)
        check.runSeed = 1;
    if (o.stageType && check.ruleSet == RuleSet::AfterbirthPlus &&
        *o.stageType >= stageTypeCount(check.stage)) {
        message = tr("--stage-type: stage %1 has no stage type %2").arg(check.stage).arg(*o.stageType);
        return ParseOutcome::Error;
    }
    if (std::string why;
        check.ruleSet == RuleSet::Repentance && !rep::repFloorSupported(check.stage, check.stageType, &why)) {
        // repentance.md R3.1's refusals, naming the options that chose the floor
        message = o.stageType ? tr("--stage %1 --stage-type %2: %3")
                                    .arg(check.stage)
                                    .arg(check.stageType)
                                    .arg(app::trCoreMessage(why))
                              : tr("--stage %1: %2").arg(check.stage).arg(app::trCoreMessage(why));
        return ParseOutcome::Error;
    }
    if (auto problem = validateSettings(check)) {
        message = app::trCoreMessage(*problem);
        return ParseOutcome::Error;
    }
    return ParseOutcome::Ok;
}

} // namespace floorgen::gui
