#!/usr/bin/env python3
"""Writes inputs.txt: batch lines (CATALOG, a space, LINE) for test_floorjson (see tests/data/README.md).

Deterministic (a fixed random.Random seed); run once, the golden hashes were made from its output."""
import json
import random

r = random.Random(44)
ITEMS = ["luna", "voodoo-head", "fragmented-card", "silver-dollar", "bloody-crown", "holy-crown",
         "wicked-crown", "golden-horseshoe", "pay-to-win", "moms-box", "crystal-ball", "magic-8-ball",
         "sausage", "telescope-lens", "knife-piece-1", "birthright", "broken-shovel-1", "store-key",
         "devils-crown"]
AB_ITEMS = ITEMS[:14]
TRINKETS = ["fragmented-card", "silver-dollar", "bloody-crown", "holy-crown", "wicked-crown",
            "golden-horseshoe", "pay-to-win", "telescope-lens", "store-key", "devils-crown"]
PLAYERS = ["isaac", "cain", "blue-baby", "lazarus", "the-lost", "keeper", "the-forgotten", "tainted-lost",
           "tainted-keeper", "other", "13", "21"]
CURSES = ["labyrinth", "lost", "darkness", "unknown", "maze", "blind"]
FLAGS = ["wrath", "gluttony", "lust", "sloth", "envy", "pride", "ultra-pride", "greed-spawned",
         "super-greed-spawned", "donation-machine-blown", "shopkeeper-killed", "dads-note"]


def seed_string():
    """A seed as the game writes it (seedToString of core/src/engine/seedstring.cpp), now and then in
    lower case or without its space."""
    seed = r.randint(1, 0xFFFFFFFF)
    x, t = 0, seed
    while t:
        x = (x + (t & 0xFF)) & 0xFF
        x = ((x << 1) | (x >> 7)) & 0xFF
        t >>= 5
    bits = ((seed ^ 0x0FEF7FFD) << 8) | x
    alphabet = "ABCDEFGHJKLMNPQRSTWXYZ01234V6789"
    text = "".join(alphabet[(bits >> (5 * i)) & 31] for i in range(7, -1, -1))
    k = r.random()
    if k < 0.1:
        return text.lower()
    if k < 0.2:
        return text
    return text[:4] + " " + text[4:]


def seed_key(o):
    k = r.random()
    if k < 0.45:
        o["seed"] = seed_string()
    elif k < 0.75:
        o["runSeed"] = r.randint(1, 0xFFFFFFFF)
    else:
        o["stageSeed"] = r.randint(1, 0xFFFFFFFF)


def state(o, rep):
    if r.random() < 0.3:
        o["hearts"] = r.randint(0, 6)
        o["maxHearts"] = r.randint(6, 12)
    if r.random() < 0.2:
        o["soulHearts"] = r.randint(0, 6)
    if r.random() < 0.2:
        o["keys"] = r.randint(0, 3)
    if r.random() < 0.2:
        o["coins"] = r.randint(0, 99)
    if r.random() < 0.15:
        o["victoryLap"] = r.randint(0, 2)
    if r.random() < 0.2:
        o["treasureRoomsVisited"] = r.randint(0, 8)
    for k in ["planetariumVisited", "devilRoomVisited", "bookPickedUp"]:
        if r.random() < 0.1:
            o[k] = r.random() < 0.7
    if r.random() < 0.3:
        o["player"] = r.choice(PLAYERS)
    if r.random() < 0.4:
        pool = ITEMS if rep else AB_ITEMS
        items = r.sample(pool, r.randint(1, 4))
        if rep and r.random() < 0.3:
            items.append(r.choice(TRINKETS) + ":golden")
        if r.random() < 0.1:
            items.append("black-candle")
        o["items"] = items
    if r.random() < 0.3:
        k = r.random()
        if k < 0.3:
            o["curse"] = "none"
        elif k < 0.6:
            o["curse"] = ",".join(r.sample(CURSES, r.randint(1, 2)))
        elif k < 0.8:
            o["curse"] = r.sample(CURSES, r.randint(0, 2))
        else:
            o["curse"] = "auto"


