#pragma once

// Command-line options parsed into plain structs that tests can check (generation.md section 12).

#include "floorgen/generator.h"
#include "floorjson.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace floorgen::cli {

enum class OutputFormat { Json, Text, Log }; // in the order of --format's choices

// --game-data DIR (generation.md 12): the option, shared by the commands that take it.
QCommandLineOption gameDataOption();

// Which generation options a command takes: all of them (generate, export, stats, search), or those of a
// whole run (`run`: no --stage, --stage-type, --stage-seed or --curse; the route gives the floors).
enum class SettingsScope { Floor, Run };

// Adds the generation settings options (--seed, --stage, --item, ...) shared by generate, export, stats and
// search (and, without the floor's own options, run).
void addSettingsOptions(QCommandLineParser &parser, SettingsScope scope = SettingsScope::Floor);
// Reads them into `settings`. When no seed option is given, `seedGiven` is false and settings keep seed 0.
// `extras` (optional) learns whether the stage type was given as "alt" (an approximation).
bool readSettings(const QCommandLineParser &parser, Settings &settings, bool &seedGiven, QString &error,
                  SettingsScope scope = SettingsScope::Floor, app::SettingsExtras *extras = nullptr);

// Runs `parser` over `args` (the words after the command name) with a --help option added. On --help sets
// *helpShown and *helpText and returns true; on a parse error or a positional argument returns false with the
// message in `error`.
// The command being run ("generate", ...): the first line of a command's --help names it ("Usage:
// isaac-floorgen-cli generate [options]").
void setCommandName(const QString &name);
bool runParser(QCommandLineParser &parser, const QStringList &args, QString &error, bool *helpShown,
               QString *helpText);

// A comma list option's value (--item luna,sausage): false with a message when it or one of its names is
// empty ("", ",,,", "luna,,sausage").
bool checkListValue(const QString &option, const QString &value, QString &error);

// `value` must be one of `choices` (e.g. {"json", "text"}); sets `index`, or names the option and the
// choices.
bool parseChoice(const QString &option, const QString &value, const QStringList &choices, int &index,
                 QString &error);

// Checks every setting but the seed (commands that take seeds from ranges or files), so that a bad stage type
// is reported before any work.
bool validateWithoutSeed(const Settings &settings, QString &error);

// Strict integer parsing for option values: the message names the option and the bad value.
bool parseInteger(const QString &option, const QString &text, qint64 lo, qint64 hi, qint64 &out,
                  QString &error);
// "A..B" with A <= B, each in [lo, hi].
bool parseRange(const QString &option, const QString &text, qint64 lo, qint64 hi, qint64 &from, qint64 &to,
                QString &error);

struct GenerateOptions {
    Settings settings;
    OutputFormat format = OutputFormat::Json;
    app::SettingsExtras extras; // --stage-type alt: the floor JSON names the approximation
    QString gameData;           // --game-data DIR; empty: the built-in catalog
};
bool parseGenerateArgs(const QStringList &args, GenerateOptions &options, QString &error,
                       bool *helpShown = nullptr, QString *helpText = nullptr);

struct BenchOptions {
    int stage = 1;
    int stageType = 0;
    qint64 count = 100000;
    RuleSet ruleSet = RuleSet::Repentance;
    RuleVariant ruleVariant = RuleVariant::Vanilla;
    bool hard = false;
    bool trace = false;
    QString gameData;
};
bool parseBenchArgs(const QStringList &args, BenchOptions &options, QString &error, bool *helpShown = nullptr,
                    QString *helpText = nullptr);

// `run` (generation.md 12): the run's settings (a run seed, the player inputs), the floors in route order.
struct RunOptions {
    Settings settings;                            // stage, stage type, route and forced curse unused
    std::optional<std::vector<RouteFloor>> route; // --route; empty: the default run route
    OutputFormat format = OutputFormat::Json;     // text: one line a floor
    QString gameData;                             // --game-data DIR
};
bool parseRunArgs(const QStringList &args, RunOptions &options, QString &error, bool *helpShown = nullptr,
                  QString *helpText = nullptr);

} // namespace floorgen::cli
