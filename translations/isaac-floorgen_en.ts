<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>floorgen::app</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drawn from the %n with exactly the room&apos;s doors (weight %1)</source>
        <translation>
            <numerusform>drawn from the only one with exactly the room&apos;s doors (weight %1)</numerusform>
            <numerusform>drawn from the %n with exactly the room&apos;s doors (weight %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not from the %n with exactly the room&apos;s doors (weight %1)</source>
        <translation>
            <numerusform>not from the only one with exactly the room&apos;s doors (weight %1)</numerusform>
            <numerusform>not from the %n with exactly the room&apos;s doors (weight %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <comment>the doors a normal room&apos;s layout needs</comment>
        <translation>
            <numerusform>%n door</numerusform>
            <numerusform>%n doors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::GameLogController</name>
    <message numerus="yes">
        <source>Matches your game&apos;s log (%n attempt(s), %1 rooms)</source>
        <translation>
            <numerusform>Matches your game&apos;s log (%n attempt, %1 rooms)</numerusform>
            <numerusform>Matches your game&apos;s log (%n attempts, %1 rooms)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n floor(s) before it in this run</source>
        <translation>
            <numerusform>the floor before it in this run</numerusform>
            <numerusform>the %n floors before it in this run</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::GameLogTable</name>
    <message numerus="yes">
        <source>%n floor(s) in %1</source>
        <translation>
            <numerusform>%n floor in %1</numerusform>
            <numerusform>%n floors in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) continued (their first floor not in the log)</source>
        <translation>
            <numerusform>%n run continued (its first floor not in the log)</numerusform>
            <numerusform>%n runs continued (their first floor not in the log)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) cannot be read</source>
        <translation>
            <numerusform>%n line cannot be read</numerusform>
            <numerusform>%n lines cannot be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::MainWindow</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n room(s)</source>
        <translation>
            <numerusform>%n room</numerusform>
            <numerusform>%n rooms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n room(s) read from %1</source>
        <translation>
            <numerusform>%n room read from %1</numerusform>
            <numerusform>%n rooms read from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n room(s) read from %1; REPENTOGON is installed there: Rules set to REPENTOGON</source>
        <translation>
            <numerusform>%n room read from %1; REPENTOGON is installed there: Rules set to REPENTOGON</numerusform>
            <numerusform>%n rooms read from %1; REPENTOGON is installed there: Rules set to REPENTOGON</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RewardsPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;Room %1&lt;/b&gt;: %2&lt;br/&gt;the room&apos;s reward roll: %3 (0.22 or less gives nothing)&lt;br/&gt;award seed %4, %n random draw(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Room %1&lt;/b&gt;: %2&lt;br/&gt;the room&apos;s reward roll: %3 (0.22 or less gives nothing)&lt;br/&gt;award seed %4, %n random draw</numerusform>
            <numerusform>&lt;b&gt;Room %1&lt;/b&gt;: %2&lt;br/&gt;the room&apos;s reward roll: %3 (0.22 or less gives nothing)&lt;br/&gt;award seed %4, %n random draws</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::SearchPanel</name>
    <message numerus="yes">
        <source>%n floor(s) of the run</source>
        <translation>
            <numerusform>%n floor of the run</numerusform>
            <numerusform>%n floors of the run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) written to %1.</source>
        <translation>
            <numerusform>%n seed written to %1.</numerusform>
            <numerusform>%n seeds written to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within %n imported seed(s)</source>
        <translation>
            <numerusform>Within %n imported seed</numerusform>
            <numerusform>Within %n imported seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) imported: Search looks only at them.</source>
        <translation>
            <numerusform>%n seed imported: Search looks only at it.</numerusform>
            <numerusform>%n seeds imported: Search looks only at them.</numerusform>
        </translation>
    </message>
</context>
</TS>
