#pragma once

// Every setting the desktop app keeps between sessions, through one typed class. Each key, its type, its
// default and its check are in one table (appsettings.cpp). A stored value that is missing, of the wrong
// type or out of range (a hand-edited or corrupted file) reads as the default, and that key alone is reset.
//
// Tests and --settings FILE use an explicit INI file: AppSettings(path). The default constructor uses the
// user's settings file (the INI file QSettings gives the application's organisation and name).
// The file is read and written only when it is a regular file or absent: anything else (a device, a FIFO, a
// folder) is never opened, since QSettings would block on a FIFO and replace a device with a plain file when
// it saves; a link (to anything: QSettings would write through it, replacing the file it points at) and a
// file larger than kMaxFileBytes (a hand-made value of hundreds of MB would take seconds and GBs to read)
// are never opened either (issue 49). The settings then live in memory for the session (inMemory()).

#include "floorgen/generator.h"
#include "floorrenderer.h"

#include <memory>

#include <QByteArray>
#include <QMap>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

namespace floorgen::app {

class AppSettings {
public:
    enum class Key {
        // the floor shown
        RuleSet,     // string: ruleSetKey, "repentance"
        Seed,        // string: "XXXX XXXX" or empty (empty: a random seed at start)
        Stage,       // int 1..12, 1
        StageType,   // int 0..5, 0 (0..2; repentance also 4 and 5: a floor of repFloors())
        Hard,        // bool, false
        Curses,      // string: "auto", "none" or a comma list of curse keys; "auto"
        BlackCandle, // bool, false
        Items,       // string list of item keys, empty
        RuleVariant, // string: ruleVariantKey, "vanilla" (repentance.md R23: "repentogon", repentance only)
        // player state
        Player,               // string: playerKey, "isaac"
        Hearts,               // int 0..9999, 6
        MaxHearts,            // int 0..9999, 6
        SoulHearts,           // int 0..9999, 0
        BoneHearts,           // int 0..9999, 0
        Keys,                 // int 0..9999, 0
        Coins,                // int 0..9999, 0
        VictoryLap,           // int 0..9999, 0
        TreasureRoomsVisited, // int -1..99, -1 (stage - 1)
        PlanetariumVisited,   // bool, false
        DevilRoomVisited,     // bool, false
        BookPickedUp,         // bool, false
        // repentance run state and save (repentance.md R18)
        Character,               // int -1..40, -1 (-1: the one Player names)
        SuperSinCounter,         // int 0..9999, 0
        SurpriseMinibossCounter, // int 0..9999, 0
        StateFlags,              // string list of state flag numbers 0..52, empty
        CurseTier,               // string: "none", "womb", "eit" or "all"; "all"
        StrangeDoor,             // bool, true: achievement 635 unlocked
        Cathedral,               // bool, false: the Cathedral choice (false: Sheol)
        BossPools,               // string: "run" or "first-floor"; "run"
        GoldenTrinkets,          // string list of item keys (trinkets), empty: the golden copies held
        Route,                   // string: "stage:type, ..." (floorjson's parseRouteList), empty: default
        LockedAchievements,      // string list of achievement ids 1..641, empty
        // recent seeds, newest first
        RecentSeeds, // string list of seed strings (at most kMaxRecentSeeds), empty
        // map overlays
        ShowHidden,      // bool, true
        DeadEndNumbers,  // bool, true
        DistanceHeatMap, // bool, false
        RoomNumbers,     // bool, false
        BossNames,       // bool, true
        Difficulty,      // bool, false
        Legend,          // bool, true
        Grid,            // bool, true
        FitToFloor,      // bool, true: show the part of the 13x13 grid the floor uses
        // step-through and compare
        StepSpeed,      // int 1..60 frames per second, 6
        CompareSetting, // string: a compare key (see compareKeys()), "luna"
        // window
        WindowGeometry, // byte array, empty
        WindowState,    // byte array, empty
        // export (exportdialog.cpp): the last folder and options
        ExportFolder,       // string: the folder of the last export, empty (the user's pictures folder)
        ExportFormat,       // string: "png", "svg", "pdf" or "json"; "png"
        ExportScalePercent, // int 10..1600, 100 (100: 48 pixels a grid cell)
        ExportUseSize,      // bool, false: an exact pixel size instead of the scale
        ExportWidth,        // int 16..16384, 1200
        ExportHeight,       // int 16..16384, 900
        ExportTransparent,  // bool, false
        ExportLegend,       // bool, true
        ExportCaption,      // bool, true
        ExportDeadEnds,     // bool, true
        ExportShowHidden,   // bool, true
        ExportFitToFloor,   // bool, true
        ExportTheme,        // string: "light" or "dark"; "light"
        ExportFrame,        // bool, false: export the step-through frame shown instead of the final floor
        ExportProvenance,   // bool, true: provenance marks (badges on rooms not on the verified engine)
        // seed search (searchpanel.h): the form of the last search started
        SearchForm, // string: SearchPanel::formState() JSON, empty
        // user interface
        Language, // string: "system", "en" or "fr" (languagemanager.h); "system", read at start
        // the player's own game data (issue 20): the folder File > Open Game Data chose, read at start
        GameData, // string: a folder (the game's resources folder or one of room files), empty: built-in
        GameDataProposed, // bool, false: the first start proposed the installation found (generation.md 16.1)
        // the stream overlay (issue 48; gamelog/streamoverlay.h): kept up to date while Follow Game runs
        OverlayOn,          // bool, false
        OverlayFolder,      // string: the folder its two files go to, empty (none chosen)
        OverlaySize,        // int 64..4096 pixels, 400: the picture's width and height
        OverlayTransparent, // bool, true: no background
        OverlayShowHidden,  // bool, false: secret rooms left out, as the player sees the map
        Count
    };