def ab_line():
    o = {"ruleset": "afterbirth-plus"} if r.random() < 0.7 else {"ruleset": "afterbirth-plus"}
    seed_key(o)
    stage = r.randint(1, 12)
    o["stage"] = stage
    types = {1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 1, 10: 2, 11: 2, 12: 1}[stage]
    if r.random() < 0.8:
        o["stageType"] = r.randrange(types)
    elif "stageSeed" not in o:
        o["stageType"] = "main"
    if r.random() < 0.4:
        o["hard"] = r.random() < 0.8
    state(o, False)
    return o


def rep_line():
    o = {"ruleset": "repentance"}
    seed_key(o)
    stage = r.randint(1, 12)
    o["stage"] = stage
    k = r.random()
    if "stageSeed" not in o and k < 0.25:
        o["stageType"] = "main"
    elif "stageSeed" not in o and k < 0.45 and stage <= 8:
        o["stageType"] = "alt"
    elif k < 0.85:
        o["stageType"] = r.choice({1: [0, 1, 2, 4, 5], 2: [0, 1, 2, 4, 5], 3: [0, 1, 2, 4, 5], 4: [0, 1, 2, 4, 5],
                                   5: [0, 1, 2, 4, 5], 6: [0, 1, 2, 4, 5], 7: [0, 1, 2, 4], 8: [0, 1, 2, 4],
                                   9: [0], 10: [0, 1], 11: [0, 1], 12: [0]}[stage])
    if r.random() < 0.4:
        o["hard"] = r.random() < 0.8
    state(o, True)
    if r.random() < 0.2:
        o["curseTier"] = r.choice(["none", "womb", "eit", "all"])
    if r.random() < 0.15:
        o["superSinCounter"] = r.randint(0, 5)
    if r.random() < 0.15:
        o["surpriseMinibossCounter"] = r.randint(0, 5)
    if r.random() < 0.2:
        o["stateFlags"] = r.sample(FLAGS, r.randint(1, 3))
    if r.random() < 0.15:
        o["lockedAchievements"] = sorted(r.sample(range(1, 600), r.randint(1, 6)))
    if r.random() < 0.1:
        o["strangeDoorLocked"] = r.random() < 0.5
    if r.random() < 0.1:
        o["cathedral"] = r.random() < 0.5
    if "stageSeed" not in o and r.random() < 0.25:
        route, s = [], 1
        while s < stage:
            route.append({"stage": s, "stageType": r.choice([0, 1, 2])})
            s += 1
        o["route"] = route
    if "stageSeed" not in o and r.random() < 0.2:
        o["bossPools"] = r.choice(["run", "first-floor"])
    if r.random() < 0.15:
        o["gameLog"] = True
    return o


def orig_line():
    o = {"ruleset": "original-2011"}
    seed_key(o)
    o["stage"] = r.randint(1, 10)
    if r.random() < 0.3:
        o["hard"] = r.random() < 0.5
    if r.random() < 0.2:
        o["curse"] = r.choice(["none", "auto", "labyrinth", "darkness"])
    return o


