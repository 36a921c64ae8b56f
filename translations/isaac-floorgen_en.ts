<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
</TS>
