// The report of one checked floor of the game's log (the app's and the page's Copy Report): what a bug report
// needs, in English like the CLI's check-log.

#include "floorgen/gamelog.h"
#include "floorgen/seedstring.h"

namespace floorgen::gamelog {

namespace {

std::string join(const std::vector<std::string> &parts, std::string_view separator) {
    std::string out;
    for (const std::string &p : parts) {
        if (!out.empty())
            out += separator;
        out += p;
    }
    return out;
}

std::string orNoMore(const std::string &s) {
    return s.empty() ? std::string("(no more lines)") : s;
}

} // namespace

std::string checkReport(const LogFloor &f, const FloorCheck &c, const ReportContext &context) {
    std::vector<std::string> out;
    out.push_back(context.product + ": a floor of the game's log.txt");
    out.push_back("Log: " + context.logPath + ", line " + std::to_string(f.line));
    out.push_back("Seed: " + (f.runSeed ? seedToString(*f.runSeed) : std::string("(none)")) + ", stage " +
                  std::to_string(f.stage) + ", stage type " + std::to_string(f.stageType) + ", stage seed " +
                  std::to_string(f.stageSeed));
    out.push_back("Verdict: " + std::string(verdictKey(c.verdict())));
    if (c.verdict() == Verdict::Differs || c.verdict() == Verdict::MatchUntilPlacement)
        out.push_back("First difference: line " + std::to_string(c.comparison.line) + ", game: " +
                      orNoMore(c.comparison.game) + ", ours: " + orNoMore(c.comparison.predicted));
    if (!c.error.empty())
        out.push_back("Not generated: " + c.error);
    const Settings &s = c.settings;
    std::vector<std::string> settings;
    settings.push_back("ruleset " + std::string(ruleSetKey(s.ruleSet)));
    if (s.ruleVariant != RuleVariant::Vanilla) // repentance.md R23
        settings.push_back("variant " + std::string(ruleVariantKey(s.ruleVariant)));
    settings.push_back(s.hard ? "hard" : "normal");
    // By name, as the panel says them (issue 46 point 11: "curses 8", "character -1", "items 0x0").
    std::vector<std::string> curses;
    for (const CurseBit b : kAllCurses)
        if (s.forcedCurses && (*s.forcedCurses & b))
            curses.emplace_back(curseName(b));
    settings.push_back(!s.forcedCurses  ? std::string("curses rolled from the seed")
                       : curses.empty() ? std::string("no curse")
                                        : "curses " + join(curses, " + "));
    const std::string_view character =
        s.state.character >= 0 ? characterName(s.state.character) : playerName(s.state.player);
    settings.push_back("character " + (character.empty() ? "id " + std::to_string(s.state.character)
                                                         : std::string(character)));
    std::vector<std::string> items;
    for (int i = 0; i < kItemCount; ++i)
        if (s.has(static_cast<Item>(i)))
            items.emplace_back(itemName(static_cast<Item>(i)));
    settings.push_back(items.empty() ? std::string("no items") : "items " + join(items, " + "));
    if (s.blackCandle)
        settings.push_back("black candle");
    if (s.route) {
        std::vector<std::string> route;
        for (const RouteFloor &r : *s.route)
            route.push_back(std::to_string(r.stage) + "." + std::to_string(r.stageType));
        settings.push_back("route " + (route.empty() ? std::string("(none)") : join(route, ",")));
    }
    settings.push_back(std::string("game data ") + (context.gameData ? "yes" : "built-in rooms"));
    out.push_back("Settings generated with: " + join(settings, ", "));
    for (const std::string &n : c.notes)
        out.push_back("Note: " + n);
    out.emplace_back();
    out.emplace_back("The game's lines:");
    for (const NumberedLine &l : f.lines)
        out.push_back(std::to_string(l.number) + ": " + l.text);
    out.emplace_back();
    out.emplace_back("Our lines:");
    for (const Line &l : c.predicted)
        if (isGenerationLine(l.kind))
            out.push_back(messageOf(l));
    return join(out, "\n") + "\n";
}

} // namespace floorgen::gamelog