    static constexpr int kMaxRecentSeeds = 12;

    AppSettings();
    explicit AppSettings(const QString &iniFile);
    ~AppSettings();
    AppSettings(const AppSettings &) = delete;
    AppSettings &operator=(const AppSettings &) = delete;

    // The key as stored ("floor/stage"), its default, and whether a value passes the key's check.
    static QString keyName(Key key);
    static QVariant defaultValue(Key key);
    static bool isValid(Key key, const QVariant &value);

    // The stored value, converted to the key's type; the default when missing or invalid (an invalid stored
    // value is removed, so only that key goes back to its default).
    QVariant value(Key key) const;
    // Stores a value; false (and nothing stored) when it does not pass the key's check.
    bool setValue(Key key, const QVariant &value);
    void reset(Key key);

    bool boolValue(Key key) const { return value(key).toBool(); }
    int intValue(Key key) const { return value(key).toInt(); }
    QString stringValue(Key key) const { return value(key).toString(); }
    QStringList stringListValue(Key key) const { return value(key).toStringList(); }

    // Typed groups.
    Settings floorSettings() const; // runSeed empty when no seed is stored
    void setFloorSettings(const Settings &settings);
    RenderOptions renderOptions(RenderOptions base = {}) const; // overlays only; the rest from base
    void setRenderOptions(const RenderOptions &options);
    QStringList recentSeeds() const;
    void addRecentSeed(const QString &seed); // to the front, without duplicates, at most kMaxRecentSeeds

    QString fileName() const;
    QSettings::Status status() const;
    void sync();
    // True when the file is not a regular file (see above): nothing is read from it or written to it.
    bool inMemory() const { return !m_settings; }
    // The user's settings file, as the default constructor uses it.
    static QString defaultFileName();
    // Whether `file` may be read and written as settings: a regular file that is not a link, of at most
    // kMaxFileBytes, or absent (fileProblem() None).
    static bool isUsableFile(const QString &file);
    // Why `file` is not used (see above). Real settings files are a few KB (the window's state, the search
    // form, a dozen recent seeds): 1 MiB is far above them and reads in milliseconds.
    enum class FileProblem { None, NotRegular, Link, TooLarge };
    static FileProblem fileProblem(const QString &file);
    static constexpr qint64 kMaxFileBytes = qint64{1} << 20;

private:
    // Under QStandardPaths' test mode the default settings are a fresh file of this object's own, so a window
    // a test makes never opens on what another test or an earlier run left (issue 34).
    std::unique_ptr<QTemporaryDir> m_testDir;
    std::unique_ptr<QSettings> m_settings; // null: in memory only
    QString m_fileName;
    mutable QMap<QString, QVariant> m_memory; // in memory: the settings (an invalid value is erased on read)
    bool contains(const QString &name) const;
    QVariant stored(const QString &name) const;
    void store(const QString &name, const QVariant &v);
    void erase(const QString &name) const;
};

} // namespace floorgen::app
