#pragma once

// The desktop app's command line, parsed into a plain struct (tests check the struct).

#include "floorgen/generator.h"

#include <optional>
#include <vector>

#include <QSize>
#include <QString>
#include <QStringList>

namespace floorgen::gui {

struct GuiOptions {
    std::optional<std::uint32_t> seed; // --seed "XXXX XXXX"
    std::optional<int> stage;          // --stage 1..12
    std::optional<int> stageType;      // --stage-type 0..2
    std::optional<RuleSet> ruleSet;    // --ruleset
    bool hard = false;                 // --hard
    std::vector<Item> items;           // --item NAME (repeatable, or a comma list)
    bool curseGiven = false;           // --curse auto|none|LIST
    std::optional<std::uint8_t> forcedCurses;
    QString screenshot;      // --screenshot FILE: render the window to PNG and exit
    QSize size;              // --size WxH (window size); invalid: the default
    std::optional<int> step; // --step N: open the step-through at frame N
    QString compare;         // --compare SETTING (luna, voodoo-head, hard, ruleset, ...)
    bool dark = false;       // --dark: force the dark palette
    bool runView = false;    // --run-view: open the run view
    QString settingsFile;    // --settings FILE
    QString language;        // --language system|en|fr (empty: the settings' language)

    // `base` with what the command line sets.
    Settings applyTo(Settings base) const;
};

enum class ParseOutcome { Ok, Error, Help, Version };

// `arguments` starts with the program name (as QCoreApplication::arguments()). On Error `message` says
// what is wrong; on Help and Version it holds the text to print.
ParseOutcome parseGuiOptions(const QStringList &arguments, GuiOptions &options, QString &message);

} // namespace floorgen::gui