BAD = [
    "{", "}", "[", "]", "[]", "[1]", "[1,2]", "42", "-1.5e3", '"x"', "true", "false", "null", "1, 2", "{,}",
    '{"stageSeed": 5', '{"stageSeed": 5,}', '{"stageSeed" 5}', "{stageSeed: 5}", '{"stageSeed": 05}',
    '{"stageSeed": -}', '{"stageSeed": +5}', '{"stageSeed": 1e400}', '{"stageSeed": 1e-400}', '{"stageSeed": .5}',
    '{"stageSeed": 1.}', '{"stageSeed": 1.5}', '{"stageSeed": 1e3}', '{"stageSeed": 5.0, "stage": 2.00}',
    '{"stageSeed": 99999999999}', '{"stageSeed": 0}', '{"stageSeed": -3}', '{"stageSeed": "5"}',
    '{"stageSeed": null}', '{"stageSeed": true}', '{"stageSeed": [5]}', '{"stageSeed": {"a": 1}}',
    '{"stageSeed": 5, "stage": 13}', '{"stageSeed": 5, "stage": 1e20}', '{"stageSeed": 5, "stage": 123456789}',
    '{"stageSeed": 5, "stage": -1e-7}', '{"stageSeed": 5, "stage": 1, "stage": 2}',
    '{"stageSeed": 5, "route": [{"stage": 1, "stage": 2}]}', '{"seed": 5}', '{"seed": "ABCD"}',
    '{"seed": "B91Y 9THI"}', '{"seed": "B91Y\\u00e99THH"}', '{"seed": "B91Y \\ud800THH"}',
    '{"seed": "B91Y \\ud83d\\ude00THH"}', '{"seed": "  b91y9thh "}', '{"seed": "B91Y\\n9THH"}',
    '{"seed": "B91Y\\u001b[31m9THH"}', '{"seed": "\u00e9\u00e9\u00e9"}', '{"seed": "0000 0000"}',
    '{"seed": "B91Y 9THH", "runSeed": 5}', "{}", '{"stage": 1}', '{"stageSeed": 5, "unknown": 1}',
    '{"stageSeed": 5, "zeta": 1, "alpha": 2}', '{"stageSeed": 5, "\\u00e9t\\u00e9": 1}',
    '{"stageSeed": 5, "ruleset": "rebirth"}', '{"stageSeed": 5, "ruleset": 3}',
    '{"stageSeed": 5, "hard": 1}', '{"stageSeed": 5, "hard": "yes"}', '{"stageSeed": 5, "curse": ""}',
    '{"stageSeed": 5, "curse": "  "}', '{"stageSeed": 5, "curse": "cursed"}', '{"stageSeed": 5, "curse": "lost,foo"}',
    '{"stageSeed": 5, "curse": [1]}', '{"stageSeed": 5, "curse": []}', '{"stageSeed": 5, "curse": 3}',
    '{"stageSeed": 5, "curse": "LOST, Blind"}', '{"stageSeed": 5, "stageType": "alt"}',
    '{"stageSeed": 5, "stageType": "main"}', '{"stageSeed": 5, "stageType": "other"}',
    '{"stageSeed": 5, "stageType": 3}', '{"stageSeed": 5, "stageType": 6}', '{"stageSeed": 5, "stageType": 4}',
    '{"runSeed": 5, "stageType": "alt"}', '{"runSeed": 5, "stageType": "alt", "ruleset": "repentance", "stage": 9}',
    '{"runSeed": 5, "stageType": "main", "stage": 14}', '{"stageSeed": 5, "items": "luna"}',
    '{"stageSeed": 5, "items": [1]}', '{"stageSeed": 5, "items": ["lunar"]}', '{"stageSeed": 5, "items": ["luna:golden"]}',
    '{"stageSeed": 5, "items": ["knife-piece-1"]}', '{"stageSeed": 5, "items": ["golden-horse-shoe"]}',
    '{"stageSeed": 5, "items": ["black-candle:golden"]}', '{"stageSeed": 5, "items": [" LUNA "]}',
    '{"stageSeed": 5, "player": "nobody"}', '{"stageSeed": 5, "player": 3}', '{"stageSeed": 5, "player": 41}',
    '{"stageSeed": 5, "player": 1.5}', '{"stageSeed": 5, "player": 1234567}', '{"stageSeed": 5, "player": null}',
    '{"stageSeed": 5, "player": true}', '{"stageSeed": 5, "player": ["isaac"]}', '{"stageSeed": 5, "player": "OTHER"}',
    '{"stageSeed": 5, "curseTier": "womb"}', '{"stageSeed": 5, "ruleset": "repentance", "curseTier": "x"}',
    '{"stageSeed": 5, "ruleset": "repentance", "curseTier": 1}', '{"stageSeed": 5, "ruleset": "repentance", "bossPools": "x"}',
    '{"runSeed": 5, "ruleset": "repentance", "bossPools": "stage-seed"}',
    '{"stageSeed": 5, "ruleset": "repentance", "stateFlags": "wrath"}',
    '{"stageSeed": 5, "ruleset": "repentance", "stateFlags": ["wrath", 3]}',
    '{"stageSeed": 5, "ruleset": "repentance", "stateFlags": ["greed"]}',
    '{"stageSeed": 5, "ruleset": "repentance", "lockedAchievements": 5}',
    '{"stageSeed": 5, "ruleset": "repentance", "lockedAchievements": [0]}',
    '{"stageSeed": 5, "ruleset": "repentance", "lockedAchievements": [1.5]}',
    '{"stageSeed": 5, "ruleset": "repentance", "lockedAchievements": ["7"]}',
    '{"stageSeed": 5, "ruleset": "repentance", "lockedAchievements": [100000]}',
    '{"stageSeed": 5, "ruleset": "repentance", "lockedAchievements": [null, 3]}',
    '{"stageSeed": 5, "ruleset": "repentance", "strangeDoorLocked": 1}',
    '{"stageSeed": 5, "ruleset": "repentance", "route": [{"stage": 1}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": {"stage": 1}}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [1]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stageType": 1}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 13}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 1, "stageType": 3}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 1, "stageType": 9}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 1, "kind": 9}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 2}, {"stage": 1}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 2}, {"stage": 2}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 1.5}]}',
    '{"runSeed": 5, "ruleset": "repentance", "route": [{"stage": 7, "stageType": 5}]}',
    '{"runSeed": 5, "ruleset": "repentance", "stage": 3, "route": [{"stage": 1}, {"stage": 2, "stageType": 4}]}',
    '{"stageSeed": 5, "route": [{"stage": 1}]}', '{"stageSeed": 5, "cathedral": true}',
    '{"stageSeed": 5, "superSinCounter": 2}', '{"stageSeed": 5, "gameLog": 1}', '{"stageSeed": 5, "gameLog": true}',
    '{"stageSeed": 5, "hearts": 30}', '{"stageSeed": 5, "hearts": 30, "maxHearts": 24, "boneHearts": 3}',
    '{"stageSeed": 5, "hearts": 10000}', '{"stageSeed": 5, "treasureRoomsVisited": 100}',
    '{"stageSeed": 5, "keys": -1}', '{"stageSeed": 5, "coins": "3"}',
    '{"stageSeed": 5, "ruleset": "original-2011", "stage": 11}', '{"stageSeed": 5, "ruleset": "original-2011", "stageType": 1}',
    '{"stageSeed": 5, "ruleset": "original-2011", "items": ["luna"]}',
    '{"stageSeed": 5, "ruleset": "repentance", "stage": 9, "stageType": 1}',
    '{"stageSeed": 5, "ruleset": "repentance", "stage": 7, "stageType": 5}',
    '["a", {"b": 1}]', '[[[[[[[[[[]]]]]]]]]]', '{"a": [1, 2 3]}', '{"a": tru}', '{"a": nul}', '{"a": fals}',
    '{"a": "\\x"}', '{"a": "\\u12"}', '{"a": "\\u12G4"}', '{"a": "tab\there"}', '{"a": "x"} {"b": 1}',
    '{"a": 1}x', '\ufeff{"stageSeed": 5}', '{"stageSeed": 5}\u0000', '{"stageSeed"\u00a0: 5}',
    '{"stageSeed": 5, "stage": 1e18}', '{"stageSeed": 5, "stage": 9223372036854775808}',
    '{"stageSeed": 5, "stage": -9223372036854775809}', '{"stageSeed": 5, "stage": 12345678901234567890}',
    '{"stageSeed": 5, "stage": 0.000012}', '{"stageSeed": 5, "stage": 1.25e-5}', '{"stageSeed": 5, "stage": 100000.5}',
    '{"stageSeed": 4294967295, "stage": 2}', '{"stageSeed": 4294967296}', '{"runSeed": 4294967295}',
    '{"stageSeed": 5, "ruleset": "repentance", "items": ["store-key:golden", "luna"], "player": "cain", "gameLog": true}',
    '{"seed": "' + "A" * 80 + '"}', '{"stageSeed": 5, "' + "k" * 90 + '": 1}',
    '{"stageSeed": 5, "items": ["' + "\\u00e9" * 70 + '"]}',
]


def main():
    lines = []
    for cat, n in [("builtin", 1400), ("synth", 400), ("rich", 200)]:
        for _ in range(n):
            lines.append((cat, json.dumps(ab_line(), separators=(",", ":") if r.random() < 0.5 else (", ", ": "))))
    for cat, n in [("builtin", 1400), ("synth", 400), ("rich", 200)]:
        for _ in range(n):
            lines.append((cat, json.dumps(rep_line(), ensure_ascii=r.random() < 0.5)))
    for cat, n in [("builtin", 1000), ("synth", 200)]:
        for _ in range(n):
            lines.append((cat, json.dumps(orig_line())))
    for b in BAD:
        lines.append(("builtin", b))
    with open("inputs.txt", "w", encoding="utf-8", newline="\n") as f:
        for cat, line in lines:
            assert "\n" not in line and "\r" not in line
            f.write(cat + " " + line + "\n")


main()
