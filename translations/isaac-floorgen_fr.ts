<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Boss</name>
    <message>
        <source>Monstro</source>
        <translation>Monstro</translation>
    </message>
    <message>
        <source>Larry Jr.</source>
        <translation>Larry Jr.</translation>
    </message>
    <message>
        <source>Chub</source>
        <translation>Chub</translation>
    </message>
    <message>
        <source>Gurdy</source>
        <translation>Gurdy</translation>
    </message>
    <message>
        <source>Monstro II</source>
        <translation>Monstro II</translation>
    </message>
    <message>
        <source>Mom</source>
        <translation>Mom</translation>
    </message>
    <message>
        <source>Scolex</source>
        <translation>Scolex</translation>
    </message>
    <message>
        <source>Mom&apos;s Heart</source>
        <translation>Mom&apos;s Heart</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Pestilence</source>
        <translation>Pestilence</translation>
    </message>
    <message>
        <source>War</source>
        <translation>War</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Death</translation>
    </message>
    <message>
        <source>The Duke of Flies</source>
        <translation>The Duke of Flies</translation>
    </message>
    <message>
        <source>Peep</source>
        <translation>Peep</translation>
    </message>
    <message>
        <source>Loki</source>
        <translation>Loki</translation>
    </message>
    <message>
        <source>Blastocyst</source>
        <translation>Blastocyst</translation>
    </message>
    <message>
        <source>Gemini</source>
        <translation>Gemini</translation>
    </message>
    <message>
        <source>Fistula</source>
        <translation>Fistula</translation>
    </message>
    <message>
        <source>Gish</source>
        <translation>Gish</translation>
    </message>
    <message>
        <source>Steven</source>
        <translation>Steven</translation>
    </message>
    <message>
        <source>C.H.A.D.</source>
        <translation>C.H.A.D.</translation>
    </message>
    <message>
        <source>The Headless Horseman</source>
        <translation>The Headless Horseman</translation>
    </message>
    <message>
        <source>The Fallen</source>
        <translation>The Fallen</translation>
    </message>
    <message>
        <source>Satan</source>
        <translation>Satan</translation>
    </message>
    <message>
        <source>It Lives</source>
        <translation>It Lives</translation>
    </message>
    <message>
        <source>The Hollow</source>
        <translation>The Hollow</translation>
    </message>
    <message>
        <source>The Carrion Queen</source>
        <translation>The Carrion Queen</translation>
    </message>
    <message>
        <source>Gurdy Jr.</source>
        <translation>Gurdy Jr.</translation>
    </message>
    <message>
        <source>The Husk</source>
        <translation>The Husk</translation>
    </message>
    <message>
        <source>The Bloat</source>
        <translation>The Bloat</translation>
    </message>
    <message>
        <source>Lokii</source>
        <translation>Lokii</translation>
    </message>
    <message>
        <source>The Blighted Ovum</source>
        <translation>The Blighted Ovum</translation>
    </message>
    <message>
        <source>Teratoma</source>
        <translation>Teratoma</translation>
    </message>
    <message>
        <source>The Widow</source>
        <translation>The Widow</translation>
    </message>
    <message>
        <source>Mask of Infamy</source>
        <translation>Mask of Infamy</translation>
    </message>
    <message>
        <source>The Wretched</source>
        <translation>The Wretched</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Pin</translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Isaac</source>
        <translation>Isaac</translation>
    </message>
    <message>
        <source>??? (Blue Baby)</source>
        <translation>??? (Blue Baby)</translation>
    </message>
    <message>
        <source>Daddy Long Legs</source>
        <translation>Daddy Long Legs</translation>
    </message>
    <message>
        <source>Triachnid</source>
        <translation>Triachnid</translation>
    </message>
    <message>
        <source>The Haunt</source>
        <translation>The Haunt</translation>
    </message>
    <message>
        <source>Dingle</source>
        <translation>Dingle</translation>
    </message>
    <message>
        <source>Mega Maw</source>
        <translation>Mega Maw</translation>
    </message>
    <message>
        <source>The Gate</source>
        <translation>The Gate</translation>
    </message>
    <message>
        <source>Mega Fatty</source>
        <translation>Mega Fatty</translation>
    </message>
    <message>
        <source>The Cage</source>
        <translation>The Cage</translation>
    </message>
    <message>
        <source>Mama Gurdy</source>
        <translation>Mama Gurdy</translation>
    </message>
    <message>
        <source>Dark One</source>
        <translation>Dark One</translation>
    </message>
    <message>
        <source>The Adversary</source>
        <translation>The Adversary</translation>
    </message>
    <message>
        <source>Polycephalus</source>
        <translation>Polycephalus</translation>
    </message>
    <message>
        <source>Mr. Fred</source>
        <translation>Mr. Fred</translation>
    </message>
    <message>
        <source>The Lamb</source>
        <translation>The Lamb</translation>
    </message>
    <message>
        <source>Mega Satan</source>
        <translation>Mega Satan</translation>
    </message>
    <message>
        <source>Gurglings</source>
        <translation>Gurglings</translation>
    </message>
    <message>
        <source>The Stain</source>
        <translation>The Stain</translation>
    </message>
    <message>
        <source>Brownie</source>
        <translation>Brownie</translation>
    </message>
    <message>
        <source>The Forsaken</source>
        <translation>The Forsaken</translation>
    </message>
    <message>
        <source>Little Horn</source>
        <translation>Little Horn</translation>
    </message>
    <message>
        <source>Rag Man</source>
        <translation>Rag Man</translation>
    </message>
    <message>
        <source>Ultra Greed</source>
        <translation>Ultra Greed</translation>
    </message>
    <message>
        <source>Hush</source>
        <translation>Hush</translation>
    </message>
    <message>
        <source>Dangle</source>
        <translation>Dangle</translation>
    </message>
    <message>
        <source>Turdling</source>
        <translation>Turdling</translation>
    </message>
    <message>
        <source>The Frail</source>
        <translation>The Frail</translation>
    </message>
    <message>
        <source>Rag Mega</source>
        <translation>Rag Mega</translation>
    </message>
    <message>
        <source>Sisters Vis</source>
        <translation>Sisters Vis</translation>
    </message>
    <message>
        <source>Big Horn</source>
        <translation>Big Horn</translation>
    </message>
    <message>
        <source>Delirium</source>
        <translation>Delirium</translation>
    </message>
    <message>
        <source>The Matriarch</source>
        <translation>The Matriarch</translation>
    </message>
    <message>
        <source>Ultra Greedier</source>
        <translation>Ultra Greedier</translation>
    </message>
    <message>
        <source>The Pile</source>
        <translation>The Pile</translation>
    </message>
    <message>
        <source>Reap Creep</source>
        <translation>Reap Creep</translation>
    </message>
    <message>
        <source>Lil Blub</source>
        <translation>Lil Blub</translation>
    </message>
    <message>
        <source>Wormwood</source>
        <translation>Wormwood</translation>
    </message>
    <message>
        <source>Rainmaker</source>
        <translation>Rainmaker</translation>
    </message>
    <message>
        <source>The Visage</source>
        <translation>The Visage</translation>
    </message>
    <message>
        <source>The Siren</source>
        <translation>The Siren</translation>
    </message>
    <message>
        <source>Tuff Twins</source>
        <translation>Tuff Twins</translation>
    </message>
    <message>
        <source>The Heretic</source>
        <translation>The Heretic</translation>
    </message>
    <message>
        <source>Hornfel</source>
        <translation>Hornfel</translation>
    </message>
    <message>
        <source>Great Gideon</source>
        <translation>Great Gideon</translation>
    </message>
    <message>
        <source>Baby Plum</source>
        <translation>Baby Plum</translation>
    </message>
    <message>
        <source>The Scourge</source>
        <translation>The Scourge</translation>
    </message>
    <message>
        <source>Chimera</source>
        <translation>Chimera</translation>
    </message>
    <message>
        <source>Rotgut</source>
        <translation>Rotgut</translation>
    </message>
    <message>
        <source>Mother</source>
        <translation>Mother</translation>
    </message>
    <message>
        <source>Mom (Mausoleum)</source>
        <translation>Mom (Mausolée)</translation>
    </message>
    <message>
        <source>Mom&apos;s Heart (Mausoleum)</source>
        <translation>Mom&apos;s Heart (Mausolée)</translation>
    </message>
    <message>
        <source>Min-Min</source>
        <translation>Min-Min</translation>
    </message>
    <message>
        <source>Clog</source>
        <translation>Clog</translation>
    </message>
    <message>
        <source>Singe</source>
        <translation>Singe</translation>
    </message>
    <message>
        <source>Bumbino</source>
        <translation>Bumbino</translation>
    </message>
    <message>
        <source>Colostomia</source>
        <translation>Colostomia</translation>
    </message>
    <message>
        <source>The Shell</source>
        <translation>The Shell</translation>
    </message>
    <message>
        <source>Turdlet</source>
        <translation>Turdlet</translation>
    </message>
    <message>
        <source>Raglich</source>
        <translation>Raglich</translation>
    </message>
    <message>
        <source>Dogma</source>
        <translation>Dogma</translation>
    </message>
    <message>
        <source>The Beast</source>
        <translation>The Beast</translation>
    </message>
    <message>
        <source>Horny Boys</source>
        <translation>Horny Boys</translation>
    </message>
    <message>
        <source>Clutch</source>
        <translation>Clutch</translation>
    </message>
</context>
<context>
    <name>Character</name>
    <message>
        <source>Isaac</source>
        <translation>Isaac</translation>
    </message>
    <message>
        <source>Cain</source>
        <translation>Cain</translation>
    </message>
    <message>
        <source>??? (Blue Baby)</source>
        <translation>??? (Bébé Bleu)</translation>
    </message>
    <message>
        <source>Lazarus</source>
        <translation>Lazarus</translation>
    </message>
    <message>
        <source>The Lost</source>
        <translation>L&apos;Égaré</translation>
    </message>
    <message>
        <source>Lazarus (risen)</source>
        <translation>Lazarus (ressuscité)</translation>
    </message>
    <message>
        <source>Dark Judas</source>
        <translation>Dark Judas</translation>
    </message>
    <message>
        <source>Keeper</source>
        <translation>Keeper</translation>
    </message>
    <message>
        <source>The Forgotten</source>
        <translation>Le Délaissé</translation>
    </message>
    <message>
        <source>The Soul</source>
        <translation>L&apos;Âme</translation>
    </message>
    <message>
        <source>Tainted Lost</source>
        <translation>L&apos;Égaré Impur</translation>
    </message>
    <message>
        <source>Tainted Keeper</source>
        <translation>Tainted Keeper</translation>
    </message>
    <message>
        <source>Tainted Jacob (ghost)</source>
        <translation>Jacob Impur (forme égarée)</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>empty seed: enter 8 characters such as &quot;B91Y 9THH&quot;</source>
        <translation>graine vide&#xa0;: saisissez 8 caractères, par exemple « B91Y 9THH »</translation>
    </message>
    <message>
        <source>unexpected space at position %1: only one space, between the two groups of 4, is allowed</source>
        <translation>espace inattendue en position %1&#xa0;: une seule espace est permise, entre les deux groupes de 4</translation>
    </message>
    <message>
        <source>invalid character %1 at position %2 (seeds use no letter O; did you mean the digit 0?)</source>
        <translation>caractère invalide %1 en position %2 (les graines n&apos;utilisent pas la lettre O&#xa0;; vouliez-vous dire le chiffre 0&#xa0;?)</translation>
    </message>
    <message>
        <source>invalid character %1 at position %2 (seeds use no letter I; did you mean the digit 1?)</source>
        <translation>caractère invalide %1 en position %2 (les graines n&apos;utilisent pas la lettre I&#xa0;; vouliez-vous dire le chiffre 1&#xa0;?)</translation>
    </message>
    <message>
        <source>invalid character %1 at position %2 (seeds use no letter U)</source>
        <translation>caractère invalide %1 en position %2 (les graines n&apos;utilisent pas la lettre U)</translation>
    </message>
    <message>
        <source>invalid character %1 at position %2 (seeds use no digit 5; the game writes V in its place)</source>
        <translation>caractère invalide %1 en position %2 (les graines n&apos;utilisent pas le chiffre 5&#xa0;; le jeu écrit V à sa place)</translation>
    </message>
    <message>
        <source>invalid character %1 at position %2 (seeds use A-Z without I, O and U, and the digits 0-9 without 5)</source>
        <translation>caractère invalide %1 en position %2 (les graines utilisent A-Z sauf I, O et U, et les chiffres 0-9 sauf 5)</translation>
    </message>
    <message>
        <source>too short: a seed has 8 characters, this one has %1</source>
        <translation>trop courte&#xa0;: une graine a 8 caractères, celle-ci en a %1</translation>
    </message>
    <message>
        <source>too long: a seed has 8 characters, this one has %1</source>
        <translation>trop longue&#xa0;: une graine a 8 caractères, celle-ci en a %1</translation>
    </message>
    <message>
        <source>checksum mismatch: these 8 characters are not a seed the game can show; check for a mistyped character</source>
        <translation>somme de contrôle incorrecte&#xa0;: ces 8 caractères ne sont pas une graine que le jeu peut afficher&#xa0;; vérifiez la saisie</translation>
    </message>
    <message>
        <source>seed 0 is not a valid seed (the generator would never leave state 0)</source>
        <translation>la graine 0 n&apos;est pas valide (le générateur ne quitterait jamais l&apos;état 0)</translation>
    </message>
    <message>
        <source>stage %1 is out of range: stages go from 1 (Basement I) to 12 (The Void)</source>
        <translation>l&apos;étage %1 est hors limites&#xa0;: les étages vont de 1 (Sous-Sol I) à 12 (Néant)</translation>
    </message>
    <message>
        <source>stage type 3 (Greed mode) is not modelled</source>
        <translation>la variante 3 (mode Greed) n&apos;est pas modélisée</translation>
    </message>
    <message>
        <source>stage type %1 does not exist for stage %2 (valid: 0..%3)</source>
        <translation>la variante %1 n&apos;existe pas pour l&apos;étage %2 (valides&#xa0;: 0..%3)</translation>
    </message>
    <message>
        <source>run seed 0 is not a valid seed</source>
        <translation>la graine de partie 0 n&apos;est pas valide</translation>
    </message>
    <message>
        <source>stage seed 0 is not a valid seed</source>
        <translation>la graine d&apos;étage 0 n&apos;est pas valide</translation>
    </message>
    <message>
        <source>this run seed gives stage seed 0 for this stage, which the generator cannot use</source>
        <translation>cette graine de partie donne la graine d&apos;étage 0 pour cet étage, que le générateur ne peut pas utiliser</translation>
    </message>
    <message>
        <source>Curse of the Labyrinth cannot be forced on The Void (stage 12): the second boss room would need a stage 13</source>
        <translation>le Fléau du Labyrinthe ne peut pas être imposé au Néant (étage 12)&#xa0;: la deuxième salle du boss exigerait un étage 13</translation>
    </message>
    <message>
        <source>no floor after %1 attempts (stage seed %2, stage %3): every layout had fewer than the %4 dead ends this floor needs (generation.md 5 and 6.6: the layout only tops up to 5)</source>
        <translation>aucun étage après %1 tentatives (graine d&apos;étage %2, étage %3)&#xa0;: chaque disposition avait moins des %4 impasses nécessaires à cet étage (generation.md 5 et 6.6&#xa0;: la disposition ne complète que jusqu&apos;à 5)</translation>
    </message>
    <message>
        <source>no floor after %1 attempts (stage seed %2, stage %3): %4 layouts had too few dead ends, the others failed at the %5 step</source>
        <translation>aucun étage après %1 tentatives (graine d&apos;étage %2, étage %3)&#xa0;: %4 dispositions avaient trop peu d&apos;impasses, les autres ont échoué à l&apos;étape&#xa0;: %5</translation>
    </message>
    <message>
        <source>Greed mode is not supported by the repentance rule set</source>
        <translation>le mode Greed n&apos;est pas pris en charge par les règles de Repentance</translation>
    </message>
    <message>
        <source>the Blue Womb is not generated by the repentance rule set</source>
        <translation>l&apos;Utérus Bleu n&apos;est pas généré par les règles de Repentance</translation>
    </message>
    <message>
        <source>Mortis (stage %1, type 5) has no rooms</source>
        <translation>Mortis (étage %1, type 5) n&apos;a pas de salles</translation>
    </message>
    <message>
        <source>stage %1 has no stage type %2</source>
        <translation>l&apos;étage %1 n&apos;a pas de type %2</translation>
    </message>
    <message>
        <source>no floor after %1 attempts (stage seed %2, stage %3, type %4): %5 layouts had too few dead ends, the last failed attempt failed at the %6 step</source>
        <translation>aucun étage après %1 tentatives (graine d&apos;étage %2, étage %3, type %4)&#xa0;: %5 dispositions avaient trop peu d&apos;impasses, la dernière tentative ratée a échoué à l&apos;étape %6</translation>
    </message>
    <message>
        <source>the route floor %1 gave up: %2</source>
        <translation>l&apos;étage %1 du parcours a abandonné&#xa0;: %2</translation>
    </message>
    <message>
        <source>the room files lack a room the %1 step needs (type %2, subtype %3, variant %4, in file %5); the game&apos;s own files always have one</source>
        <translation>il manque aux fichiers de salles une salle dont l&apos;étape «&#xa0;%1&#xa0;» a besoin (type %2, sous-type %3, variante %4, dans le fichier %5)&#xa0;; les fichiers du jeu lui-même en ont toujours une</translation>
    </message>
    <message>
        <source>the room data has no normal room for stage file %1 with a difficulty from 1 to 15</source>
        <translation>les données de salles n&apos;ont aucune salle normale de difficulté 1 à 15 pour le fichier d&apos;étage %1</translation>
    </message>
    <message>
        <source>too many lines: more than %1 generation lines (10,000 attempts write fewer); the floor is cut at line %2</source>
        <translation>trop de lignes&#xa0;: plus de %1 lignes de génération (10&#xa0;000 essais en écrivent moins)&#xa0;; l&apos;étage est coupé à la ligne %2</translation>
    </message>
    <message>
        <source>line %1 of the floor cannot be read: %2</source>
        <translation>la ligne %1 de l&apos;étage est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>it starts as a %1 line but does not read as one (%2)</source>
        <translation>elle commence comme une ligne %1 mais ne se lit pas comme telle (%2)</translation>
    </message>
    <message>
        <source>a %1 line longer than %2 bytes (cut there, so not read)</source>
        <translation>une ligne %1 de plus de %2 octets (coupée là, donc non lue)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>quelconque</translation>
    </message>
    <message>
        <source>stage %1 does not exist in the original-2011 rule set (stages 1 to 8, 10: Sheol or the Cathedral, 11: the Chest)</source>
        <translation>l&apos;étage %1 n&apos;existe pas dans les règles original-2011 (étages 1 à 8, 10&#xa0;: Sheol ou la Cathédrale, 11&#xa0;: le Coffre)</translation>
    </message>
    <message>
        <source>stage type %1 does not exist for stage %2 in the original-2011 rule set (stages 1 to 8 and 10: types 0 and 1; 11: type 1, the Chest)</source>
        <translation>le type d&apos;étage %1 n&apos;existe pas pour l&apos;étage %2 dans les règles original-2011 (étages 1 à 8 et 10&#xa0;: types 0 et 1&#xa0;; 11&#xa0;: type 1, le Coffre)</translation>
    </message>
    <message>
        <source>hearts and max hearts must be between 0 and 9999</source>
        <translation>les cœurs et les cœurs max doivent être entre 0 et 9999</translation>
    </message>
    <message>
        <source>no floor after %1 plans (stage seed %2, stage %3)</source>
        <translation>aucun étage après %1 plans (graine d&apos;étage %2, étage %3)</translation>
    </message>
</context>
<context>
    <name>Curse</name>
    <message>
        <source>Curse of Darkness</source>
        <translation>Fléau des Ténèbres</translation>
    </message>
    <message>
        <source>Curse of the Labyrinth</source>
        <translation>Fléau du Labyrinthe</translation>
    </message>
    <message>
        <source>Curse of the Lost</source>
        <translation>Fléau de l&apos;Égaré</translation>
    </message>
    <message>
        <source>Curse of the Unknown</source>
        <translation>Fléau de l&apos;Inconnu</translation>
    </message>
    <message>
        <source>Curse of the Cursed</source>
        <translation>Fléau du Maudit</translation>
    </message>
    <message>
        <source>Curse of the Maze</source>
        <translation>Fléau du Dédale</translation>
    </message>
    <message>
        <source>Curse of the Blind</source>
        <translation>Fléau de l&apos;Aveugle</translation>
    </message>
</context>
<context>
    <name>CurseShort</name>
    <message>
        <source>Darkness</source>
        <translation>Ténèbres</translation>
    </message>
    <message>
        <source>Labyrinth</source>
        <translation>Labyrinthe</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Égaré</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Maudit</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>Dédale</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Aveugle</translation>
    </message>
</context>
<context>
    <name>DocumentedChance</name>
    <message>
        <source>book picked up: 1/20, then 1/4 (the wiki says the game never sets it)</source>
        <translation>livre ramassé&#xa0;: 1/20, puis 1/4 (selon le wiki, le jeu ne le note jamais)</translation>
    </message>
    <message>
        <source>none after chapter 3 (chapter 4 with Telescope Lens)</source>
        <translation>aucune après le chapitre 3 (chapitre 4 avec Lentille de Télescope)</translation>
    </message>
    <message>
        <source>5+ coins, second floor of a chapter: always</source>
        <translation>5 pièces ou plus, deuxième étage d&apos;un chapitre&#xa0;: toujours</translation>
    </message>
    <message>
        <source>devil room visited: 1/2, then a second 1/4</source>
        <translation>Antre du Diable visité&#xa0;: 1/2, puis un second 1/4</translation>
    </message>
    <message>
        <source>full health: 1/7, then a second 1/4</source>
        <translation>santé pleine&#xa0;: 1/7, puis un second 1/4</translation>
    </message>
    <message>
        <source>first floor: 1/4, then a second 1/3</source>
        <translation>premier étage&#xa0;: 1/4, puis un second 1/3</translation>
    </message>
    <message>
        <source>low health: 1/50, then a second 1/5</source>
        <translation>santé basse&#xa0;: 1/50, puis un second 1/5</translation>
    </message>
    <message>
        <source>, +20% per skipped treasure room</source>
        <translation>, +20 % par salle du trésor évitée</translation>
    </message>
    <message>
        <source>first floor of a chapter: never</source>
        <translation>premier étage d&apos;un chapitre&#xa0;: jamais</translation>
    </message>
    <message>
        <source>second floor, full health: 1/2</source>
        <translation>deuxième étage, santé pleine&#xa0;: 1/2</translation>
    </message>
    <message>
        <source>not at full health: never</source>
        <translation>santé incomplète&#xa0;: jamais</translation>
    </message>
    <message>
        <source>not at full health: 1/7</source>
        <translation>santé incomplète&#xa0;: 1/7</translation>
    </message>
    <message>
        <source>after the first floor: 1/4</source>
        <translation>après le premier étage&#xa0;: 1/4</translation>
    </message>
    <message>
        <source> (a planetarium was visited)</source>
        <translation> (un planétarium a été visité)</translation>
    </message>
    <message>
        <source>fewer than 5 coins: never</source>
        <translation>moins de 5 pièces&#xa0;: jamais</translation>
    </message>
    <message>
        <source>never on the first floor</source>
        <translation>jamais au premier étage</translation>
    </message>
    <message>
        <source>full health: always</source>
        <translation>santé pleine&#xa0;: toujours</translation>
    </message>
    <message>
        <source>, items held</source>
        <translation>, objets possédés</translation>
    </message>
    <message>
        <source>base 1%</source>
        <translation>base 1 %</translation>
    </message>
    <message>
        <source>2+ keys: 1/50, then a second 1/5</source>
        <translation>2 clés ou plus&#xa0;: 1/50, puis un second 1/5</translation>
    </message>
    <message>
        <source>2+ keys: 1/10, then a second 1/3</source>
        <translation>2 clés ou plus&#xa0;: 1/10, puis un second 1/3</translation>
    </message>
    <message>
        <source>equal chance</source>
        <translation>chances égales</translation>
    </message>
    <message>
        <source>book picked up: 1/20, then 1/4</source>
        <translation>livre ramassé&#xa0;: 1/20, puis 1/4</translation>
    </message>
    <message>
        <source>vault with 2+ keys, arcade with 5+ coins, second floor of a chapter</source>
        <translation>coffre-fort avec 2 clés ou plus, arcade avec 5 pièces ou plus, second étage d&apos;un chapitre</translation>
    </message>
    <message>
        <source>base 1%, raised by skipped treasure rooms and items (repentance.md R16)</source>
        <translation>base 1&#xa0;%, augmentée par les Salles au Trésor sautées et les objets (repentance.md R16)</translation>
    </message>
</context>
<context>
    <name>FloorRenderer</name>
    <message>
        <source>Start room</source>
        <translation>Salle de départ</translation>
    </message>
    <message>
        <source>Grave room</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <source>Boss challenge</source>
        <translation>Défi Royal</translation>
    </message>
    <message>
        <source>Hidden room</source>
        <translation>Salle cachée</translation>
    </message>
    <message>
        <source>Red room (to ultra secret)</source>
        <translation>Salle rouge (vers l&apos;ultra)</translation>
    </message>
    <message>
        <source>Dead end (1 = farthest)</source>
        <translation>Impasse (1 = la plus loin)</translation>
    </message>
    <message>
        <source>Difficulty %1–%2</source>
        <translation>Difficulté %1–%2</translation>
    </message>
    <message>
        <source>Every room: %1</source>
        <translation>Toutes les salles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rooms without a badge: %1</source>
        <translation>Salles sans pastille&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reward icons: our own award-seed rule, not read from the game</source>
        <translation>Icônes de récompense&#xa0;: notre propre règle de graine de récompense, non lue dans le jeu</translation>
    </message>
    <message>
        <source>verified against the game</source>
        <translation>vérifié sur le jeu</translation>
    </message>
    <message>
        <source>from the game&apos;s code, unchecked</source>
        <translation>d&apos;après le code du jeu, non vérifié</translation>
    </message>
    <message>
        <source>wiki rule, unchecked</source>
        <translation>règle du wiki, non vérifiée</translation>
    </message>
    <message>
        <source>approximation</source>
        <translation>approximation</translation>
    </message>
    <message>
        <source>Distance from the start:</source>
        <translation>Distance depuis le départ&#xa0;:</translation>
    </message>
    <message>
        <source>The original&apos;s algorithm as the article describes it; our random numbers, not the original game&apos;s</source>
        <translation>L&apos;algorithme de l&apos;original tel que l&apos;article le décrit&#xa0;; nos nombres aléatoires, pas ceux du jeu original</translation>
    </message>
    <message>
        <source>the article&apos;s rule (original 2011)</source>
        <translation>règle de l&apos;article (original 2011)</translation>
    </message>
    <message>
        <source>In each room: its number first, then its distance from the start</source>
        <translation>Dans chaque salle&#xa0;: son numéro d&apos;abord, puis sa distance depuis le départ</translation>
    </message>
    <message>
        <source>Distance:</source>
        <comment>the heat map&apos;s scale, short</comment>
        <translation>Distance&#xa0;:</translation>
    </message>
</context>
<context>
    <name>GameNames</name>
    <message>
        <source>Boss #%1</source>
        <translation>Boss n°%1</translation>
    </message>
    <message>
        <source>Grave Room</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <source>Start Room</source>
        <translation>Salle de départ</translation>
    </message>
    <message>
        <source>Boss Challenge Room</source>
        <translation>Salle de Défi Royale</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a room and its boss, e.g. &quot;Boss Room (Monstro)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Void boss</source>
        <translation>boss du Néant</translation>
    </message>
    <message>
        <source>Super %1</source>
        <translation>Super %1</translation>
    </message>
</context>
<context>
    <name>Item</name>
    <message>
        <source>Luna</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Voodoo Head</source>
        <translation>Tête Réduite</translation>
    </message>
    <message>
        <source>Fragmented Card</source>
        <translation>Carte Scindée</translation>
    </message>
    <message>
        <source>Silver Dollar</source>
        <translation>Pièce d&apos;Argent</translation>
    </message>
    <message>
        <source>Bloody Crown</source>
        <translation>Couronne Sanglante</translation>
    </message>
    <message>
        <source>Holy Crown</source>
        <translation>Couronne Sacrée</translation>
    </message>
    <message>
        <source>Wicked Crown</source>
        <translation>Couronne Impure</translation>
    </message>
    <message>
        <source>Golden Horseshoe</source>
        <translation>Fer à Cheval Doré</translation>
    </message>
    <message>
        <source>Pay To Win</source>
        <translation>Pay To Win</translation>
    </message>
    <message>
        <source>Mom&apos;s Box</source>
        <translation>Boîte de Maman</translation>
    </message>
    <message>
        <source>Crystal Ball</source>
        <translation>Boule de Cristal</translation>
    </message>
    <message>
        <source>Magic 8 Ball</source>
        <translation>Boule Magique n°8</translation>
    </message>
    <message>
        <source>Sausage</source>
        <translation>Saucisse</translation>
    </message>
    <message>
        <source>Telescope Lens</source>
        <translation>Lentille de Télescope</translation>
    </message>
    <message>
        <source>Knife Piece 1</source>
        <translation>Morceau de Couteau 1</translation>
    </message>
    <message>
        <source>Birthright</source>
        <translation>Droit d&apos;Aînesse</translation>
    </message>
    <message>
        <source>Broken Shovel (first half)</source>
        <translation>Pelle Cassée (première moitié)</translation>
    </message>
    <message>
        <source>Store Key</source>
        <translation>Clé du Magasin</translation>
    </message>
    <message>
        <source>Devil&apos;s Crown</source>
        <translation>Couronne du Diable</translation>
    </message>
</context>
<context>
    <name>ItemEffect</name>
    <message>
        <source>A second Super Secret Room and one more Secret Room.</source>
        <translation>Une deuxième Salle Super Secrète et une Salle Secrète de plus.</translation>
    </message>
    <message>
        <source>One more minimum dead end and a second Curse Room.</source>
        <translation>Une impasse minimale de plus et une deuxième Salle Maudite.</translation>
    </message>
    <message>
        <source>One more Secret Room.</source>
        <translation>Une Salle Secrète de plus.</translation>
    </message>
    <message>
        <source>A Shop in the Womb (chapter 4).</source>
        <translation>Une Boutique dans l&apos;Utérus (chapitre 4).</translation>
    </message>
    <message>
        <source>A Treasure Room in the Womb (chapter 4).</source>
        <translation>Une Salle du Trésor dans l&apos;Utérus (chapitre 4).</translation>
    </message>
    <message>
        <source>A Shop and a Treasure Room in Cathedral or Sheol (repentance).</source>
        <translation>Une Boutique et une Salle du Trésor dans la Cathédrale ou le Shéol (Repentance).</translation>
    </message>
    <message>
        <source>A Shop and a Treasure Room in Sheol or Cathedral (repentance).</source>
        <translation>Une Boutique et une Salle du Trésor dans le Shéol ou la Cathédrale (Repentance).</translation>
    </message>
    <message>
        <source>Treasure Rooms may get the special subtype (15% chance).</source>
        <translation>Les Salles du Trésor peuvent recevoir le sous-type spécial (15 % de chance).</translation>
    </message>
    <message>
        <source>Treasure Rooms use the Pay To Win subtype (no effect on the layout).</source>
        <translation>Les Salles du Trésor prennent le sous-type Pay To Win (sans effet sur la disposition).</translation>
    </message>
    <message>
        <source>Doubles the Golden Horseshoe&apos;s chance (50 instead of 100 in the roll).</source>
        <translation>Double la chance du Fer à Cheval Doré (50 au lieu de 100 dans le tirage).</translation>
    </message>
    <message>
        <source>Planetarium chance +15%, and +100% when Treasure Rooms were skipped.</source>
        <translation>Chance de Planétarium +15 %, et +100 % si des Salles du Trésor ont été évitées.</translation>
    </message>
    <message>
        <source>Planetarium chance +15%.</source>
        <translation>Chance de Planétarium +15 %.</translation>
    </message>
    <message>
        <source>Planetarium chance +6.9%.</source>
        <translation>Chance de Planétarium +6,9 %.</translation>
    </message>
    <message>
        <source>Planetarium chance +24%, and Planetariums in the Womb.</source>
        <translation>Chance de Planétarium +24 %, et des Planétariums dans l&apos;Utérus.</translation>
    </message>
    <message>
        <source>Mines II and Ashpit II become Mineshaft floors: 3 rooms fewer, 1 more dead end, the entrance (repentance).</source>
        <translation>Mines II et Cendrière II deviennent des étages du Puits de Mine&#xa0;: 3 salles de moins, 1 impasse de plus, l&apos;entrée (repentance).</translation>
    </message>
    <message>
        <source>With Cain: arcades on every floor up to Sheol (repentance).</source>
        <translation>Avec Caïn&#xa0;: des Salles d&apos;Arcade à chaque étage jusqu&apos;au Sheol (repentance).</translation>
    </message>
    <message>
        <source>The off-grid Boss Rush room&apos;s layout (no effect on the map).</source>
        <translation>La disposition de la salle du Boss Rush hors grille (sans effet sur la carte).</translation>
    </message>
    <message>
        <source>A better Shop level (repentance).</source>
        <translation>Une Boutique de meilleur niveau (repentance).</translation>
    </message>
    <message>
        <source>Treasure Rooms become devil-style rooms (no effect on the map).</source>
        <translation>Les Salles au Trésor deviennent des salles du Diable (sans effet sur la carte).</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Isaac</source>
        <translation>Isaac</translation>
    </message>
    <message>
        <source>The Lost</source>
        <translation>L&apos;Égaré</translation>
    </message>
    <message>
        <source>??? (Blue Baby)</source>
        <translation>??? (Bébé Bleu)</translation>
    </message>
    <message>
        <source>The Soul</source>
        <translation>L&apos;Âme</translation>
    </message>
    <message>
        <source>Other character</source>
        <translation>Autre personnage</translation>
    </message>
</context>
<context>
    <name>Provenance</name>
    <message>
        <source>verified engine</source>
        <translation>moteur vérifié</translation>
    </message>
    <message>
        <source>wiki rule</source>
        <translation>règle du wiki</translation>
    </message>
    <message>
        <source>approximation</source>
        <translation>approximation</translation>
    </message>
    <message>
        <source>Afterbirth+ engine (from the game&apos;s code, unchecked)</source>
        <translation>moteur d&apos;Afterbirth+ (d&apos;après le code du jeu, non vérifié)</translation>
    </message>
    <message>
        <source>Repentance+ engine (from the game&apos;s code, unchecked)</source>
        <translation>moteur de Repentance+ (d&apos;après le code du jeu, non vérifié)</translation>
    </message>
    <message>
        <source>the article&apos;s rule (original 2011)</source>
        <translation>règle de l&apos;article (original 2011)</translation>
    </message>
</context>
<context>
    <name>RewardItem</name>
    <message>
        <source>Lucky Foot</source>
        <translation>Pied Chanceux</translation>
    </message>
    <message>
        <source>Smelter</source>
        <translation>Fonderie</translation>
    </message>
    <message>
        <source>Guppy&apos;s Tail</source>
        <translation>Queue de Guppy</translation>
    </message>
    <message>
        <source>Broken Modem</source>
        <translation>Modem Cassé</translation>
    </message>
    <message>
        <source>Contract From Below</source>
        <translation>Contrat d&apos;En Bas</translation>
    </message>
    <message>
        <source>Lucky Toe</source>
        <translation>Orteil Chanceux</translation>
    </message>
    <message>
        <source>Rib of Greed</source>
        <translation>Côte de l&apos;Avarice</translation>
    </message>
    <message>
        <source>Daemon&apos;s Tail</source>
        <translation>Queue du Démon</translation>
    </message>
    <message>
        <source>Watch Battery</source>
        <translation>Pile de Montre</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>As de Pique</translation>
    </message>
    <message>
        <source>Safety Cap</source>
        <translation>Bouchon de Sécurité</translation>
    </message>
    <message>
        <source>Match Stick</source>
        <translation>Allumette</translation>
    </message>
    <message>
        <source>Child&apos;s Heart</source>
        <translation>Cœur d&apos;Enfant</translation>
    </message>
    <message>
        <source>Rusted Key</source>
        <translation>Clé Rouillée</translation>
    </message>
</context>
<context>
    <name>RewardItemEffect</name>
    <message>
        <source>Scales the first float: p = p*0.9 + 0.1 (never below 0.1).</source>
        <translation>Met à l&apos;échelle le premier flottant&#xa0;: p = p*0.9 + 0.1 (jamais sous 0.1).</translation>
    </message>
    <message>
        <source>1 in 50: the reward becomes a trinket (last of the replacements).</source>
        <translation>1 sur 50&#xa0;: la récompense devient une babiole (le dernier des remplacements).</translation>
    </message>
    <message>
        <source>1/3 a chest (half of them locked), 2/9 nothing; applies to every room.</source>
        <translation>1/3 un coffre (la moitié verrouillés), 2/9 rien&#xa0;; s&apos;applique à chaque salle.</translation>
    </message>
    <message>
        <source>1 in 4: one more coin, heart, key, bomb or grab bag.</source>
        <translation>1 sur 4&#xa0;: une pièce, un cœur, une clé, une bombe ou un sac de plus.</translation>
    </message>
    <message>
        <source>n copies: n+1 of the reward, but nothing with chance 0.5*0.666^n (not for trinkets).</source>
        <translation>n exemplaires&#xa0;: n+1 fois la récompense, mais rien avec la probabilité 0.5*0.666^n (pas pour les babioles).</translation>
    </message>
    <message>
        <source>p = p*0.98 + 0.02 with Lucky Foot and luck &gt; 0, else p = p*0.9 + 0.1.</source>
        <translation>p = p*0.98 + 0.02 avec Pied Chanceux et une chance &gt; 0, sinon p = p*0.9 + 0.1.</translation>
    </message>
    <message>
        <source>Coins take 0.45-0.5 from hearts (coin 20%, heart 10%).</source>
        <translation>Les pièces prennent 0.45-0.5 aux cœurs (pièce 20 %, cœur 10 %).</translation>
    </message>
    <message>
        <source>4 in 5 hearts become keys (also Child&apos;s Heart&apos;s hearts fail 4 in 5).</source>
        <translation>4 cœurs sur 5 deviennent des clés (les cœurs de Cœur d&apos;Enfant échouent aussi 4 fois sur 5).</translation>
    </message>
    <message>
        <source>Lil&apos; battery 1/15 more often, on top of the base 1/20.</source>
        <translation>Petite pile 1/15 plus souvent, en plus du 1/20 de base.</translation>
    </message>
    <message>
        <source>1 in 10: the reward becomes a tarot card.</source>
        <translation>1 sur 10&#xa0;: la récompense devient une carte de tarot.</translation>
    </message>
    <message>
        <source>1 in 10: the reward becomes a pill.</source>
        <translation>1 sur 10&#xa0;: la récompense devient une pilule.</translation>
    </message>
    <message>
        <source>1 in 10: the reward becomes a bomb.</source>
        <translation>1 sur 10&#xa0;: la récompense devient une bombe.</translation>
    </message>
    <message>
        <source>1 in 10: the reward becomes a heart.</source>
        <translation>1 sur 10&#xa0;: la récompense devient un cœur.</translation>
    </message>
    <message>
        <source>1 in 10: the reward becomes a key.</source>
        <translation>1 sur 10&#xa0;: la récompense devient une clé.</translation>
    </message>
</context>
<context>
    <name>RewardKind</name>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>Tarot Card</source>
        <translation>Carte de Tarot</translation>
    </message>
    <message>
        <source>Trinket</source>
        <translation>Babiole</translation>
    </message>
    <message>
        <source>Pill</source>
        <translation>Pilule</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <source>Chest</source>
        <translation>Coffre</translation>
    </message>
    <message>
        <source>Locked Chest</source>
        <translation>Coffre Verrouillé</translation>
    </message>
    <message>
        <source>Lil&apos; Battery</source>
        <translation>Petite Pile</translation>
    </message>
    <message>
        <source>Grab Bag</source>
        <translation>Sac</translation>
    </message>
</context>
<context>
    <name>Roll</name>
    <message>
        <source>Planetarium</source>
        <translation>Planétarium</translation>
    </message>
    <message>
        <source>Dice / Sacrifice</source>
        <translation>Dé / Sacrifice</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Curse Room</source>
        <translation>Salle Maudite</translation>
    </message>
    <message>
        <source>Mini-Boss</source>
        <translation>Mini-Boss</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Défi</translation>
    </message>
    <message>
        <source>Vault / Arcade</source>
        <translation>Coffre-Fort / Arcade</translation>
    </message>
    <message>
        <source>Bedroom</source>
        <translation>Chambre</translation>
    </message>
</context>
<context>
    <name>RoomLayoutRenderer</name>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Spawns outside the room: %1</source>
        <translation>Points d&apos;apparition hors de la salle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rocks and obstacles</source>
        <translation>Rochers et obstacles</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Fosses</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>Ennemis</translation>
    </message>
    <message>
        <source>Pickups</source>
        <translation>Consommables</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>variant %1</source>
        <translation>variante %1</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>difficulté %1</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>poids %1</translation>
    </message>
    <message>
        <source>Spawn at (%1, %2)</source>
        <translation>Point d&apos;apparition en (%1, %2)</translation>
    </message>
    <message>
        <source>no entity</source>
        <translation>aucune entité</translation>
    </message>
    <message>
        <source>%1.%2.%3 (%4), weight %5</source>
        <translation>%1.%2.%3 (%4), poids %5</translation>
    </message>
    <message>
        <source>shape %1</source>
        <translation>forme %1</translation>
    </message>
    <message>
        <source>subtype %1</source>
        <translation>sous-type %1</translation>
    </message>
</context>
<context>
    <name>RoomType</name>
    <message>
        <source>Unassigned</source>
        <translation>Non attribuée</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnue</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Salle d&apos;Erreur</translation>
    </message>
    <message>
        <source>Treasure Room</source>
        <translation>Salle du Trésor</translation>
    </message>
    <message>
        <source>Boss Room</source>
        <translation>Salle du Boss</translation>
    </message>
    <message>
        <source>Mini-Boss Room</source>
        <translation>Salle du Mini-Boss</translation>
    </message>
    <message>
        <source>Secret Room</source>
        <translation>Salle Secrète</translation>
    </message>
    <message>
        <source>Super Secret Room</source>
        <translation>Salle Super Secrète</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>Salle d&apos;Arcade</translation>
    </message>
    <message>
        <source>Curse Room</source>
        <translation>Salle Maudite</translation>
    </message>
    <message>
        <source>Challenge Room</source>
        <translation>Salle de Défi</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Sacrifice Room</source>
        <translation>Salle de Sacrifice</translation>
    </message>
    <message>
        <source>Devil Room</source>
        <translation>Antre du Diable</translation>
    </message>
    <message>
        <source>Angel Room</source>
        <translation>Salle de l&apos;Ange</translation>
    </message>
    <message>
        <source>Crawl Space</source>
        <translation>Vide Sanitaire</translation>
    </message>
    <message>
        <source>Boss Rush</source>
        <translation>Boss Rush</translation>
    </message>
    <message>
        <source>Clean Bedroom</source>
        <translation>Chambre Propre</translation>
    </message>
    <message>
        <source>Dirty Bedroom</source>
        <translation>Chambre Sale</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Coffre-Fort</translation>
    </message>
    <message>
        <source>Dice Room</source>
        <translation>Salle de Dé</translation>
    </message>
    <message>
        <source>Black Market</source>
        <translation>Marché Noir</translation>
    </message>
    <message>
        <source>Greed Exit</source>
        <translation>Sortie (mode Greed)</translation>
    </message>
    <message>
        <source>Planetarium</source>
        <translation>Planétarium</translation>
    </message>
    <message>
        <source>Ultra Secret Room</source>
        <translation>Salle Ultra Secrète</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>Repentance</source>
        <translation>Repentance</translation>
    </message>
    <message>
        <source>Afterbirth+</source>
        <translation>Afterbirth+</translation>
    </message>
    <message>
        <source>Original (2011)</source>
        <translation>Original (2011)</translation>
    </message>
    <message>
        <source>Repentance rules</source>
        <translation>Règles de Repentance</translation>
    </message>
    <message>
        <source>Afterbirth+ rules</source>
        <translation>Règles d&apos;Afterbirth+</translation>
    </message>
    <message>
        <source>Original (2011) rules</source>
        <translation>Règles de l&apos;original (2011)</translation>
    </message>
    <message>
        <source>%1 (REPENTOGON)</source>
        <translation>%1 (REPENTOGON)</translation>
    </message>
</context>
<context>
    <name>Sin</name>
    <message>
        <source>Wrath</source>
        <translation>Colère</translation>
    </message>
    <message>
        <source>Gluttony</source>
        <translation>Gourmandise</translation>
    </message>
    <message>
        <source>Lust</source>
        <translation>Luxure</translation>
    </message>
    <message>
        <source>Sloth</source>
        <translation>Paresse</translation>
    </message>
    <message>
        <source>Envy</source>
        <translation>Envie</translation>
    </message>
    <message>
        <source>Pride</source>
        <translation>Orgueil</translation>
    </message>
    <message>
        <source>Ultra Pride</source>
        <translation>Ultra Orgueil</translation>
    </message>
</context>
<context>
    <name>Stage</name>
    <message>
        <source>Basement I</source>
        <translation>Sous-Sol I</translation>
    </message>
    <message>
        <source>Cellar I</source>
        <translation>Cave I</translation>
    </message>
    <message>
        <source>Burning Basement I</source>
        <translation>Sous-Sol Brûlant I</translation>
    </message>
    <message>
        <source>Basement II</source>
        <translation>Sous-Sol II</translation>
    </message>
    <message>
        <source>Cellar II</source>
        <translation>Cave II</translation>
    </message>
    <message>
        <source>Burning Basement II</source>
        <translation>Sous-Sol Brûlant II</translation>
    </message>
    <message>
        <source>Caves I</source>
        <translation>Grottes I</translation>
    </message>
    <message>
        <source>Catacombs I</source>
        <translation>Catacombes I</translation>
    </message>
    <message>
        <source>Flooded Caves I</source>
        <translation>Grottes Inondées I</translation>
    </message>
    <message>
        <source>Caves II</source>
        <translation>Grottes II</translation>
    </message>
    <message>
        <source>Catacombs II</source>
        <translation>Catacombes II</translation>
    </message>
    <message>
        <source>Flooded Caves II</source>
        <translation>Grottes Inondées II</translation>
    </message>
    <message>
        <source>Depths I</source>
        <translation>Profondeurs I</translation>
    </message>
    <message>
        <source>Necropolis I</source>
        <translation>Nécropole I</translation>
    </message>
    <message>
        <source>Dank Depths I</source>
        <translation>Profondeurs Humides I</translation>
    </message>
    <message>
        <source>Depths II</source>
        <translation>Profondeurs II</translation>
    </message>
    <message>
        <source>Necropolis II</source>
        <translation>Nécropole II</translation>
    </message>
    <message>
        <source>Dank Depths II</source>
        <translation>Profondeurs Humides II</translation>
    </message>
    <message>
        <source>Womb I</source>
        <translation>Utérus I</translation>
    </message>
    <message>
        <source>Utero I</source>
        <translation>Utero I</translation>
    </message>
    <message>
        <source>Scarred Womb I</source>
        <translation>Utérus Cicatrisé I</translation>
    </message>
    <message>
        <source>Womb II</source>
        <translation>Utérus II</translation>
    </message>
    <message>
        <source>Utero II</source>
        <translation>Utero II</translation>
    </message>
    <message>
        <source>Scarred Womb II</source>
        <translation>Utérus Cicatrisé II</translation>
    </message>
    <message>
        <source>Blue Womb</source>
        <translation>Utérus Bleu</translation>
    </message>
    <message>
        <source>Sheol</source>
        <translation>Shéol</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <source>Dark Room</source>
        <translation>Chambre Noire</translation>
    </message>
    <message>
        <source>The Chest</source>
        <translation>Coffre</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>Néant</translation>
    </message>
    <message>
        <source>Downpour I</source>
        <translation>Downpour I</translation>
    </message>
    <message>
        <source>Dross I</source>
        <translation>Dross I</translation>
    </message>
    <message>
        <source>Downpour II</source>
        <translation>Downpour II</translation>
    </message>
    <message>
        <source>Dross II</source>
        <translation>Dross II</translation>
    </message>
    <message>
        <source>Mines I</source>
        <translation>Mines I</translation>
    </message>
    <message>
        <source>Ashpit I</source>
        <translation>Cendrière I</translation>
    </message>
    <message>
        <source>Mines II</source>
        <translation>Mines II</translation>
    </message>
    <message>
        <source>Ashpit II</source>
        <translation>Cendrière II</translation>
    </message>
    <message>
        <source>Mausoleum I</source>
        <translation>Mausolée I</translation>
    </message>
    <message>
        <source>Gehenna I</source>
        <translation>Géhenne I</translation>
    </message>
    <message>
        <source>Mausoleum II</source>
        <translation>Mausolée II</translation>
    </message>
    <message>
        <source>Gehenna II</source>
        <translation>Géhenne II</translation>
    </message>
    <message>
        <source>Corpse I</source>
        <translation>Corpse I</translation>
    </message>
    <message>
        <source>Corpse II</source>
        <translation>Corpse II</translation>
    </message>
    <message>
        <source>Mortis I</source>
        <translation>Mortis I</translation>
    </message>
    <message>
        <source>Mortis II</source>
        <translation>Mortis II</translation>
    </message>
    <message>
        <source>Chest</source>
        <translation>Coffre</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
</context>
<context>
    <name>StageType</name>
    <message>
        <source>Basement</source>
        <translation>Sous-Sol</translation>
    </message>
    <message>
        <source>Cellar</source>
        <translation>Cave</translation>
    </message>
    <message>
        <source>Burning Basement</source>
        <translation>Sous-Sol Brûlant</translation>
    </message>
    <message>
        <source>Caves</source>
        <translation>Grottes</translation>
    </message>
    <message>
        <source>Catacombs</source>
        <translation>Catacombes</translation>
    </message>
    <message>
        <source>Flooded Caves</source>
        <translation>Grottes Inondées</translation>
    </message>
    <message>
        <source>Depths</source>
        <translation>Profondeurs</translation>
    </message>
    <message>
        <source>Necropolis</source>
        <translation>Nécropole</translation>
    </message>
    <message>
        <source>Dank Depths</source>
        <translation>Profondeurs Humides</translation>
    </message>
    <message>
        <source>Womb</source>
        <translation>Utérus</translation>
    </message>
    <message>
        <source>Utero</source>
        <translation>Utero</translation>
    </message>
    <message>
        <source>Scarred Womb</source>
        <translation>Utérus Cicatrisé</translation>
    </message>
    <message>
        <source>Blue Womb</source>
        <translation>Utérus Bleu</translation>
    </message>
    <message>
        <source>Sheol</source>
        <translation>Shéol</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <source>Dark Room</source>
        <translation>Chambre Noire</translation>
    </message>
    <message>
        <source>Chest</source>
        <translation>Coffre</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>Néant</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposition</translation>
    </message>
    <message>
        <source>dead ends</source>
        <translation>impasses</translation>
    </message>
    <message>
        <source>boss room</source>
        <translation>salle du boss</translation>
    </message>
    <message>
        <source>XL second boss room</source>
        <translation>deuxième salle du boss (XL)</translation>
    </message>
    <message>
        <source>Void boss rooms</source>
        <translation>salles de boss du Néant</translation>
    </message>
    <message>
        <source>super secret room</source>
        <translation>salle super secrète</translation>
    </message>
    <message>
        <source>Luna super secret room</source>
        <translation>salle super secrète de Luna</translation>
    </message>
    <message>
        <source>secret-room seed</source>
        <translation>graine de la salle secrète</translation>
    </message>
    <message>
        <source>shop</source>
        <translation>boutique</translation>
    </message>
    <message>
        <source>treasure room</source>
        <translation>salle du trésor</translation>
    </message>
    <message>
        <source>planetarium</source>
        <translation>planétarium</translation>
    </message>
    <message>
        <source>dice/sacrifice room</source>
        <translation>salle de dé/sacrifice</translation>
    </message>
    <message>
        <source>library</source>
        <translation>bibliothèque</translation>
    </message>
    <message>
        <source>curse room</source>
        <translation>salle maudite</translation>
    </message>
    <message>
        <source>Voodoo Head curse room</source>
        <translation>salle maudite de Tête Réduite</translation>
    </message>
    <message>
        <source>mini-boss room</source>
        <translation>salle du mini-boss</translation>
    </message>
    <message>
        <source>challenge room</source>
        <translation>salle de défi</translation>
    </message>
    <message>
        <source>vault/arcade</source>
        <translation>coffre-fort/arcade</translation>
    </message>
    <message>
        <source>bedroom</source>
        <translation>chambre</translation>
    </message>
    <message>
        <source>secret room</source>
        <translation>salle secrète</translation>
    </message>
    <message>
        <source>ultra secret room</source>
        <translation>salle ultra secrète</translation>
    </message>
    <message>
        <source>grave room</source>
        <translation>cimetière</translation>
    </message>
    <message>
        <source>normal rooms</source>
        <translation>salles normales</translation>
    </message>
    <message>
        <source>boss-room surroundings blocked</source>
        <translation>abords de la salle du boss bloqués</translation>
    </message>
    <message>
        <source>mirror room</source>
        <translation>salle du miroir</translation>
    </message>
    <message>
        <source>mineshaft entrance</source>
        <translation>entrée du puits de mine</translation>
    </message>
    <message>
        <source>extra rooms</source>
        <translation>salles supplémentaires</translation>
    </message>
    <message>
        <source>surprise mini-boss</source>
        <translation>mini-boss surprise</translation>
    </message>
    <message>
        <source>off-grid rooms</source>
        <translation>salles hors grille</translation>
    </message>
    <message>
        <source>start room</source>
        <translation>salle de départ</translation>
    </message>
</context>
<context>
    <name>TypeSplit</name>
    <message>
        <source>Dice among dice/sacrifice</source>
        <translation>Dé parmi dé/sacrifice</translation>
    </message>
    <message>
        <source>Vault among vault/arcade</source>
        <translation>Coffre-fort parmi coffre-fort/arcade</translation>
    </message>
    <message>
        <source>Clean among bedrooms</source>
        <translation>Propre parmi les chambres</translation>
    </message>
</context>
<context>
    <name>WebGamePanel</name>
    <message>
        <source>Open Your Game Folder…</source>
        <translation>Ouvrir le dossier de votre jeu…</translation>
    </message>
    <message>
        <source>Where is the game&apos;s folder?</source>
        <translation>Où est le dossier du jeu&#xa0;?</translation>
    </message>
    <message>
        <source>Windows (Steam)</source>
        <translation>Windows (Steam)</translation>
    </message>
    <message>
        <source>macOS (Steam)</source>
        <translation>macOS (Steam)</translation>
    </message>
    <message>
        <source>Steam Deck (desktop mode)</source>
        <translation>Steam Deck (mode bureau)</translation>
    </message>
    <message>
        <source>In Steam: right-click the game, Manage, Browse local files. A game on another drive or an SD card is in that library&apos;s steamapps/common folder.</source>
        <translation>Dans Steam&#xa0;: clic droit sur le jeu, Gérer, Parcourir les fichiers locaux. Un jeu installé sur un autre disque ou sur une carte SD est dans le dossier steamapps/common de cette bibliothèque.</translation>
    </message>
    <message>
        <source>Nothing is uploaded: the files are read in this page, on your device, and only the room files, stages.xml and the boss files are read from them.</source>
        <translation>Rien n&apos;est envoyé&#xa0;: les fichiers sont lus dans cette page, sur votre appareil, et seuls les fichiers de salles, stages.xml et les fichiers des boss y sont lus.</translation>
    </message>
    <message>
        <source>Choose Its Folder…</source>
        <translation>Choisir son dossier…</translation>
    </message>
    <message>
        <source>Stop Following</source>
        <translation>Arrêter de suivre</translation>
    </message>
    <message>
        <source>Floors of your game</source>
        <translation>Étages de votre partie</translation>
    </message>
    <message>
        <source>Where is log.txt?</source>
        <translation>Où est log.txt&#xa0;?</translation>
    </message>
    <message>
        <source>Steam Deck and Linux (Proton)</source>
        <translation>Steam Deck et Linux (Proton)</translation>
    </message>
    <message>
        <source>Following the game needs a browser that can read a file again while the game writes it (the File System Access API): Chrome, Edge, Opera or Brave on a computer. This browser cannot; open the game folder above still works.</source>
        <translation>Suivre la partie demande un navigateur qui peut relire un fichier pendant que le jeu l&apos;écrit (l&apos;API File System Access)&#xa0;: Chrome, Edge, Opera ou Brave sur un ordinateur. Ce navigateur ne le peut pas&#xa0;; ouvrir le dossier du jeu ci-dessus fonctionne toujours.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>From there on the game&apos;s own room files decide (open your game folder to check the rest).</source>
        <translation>À partir de là, ce sont les fichiers de salles du jeu qui décident (ouvrez le dossier de votre jeu pour vérifier la suite).</translation>
    </message>
    <message>
        <source>The browser did not let the page copy: select the report below and copy it.</source>
        <translation>Le navigateur n&apos;a pas laissé la page copier&#xa0;: sélectionnez le rapport ci-dessous et copiez-le.</translation>
    </message>
    <message>
        <source>Open a Saved log.txt…</source>
        <translation>Ouvrir un log.txt enregistré…</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Lecture du journal</translation>
    </message>
    <message>
        <source>Floors of the saved log</source>
        <translation>Étages du journal enregistré</translation>
    </message>
    <message>
        <source>Every floor of a log.txt the game wrote before (yours, or one sent with a bug report), checked against this generator; click a floor to show it on the map.</source>
        <translation>Chaque étage d&apos;un log.txt écrit auparavant par le jeu (le vôtre, ou un envoyé avec un rapport de bogue), vérifié avec ce générateur&#xa0;; cliquez sur un étage pour le voir sur la carte.</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <source>%1 (stage seed %2): rooms: %3, curses: %4</source>
        <translation>%1 (graine d&apos;étage %2)&#xa0;: salles&#xa0;: %3, malédictions&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1, %2 door</source>
        <translation>%1, %2 porte</translation>
    </message>
    <message>
        <source>%1, %2 doors</source>
        <translation>%1, %2 portes</translation>
    </message>
    <message>
        <source>%1, dead end %2</source>
        <translation>%1, cul-de-sac %2</translation>
    </message>
    <message>
        <source>%1, hidden</source>
        <translation>%1, cachée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Boss names</source>
        <translation>Noms des boss</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Chosen: room %1, %2</source>
        <translation>Choisie&#xa0;: salle %1, %2</translation>
    </message>
    <message>
        <source>Clear the choice</source>
        <translation>Effacer le choix</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the panel beside the map</source>
        <translation>Fermer le panneau à côté de la carte</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Compare view</source>
        <translation>Vue de comparaison</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Cul-de-sac</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Culs-de-sac</translation>
    </message>
    <message>
        <source>Distance from the start</source>
        <translation>Distance depuis le départ</translation>
    </message>
    <message>
        <source>Distance heat map</source>
        <translation>Carte des distances</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Portes</translation>
    </message>
    <message>
        <source>Every key of the page</source>
        <translation>Toutes les touches de la page</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>Exporter en SVG</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Étage</translation>
    </message>
    <message>
        <source>Floor map: %1</source>
        <translation>Carte de l&apos;étage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Floor view</source>
        <translation>Vue de l&apos;étage</translation>
    </message>
    <message>
        <source>Go from room to room on the map; Enter chooses one</source>
        <translation>Aller de salle en salle sur la carte&#xa0;; Entrée en choisit une</translation>
    </message>
    <message>
        <source>Go to the seed field</source>
        <translation>Aller au champ de la graine</translation>
    </message>
    <message>
        <source>Hidden rooms</source>
        <translation>Salles cachées</translation>
    </message>
    <message>
        <source>Isaac floor generator</source>
        <translation>Générateur d&apos;étages d&apos;Isaac</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Move the zoomed map (the map focused)</source>
        <translation>Déplacer la carte agrandie (la carte ayant le focus)</translation>
    </message>
    <message>
        <source>Next floor in the list</source>
        <translation>Étage suivant de la liste</translation>
    </message>
    <message>
        <source>Next seed</source>
        <translation>Graine suivante</translation>
    </message>
    <message>
        <source>Previous floor in the list</source>
        <translation>Étage précédent de la liste</translation>
    </message>
    <message>
        <source>Previous seed</source>
        <translation>Graine précédente</translation>
    </message>
    <message>
        <source>Provenance marks</source>
        <translation>Marques de provenance</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Graine au hasard</translation>
    </message>
    <message>
        <source>Reward odds of this room</source>
        <translation>Chances de récompense de cette salle</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Room numbers</source>
        <translation>Numéros des salles</translation>
    </message>
    <message>
        <source>Room rewards</source>
        <translation>Récompenses des salles</translation>
    </message>
    <message>
        <source>Room rewards panel</source>
        <translation>Panneau des récompenses des salles</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Run view</source>
        <translation>Vue de la partie</translation>
    </message>
    <message>
        <source>Seed search</source>
        <translation>Recherche de graines</translation>
    </message>
    <message>
        <source>Seed search panel</source>
        <translation>Panneau de recherche de graines</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Graine&#xa0;: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Show or hide the settings (narrow screens)</source>
        <translation>Afficher ou masquer les réglages (écrans étroits)</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>Afficher ou masquer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sin</source>
        <translation>Péché</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>Step-through view</source>
        <translation>Vue pas à pas</translation>
    </message>
    <message>
        <source>Switch between light and dark</source>
        <translation>Passer du clair au sombre</translation>
    </message>
    <message>
        <source>Switch the language</source>
        <translation>Changer de langue</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>The engine did not load: %1</source>
        <translation>Le moteur ne s&apos;est pas chargé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The map shown, as a PNG picture</source>
        <translation>La carte affichée, en image PNG</translation>
    </message>
    <message>
        <source>The map shown, as an SVG file</source>
        <translation>La carte affichée, en fichier SVG</translation>
    </message>
    <message>
        <source>The texts of this language did not load: %1</source>
        <translation>Les textes de cette langue ne se sont pas chargés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>There is no map to export.</source>
        <translation>Il n&apos;y a pas de carte à exporter.</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Cette liste</translation>
    </message>
    <message>
        <source>This panel did not load: %1</source>
        <translation>Ce panneau ne s&apos;est pas chargé&#xa0;: %1</translation>
    </message>
    <message>
        <source>This panel stopped: %1</source>
        <translation>Ce panneau s&apos;est arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>This view did not load: %1</source>
        <translation>Cette vue ne s&apos;est pas chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>This view stopped: %1</source>
        <translation>Cette vue s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Carte entière</translation>
    </message>
    <message>
        <source>Whole map (reset the zoom)</source>
        <translation>Carte entière (annule le zoom)</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Votre jeu</translation>
    </message>
    <message>
        <source>Your game panel</source>
        <translation>Panneau de votre jeu</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Agrandir</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Réduire</translation>
    </message>
    <message>
        <source>no roll (Black Candle)</source>
        <translation>aucun tirage (Bougie noire)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>rolled: %1</source>
        <translation>tirées&#xa0;: %1</translation>
    </message>
    <message>
        <source>rolled: no curse</source>
        <translation>tirées&#xa0;: aucune malédiction</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export the map shown</source>
        <translation>Exporter la carte affichée</translation>
    </message>
    <message>
        <source>Theme: %1</source>
        <translation>Thème&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>WebSearch</name>
    <message>
        <source>%1 of %2 seeds searched, %3 found.</source>
        <translation>%1 graines sur %2 parcourues, %3 trouvées.</translation>
    </message>
    <message>
        <source>%1 seeds/s (%2 per worker).</source>
        <translation>%1 graines/s (%2 par travailleur).</translation>
    </message>
    <message>
        <source>A search was stopped before: Resume goes on with it.</source>
        <translation>Une recherche a été arrêtée&#xa0;: Reprendre la poursuit.</translation>
    </message>
    <message>
        <source>About %1 left.</source>
        <translation>Encore environ %1.</translation>
    </message>
    <message>
        <source>As the CLI&apos;s --where: has, lacks, boss, rooms, xl, ... with and, or, not, parentheses and floor STAGE ( ... ) for a floor of the run</source>
        <translation>Comme --where de la ligne de commande&#xa0;: has, lacks, boss, rooms, xl, ... avec and, or, not, des parenthèses et floor ÉTAGE ( ... ) pour un étage de la partie</translation>
    </message>
    <message>
        <source>As the CLI&apos;s: --has TYPE, --lacks TYPE, --boss NAME, --floor STAGE for the options after it, ...</source>
        <translation>Comme en ligne de commande&#xa0;: --has TYPE, --lacks TYPE, --boss NOM, --floor ÉTAGE pour les options qui le suivent, ...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelled: Resume goes on from where it stopped.</source>
        <translation>Annulée&#xa0;: Reprendre repart de là où elle s&apos;est arrêtée.</translation>
    </message>
    <message>
        <source>Criterion options</source>
        <translation>Options de critères</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <source>Done: the most matches asked for were found.</source>
        <translation>Terminé&#xa0;: le nombre maximal de résultats demandé est atteint.</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Expression</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Première graine</translation>
    </message>
    <message>
        <source>Last seed</source>
        <translation>Dernière graine</translation>
    </message>
    <message>
        <source>Matching seeds</source>
        <translation>Graines trouvées</translation>
    </message>
    <message>
        <source>Most matches</source>
        <translation>Résultats au plus</translation>
    </message>
    <message>
        <source>Most matches: give a whole number from 1 to 100000</source>
        <translation>Résultats au plus&#xa0;: donnez un nombre entier de 1 à 100000</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Run seeds whose floors meet the criteria, with the settings of the floor shown (%1).</source>
        <translation>Les graines de partie dont les étages remplissent les critères, avec les réglages de l&apos;étage affiché (%1).</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <source>Search progress</source>
        <translation>Avancement de la recherche</translation>
    </message>
    <message>
        <source>Seed search</source>
        <translation>Recherche de graines</translation>
    </message>
    <message>
        <source>The engine is still loading.</source>
        <translation>Le moteur est encore en train de se charger.</translation>
    </message>
    <message>
        <source>The first seed (%1) is after the last one (%2).</source>
        <translation>La première graine (%1) vient après la dernière (%2).</translation>
    </message>
    <message>
        <source>There is no search to resume.</source>
        <translation>Il n&apos;y a pas de recherche à reprendre.</translation>
    </message>
    <message>
        <source>This search cannot be kept for resume: the browser refused to store it.</source>
        <translation>Cette recherche ne peut pas être gardée pour la reprendre&#xa0;: le navigateur a refusé de l&apos;enregistrer.</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Travailleurs</translation>
    </message>
    <message>
        <source>Workers: give a whole number from 1 to 64</source>
        <translation>Travailleurs&#xa0;: donnez un nombre entier de 1 à 64</translation>
    </message>
    <message>
        <source>curses: %1</source>
        <translation>malédictions&#xa0;: %1</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>mode difficile</translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>objets&#xa0;: %1</translation>
    </message>
    <message>
        <source>stage %1, type %2</source>
        <translation>étage %1, type %2</translation>
    </message>
</context>
<context>
    <name>floorgen::app</name>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Hard mode</source>
        <translation>Mode difficile</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Black Candle</source>
        <translation>Bougie Noire</translation>
    </message>
    <message>
        <source>Normal mode</source>
        <translation>Mode normal</translation>
    </message>
    <message>
        <source>Without Black Candle</source>
        <translation>Sans Bougie Noire</translation>
    </message>
    <message>
        <source>Without %1</source>
        <translation>Sans %1</translation>
    </message>
    <message>
        <source>The change</source>
        <translation>Le changement</translation>
    </message>
    <message>
        <source>%1 changes nothing on this floor.</source>
        <translation>%1&#xa0;: rien ne change sur cet étage.</translation>
    </message>
    <message>
        <source>Boss Room</source>
        <translation>Salle du Boss</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>the data could not be written</source>
        <translation>les données n&apos;ont pas pu être écrites</translation>
    </message>
    <message>
        <source>Floor map exported by %1 %2</source>
        <translation>Carte de l&apos;étage exportée par %1 %2</translation>
    </message>
    <message>
        <source>the SVG painter could not start</source>
        <translation>le rendu SVG n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <source>PNG encoding failed: %1</source>
        <translation>l&apos;encodage PNG a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stage seed %1</source>
        <translation>Graine d&apos;étage %1</translation>
    </message>
    <message>
        <source>%1, hard</source>
        <translation>%1, difficile</translation>
    </message>
    <message>
        <source>the size %1x%2 is out of range (each side %3 to %4 pixels)</source>
        <translation>la taille %1x%2 est hors limites (chaque côté de %3 à %4 pixels)</translation>
    </message>
    <message>
        <source>the scale %1 is out of range (%2 to %3)</source>
        <translation>l&apos;échelle %1 est hors limites (%2 à %3)</translation>
    </message>
    <message>
        <source>the scale %1 gives a %2x%3 picture, larger than %4 pixels a side</source>
        <translation>l&apos;échelle %1 donne une image de %2x%3, plus de %4 pixels de côté</translation>
    </message>
    <message>
        <source>the scale %1 gives an empty picture</source>
        <translation>l&apos;échelle %1 donne une image vide</translation>
    </message>
    <message>
        <source>there is no floor to export</source>
        <translation>il n&apos;y a aucun étage à exporter</translation>
    </message>
    <message>
        <source>the image could not be allocated</source>
        <translation>l&apos;image n&apos;a pas pu être allouée</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier donné</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: it is a folder</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: c&apos;est un dossier</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: the folder &quot;%2&quot; does not exist</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: le dossier « %2 » n&apos;existe pas</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: &quot;%2&quot; is not a folder</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: « %2 » n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: %2</translation>
    </message>
    <message>
        <source>clean bedroom</source>
        <translation>chambre propre</translation>
    </message>
    <message>
        <source>dirty bedroom</source>
        <translation>chambre sale</translation>
    </message>
    <message>
        <source>vault</source>
        <translation>coffre-fort</translation>
    </message>
    <message>
        <source>no curse</source>
        <translation>aucun fléau</translation>
    </message>
    <message>
        <source>1 in 7, or 1 in 4 at full health</source>
        <translation>1 sur 7, ou 1 sur 4 avec la santé pleine</translation>
    </message>
    <message>
        <source>1 in 20, or 1 in 4 after a book was picked up</source>
        <translation>1 sur 20, ou 1 sur 4 après avoir ramassé un livre</translation>
    </message>
    <message>
        <source>1 in 2, or 1 in 4 after a devil room</source>
        <translation>1 sur 2, ou 1 sur 4 après un Antre du Diable</translation>
    </message>
    <message>
        <source>1 in 4, or 1 in 3 on the first floor</source>
        <translation>1 sur 4, ou 1 sur 3 au premier étage</translation>
    </message>
    <message>
        <source>needs full health past the first floor; 1 in 2 on stage 2</source>
        <translation>exige la santé pleine après le premier étage&#xa0;; 1 sur 2 à l&apos;étage 2</translation>
    </message>
    <message>
        <source>needs 5 coins on an even stage before the Womb II</source>
        <translation>exige 5 pièces sur un étage pair avant l&apos;Utérus II</translation>
    </message>
    <message>
        <source>1 in 50, or 1 in 5 at low health</source>
        <translation>1 sur 50, ou 1 sur 5 avec une santé basse</translation>
    </message>
    <message>
        <source>Curse roll (1 in %1) hit: the floor gets a curse.</source>
        <translation>Jet de fléau (1 sur %1) réussi&#xa0;: l&apos;étage reçoit un fléau.</translation>
    </message>
    <message>
        <source>Curse roll (1 in %1) missed: no curse.</source>
        <translation>Jet de fléau (1 sur %1) raté&#xa0;: aucun fléau.</translation>
    </message>
    <message>
        <source>Which curse: draw %1 of 6.</source>
        <translation>Quel fléau&#xa0;: tirage %1 sur 6.</translation>
    </message>
    <message>
        <source>Which curse: draw 0 of 6 is Labyrinth, which this stage cannot have: no curse.</source>
        <translation>Quel fléau&#xa0;: le tirage 0 sur 6 est le Labyrinthe, impossible sur cet étage&#xa0;: aucun fléau.</translation>
    </message>
    <message>
        <source>Room-count coin: %1 (the target grows by %1).</source>
        <translation>Pile ou face du nombre de salles&#xa0;: %1 (la cible augmente de %1).</translation>
    </message>
    <message>
        <source>Hard-mode extra draw: %1 (used only in hard mode).</source>
        <translation>Tirage supplémentaire du mode difficile&#xa0;: %1 (utilisé seulement en mode difficile).</translation>
    </message>
    <message>
        <source>The Void&apos;s size: 50 + %1 rooms.</source>
        <translation>Taille du Néant&#xa0;: 50 + %1 salles.</translation>
    </message>
    <message>
        <source>Dice or sacrifice room: %1 (dice 1 in 50, or 1 in 5 with 2 keys or more).</source>
        <translation>Salle de dé ou de sacrifice&#xa0;: %1 (dé 1 sur 50, ou 1 sur 5 avec 2 clés ou plus).</translation>
    </message>
    <message>
        <source>Vault or arcade: %1 (vault 1 in 10, or 1 in 3 with 2 keys or more).</source>
        <translation>Coffre-fort ou arcade&#xa0;: %1 (coffre-fort 1 sur 10, ou 1 sur 3 avec 2 clés ou plus).</translation>
    </message>
    <message>
        <source>Bedroom kind: %1 (1 in 2).</source>
        <translation>Type de chambre&#xa0;: %1 (1 sur 2).</translation>
    </message>
    <message>
        <source>Room kind for the %1: %2.</source>
        <translation>Type de salle (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 roll succeeded</source>
        <translation>%1&#xa0;: jet réussi</translation>
    </message>
    <message>
        <source>%1 roll failed</source>
        <translation>%1&#xa0;: jet raté</translation>
    </message>
    <message>
        <source>Planetarium roll %1 is under the chance %2: placed.</source>
        <translation>Jet de planétarium %1 sous la chance %2&#xa0;: placé.</translation>
    </message>
    <message>
        <source>Planetarium roll %1 is not under the chance %2: not placed.</source>
        <translation>Jet de planétarium %1 pas sous la chance %2&#xa0;: non placé.</translation>
    </message>
    <message>
        <source>Treasure room: a special one (subtype %1).</source>
        <translation>Salle du trésor&#xa0;: une spéciale (sous-type %1).</translation>
    </message>
    <message>
        <source>Treasure room: an ordinary one (subtype %1).</source>
        <translation>Salle du trésor&#xa0;: une ordinaire (sous-type %1).</translation>
    </message>
    <message>
        <source>%1 subtype %2 (draw %3).</source>
        <translation>%1&#xa0;: sous-type %2 (tirage %3).</translation>
    </message>
    <message>
        <source>Mini-boss: Super %1 (the alternative variant, 1 in 5).</source>
        <translation>Mini-boss&#xa0;: Super %1 (la variante alternative, 1 sur 5).</translation>
    </message>
    <message>
        <source>Mini-boss: %1.</source>
        <translation>Mini-boss&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Void gets up to %1 extra boss rooms.</source>
        <translation>Le Néant reçoit jusqu&apos;à %1 salles de boss supplémentaires.</translation>
    </message>
    <message>
        <source>Roll.</source>
        <translation>Jet.</translation>
    </message>
    <message>
        <source>Floor parameters: %1 rooms to place, at least %2 dead ends.</source>
        <translation>Paramètres de l&apos;étage&#xa0;: %1 salles à placer, au moins %2 impasses.</translation>
    </message>
    <message>
        <source>No curse roll (Black Candle); forced: %1.</source>
        <translation>Pas de jet de fléau (Bougie Noire)&#xa0;; imposé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No curse roll (Black Candle).</source>
        <translation>Pas de jet de fléau (Bougie Noire).</translation>
    </message>
    <message>
        <source>Curse: %1.</source>
        <translation>Fléau&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The roll gave %1; forced instead: %2.</source>
        <translation>Résultat du jet&#xa0;: %1&#xa0;; imposé à la place&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Attempt %1 starts on an empty grid.</source>
        <translation>La tentative %1 commence sur une grille vide.</translation>
    </message>
    <message>
        <source>Start room placed at (6,6); it is the first room of the work list.</source>
        <translation>Salle de départ placée en (6,6)&#xa0;; c&apos;est la première salle de la liste de travail.</translation>
    </message>
    <message>
        <source>Candidate %1 at %2 placed as room %3 through the 1-in-10 exception, although its placed cell has %4 neighbours; it goes to the %5 of the work list.</source>
        <translation>Candidate %1 en %2 placée comme salle %3 grâce à l&apos;exception 1 sur 10, bien que sa case placée ait %4 voisines&#xa0;; elle va %5 de la liste de travail.</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>en bas</translation>
    </message>
    <message>
        <source>top</source>
        <translation>en haut</translation>
    </message>
    <message>
        <source>Candidate %1 at %2 placed as room %3; it goes to the bottom of the work list (1 in 3).</source>
        <translation>Candidate %1 en %2 placée comme salle %3&#xa0;; elle va en bas de la liste de travail (1 sur 3).</translation>
    </message>
    <message>
        <source>Candidate %1 at %2 placed as room %3; it goes to the top of the work list.</source>
        <translation>Candidate %1 en %2 placée comme salle %3&#xa0;; elle va en haut de la liste de travail.</translation>
    </message>
    <message>
        <source>Too few dead ends: room %1 (%2 at %3) added as an extra dead end.</source>
        <translation>Trop peu d&apos;impasses&#xa0;: salle %1 (%2 en %3) ajoutée comme impasse supplémentaire.</translation>
    </message>
    <message>
        <source>Second boss room %1 placed at %2, next to the boss room.</source>
        <translation>Deuxième salle du boss %1 placée en %2, à côté de la salle du boss.</translation>
    </message>
    <message>
        <source>Secret room %1 placed at %2.</source>
        <translation>Salle secrète %1 placée en %2.</translation>
    </message>
    <message>
        <source>Ultra secret room %1 placed at %2.</source>
        <translation>Salle ultra secrète %1 placée en %2.</translation>
    </message>
    <message>
        <source>Room %1 placed at %2.</source>
        <translation>Salle %1 placée en %2.</translation>
    </message>
    <message>
        <source>Room %1 (%2 at %3) taken from the top of the work list to grow from.</source>
        <translation>Salle %1 (%2 en %3) prise en haut de la liste de travail pour s&apos;étendre.</translation>
    </message>
    <message>
        <source>Room %1 has no free neighbour cell: no candidates.</source>
        <translation>La salle %1 n&apos;a aucune case voisine libre&#xa0;: aucune candidate.</translation>
    </message>
    <message>
        <source>Room %1 has %2 candidate rooms around it, shuffled.</source>
        <translation>La salle %1 a %2 salles candidates autour d&apos;elle, mélangées.</translation>
    </message>
    <message>
        <source>Target above 15: the start room may place every candidate (%1).</source>
        <translation>Cible au-dessus de 15&#xa0;: la salle de départ peut placer toutes les candidates (%1).</translation>
    </message>
    <message>
        <source>Quota for the start room: %1 new rooms (2 + a coin).</source>
        <translation>Quota de la salle de départ&#xa0;: %1 nouvelles salles (2 + pile ou face).</translation>
    </message>
    <message>
        <source>Quota for room %1: up to %2 new rooms (four coins).</source>
        <translation>Quota de la salle %1&#xa0;: jusqu&apos;à %2 nouvelles salles (quatre pile ou face).</translation>
    </message>
    <message>
        <source>Candidate %1 at %2 rejected</source>
        <translation>Candidate %1 en %2 rejetée</translation>
    </message>
    <message>
        <source>%1: a room placed earlier in this loop took one of its cells.</source>
        <translation>%1&#xa0;: une salle placée plus tôt dans cette boucle a pris une de ses cases.</translation>
    </message>
    <message>
        <source>%1: its placed cell already has %2 neighbours.</source>
        <translation>%1&#xa0;: sa case placée a déjà %2 voisines.</translation>
    </message>
    <message>
        <source>%1: its placed cell has %2 neighbours and the 1-in-10 exception roll missed.</source>
        <translation>%1&#xa0;: sa case placée a %2 voisines et le jet d&apos;exception 1 sur 10 a raté.</translation>
    </message>
    <message>
        <source>%1: its doors do not match a neighbour&apos;s.</source>
        <translation>%1&#xa0;: ses portes ne correspondent pas à celles d&apos;une voisine.</translation>
    </message>
    <message>
        <source>No dead ends found.</source>
        <translation>Aucune impasse trouvée.</translation>
    </message>
    <message>
        <source>%1 dead ends found: rooms %2.</source>
        <translation>%1 impasses trouvées&#xa0;: salles %2.</translation>
    </message>
    <message>
        <source>Dead ends sorted, farthest first: rooms %1.</source>
        <translation>Impasses triées, la plus loin d&apos;abord&#xa0;: salles %1.</translation>
    </message>
    <message>
        <source>Attempt %1 thrown away: %2 dead ends, %3 needed.</source>
        <translation>Tentative %1 abandonnée&#xa0;: %2 impasses, %3 nécessaires.</translation>
    </message>
    <message>
        <source>Attempt %1 thrown away: the %2 could not be placed.</source>
        <translation>Tentative %1 abandonnée&#xa0;: placement impossible (%2).</translation>
    </message>
    <message>
        <source> (double trouble, variant %1)</source>
        <translation> (double boss, variante %1)</translation>
    </message>
    <message>
        <source>Boss of the second boss room: %1%2.</source>
        <translation>Boss de la deuxième salle du boss&#xa0;: %1%2.</translation>
    </message>
    <message>
        <source>Boss chosen: %1%2.</source>
        <translation>Boss choisi&#xa0;: %1%2.</translation>
    </message>
    <message>
        <source>Dead end %1 (room %2) popped for the %3</source>
        <translation>Impasse %1 (salle %2) retirée pour&#xa0;: %3</translation>
    </message>
    <message>
        <source>Room %1 popped for the %2</source>
        <translation>Salle %1 retirée pour&#xa0;: %2</translation>
    </message>
    <message>
        <source>, resized to %1</source>
        <translation>, redimensionnée en %1</translation>
    </message>
    <message>
        <source>Room %1 goes back to the end of the dead-end list (no %2 here).</source>
        <translation>La salle %1 retourne en fin de liste des impasses (pas de %2 ici).</translation>
    </message>
    <message>
        <source>Room %1 resized to %2 at %3.</source>
        <translation>Salle %1 redimensionnée en %2 en %3.</translation>
    </message>
    <message>
        <source>No dead end can take the %1.</source>
        <translation>Aucune impasse disponible (%1).</translation>
    </message>
    <message>
        <source>Room %1 at %2 becomes the grave room.</source>
        <translation>La salle %1 en %2 devient le cimetière.</translation>
    </message>
    <message>
        <source>Room %1 at %2 becomes a Void boss room.</source>
        <translation>La salle %1 en %2 devient une salle de boss du Néant.</translation>
    </message>
    <message>
        <source>Room %1 at %2 becomes the %3.</source>
        <translation>La salle %1 en %2 devient&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Ultra secret room</source>
        <translation>Salle ultra secrète</translation>
    </message>
    <message>
        <source>Secret room</source>
        <translation>Salle secrète</translation>
    </message>
    <message>
        <source>%1: no cell qualifies (%2 looked at), none placed.</source>
        <translation>%1&#xa0;: aucune case ne convient (%2 examinées), aucune placée.</translation>
    </message>
    <message>
        <source>%1: %2 candidate cells, best weight %3, shared by %4.</source>
        <translation>%1&#xa0;: %2 cases candidates, meilleur poids %3, partagé par %4.</translation>
    </message>
    <message>
        <source>Floor done at the first attempt.</source>
        <translation>Étage terminé à la première tentative.</translation>
    </message>
    <message>
        <source>Floor done after %1 attempts.</source>
        <translation>Étage terminé après %1 tentatives.</translation>
    </message>
    <message>
        <source>No floor after %1 attempts.</source>
        <translation>Aucun étage après %1 tentatives.</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>étage</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposition</translation>
    </message>
    <message>
        <source>dead ends</source>
        <translation>impasses</translation>
    </message>
    <message>
        <source>boss room</source>
        <translation>salle du boss</translation>
    </message>
    <message>
        <source>second boss room</source>
        <translation>deuxième salle du boss</translation>
    </message>
    <message>
        <source>Void boss room</source>
        <translation>salle de boss du Néant</translation>
    </message>
    <message>
        <source>super secret room</source>
        <translation>salle super secrète</translation>
    </message>
    <message>
        <source>second super secret room (Luna)</source>
        <translation>deuxième salle super secrète (Luna)</translation>
    </message>
    <message>
        <source>secret-room seed</source>
        <translation>graine de la salle secrète</translation>
    </message>
    <message>
        <source>shop</source>
        <translation>boutique</translation>
    </message>
    <message>
        <source>treasure room</source>
        <translation>salle du trésor</translation>
    </message>
    <message>
        <source>planetarium</source>
        <translation>planétarium</translation>
    </message>
    <message>
        <source>dice or sacrifice room</source>
        <translation>salle de dé ou de sacrifice</translation>
    </message>
    <message>
        <source>library</source>
        <translation>bibliothèque</translation>
    </message>
    <message>
        <source>curse room</source>
        <translation>salle maudite</translation>
    </message>
    <message>
        <source>second curse room (Voodoo Head)</source>
        <translation>deuxième salle maudite (Tête Réduite)</translation>
    </message>
    <message>
        <source>mini-boss room</source>
        <translation>salle du mini-boss</translation>
    </message>
    <message>
        <source>challenge room</source>
        <translation>salle de défi</translation>
    </message>
    <message>
        <source>vault or arcade</source>
        <translation>coffre-fort ou arcade</translation>
    </message>
    <message>
        <source>bedroom</source>
        <translation>chambre</translation>
    </message>
    <message>
        <source>secret room</source>
        <translation>salle secrète</translation>
    </message>
    <message>
        <source>ultra secret room</source>
        <translation>salle ultra secrète</translation>
    </message>
    <message>
        <source>grave room</source>
        <translation>cimetière</translation>
    </message>
    <message>
        <source>normal rooms</source>
        <translation>salles normales</translation>
    </message>
    <message>
        <source>Floor parameters</source>
        <translation>Paramètres de l&apos;étage</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Fléau</translation>
    </message>
    <message>
        <source>Attempt started</source>
        <translation>Tentative commencée</translation>
    </message>
    <message>
        <source>Room placed</source>
        <translation>Salle placée</translation>
    </message>
    <message>
        <source>Room taken</source>
        <translation>Salle prise</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidates</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>Candidate rejected</source>
        <translation>Candidate rejetée</translation>
    </message>
    <message>
        <source>Dead ends found</source>
        <translation>Impasses trouvées</translation>
    </message>
    <message>
        <source>Dead ends sorted</source>
        <translation>Impasses triées</translation>
    </message>
    <message>
        <source>Attempt thrown away</source>
        <translation>Tentative abandonnée</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Boss chosen</source>
        <translation>Boss choisi</translation>
    </message>
    <message>
        <source>Dead end popped</source>
        <translation>Impasse retirée</translation>
    </message>
    <message>
        <source>Dead end re-added</source>
        <translation>Impasse remise</translation>
    </message>
    <message>
        <source>Room resized</source>
        <translation>Salle redimensionnée</translation>
    </message>
    <message>
        <source>No dead end</source>
        <translation>Aucune impasse</translation>
    </message>
    <message>
        <source>Room assigned</source>
        <translation>Salle attribuée</translation>
    </message>
    <message>
        <source>Secret candidates</source>
        <translation>Candidates secrètes</translation>
    </message>
    <message>
        <source>Floor done</source>
        <translation>Étage terminé</translation>
    </message>
    <message>
        <source>Generation failed</source>
        <translation>Échec de la génération</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>le PDF n&apos;a pas pu être commencé</translation>
    </message>
    <message>
        <source>a new PDF page could not be started</source>
        <translation>une nouvelle page PDF n&apos;a pas pu être commencée</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>le PDF n&apos;a pas pu être terminé</translation>
    </message>
    <message>
        <source>Which curse: draw 2 of 6 is Darkness, which the Blue Womb removes: no curse.</source>
        <translation>Quel fléau&#xa0;: le tirage 2 sur 6 est les Ténèbres, que l&apos;Utérus Bleu retire&#xa0;: aucun fléau.</translation>
    </message>
    <message>
        <source>No dead end is left for Void boss room %1 of %2: the Void keeps its %3 extra boss rooms.</source>
        <translation>Aucune impasse ne reste pour la salle de boss %1 du Néant sur %2&#xa0;: le Néant garde ses %3 salles de boss supplémentaires.</translation>
    </message>
    <message>
        <source>The Void wants %1 extra boss rooms (5 + a draw of 4); the shuffled list of %2 bosses gives them in order: %3.</source>
        <translation>Le Néant veut %1 salles de boss supplémentaires (5 + un tirage sur 4)&#xa0;; la liste mélangée de %2 boss les donne dans l&apos;ordre&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Extra boss room for the Void: %1 (its pick draws from S).</source>
        <translation>Salle de boss supplémentaire du Néant&#xa0;: %1 (son tirage vient de S).</translation>
    </message>
    <message>
        <source>No dead end is left for the planetarium: its chance (%1) is not rolled.</source>
        <translation>Plus d&apos;impasse pour le planétarium&#xa0;: sa chance (%1) n&apos;est pas tirée.</translation>
    </message>
    <message>
        <source>Treasure room with a choice of items (1 in 100, or Golden Horseshoe): subtype %1.</source>
        <translation>Salle du trésor avec un choix d&apos;objets (1 sur 100, ou Fer à Cheval Doré)&#xa0;: sous-type %1.</translation>
    </message>
    <message>
        <source>Treasure room without a choice of items: subtype %1.</source>
        <translation>Salle du trésor sans choix d&apos;objets&#xa0;: sous-type %1.</translation>
    </message>
    <message>
        <source>Shop level %1 (from the stage, the Store Key and the store upgrades).</source>
        <translation>Boutique de niveau %1 (selon l&apos;étage, la Clé du Magasin et les améliorations de la boutique).</translation>
    </message>
    <message>
        <source>Extra room %1 placed at %2: the mirror, the mineshaft or the strange door needs one more room at the end of a path.</source>
        <translation>Salle supplémentaire %1 placée en %2&#xa0;: le miroir, le puits de mine ou la porte étrange demande une salle de plus au bout d&apos;un chemin.</translation>
    </message>
    <message>
        <source>Attempt %1 thrown away: %2 dead ends, %3 needed. After so many tries the floor grows: the target is now %4 rooms.</source>
        <translation>Tentative %1 abandonnée&#xa0;: %2 impasses, %3 nécessaires. Après tant d&apos;essais l&apos;étage grandit&#xa0;: la cible est maintenant de %4 salles.</translation>
    </message>
    <message>
        <source>Room %1 resized to %2 at %3 to fit the boss room&apos;s layout.</source>
        <translation>Salle %1 redimensionnée en %2 en %3 pour la disposition de la salle du boss.</translation>
    </message>
    <message>
        <source>Room %1 at %2 becomes one of the extra rooms (an ordinary room).</source>
        <translation>La salle %1 en %2 devient une des salles supplémentaires (une salle ordinaire).</translation>
    </message>
    <message>
        <source>Floor done after %1 attempts; the target grew from %2 to %3 rooms.</source>
        <translation>Étage terminé après %1 tentatives; la cible est passée de %2 à %3 salles.</translation>
    </message>
    <message>
        <source>cells around the boss room</source>
        <translation>cases autour de la salle du boss</translation>
    </message>
    <message>
        <source>mirror room</source>
        <translation>salle du miroir</translation>
    </message>
    <message>
        <source>mineshaft entrance</source>
        <translation>entrée du puits de mine</translation>
    </message>
    <message>
        <source>extra rooms</source>
        <translation>salles supplémentaires</translation>
    </message>
    <message>
        <source>surprise mini-boss</source>
        <translation>mini-boss surprise</translation>
    </message>
    <message>
        <source>off-grid rooms</source>
        <translation>salles hors grille</translation>
    </message>
    <message>
        <source>start room</source>
        <translation>salle de départ</translation>
    </message>
    <message>
        <source>Room %1 at %2 becomes a normal room.</source>
        <translation>La salle %1 en %2 devient une salle normale.</translation>
    </message>
    <message>
        <source>Mini-boss: every sin has already been met this run, none is left to choose.</source>
        <translation>Mini-boss&#xa0;: chaque péché a déjà été rencontré dans cette partie, il n&apos;en reste aucun à choisir.</translation>
    </message>
    <message>
        <source>Mini-boss: Super %1 (the alternative variant).</source>
        <translation>Mini-boss&#xa0;: Super %1 (la variante alternative).</translation>
    </message>
    <message>
        <source>1 in 7, or 1 in 4 at full health or as Lazarus</source>
        <translation>1 sur 7, ou 1 sur 4 avec la santé pleine ou avec Lazarus</translation>
    </message>
    <message>
        <source>no roll: an arcade needs 5 coins, a vault 2 keys, on stages 2, 4, 6 and 8 (with Cain&apos;s Birthright, up to Sheol)</source>
        <translation>pas de jet&#xa0;: une salle d&apos;arcade demande 5 pièces, un coffre-fort 2 clés, aux étages 2, 4, 6 et 8 (avec le Droit d&apos;Aînesse de Cain, jusqu&apos;au Shéol)</translation>
    </message>
    <message>
        <source>Library level %1 (a draw among %2 levels).</source>
        <translation>Bibliothèque de niveau %1 (un tirage parmi %2 niveaux).</translation>
    </message>
    <message>
        <source>%1 placed</source>
        <translation>%1&#xa0;: placé</translation>
    </message>
    <message>
        <source>%1 not placed</source>
        <translation>%1&#xa0;: non placé</translation>
    </message>
    <message>
        <source>Attempt %1 had too few dead ends: from the next attempt on the floor asks for %2 rooms.</source>
        <translation>La tentative %1 avait trop peu d&apos;impasses&#xa0;: dès la tentative suivante, l&apos;étage demande %2 salles.</translation>
    </message>
    <message>
        <source>The cells around the last boss room (room %1) are blocked: no later room, secret room or ultra secret room may use them: %2.</source>
        <translation>Les cases autour de la dernière Salle du Boss (salle %1) sont bloquées&#xa0;: aucune salle posée ensuite, ni Salle Secrète, ni Salle Ultra Secrète ne peut les prendre&#xa0;: %2.</translation>
    </message>
    <message>
        <source>room %1 to (%2,%3)</source>
        <translation>salle %1 vers (%2,%3)</translation>
    </message>
    <message>
        <source>The ultra secret room has no red room.</source>
        <translation>La Salle Ultra Secrète n&apos;a pas de salle rouge.</translation>
    </message>
    <message>
        <source>Red rooms lead to the ultra secret room (room %1): a door of %2.</source>
        <translation>Des salles rouges mènent à la Salle Ultra Secrète (salle %1)&#xa0;: une porte de %2.</translation>
    </message>
    <message>
        <source>one draw per room outside the list</source>
        <translation>un tirage par salle hors de la liste</translation>
    </message>
    <message>
        <source>Step done</source>
        <translation>Étape terminée</translation>
    </message>
    <message>
        <source>Target increased</source>
        <translation>Objectif augmenté</translation>
    </message>
    <message>
        <source>Cells blocked</source>
        <translation>Cases bloquées</translation>
    </message>
    <message>
        <source>Red rooms</source>
        <translation>Salles rouges</translation>
    </message>
    <message>
        <source>a double trouble room (variant %1)</source>
        <translation>une salle double boss (variante %1)</translation>
    </message>
    <message>
        <source>Boss from the run&apos;s boss pools: %1.</source>
        <translation>Boss tiré des listes de boss de la partie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This floor has no boss pool: %1, without a draw.</source>
        <translation>Cet étage n&apos;a pas de liste de boss&#xa0;: %1, sans tirage.</translation>
    </message>
    <message>
        <source>This floor&apos;s boss is fixed: %1, without a draw from the boss pools.</source>
        <translation>Le boss de cet étage est fixe&#xa0;: %1, sans tirage dans les listes de boss.</translation>
    </message>
    <message>
        <source>The boss pool (slot %1) draws seven values from its own RNG.</source>
        <translation>La liste de boss (emplacement %1) tire sept valeurs de son propre générateur.</translation>
    </message>
    <message>
        <source>The horseman roll hit (1 in 10, then 1 in 10 again): %1.</source>
        <translation>Le tirage du cavalier a réussi (1 sur 10, puis encore 1 sur 10)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The horseman roll hit (1 in 10): %1.</source>
        <translation>Le tirage du cavalier a réussi (1 sur 10)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The horseman roll hit on Death&apos;s floor, and Conquest replaces him: %1.</source>
        <translation>Le tirage du cavalier a réussi à l&apos;étage de la Mort, et Conquête la remplace&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The double trouble roll hit: %1.</source>
        <translation>Le tirage du double boss a réussi&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A devil room was visited and the 1-in-10 roll hit: %1.</source>
        <translation>Une salle du diable a été visitée et le tirage à 1 sur 10 a réussi&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No special boss: picked by weight from the shuffled pool: %1 (tries: %2, passes over the list: %3).</source>
        <translation>Pas de boss spécial&#xa0;: choisi selon les poids dans la liste mélangée&#xa0;: %1 (essais&#xa0;: %2, passages sur la liste&#xa0;: %3).</translation>
    </message>
    <message>
        <source>The pool had run out and was refilled.</source>
        <translation>La liste était épuisée et a été remplie de nouveau.</translation>
    </message>
    <message>
        <source>Ten tries by weight found no boss that can appear: %1.</source>
        <translation>Dix essais selon les poids n&apos;ont trouvé aucun boss possible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No room has a free cell beside it for another dead end: the layout keeps %1.</source>
        <translation>Aucune salle n&apos;a de case libre à côté d&apos;elle pour une impasse de plus&#xa0;: la disposition en garde %1.</translation>
    </message>
    <message>
        <source>Rejected, as no room at distance 2 has a side facing them: %1.</source>
        <translation>Rejetées, aucune salle à distance 2 n&apos;ayant de côté tourné vers elles&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Extra rooms to make: %1. The rooms are tried in this shuffled order: %2.</source>
        <translation>Salles supplémentaires à créer&#xa0;: %1. Les salles sont essayées dans cet ordre mélangé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Room %1: no extra-room layout fits its doors; the next room is tried.</source>
        <translation>Salle %1&#xa0;: aucune disposition de salle supplémentaire ne convient à ses portes&#xa0;; la salle suivante est essayée.</translation>
    </message>
    <message>
        <source>Room %1 becomes an extra room (layout subtype %2, found on the second try, at any difficulty).</source>
        <translation>La salle %1 devient une salle supplémentaire (sous-type de disposition %2, trouvée au second essai, à toute difficulté).</translation>
    </message>
    <message>
        <source>Room %1 becomes an extra room (layout subtype %2).</source>
        <translation>La salle %1 devient une salle supplémentaire (sous-type de disposition %2).</translation>
    </message>
    <message>
        <source>Boss pool</source>
        <translation>Liste de boss</translation>
    </message>
    <message>
        <source>Extra rooms order</source>
        <translation>Ordre des salles supplémentaires</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1re</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates the parts of the compare summary</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>another layout (attempt %1 instead of %2)</source>
        <translation>une autre disposition (essai %1 au lieu de %2)</translation>
    </message>
    <message>
        <source>another layout</source>
        <translation>une autre disposition</translation>
    </message>
    <message>
        <source>%1 rooms instead of %2</source>
        <translation>%1 salles au lieu de %2</translation>
    </message>
    <message>
        <source>%1 dead ends instead of %2</source>
        <translation>%1 impasses au lieu de %2</translation>
    </message>
    <message>
        <source>a %1 appears</source>
        <translation>%1 en plus</translation>
    </message>
    <message>
        <source>%1: %2 instead of %3</source>
        <translation>%1&#xa0;: %2 au lieu de %3</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>plus de %1</translation>
    </message>
    <message>
        <source>a %1 %2</source>
        <translation>une %1 %2</translation>
    </message>
    <message>
        <source>boss: %1 instead of %2</source>
        <translation>boss&#xa0;: %1 au lieu de %2</translation>
    </message>
    <message>
        <source>as many rooms</source>
        <translation>autant de salles</translation>
    </message>
    <message>
        <source>%1: %2: %3.</source>
        <translation>%1&#xa0;: %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>boss at %1: %2 instead of %3</source>
        <translation>boss en %1&#xa0;: %2 au lieu de %3</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 passe de %2 à %3</translation>
    </message>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%1 %2 en %3</translation>
    </message>
    <message>
        <source>no %1 at %2</source>
        <translation>plus de %1 en %2</translation>
    </message>
    <message>
        <source>the same rooms, other details</source>
        <translation>les mêmes salles, d&apos;autres détails</translation>
    </message>
    <message>
        <source>%1: %2; same layout.</source>
        <translation>%1&#xa0;: %2&#xa0;; même disposition.</translation>
    </message>
    <message>
        <source>Stage type (the next one)</source>
        <translation>Type d&apos;étage (le suivant)</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Graine %1</translation>
    </message>
    <message>
        <source>No curse</source>
        <translation>Aucun fléau</translation>
    </message>
    <message>
        <source>Curse rolled from the seed</source>
        <translation>Fléau tiré de la graine</translation>
    </message>
    <message>
        <source>Extra room</source>
        <translation>Salle supplémentaire</translation>
    </message>
    <message>
        <source>this picture has no JSON form</source>
        <translation>cette image n&apos;a pas de forme JSON</translation>
    </message>
    <message>
        <source>Floor maps exported by %1 %2</source>
        <translation>Cartes d&apos;étages exportées par %1 %2</translation>
    </message>
    <message>
        <source>Curse: %1</source>
        <translation>Fléau&#xa0;: %1</translation>
    </message>
    <message>
        <source>The floors of seed %1</source>
        <translation>Les étages de la graine %1</translation>
    </message>
    <message>
        <source>Every floor: %1</source>
        <translation>Chaque étage&#xa0;: %1</translation>
    </message>
    <message>
        <source>The floors: %1</source>
        <translation>Les étages&#xa0;: %1</translation>
    </message>
    <message>
        <source>(%1) after a boss: an approximation (a boss pool not read from the game)</source>
        <translation>(%1) après un boss&#xa0;: une approximation (une liste de boss non lue dans le jeu)</translation>
    </message>
    <message>
        <source>Rooms: %1</source>
        <translation>Salles&#xa0;: %1</translation>
    </message>
    <message>
        <source>No layout of the room files matches</source>
        <translation>Aucune disposition des fichiers de salles ne convient</translation>
    </message>
    <message>
        <source>Layout: room file %1, variant %2, weight %3 of %4 (%5)</source>
        <translation>Disposition&#xa0;: fichier de salles %1, variante %2, poids %3 sur %4 (%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message>
        <source>none with exactly the room&apos;s doors</source>
        <translation>aucune n&apos;a exactement les portes de la salle</translation>
    </message>
    <message numerus="yes">
        <source>drawn from the %n with exactly the room&apos;s doors (weight %1)</source>
        <translation>
            <numerusform>tirée de la seule ayant exactement les portes de la salle (poids %1)</numerusform>
            <numerusform>tirée parmi les %n ayant exactement les portes de la salle (poids %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not from the %n with exactly the room&apos;s doors (weight %1)</source>
        <translation>
            <numerusform>pas tirée de la seule ayant exactement les portes de la salle (poids %1)</numerusform>
            <numerusform>pas tirée parmi les %n ayant exactement les portes de la salle (poids %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the layout picked; the exact-door list</comment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: standard output is closed</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: la sortie standard est fermée</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: it is a loop of symbolic links</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: c&apos;est une boucle de liens symboliques</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: it is a symbolic link to nothing (&quot;%2&quot; does not exist)</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: c&apos;est un lien symbolique vers rien (« %2 » n&apos;existe pas)</translation>
    </message>
    <message>
        <source>Room count</source>
        <translation>Nombre de salles</translation>
    </message>
    <message>
        <source>Cell tested</source>
        <translation>Case testée</translation>
    </message>
    <message>
        <source>Dead end found</source>
        <translation>Impasse trouvée</translation>
    </message>
    <message>
        <source>Start room queued again</source>
        <translation>Salle de départ remise dans la file</translation>
    </message>
    <message>
        <source>Plan thrown away</source>
        <translation>Plan abandonné</translation>
    </message>
    <message>
        <source>Cell search</source>
        <translation>Recherche de case</translation>
    </message>
    <message>
        <source>Special room placed</source>
        <translation>Salle spéciale placée</translation>
    </message>
    <message>
        <source>Plan thrown away: only %1 rooms, fewer than the count; generation starts over</source>
        <translation>Plan abandonné&#xa0;: seulement %1 salles, moins que le compte&#xa0;; la génération recommence</translation>
    </message>
    <message>
        <source>Plan thrown away: the last dead end, the boss room&apos;s, is next to the start room; generation starts over</source>
        <translation>Plan abandonné&#xa0;: la dernière impasse, celle de la Salle du Boss, touche la salle de départ&#xa0;; la génération recommence</translation>
    </message>
    <message>
        <source>Plan thrown away: %1 dead ends, fewer than the boss room, the treasure room and the shop need (our check); generation starts over</source>
        <translation>Plan abandonné&#xa0;: %1 impasses, moins qu&apos;il n&apos;en faut pour la Salle du Boss, la Salle du Trésor et la Boutique (notre vérification)&#xa0;; la génération recommence</translation>
    </message>
    <message>
        <source>Plan thrown away: no empty cell next to the boss room for the second boss room (approximation); generation starts over</source>
        <translation>Plan abandonné&#xa0;: aucune case vide à côté de la Salle du Boss pour la seconde (approximation)&#xa0;; la génération recommence</translation>
    </message>
    <message>
        <source>Room count: random(2) = %1, so %1 + 5 + level %2 × 2.6 = %3, rounded down: %4 rooms</source>
        <translation>Nombre de salles&#xa0;: random(2) = %1, donc %1 + 5 + niveau %2 × 2,6 = %3, arrondi à l&apos;inférieur&#xa0;: %4 salles</translation>
    </message>
    <message>
        <source>Double-size map: %1 rooms plus 80%, at most 45: %2 rooms</source>
        <translation>Carte double&#xa0;: %1 salles plus 80&#xa0;%, 45 au plus&#xa0;: %2 salles</translation>
    </message>
    <message>
        <source>Plan %1: room 0 in the start cell 35, the only room in the queue</source>
        <translation>Plan %1&#xa0;: salle 0 dans la case de départ 35, seule salle de la file</translation>
    </message>
    <message>
        <source>Start room placed in cell 35 and queued</source>
        <translation>Salle de départ placée dans la case 35 et mise dans la file</translation>
    </message>
    <message>
        <source>50% coin: a room. Cell %1 gets room %2 (from room %3) and joins the end of the queue</source>
        <translation>Pile ou face à 50&#xa0;%&#xa0;: une salle. La case %1 reçoit la salle %2 (depuis la salle %3) et rejoint la fin de la file</translation>
    </message>
    <message>
        <source>Room %1 taken from the front of the queue: its four neighbours +10, -10, +1, -1 in turn</source>
        <translation>Salle %1 prise en tête de file&#xa0;: ses quatre voisines +10, -10, +1, -1 tour à tour</translation>
    </message>
    <message>
        <source>Room %1: no cell there, it is off the 9x8 grid (column 0 is never used)</source>
        <translation>Salle %1&#xa0;: pas de case là, c&apos;est hors de la grille 9x8 (la colonne 0 n&apos;est jamais utilisée)</translation>
    </message>
    <message>
        <source>Cell %1 skipped: it already has a room</source>
        <translation>Case %1 ignorée&#xa0;: elle a déjà une salle</translation>
    </message>
    <message>
        <source>Cell %1 skipped: it already has %2 filled neighbours</source>
        <translation>Case %1 ignorée&#xa0;: elle a déjà %2 voisines occupées</translation>
    </message>
    <message>
        <source>Cell %1 skipped: the floor has enough rooms</source>
        <translation>Case %1 ignorée&#xa0;: l&apos;étage a assez de salles</translation>
    </message>
    <message>
        <source>Cell %1: 50% coin: no room</source>
        <translation>Case %1&#xa0;: pile ou face à 50&#xa0;%&#xa0;: pas de salle</translation>
    </message>
    <message>
        <source>Room %1 (cell %2) added no room: dead end %3 of the list</source>
        <translation>La salle %1 (case %2) n&apos;a ajouté aucune salle&#xa0;: impasse %3 de la liste</translation>
    </message>
    <message>
        <source>The queue is empty short of the count (more than 16 rooms): the start room is queued again (%1)</source>
        <translation>La file est vide avant le compte (plus de 16 salles)&#xa0;: la salle de départ est remise dans la file (%1)</translation>
    </message>
    <message>
        <source>Boss room: the last dead end of the list, room %1 in cell %2</source>
        <translation>Salle du Boss&#xa0;: la dernière impasse de la liste, salle %1 dans la case %2</translation>
    </message>
    <message>
        <source>Second boss room next to the first, in cell %1 (approximation)</source>
        <translation>Seconde Salle du Boss à côté de la première, dans la case %1 (approximation)</translation>
    </message>
    <message>
        <source>Extra room %1 in cell %2, placed like a secret room (approximation)</source>
        <translation>Salle supplémentaire %1 dans la case %2, placée comme une Salle Secrète (approximation)</translation>
    </message>
    <message>
        <source>Secret room in cell %1</source>
        <translation>Salle Secrète dans la case %1</translation>
    </message>
    <message>
        <source>%1 on dead end %2 of %3 left, drawn at random: room %4, cell %5 (approximation)</source>
        <translation>%1 sur l&apos;impasse %2 des %3 restantes, tirée au hasard&#xa0;: salle %4, case %5 (approximation)</translation>
    </message>
    <message>
        <source>%1 on dead end %2 of %3 left, drawn at random: room %4, cell %5</source>
        <translation>%1 sur l&apos;impasse %2 des %3 restantes, tirée au hasard&#xa0;: salle %4, case %5</translation>
    </message>
    <message>
        <source>Sacrifice room roll, 1 in %1 (1 in 7, 1 in 3 at full health): a room</source>
        <translation>Jet de la Salle de Sacrifice, 1 sur %1 (1 sur 7, 1 sur 3 à santé pleine)&#xa0;: une salle</translation>
    </message>
    <message>
        <source>Sacrifice room roll, 1 in %1 (1 in 7, 1 in 3 at full health): no room</source>
        <translation>Jet de la Salle de Sacrifice, 1 sur %1 (1 sur 7, 1 sur 3 à santé pleine)&#xa0;: pas de salle</translation>
    </message>
    <message>
        <source>%1 roll, 1 in %2 (approximation): a room</source>
        <translation>Jet&#xa0;: %1, 1 sur %2 (approximation)&#xa0;: une salle</translation>
    </message>
    <message>
        <source>%1 roll, 1 in %2 (approximation): no room</source>
        <translation>Jet&#xa0;: %1, 1 sur %2 (approximation)&#xa0;: pas de salle</translation>
    </message>
    <message>
        <source>Extra room search: no cell after %1 tries and a scan; the map stays smaller</source>
        <translation>Recherche de salle supplémentaire&#xa0;: aucune case après %1 essais et un balayage&#xa0;; la carte reste plus petite</translation>
    </message>
    <message>
        <source>Secret room search: no cell after %1 tries and a scan; this floor has no secret room</source>
        <translation>Recherche de la Salle Secrète&#xa0;: aucune case après %1 essais et un balayage&#xa0;; cet étage n&apos;a pas de Salle Secrète</translation>
    </message>
    <message>
        <source>Search: no cell in %1 random tries; the scan in number order found cell %2 (approximation)</source>
        <translation>Recherche&#xa0;: aucune case en %1 essais au hasard&#xa0;; le balayage dans l&apos;ordre des numéros a trouvé la case %2 (approximation)</translation>
    </message>
    <message>
        <source>Search: cell %1 after %2 random tries: next to at least %3 rooms and no dead end</source>
        <translation>Recherche&#xa0;: case %1 après %2 essais au hasard&#xa0;: à côté d&apos;au moins %3 salles et d&apos;aucune impasse</translation>
    </message>
    <message>
        <source>Search: cell %1 after %2 random tries, the criterion weakened to at least %3 rooms (approximation)</source>
        <translation>Recherche&#xa0;: case %1 après %2 essais au hasard, critère affaibli à au moins %3 salles (approximation)</translation>
    </message>
    <message>
        <source>No dead end left for the %1</source>
        <translation>Plus d&apos;impasse libre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Floor done; plans made: %1</source>
        <translation>Étage terminé&#xa0;; plans faits&#xa0;: %1</translation>
    </message>
    <message>
        <source>No floor; plans made: %1</source>
        <translation>Pas d&apos;étage&#xa0;; plans faits&#xa0;: %1</translation>
    </message>
    <message>
        <source>Room %1 at %2 becomes a normal room; its layout is picked among those with %3.</source>
        <translation>La salle %1 en %2 devient une salle normale&#xa0;; sa disposition est choisie parmi celles à %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n door(s)</source>
        <comment>the doors a normal room&apos;s layout needs</comment>
        <translation>
            <numerusform>%n porte</numerusform>
            <numerusform>%n portes</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws of the stage RNG: %1, of the layout RNG: %2.</source>
        <translation>Tirages du générateur de l&apos;étage&#xa0;: %1, du générateur de la disposition&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Step done: %1.</source>
        <translation>Étape terminée&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>floorgen::app::PdfExport</name>
    <message>
        <source>the PDF could not be started</source>
        <translation>le PDF n&apos;a pas pu être commencé</translation>
    </message>
    <message>
        <source>there is no floor to export</source>
        <translation>il n&apos;y a aucun étage à exporter</translation>
    </message>
    <message>
        <source>a new PDF page could not be started</source>
        <translation>une nouvelle page PDF n&apos;a pas pu être commencée</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>le PDF n&apos;a pas pu être terminé</translation>
    </message>
</context>
<context>
    <name>floorgen::gui</name>
    <message>
        <source>Void boss</source>
        <translation>boss du Néant</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source> (forced)</source>
        <translation> (imposé)</translation>
    </message>
    <message>
        <source>stage seed %1</source>
        <translation>graine d&apos;étage %1</translation>
    </message>
    <message>
        <source> · hard</source>
        <translation> · difficile</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; dead ends</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; impasses</translation>
    </message>
    <message>
        <source>1 attempt</source>
        <translation>1 tentative</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; attempts</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tentatives</translation>
    </message>
    <message>
        <source>curse: %1</source>
        <translation>fléau&#xa0;: %1</translation>
    </message>
    <message>
        <source>boss: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>boss&#xa0;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>bosses: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>boss&#xa0;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number</source>
        <translation>--%1&#xa0;: « %2 » n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (%3 to %4)</source>
        <translation>--%1&#xa0;: %2 est hors limites (%3 à %4)</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Affiche cette aide.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Affiche la version.</translation>
    </message>
    <message>
        <source>The game&apos;s seed string, e.g. &quot;B91Y 9THH&quot;.</source>
        <translation>La graine du jeu, par exemple « B91Y 9THH ».</translation>
    </message>
    <message>
        <source>Stage 1 (Basement I) .. 12 (The Void).</source>
        <translation>Étage 1 (Sous-Sol I) .. 12 (Néant).</translation>
    </message>
    <message>
        <source>Hard mode.</source>
        <translation>Mode difficile.</translation>
    </message>
    <message>
        <source>An item or trinket held (repeatable), e.g. luna, voodoo-head.</source>
        <translation>Un objet ou une babiole possédé (répétable), par exemple luna, voodoo-head.</translation>
    </message>
    <message>
        <source>auto (rolled from the seed), none, or a comma list of labyrinth, lost, darkness, unknown, maze, blind.</source>
        <translation>auto (tiré de la graine), none, ou une liste séparée par des virgules parmi labyrinth, lost, darkness, unknown, maze, blind.</translation>
    </message>
    <message>
        <source>Render the window to this PNG file and exit.</source>
        <translation>Enregistre la fenêtre dans ce fichier PNG et quitte.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Taille de la fenêtre, par exemple 1280x800.</translation>
    </message>
    <message>
        <source>Open the step-through at frame N.</source>
        <translation>Ouvre le pas à pas à l&apos;image N.</translation>
    </message>
    <message>
        <source>Compare mode with this setting flipped: an item (luna, voodoo-head, ...), hard, ruleset or black-candle.</source>
        <translation>Mode comparaison avec ce réglage inversé&#xa0;: un objet (luna, voodoo-head, ...), hard, ruleset ou black-candle.</translation>
    </message>
    <message>
        <source>Use the dark palette.</source>
        <translation>Utilise la palette sombre.</translation>
    </message>
    <message>
        <source>Read and write the settings in this file.</source>
        <translation>Lit et écrit les réglages dans ce fichier.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>--seed &quot;%1&quot;: %2</source>
        <translation>--seed « %1 »&#xa0;: %2</translation>
    </message>
    <message>
        <source>--item: unknown item &quot;%1&quot; (known: %2)</source>
        <translation>--item&#xa0;: objet inconnu « %1 » (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <source>--curse: %1</source>
        <translation>--curse&#xa0;: %1</translation>
    </message>
    <message>
        <source>--screenshot: give a file name</source>
        <translation>--screenshot&#xa0;: donnez un nom de fichier</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not a size WxH between 200x200 and 8000x8000</source>
        <translation>--size&#xa0;: « %1 » n&apos;est pas une taille LxH entre 200x200 et 8000x8000</translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is not a setting to compare (%2)</source>
        <translation>--compare&#xa0;: « %1 » n&apos;est pas un réglage à comparer (%2)</translation>
    </message>
    <message>
        <source>--settings: give a file name</source>
        <translation>--settings&#xa0;: donnez un nom de fichier</translation>
    </message>
    <message>
        <source>--stage-type: stage %1 has no stage type %2</source>
        <translation>--stage-type&#xa0;: l&apos;étage %1 n&apos;a pas de variante %2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a pickup and how many of it, e.g. &quot;Coin ×2&quot;</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a probability in percent</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;This tool follows the &lt;b&gt;pseudo-code&lt;/b&gt; of the wiki page on room-clear awards, which was reverse engineered from the game and fixes the order of every random draw. The page&apos;s prose summary disagrees with its own pseudo-code in these places; where they differ, the tool shows the pseudo-code&apos;s numbers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cet outil suit le &lt;b&gt;pseudo-code&lt;/b&gt; de la page du wiki sur les récompenses de fin de salle, obtenu par rétro-ingénierie du jeu, qui fixe l&apos;ordre de chaque tirage aléatoire. Le résumé en prose de la page contredit son propre pseudo-code aux endroits suivants&#xa0;; là où ils diffèrent, l&apos;outil montre les chiffres du pseudo-code.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Sujet</translation>
    </message>
    <message>
        <source>Wiki prose</source>
        <translation>Prose du wiki</translation>
    </message>
    <message>
        <source>Pseudo-code (what this tool does)</source>
        <translation>Pseudo-code (ce que fait cet outil)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Exact probabilities&lt;/b&gt; are computed in closed form with every random float uniform on [0, 1) and every draw independent. The game&apos;s RNG is slightly correlated between consecutive draws; for luck strictly between 0 and 1 this moves some outcomes by up to about 0.07 percentage points, and by nothing measurable at luck 0 or luck 1 and above.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Award seeds&lt;/b&gt;: %1 The reward shown on a room is exact for that seed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les &lt;b&gt;probabilités exactes&lt;/b&gt; sont calculées sous forme close, chaque flottant aléatoire étant uniforme sur [0, 1) et chaque tirage indépendant. Le générateur aléatoire du jeu est légèrement corrélé entre tirages consécutifs&#xa0;; pour une chance strictement entre 0 et 1, cela déplace certains résultats d&apos;environ 0,07 point de pourcentage au plus, et de rien de mesurable à une chance de 0, ou de 1 et plus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Graines de récompense&lt;/b&gt;&#xa0;: %1 La récompense affichée sur une salle est exacte pour cette graine.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Room award seeds use the fallback rule of the rewards specification, because the generation rules give none: a dedicated RNG seeded with the stage seed (shift index 35), advanced once per room in room-number order (a seed of 0 becomes 1).</source>
        <translation>Les graines de récompense des salles suivent la règle de repli de la spécification des récompenses, car les règles de génération n&apos;en donnent aucune&#xa0;: un générateur dédié initialisé avec la graine d&apos;étage (indice de décalage 35), avancé une fois par salle dans l&apos;ordre des numéros de salle (une graine de 0 devient 1).</translation>
    </message>
    <message>
        <source>The interface language: system, en or fr (this run only).</source>
        <translation>La langue de l&apos;interface&#xa0;: system, en ou fr (pour ce lancement seulement).</translation>
    </message>
    <message>
        <source>--language: &quot;%1&quot; is not a language (%2)</source>
        <translation>--language&#xa0;: « %1 » n&apos;est pas une langue (%2)</translation>
    </message>
    <message>
        <source>Lil&apos; battery</source>
        <translation>Petite pile</translation>
    </message>
    <message>
        <source>3.33% only with Watch Battery</source>
        <translation>3,33 % seulement avec Pile de Montre</translation>
    </message>
    <message>
        <source>1/20 always, plus 1/15 with Watch Battery</source>
        <translation>1/20 toujours, plus 1/15 avec Pile de Montre</translation>
    </message>
    <message>
        <source>Lucky Foot / Lucky Toe</source>
        <translation>Pied Chanceux / Orteil Chanceux</translation>
    </message>
    <message>
        <source>Foot scales both floats; Toe adds 0.02</source>
        <translation>Le Pied agit sur les deux flottants&#xa0;; l&apos;Orteil ajoute 0,02</translation>
    </message>
    <message>
        <source>Foot scales the first float only; Toe&apos;s effect depends on Foot and luck</source>
        <translation>Le Pied n&apos;agit que sur le premier flottant&#xa0;; l&apos;effet de l&apos;Orteil dépend du Pied et de la chance</translation>
    </message>
    <message>
        <source>Hard mode hearts</source>
        <translation>Cœurs en mode difficile</translation>
    </message>
    <message>
        <source>66% become nothing</source>
        <translation>66 % ne donnent rien</translation>
    </message>
    <message>
        <source>65% (RandomInt(100) &gt;= 35)</source>
        <translation>65 % (RandomInt(100) &gt;= 35)</translation>
    </message>
    <message>
        <source>Guppy&apos;s Tail</source>
        <translation>Queue de Guppy</translation>
    </message>
    <message>
        <source>33% chest, 33% nothing</source>
        <translation>33 % coffre, 33 % rien</translation>
    </message>
    <message>
        <source>1/3 chest (half of them locked), 2/9 nothing</source>
        <translation>1/3 coffre (la moitié verrouillés), 2/9 rien</translation>
    </message>
    <message>
        <source>Contract From Below</source>
        <translation>Contrat d&apos;En Bas</translation>
    </message>
    <message>
        <source>each extra copy halves the nothing chance</source>
        <translation>chaque exemplaire de plus divise par deux la chance de rien</translation>
    </message>
    <message>
        <source>the nothing chance is 0.5 × 0.666^n for n contracts</source>
        <translation>la chance de rien est 0,5 × 0,666^n pour n contrats</translation>
    </message>
    <message>
        <source>Lil&apos; battery / grab bag</source>
        <translation>Petite pile / sac</translation>
    </message>
    <message>
        <source>applied in a listed order</source>
        <translation>appliqués dans un ordre donné</translation>
    </message>
    <message>
        <source>as in steps 5.2 to 5.5, and only when p &gt; 0.22</source>
        <translation>comme aux étapes 5.2 à 5.5, et seulement si p &gt; 0.22</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage, e.g. &quot;34.75%&quot; (French: &quot;34,75 %&quot;)</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>approximation</source>
        <translation>approximation</translation>
    </message>
    <message>
        <source>Stage type 0, 1 or 2 (what the stage offers); repentance also 4 and 5 (Downpour, Dross, Mines, Ashpit, ...).</source>
        <translation>Variante 0, 1 ou 2 (ce que propose l&apos;étage)&#xa0;; Repentance aussi 4 et 5 (Downpour, Dross, Mines, Cendrière, ...).</translation>
    </message>
    <message>
        <source>--stage %1 --stage-type %2: %3</source>
        <translation>--stage %1 --stage-type %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>--stage %1: %2</source>
        <translation>--stage %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (XL)</source>
        <translation>%1 (XL)</translation>
    </message>
    <message>
        <source>boss pools after %1 route floors</source>
        <translation>listes de boss après %1 étages du parcours</translation>
    </message>
    <message>
        <source>boss pools: first floor of the run</source>
        <translation>listes de boss&#xa0;: premier étage de la partie</translation>
    </message>
    <message>
        <source>boss pools: stage seed &lt;small&gt;(approximation)&lt;/small&gt;</source>
        <translation>listes de boss&#xa0;: graine d&apos;étage &lt;small&gt;(approximation)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>off the default route (an XL floor skips it)</source>
        <translation>hors du parcours par défaut (un étage XL le saute)</translation>
    </message>
    <message>
        <source>boss pools after 1 route floor</source>
        <translation>listes de boss après 1 étage du parcours</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; rooms + &lt;b&gt;%2&lt;/b&gt; secret</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; salles + &lt;b&gt;%2&lt;/b&gt; secrètes</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; rooms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; salles</translation>
    </message>
    <message>
        <source>%1; the floor asked for %2 or more, then → &lt;b&gt;%3&lt;/b&gt; after layouts with too few dead ends</source>
        <translation>%1&#xa0;; l&apos;étage en demandait %2 ou plus, puis → &lt;b&gt;%3&lt;/b&gt; après des dispositions avec trop peu d&apos;impasses</translation>
    </message>
    <message>
        <source>%1; the floor asked for %2 or more</source>
        <translation>%1&#xa0;; l&apos;étage en demandait %2 ou plus</translation>
    </message>
    <message>
        <source>Open the run view: every floor of the seed&apos;s run.</source>
        <translation>Ouvrir la vue de la partie&#xa0;: chaque étage de la partie de la graine.</translation>
    </message>
    <message>
        <source>afterbirth-plus, repentance or original-2011.</source>
        <translation>afterbirth-plus, repentance ou original-2011.</translation>
    </message>
    <message>
        <source>--ruleset: &quot;%1&quot; is not a rule set (afterbirth-plus, repentance or original-2011)</source>
        <translation>--ruleset&#xa0;: « %1 » n&apos;est pas un jeu de règles (afterbirth-plus, repentance ou original-2011)</translation>
    </message>
    <message>
        <source>%1; random(2) + 5 + level %2 × 2.6 gave %3</source>
        <translation>%1&#xa0;; random(2) + 5 + niveau %2 × 2,6 a donné %3</translation>
    </message>
    <message>
        <source>Shows the floors of The Binding of Isaac, seed for seed: Repentance+ (the default), Afterbirth+ and the original 2011 game.</source>
        <translation>Montre les étages de The Binding of Isaac, graine par graine&#xa0;: Repentance+ (par défaut), Afterbirth+ et le jeu original de 2011.</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::ChartWidget</name>
    <message>
        <source>No figures yet.</source>
        <translation>Pas encore de chiffres.</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>% of floors</source>
        <translation>% des étages</translation>
    </message>
    <message>
        <source>could not render the chart as PNG</source>
        <translation>impossible de rendre le graphique en PNG</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unknown chart format &quot;%2&quot; (png, svg or pdf)</source>
        <translation>« %1 »&#xa0;: format de graphique inconnu « %2 » (png, svg ou pdf)</translation>
    </message>
    <message>
        <source>could not write &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::ConditionEditor</name>
    <message>
        <source>has: rooms present</source>
        <translation>has&#xa0;: salles présentes</translation>
    </message>
    <message>
        <source>lacks: rooms absent</source>
        <translation>lacks&#xa0;: salles absentes</translation>
    </message>
    <message>
        <source>boss: one of these bosses</source>
        <translation>boss&#xa0;: l&apos;un de ces boss</translation>
    </message>
    <message>
        <source>max-distance: rooms near</source>
        <translation>max-distance&#xa0;: salles proches</translation>
    </message>
    <message>
        <source>adjacent: two rooms side by side</source>
        <translation>adjacent&#xa0;: deux salles côte à côte</translation>
    </message>
    <message>
        <source>rooms: how many rooms</source>
        <translation>rooms&#xa0;: nombre de salles</translation>
    </message>
    <message>
        <source>attempts: layout attempts</source>
        <translation>attempts&#xa0;: tentatives de disposition</translation>
    </message>
    <message>
        <source>xl: an XL floor</source>
        <translation>xl&#xa0;: un étage XL</translation>
    </message>
    <message>
        <source>no-xl: not an XL floor</source>
        <translation>no-xl&#xa0;: pas un étage XL</translation>
    </message>
    <message>
        <source>has-curse: curses in force</source>
        <translation>has-curse&#xa0;: malédictions en vigueur</translation>
    </message>
    <message>
        <source>no-curse: no curse</source>
        <translation>no-curse&#xa0;: aucune malédiction</translation>
    </message>
    <message>
        <source>layout: a room of your room files</source>
        <translation>layout&#xa0;: une salle de vos fichiers de salles</translation>
    </message>
    <message>
        <source>Column %1 of &quot;%2&quot;: %3</source>
        <translation>Colonne %1 de «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>Criteria that combine: the top level and every &quot;All of&quot; group need all their criteria, an &quot;Any of&quot; group one of them; &quot;On floor&quot; applies its criteria to that floor of the run</source>
        <translation>Critères qui se combinent&#xa0;: le premier niveau et chaque groupe «&#xa0;Tous&#xa0;» demandent tous leurs critères, un groupe «&#xa0;Au moins un&#xa0;» l&apos;un d&apos;eux&#xa0;; «&#xa0;À l&apos;étage&#xa0;» applique ses critères à cet étage de la partie</translation>
    </message>
    <message>
        <source>The criterion&apos;s value, as the command line&apos;s --where writes it</source>
        <translation>La valeur du critère, écrite comme pour --where en ligne de commande</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a criterion to the selected group</source>
        <translation>Ajouter un critère au groupe sélectionné</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grouper</translation>
    </message>
    <message>
        <source>Add a group (all of, any of, or on a floor of the run)</source>
        <translation>Ajouter un groupe (tous, au moins un, ou à un étage de la partie)</translation>
    </message>
    <message>
        <source>Negate</source>
        <translation>Inverser</translation>
    </message>
    <message>
        <source>The selected criterion or group must not hold (not)</source>
        <translation>Le critère ou le groupe sélectionné ne doit pas être vrai (not)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected criterion or group with what it holds</source>
        <translation>Retirer le critère ou le groupe sélectionné avec ce qu&apos;il contient</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is more than one criterion: combine criteria with groups</source>
        <translation>«&#xa0;%1&#xa0;» est plus d&apos;un critère&#xa0;: combinez les critères avec des groupes</translation>
    </message>
    <message>
        <source>All of</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Any of</source>
        <translation>Au moins un</translation>
    </message>
    <message>
        <source>On floor %1</source>
        <translation>À l&apos;étage %1</translation>
    </message>
    <message>
        <source>Not: %1</source>
        <translation>Pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>No condition: the criteria above alone.</source>
        <translation>Aucune condition&#xa0;: les critères ci-dessus seuls.</translation>
    </message>
    <message>
        <source>Searches: %1</source>
        <translation>Expression cherchée&#xa0;: %1</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Tous (and)</translation>
    </message>
    <message>
        <source>Any of (or)</source>
        <translation>Au moins un (or)</translation>
    </message>
    <message>
        <source>On floor (STAGE[:TYPE])</source>
        <translation>À l&apos;étage (ÉTAGE[:TYPE])</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::DecisionLogModel</name>
    <message>
        <source> (discarded attempt %1)</source>
        <translation> (tentative %1 abandonnée)</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>événement %1</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 de plus</translation>
    </message>
    <message>
        <source>RNG draws: %1</source>
        <translation>Tirages aléatoires&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Règle&#xa0;: %1</translation>
    </message>
    <message>
        <source>boss: approximation (boss pools)</source>
        <translation>boss&#xa0;: approximation (listes de boss)</translation>
    </message>
    <message>
        <source>one cell, a door on each side</source>
        <translation>une case, une porte de chaque côté</translation>
    </message>
    <message>
        <source>a narrow corridor of one cell, doors only left and right</source>
        <translation>un couloir étroit d&apos;une case, portes à gauche et à droite seulement</translation>
    </message>
    <message>
        <source>a narrow corridor of one cell, doors only up and down</source>
        <translation>un couloir étroit d&apos;une case, portes en haut et en bas seulement</translation>
    </message>
    <message>
        <source>a tall room, one cell wide and two high</source>
        <translation>une salle haute, d&apos;une case de large et deux de haut</translation>
    </message>
    <message>
        <source>a long narrow corridor, two cells high, doors only at its ends</source>
        <translation>un long couloir étroit, de deux cases de haut, portes à ses bouts seulement</translation>
    </message>
    <message>
        <source>a wide room, two cells wide and one high</source>
        <translation>une salle large, de deux cases de large et une de haut</translation>
    </message>
    <message>
        <source>a long narrow corridor, two cells wide, doors only at its ends</source>
        <translation>un long couloir étroit, de deux cases de large, portes à ses bouts seulement</translation>
    </message>
    <message>
        <source>a big room of two by two cells</source>
        <translation>une grande salle de deux cases sur deux</translation>
    </message>
    <message>
        <source>an L-shaped room: two by two cells without the top-left one</source>
        <translation>une salle en L&#xa0;: deux cases sur deux sans celle en haut à gauche</translation>
    </message>
    <message>
        <source>an L-shaped room: two by two cells without the top-right one</source>
        <translation>une salle en L&#xa0;: deux cases sur deux sans celle en haut à droite</translation>
    </message>
    <message>
        <source>an L-shaped room: two by two cells without the bottom-left one</source>
        <translation>une salle en L&#xa0;: deux cases sur deux sans celle en bas à gauche</translation>
    </message>
    <message>
        <source>an L-shaped room: two by two cells without the bottom-right one</source>
        <translation>une salle en L&#xa0;: deux cases sur deux sans celle en bas à droite</translation>
    </message>
    <message>
        <source>Shape %1</source>
        <translation>Forme %1</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::ExportActions</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Save the map as PNG, SVG or PDF, or the floor as JSON</source>
        <translation>Enregistrer la carte en PNG, SVG ou PDF, ou l&apos;étage en JSON</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Copier l&apos;image</translation>
    </message>
    <message>
        <source>Copy the map shown to the clipboard as an image</source>
        <translation>Copier la carte affichée dans le presse-papiers, comme image</translation>
    </message>
    <message>
        <source>There is no floor to export.</source>
        <translation>Il n&apos;y a aucun étage à exporter.</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>Saved %1 in %2</source>
        <translation>%1 enregistré dans %2</translation>
    </message>
    <message>
        <source>Map image copied to the clipboard (%1 × %2 px)</source>
        <translation>Image de la carte copiée dans le presse-papiers (%1 × %2 px)</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::ExportDialog</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Floor JSON (*.json)</source>
        <translation>Étage en JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Floor</source>
        <translation>Exporter l&apos;étage</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG vector image</source>
        <translation>Image vectorielle SVG</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Document PDF</translation>
    </message>
    <message>
        <source>Floor JSON (for web tools)</source>
        <translation>Étage en JSON (pour les outils web)</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>É&amp;chelle</translation>
    </message>
    <message>
        <source>E&amp;xact size</source>
        <translation>Taille e&amp;xacte</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Transparent background</source>
        <translation>Fond tra&amp;nsparent</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Légende</translation>
    </message>
    <message>
        <source>&amp;Caption:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Leave empty for the seed, stage, rule set, items and curses.</source>
        <translation>Laisser vide pour la graine, l&apos;étage, les règles, les objets et les fléaux.</translation>
    </message>
    <message>
        <source>&amp;Dead-end numbers</source>
        <translation>Numéros des &amp;impasses</translation>
    </message>
    <message>
        <source>&amp;Hidden rooms (secret, super secret, ultra secret)</source>
        <translation>Salles cac&amp;hées (secrète, super secrète, ultra secrète)</translation>
    </message>
    <message>
        <source>Off: the map as the player sees it.</source>
        <translation>Désactivé&#xa0;: la carte telle que le joueur la voit.</translation>
    </message>
    <message>
        <source>&amp;Fit to floor (only the part of the grid the floor uses)</source>
        <translation>A&amp;juster à l&apos;étage (seulement la partie de la grille qu&apos;il occupe)</translation>
    </message>
    <message>
        <source>The fi&amp;nal floor</source>
        <translation>L&apos;étage &amp;final</translation>
    </message>
    <message>
        <source>The step-through f&amp;rame shown</source>
        <translation>L&apos;ima&amp;ge du pas à pas affichée</translation>
    </message>
    <message>
        <source>Start View &gt; Step Through to export a frame.</source>
        <translation>Lancez Affichage &gt; Pas à pas pour exporter une image.</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Fichie&amp;r&#xa0;:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat&#xa0;:</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exporter&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>The&amp;me:</source>
        <translation>Thè&amp;me&#xa0;:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>One page of %1 × %2 points.</source>
        <translation>Une page de %1 × %2 points.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels.</source>
        <translation>%1 × %2 pixels.</translation>
    </message>
    <message>
        <source>The folder “%1” does not exist.</source>
        <translation>Le dossier « %1 » n&apos;existe pas.</translation>
    </message>
    <message>
        <source>“%1” is a folder; give a file name.</source>
        <translation>« %1 » est un dossier&#xa0;; donnez un nom de fichier.</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>« %1 » existe déjà. Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Provenance marks (what is not verified against the game)</source>
        <translation>Marques de &amp;provenance (ce qui n&apos;est pas vérifié sur le jeu)</translation>
    </message>
    <message>
        <source>A badge on rooms whose rule is unchecked, a wiki rule or an approximation, and a note under the map for what the whole floor rests on.</source>
        <translation>Une pastille sur les salles dont la règle est non vérifiée, une règle du wiki ou une approximation, et une note sous la carte pour ce sur quoi repose tout l&apos;étage.</translation>
    </message>
    <message>
        <source>Re&amp;ward icons (as on the map)</source>
        <translation>Icônes de réc&amp;ompense (comme sur la carte)</translation>
    </message>
    <message>
        <source>Show the rewards on the map (Rewards panel) to export them.</source>
        <translation>Affichez les récompenses sur la carte (panneau Récompenses) pour les exporter.</translation>
    </message>
    <message>
        <source>Export Run</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Leave empty for the seed: “%1”.</source>
        <translation>Laisser vide pour la graine&#xa0;: « %1 ».</translation>
    </message>
    <message>
        <source>The run &amp;view, one picture</source>
        <translation>La &amp;vue de la partie, en une image</translation>
    </message>
    <message>
        <source>Every floor, one a &amp;page (PDF)</source>
        <translation>Chaque étage sur une &amp;page (PDF)</translation>
    </message>
    <message>
        <source>A PDF of %1 pages: each floor of the run as File &gt; Export… draws it, with its caption.</source>
        <translation>Un PDF de %1 pages&#xa0;: chaque étage de la partie tel que Fichier &gt; Exporter… le dessine, avec son titre.</translation>
    </message>
    <message>
        <source>The pages of “Every floor” have a legend; the run view&apos;s picture has none.</source>
        <translation>Les pages de « Chaque étage » ont une légende&#xa0;; l&apos;image de la vue de la partie n&apos;en a pas.</translation>
    </message>
    <message>
        <source>A PDF of %1 pages, one floor a page.</source>
        <translation>Un PDF de %1 pages, un étage par page.</translation>
    </message>
    <message>
        <source>The floor JSON of the final floor, for scripts and other tools.</source>
        <translation>Le JSON de l&apos;étage final, pour les scripts et d&apos;autres outils.</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::FloorCriteriaForm</name>
    <message>
        <source>Current stage</source>
        <translation>Étage actuel</translation>
    </message>
    <message>
        <source>Stage %1 (%2)</source>
        <translation>Étage %1 (%2)</translation>
    </message>
    <message>
        <source>The floor of the run these criteria apply to; Current stage: the stage and type of the Floor Settings panel</source>
        <translation>L&apos;étage de la partie visé par ces critères&#xa0;; Étage actuel&#xa0;: l&apos;étage et le type du panneau Réglages de l&apos;étage</translation>
    </message>
    <message>
        <source>Main path</source>
        <translation>Chemin principal</translation>
    </message>
    <message>
        <source>Alternate path</source>
        <translation>Chemin alternatif</translation>
    </message>
    <message>
        <source>Any type: whichever type the run seed gives the floor; a type: only seeds whose floor has it</source>
        <translation>N&apos;importe quel type&#xa0;: le type que la graine de partie donne à l&apos;étage&#xa0;; un type&#xa0;: seulement les graines dont l&apos;étage l&apos;a</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>N&apos;importe quel type</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (actuel)</translation>
    </message>
    <message>
        <source>Stage %1, alternate</source>
        <translation>Étage %1, alternatif</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Étage %1</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::FloorProblemBanner</name>
    <message>
        <source>No floor for %1: %2</source>
        <translation>Pas d&apos;étage pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The map shows the last floor that could be generated.</source>
        <translation>La carte montre le dernier étage qui a pu être généré.</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::GameLogController</name>
    <message>
        <source>&amp;Follow Game</source>
        <translation>&amp;Suivre la partie</translation>
    </message>
    <message>
        <source>Follow game</source>
        <comment>toolbar: Follow Game</comment>
        <translation>Suivre la partie</translation>
    </message>
    <message>
        <source>Follow the game&apos;s log.txt while you play: every new floor is shown as the game built it, and checked against the game&apos;s own lines</source>
        <translation>Suivre le log.txt du jeu pendant que vous jouez&#xa0;: chaque nouvel étage est montré tel que le jeu l&apos;a construit, et vérifié ligne à ligne contre celles du jeu</translation>
    </message>
    <message>
        <source>Open Game &amp;Log…</source>
        <translation>Ouvrir le &amp;journal du jeu…</translation>
    </message>
    <message>
        <source>Check a saved log.txt of the game floor by floor against this app&apos;s floors</source>
        <translation>Vérifier un log.txt du jeu enregistré, étage par étage, contre les étages de cette application</translation>
    </message>
    <message>
        <source>Report copied to the clipboard</source>
        <translation>Rapport copié dans le presse-papiers</translation>
    </message>
    <message>
        <source>The game restarted: following its new log</source>
        <translation>Le jeu a redémarré&#xa0;: suivi de son nouveau journal</translation>
    </message>
    <message>
        <source>Waiting for the game to write %1</source>
        <translation>En attente de l&apos;écriture de %1 par le jeu</translation>
    </message>
    <message>
        <source>Where is the game&apos;s log.txt?</source>
        <translation>Où est le log.txt du jeu&#xa0;?</translation>
    </message>
    <message>
        <source>The game&apos;s log (log.txt)</source>
        <translation>Journal du jeu (log.txt)</translation>
    </message>
    <message>
        <source>Following %1</source>
        <translation>Suivi de %1</translation>
    </message>
    <message>
        <source>(no more lines)</source>
        <translation>(plus de ligne)</translation>
    </message>
    <message>
        <source>Line %1 of the log&lt;br&gt;game: &lt;code&gt;%2&lt;/code&gt;&lt;br&gt;ours: &lt;code&gt;%3&lt;/code&gt;</source>
        <translation>Ligne %1 du journal&lt;br&gt;jeu&#xa0;: &lt;code&gt;%2&lt;/code&gt;&lt;br&gt;nous&#xa0;: &lt;code&gt;%3&lt;/code&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Matches your game&apos;s log (%n attempt(s), %1 rooms)</source>
        <translation>
            <numerusform>Correspond au journal de votre partie (%n tentative, %1 salles)</numerusform>
            <numerusform>Correspond au journal de votre partie (%n tentatives, %1 salles)</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches your game&apos;s log up to the special rooms</source>
        <translation>Correspond au journal de votre partie jusqu&apos;aux salles spéciales</translation>
    </message>
    <message>
        <source>From there on the game&apos;s own room files decide (File &gt; Open Game Data to check the rest).</source>
        <translation>Ensuite, ce sont les fichiers de salles du jeu qui décident (Fichier &gt; Ouvrir les données du jeu pour vérifier la suite).</translation>
    </message>
    <message>
        <source>Differs from your game&apos;s log</source>
        <translation>Diffère du journal de votre partie</translation>
    </message>
    <message>
        <source>The game is still writing this floor</source>
        <translation>Le jeu écrit encore cet étage</translation>
    </message>
    <message>
        <source>This floor is not generated here</source>
        <translation>Cet étage n&apos;est pas généré ici</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>graine %1</translation>
    </message>
    <message>
        <source>stage seed %1</source>
        <translation>graine d&apos;étage %1</translation>
    </message>
    <message>
        <source>floor %1</source>
        <translation>étage %1</translation>
    </message>
    <message>
        <source>curses: %1</source>
        <translation>fléaux&#xa0;: %1</translation>
    </message>
    <message>
        <source>no curse</source>
        <translation>aucun fléau</translation>
    </message>
    <message>
        <source>character: %1</source>
        <translation>personnage&#xa0;: %1</translation>
    </message>
    <message>
        <source>the character (Isaac)</source>
        <translation>le personnage (Isaac)</translation>
    </message>
    <message>
        <source>Black Candle</source>
        <translation>Bougie Noire</translation>
    </message>
    <message>
        <source>no item that changes the floor</source>
        <translation>aucun objet qui change l&apos;étage</translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>objets&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>the %n floor(s) before it in this run</source>
        <translation>
            <numerusform>l&apos;étage avant lui dans cette partie</numerusform>
            <numerusform>les %n étages avant lui dans cette partie</numerusform>
        </translation>
    </message>
    <message>
        <source>Repentance</source>
        <translation>Repentance</translation>
    </message>
    <message>
        <source>Afterbirth+</source>
        <translation>Afterbirth+</translation>
    </message>
    <message>
        <source>rule set %1 (the log&apos;s folder)</source>
        <translation>règles %1 (le dossier du journal)</translation>
    </message>
    <message>
        <source>rule set %1</source>
        <translation>règles %1</translation>
    </message>
    <message>
        <source>no run seed in the log: the floor alone, from its stage seed</source>
        <translation>pas de graine de partie dans le journal&#xa0;: l&apos;étage seul, depuis sa graine d&apos;étage</translation>
    </message>
    <message>
        <source>the stage seed is not the run seed&apos;s: the floor alone, from its stage seed</source>
        <translation>la graine d&apos;étage n&apos;est pas celle de la graine de partie&#xa0;: l&apos;étage seul, depuis sa graine d&apos;étage</translation>
    </message>
    <message>
        <source>the run&apos;s floors before the log&apos;s first: the usual route</source>
        <translation>les étages de la partie avant le premier du journal&#xa0;: le parcours habituel</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>mode difficile</translation>
    </message>
    <message>
        <source>normal mode</source>
        <translation>mode normal</translation>
    </message>
    <message>
        <source>hearts, keys and coins as a new run&apos;s</source>
        <translation>cœurs, clés et pièces d&apos;une nouvelle partie</translation>
    </message>
    <message>
        <source>your save&apos;s progress as set below</source>
        <translation>la progression de votre sauvegarde, réglée plus bas</translation>
    </message>
    <message>
        <source>Following your game&apos;s log</source>
        <translation>Suivi du journal de votre partie</translation>
    </message>
    <message>
        <source>A floor of your game&apos;s log</source>
        <translation>Un étage du journal de votre partie</translation>
    </message>
    <message>
        <source>From the log:</source>
        <translation>Du journal&#xa0;:</translation>
    </message>
    <message>
        <source>Assumed:</source>
        <translation>Supposé&#xa0;:</translation>
    </message>
    <message>
        <source>Open Game Log</source>
        <translation>Ouvrir le journal du jeu</translation>
    </message>
    <message>
        <source>The game&apos;s log (*.txt);;All files (*)</source>
        <translation>Journal du jeu (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: %2; waiting for the game to write its log</source>
        <translation>%1&#xa0;: %2&#xa0;; en attente de l&apos;écriture de son journal par le jeu</translation>
    </message>
    <message>
        <source>Your game&apos;s log is gone</source>
        <translation>Le journal de votre jeu a disparu</translation>
    </message>
    <message>
        <source>Reading %1: %2%</source>
        <translation>Lecture de %1&#xa0;: %2&#xa0;%</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is a FIFO (a named pipe), not a file</source>
        <translation>c&apos;est une FIFO (un tube nommé), pas un fichier</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>c&apos;est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>Follow Game is off: no log.txt was chosen</source>
        <translation>Suivre la partie est désactivé&#xa0;: aucun log.txt choisi</translation>
    </message>
    <message>
        <source>&lt;p&gt;No log.txt of the game was found.&lt;/p&gt;&lt;p&gt;The game writes log.txt each time it starts, in its folder of your documents:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Steam on Linux (Proton): &lt;tt&gt;steamapps/compatdata/250900/pfx/drive_c/users/steamuser/Documents/My Games/Binding of Isaac Repentance+/log.txt&lt;/tt&gt; in your Steam library&lt;/li&gt;&lt;li&gt;Windows: &lt;tt&gt;Documents\My Games\Binding of Isaac Repentance+\log.txt&lt;/tt&gt;&lt;/li&gt;&lt;li&gt;macOS: &lt;tt&gt;~/Library/Application Support/Binding of Isaac Repentance+/log.txt&lt;/tt&gt;&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Start the game once and try again, or choose the file. The places looked in are under Show Details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun log.txt du jeu n&apos;a été trouvé.&lt;/p&gt;&lt;p&gt;Le jeu écrit log.txt à chaque démarrage, dans son dossier de vos documents&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Steam sous Linux (Proton)&#xa0;: &lt;tt&gt;steamapps/compatdata/250900/pfx/drive_c/users/steamuser/Documents/My Games/Binding of Isaac Repentance+/log.txt&lt;/tt&gt; dans votre bibliothèque Steam&lt;/li&gt;&lt;li&gt;Windows&#xa0;: &lt;tt&gt;Documents\My Games\Binding of Isaac Repentance+\log.txt&lt;/tt&gt;&lt;/li&gt;&lt;li&gt;macOS&#xa0;: &lt;tt&gt;~/Library/Application Support/Binding of Isaac Repentance+/log.txt&lt;/tt&gt;&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Lancez le jeu une fois et réessayez, ou choisissez le fichier. Les endroits cherchés sont sous Afficher les détails.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Follow Game</source>
        <translation>Suivre la partie</translation>
    </message>
    <message>
        <source>No place to look in was found.</source>
        <translation>Aucun endroit où chercher n&apos;a été trouvé.</translation>
    </message>
    <message>
        <source>Looked in:</source>
        <translation>Cherché dans&#xa0;:</translation>
    </message>
    <message>
        <source>Choose log.txt…</source>
        <translation>Choisir log.txt…</translation>
    </message>
    <message>
        <source>Follow Game is off</source>
        <translation>Suivre la partie est désactivé</translation>
    </message>
    <message>
        <source>REPENTOGON</source>
        <translation>REPENTOGON</translation>
    </message>
    <message>
        <source>a REPENTOGON game (the log&apos;s marks)</source>
        <translation>une partie REPENTOGON (les marques du journal)</translation>
    </message>
    <message>
        <source>a REPENTOGON game</source>
        <translation>une partie REPENTOGON</translation>
    </message>
    <message>
        <source>the vanilla game (build J273 without REPENTOGON&apos;s marks; our engine is read from a newer build)</source>
        <translation>le jeu de base (version J273 sans les marques de REPENTOGON ; notre moteur est lu dans une version plus récente)</translation>
    </message>
    <message>
        <source>Stream &amp;Overlay…</source>
        <translation>&amp;Incrustation pour le stream…</translation>
    </message>
    <message>
        <source>While Follow Game runs, keep a picture of the floor&apos;s map and a page showing it in a folder, for streaming software such as OBS</source>
        <translation>Pendant Suivre la partie, tenir à jour dans un dossier une image du plan de l&apos;étage et une page qui la montre, pour un logiciel de stream comme OBS</translation>
    </message>
    <message>
        <source>Stream overlay not written: %1</source>
        <translation>Incrustation pour le stream non écrite&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your run continued: the game does not rebuild the floor it resumes, so that floor is not in this log (not seen, not a mismatch); the next floor follows the same run</source>
        <translation>Votre partie a repris&#xa0;: le jeu ne reconstruit pas l&apos;étage où elle reprend, cet étage n&apos;est donc pas dans ce journal (non vu, pas une différence)&#xa0;; l&apos;étage suivant continue la même partie</translation>
    </message>
    <message>
        <source>the daily run&apos;s own rules (its special rooms may differ)</source>
        <translation>les règles propres à la partie du jour (ses salles spéciales peuvent différer)</translation>
    </message>
    <message>
        <source>the other players of an online run (checked as one player&apos;s run)</source>
        <translation>les autres joueurs d&apos;une partie en ligne (vérifiée comme la partie d&apos;un seul joueur)</translation>
    </message>
    <message>
        <source>REPENTOGON&apos;s Better Void Generation, on in its options.ini (the Void&apos;s special rooms may differ)</source>
        <translation>la Better Void Generation de REPENTOGON, activée dans son options.ini (les salles spéciales du Néant peuvent différer)</translation>
    </message>
    <message>
        <source>Not modelled:</source>
        <translation>Non modélisé&#xa0;:</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::GameLogMark</name>
    <message>
        <source>Copy Report</source>
        <translation>Copier le rapport</translation>
    </message>
    <message>
        <source>Copy the seed, the floor, the settings assumed and both sets of lines (the game&apos;s and ours): what a bug report needs</source>
        <translation>Copier la graine, l&apos;étage, les réglages supposés et les deux jeux de lignes (celles du jeu et les nôtres)&#xa0;: ce qu&apos;il faut à un rapport de bogue</translation>
    </message>
    <message>
        <source>Back to Your Settings</source>
        <translation>Revenir à vos réglages</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::GameLogTable</name>
    <message>
        <source>Game Log</source>
        <translation>Journal du jeu</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Étage</translation>
    </message>
    <message>
        <source>Stage seed</source>
        <translation>Graine d&apos;étage</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>First difference</source>
        <translation>Première différence</translation>
    </message>
    <message>
        <source>Double-click a floor to open it</source>
        <translation>Double-cliquez sur un étage pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Correspond</translation>
    </message>
    <message>
        <source>Matches up to the special rooms</source>
        <translation>Correspond jusqu&apos;aux salles spéciales</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>Diffère</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incomplet</translation>
    </message>
    <message>
        <source>Not generated here</source>
        <translation>Pas généré ici</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Game Log: %1</source>
        <translation>Journal du jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>line %1: game &quot;%2&quot;, ours &quot;%3&quot;</source>
        <translation>ligne %1&#xa0;: jeu «&#xa0;%2&#xa0;», nous «&#xa0;%3&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>%n floor(s) in %1</source>
        <translation>
            <numerusform>%n étage dans %1</numerusform>
            <numerusform>%n étages dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>verdict: floors</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(the first %1 are listed; the command line&apos;s check-log checks them all)</source>
        <translation>(les %1 premiers sont listés&#xa0;; check-log, en ligne de commande, les vérifie tous)</translation>
    </message>
    <message>
        <source>No floor in %1: is it the game&apos;s log.txt?</source>
        <translation>Aucun étage dans %1&#xa0;: est-ce bien le log.txt du jeu&#xa0;?</translation>
    </message>
    <message>
        <source>Stopped reading %1 (the window was closed)</source>
        <translation>Lecture de %1 arrêtée (la fenêtre a été fermée)</translation>
    </message>
    <message>
        <source>Double-click a floor to open it on the map.</source>
        <translation>Double-cliquez sur un étage pour l&apos;ouvrir sur la carte.</translation>
    </message>
    <message>
        <source>REPENTOGON</source>
        <translation>REPENTOGON</translation>
    </message>
    <message>
        <source>Run continued: not seen</source>
        <translation>Partie reprise&#xa0;: non vue</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <source>The game does not rebuild the floor it resumes, so that floor is not in this log (not a mismatch); the next floor follows the same run</source>
        <translation>Le jeu ne reconstruit pas l&apos;étage où la partie reprend, cet étage n&apos;est donc pas dans ce journal (ce n&apos;est pas une différence)&#xa0;; l&apos;étage suivant continue la même partie</translation>
    </message>
    <message>
        <source>The game does not rebuild the floor it resumes, so that floor is not in this log (not a mismatch); the run&apos;s earlier floors are not in it either</source>
        <translation>Le jeu ne reconstruit pas l&apos;étage où la partie reprend, cet étage n&apos;est donc pas dans ce journal (ce n&apos;est pas une différence)&#xa0;; les étages précédents de la partie n&apos;y sont pas non plus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>problem: line</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) continued (their first floor not in the log)</source>
        <translation>
            <numerusform>%n partie reprise (son premier étage n&apos;est pas dans le journal)</numerusform>
            <numerusform>%n parties reprises (leur premier étage n&apos;est pas dans le journal)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) cannot be read</source>
        <translation>
            <numerusform>%n ligne illisible</numerusform>
            <numerusform>%n lignes illisibles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::GameProposal</name>
    <message>
        <source>Open Game Data</source>
        <translation>Ouvrir les données du jeu</translation>
    </message>
    <message>
        <source>Found The Binding of Isaac: %1 in %2. Use it?</source>
        <translation>The Binding of Isaac&#xa0;: %1 trouvé dans %2. L&apos;utiliser&#xa0;?</translation>
    </message>
    <message>
        <source>an unknown edition</source>
        <translation>une édition inconnue</translation>
    </message>
    <message>
        <source>Its room files, stages.xml and boss pools are read from the game&apos;s packed archives (resources/packed); nothing is ever written there. File &gt; Open Game Data changes the choice later.</source>
        <translation>Ses fichiers de salles, stages.xml et ses listes de boss sont lus dans les archives du jeu (resources/packed)&#xa0;; rien n&apos;y est jamais écrit. Fichier &gt; Ouvrir les données du jeu change ce choix plus tard.</translation>
    </message>
    <message>
        <source>&amp;Use It</source>
        <translation>&amp;L&apos;utiliser</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>Repentance or Repentance+</source>
        <translation>Repentance ou Repentance+</translation>
    </message>
    <message>
        <source>Edition: %1</source>
        <translation>Édition&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 from %2 in %3</source>
        <translation>%1 lu de %2 dans %3</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>The mod loader REPENTOGON is installed there: its own copy of the room files is read, and the floors follow its rules (Rules: REPENTOGON).</source>
        <translation>Le chargeur de mods REPENTOGON y est installé : sa propre copie des fichiers de salles est lue, et les étages suivent ses règles (Règles : REPENTOGON).</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>La&amp;ngue</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>Langue du &amp;système (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language will change the next time the application starts.</source>
        <translation>La langue changera au prochain démarrage de l&apos;application.</translation>
    </message>
    <message>
        <source>Reopen the window in %1 now? The floor and the panels stay as they are.</source>
        <translation>Rouvrir la fenêtre en %1 maintenant&#xa0;? L&apos;étage et les panneaux restent tels quels.</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::MainWindow</name>
    <message>
        <source>Hard mode</source>
        <translation>Mode difficile</translation>
    </message>
    <message>
        <source>Normal mode</source>
        <translation>Mode normal</translation>
    </message>
    <message>
        <source>With Black Candle</source>
        <translation>Avec Bougie Noire</translation>
    </message>
    <message>
        <source>Without Black Candle</source>
        <translation>Sans Bougie Noire</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>Avec %1</translation>
    </message>
    <message>
        <source>Without %1</source>
        <translation>Sans %1</translation>
    </message>
    <message>
        <source>Floor Settings</source>
        <translation>Réglages de l&apos;étage</translation>
    </message>
    <message>
        <source>Decision log</source>
        <translation>Journal des décisions</translation>
    </message>
    <message>
        <source>Decision Log</source>
        <translation>Journal des décisions</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Copy &amp;Seed</source>
        <translation>Copier la &amp;graine</translation>
    </message>
    <message>
        <source>&amp;Enter Seed…</source>
        <translation>&amp;Saisir une graine…</translation>
    </message>
    <message>
        <source>&amp;Random Seed</source>
        <translation>Graine &amp;aléatoire</translation>
    </message>
    <message>
        <source>&amp;Previous Seed</source>
        <translation>Graine &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Next Seed</source>
        <translation>Graine s&amp;uivante</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Rooms</source>
        <translation>Afficher les &amp;salles cachées</translation>
    </message>
    <message>
        <source>&amp;Dead-End Numbers</source>
        <translation>Numéros des &amp;impasses</translation>
    </message>
    <message>
        <source>Distance &amp;Heat Map</source>
        <translation>Carte de c&amp;haleur des distances</translation>
    </message>
    <message>
        <source>Room N&amp;umbers</source>
        <translation>N&amp;uméros des salles</translation>
    </message>
    <message>
        <source>&amp;Boss Names</source>
        <translation>Noms des &amp;boss</translation>
    </message>
    <message>
        <source>Difficulty &amp;Window</source>
        <translation>Fenêtre de &amp;difficulté</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Légende</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <source>&amp;Fit to Floor</source>
        <translation>Ajuster à l&apos;é&amp;tage</translation>
    </message>
    <message>
        <source>&amp;Step Through</source>
        <translation>&amp;Pas à pas</translation>
    </message>
    <message>
        <source>Ste&amp;p</source>
        <translation>Ét&amp;ape</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Pann&amp;eaux</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>À &amp;propos de %1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Before the first event. Press Space to play, or → to step.</source>
        <translation>Avant le premier événement. Espace pour lancer, ou → pour avancer d&apos;un pas.</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Tentative %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <source> (discarded)</source>
        <translation> (abandonnée)</translation>
    </message>
    <message>
        <source>Work list (next first): %1</source>
        <translation>Liste de travail (la prochaine d&apos;abord)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Dead ends: %1</source>
        <translation>Impasses&#xa0;: %1</translation>
    </message>
    <message>
        <source>No floor to compare: %1</source>
        <translation>Aucun étage à comparer&#xa0;: %1</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>À propos de %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;In a browser&lt;/b&gt; (Windows, macOS, a Steam Deck): the same floors on a web page, &lt;code&gt;build/web/index.html&lt;/code&gt;, the static files that &lt;code&gt;make web&lt;/code&gt; builds. Publish that folder on any static web host, in any subfolder; the README&apos;s section &quot;In your browser&quot; says how.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dans un navigateur&lt;/b&gt; (Windows, macOS, Steam Deck) : les mêmes étages sur une page web, &lt;code&gt;build/web/index.html&lt;/code&gt;, les fichiers statiques que construit &lt;code&gt;make web&lt;/code&gt;. Publiez ce dossier sur n&apos;importe quel hébergeur web statique, dans n&apos;importe quel sous-dossier ; la section « In your browser » du README explique comment.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Seed s&amp;earch…</source>
        <translation>&amp;Recherche de graines…</translation>
    </message>
    <message>
        <source>Copy &amp;Line</source>
        <translation>Copier la &amp;ligne</translation>
    </message>
    <message>
        <source>Copy &amp;Decision Log</source>
        <translation>Copier le &amp;journal des décisions</translation>
    </message>
    <message>
        <source>Copy every line of the decision log as text, after the floor&apos;s caption</source>
        <translation>Copie chaque ligne du journal des décisions en texte, après le titre de l&apos;étage</translation>
    </message>
    <message>
        <source>Boss: approximation (boss pools from the stage seed)</source>
        <translation>Boss&#xa0;: approximation (listes de boss tirées de la graine d&apos;étage)</translation>
    </message>
    <message>
        <source>Boss: approximation (a boss pool not read from the game)</source>
        <translation>Boss&#xa0;: approximation (une liste de boss non lue dans le jeu)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Rétablir le zoom</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Comparer avec&#xa0;:</translation>
    </message>
    <message>
        <source>Another seed…</source>
        <translation>Une autre graine…</translation>
    </message>
    <message>
        <source>Compare with another seed</source>
        <translation>Comparer avec une autre graine</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Seed %1 copied to the clipboard</source>
        <translation>Graine %1 copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Hidden</source>
        <comment>toolbar: Show Hidden Rooms</comment>
        <translation>Cachées</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <comment>toolbar: Dead-End Numbers</comment>
        <translation>Impasses</translation>
    </message>
    <message>
        <source>Heat map</source>
        <comment>toolbar: Distance Heat Map</comment>
        <translation>Chaleur</translation>
    </message>
    <message>
        <source>Numbers</source>
        <comment>toolbar: Room Numbers</comment>
        <translation>Numéros</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>toolbar: Step Through</comment>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>Step through the generation, one decision at a time</source>
        <translation>Suivre la génération pas à pas, une décision à la fois</translation>
    </message>
    <message>
        <source>Previous</source>
        <comment>toolbar: Previous Seed</comment>
        <translation>Précédente</translation>
    </message>
    <message>
        <source>Next</source>
        <comment>toolbar: Next Seed</comment>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>toolbar: Random Seed</comment>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Map &amp;Terms…</source>
        <translation>&amp;Termes de la carte…</translation>
    </message>
    <message>
        <source>Click to open the folder</source>
        <translation>Cliquer pour ouvrir le dossier</translation>
    </message>
    <message>
        <source>The difficulty window: the normal rooms of the floor are picked among the game&apos;s room layouts whose difficulty lies in this range. The second floor of a chapter and hard mode pick harder layouts.</source>
        <translation>La fenêtre de difficulté&#xa0;: les salles normales de l&apos;étage sont choisies parmi les dispositions du jeu dont la difficulté est dans cet intervalle. Le second étage d&apos;un chapitre et le mode difficile choisissent des dispositions plus difficiles.</translation>
    </message>
    <message>
        <source>Room shapes (the codes of the decision log)</source>
        <translation>Formes des salles (les codes du journal des décisions)</translation>
    </message>
    <message>
        <source>Difficulty window</source>
        <translation>Fenêtre de difficulté</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>How many rooms the layout went through from the start room to place a room. The secret rooms are not placed that way: they have no distance.</source>
        <translation>Le nombre de salles que la disposition a traversées depuis la salle de départ pour placer une salle. Les salles secrètes ne sont pas placées ainsi&#xa0;: elles n&apos;ont pas de distance.</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Impasses</translation>
    </message>
    <message>
        <source>Rooms with a single door, numbered from the farthest (1). The boss and the special rooms are put in them.</source>
        <translation>Les salles à une seule porte, numérotées de la plus éloignée (1). Le boss et les salles spéciales y sont placés.</translation>
    </message>
    <message>
        <source>Map Terms</source>
        <translation>Termes de la carte</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <source>Layout: none picked from the room files</source>
        <translation>Disposition&#xa0;: aucune tirée des fichiers de salles</translation>
    </message>
    <message>
        <source>Layout: room file %1, variant %2</source>
        <translation>Disposition&#xa0;: fichier de salles %1, variante %2</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>Difficulty %1 · weight %2 · subtype %3</source>
        <translation>Difficulté %1 · poids %2 · sous-type %3</translation>
    </message>
    <message>
        <source>Open &amp;Game Data…</source>
        <translation>Ouvrir les &amp;données du jeu…</translation>
    </message>
    <message>
        <source>Generate with the room files of your own copy of the game (the resource extractor&apos;s resources/rooms/*.stb, or Basement Renovator&apos;s .xml)</source>
        <translation>Générer avec les fichiers de salles de votre propre copie du jeu (les resources/rooms/*.stb de l&apos;extracteur de ressources, ou les .xml de Basement Renovator)</translation>
    </message>
    <message>
        <source>Use &amp;Built-in Rooms</source>
        <translation>Utiliser les salles &amp;intégrées</translation>
    </message>
    <message>
        <source>The built-in rooms are in use</source>
        <translation>Les salles intégrées sont utilisées</translation>
    </message>
    <message>
        <source>Generate with the rooms built into the app again: every special room 1x1 with four doors</source>
        <translation>Générer de nouveau avec les salles intégrées à l&apos;application&#xa0;: chaque salle spéciale en 1x1 avec quatre portes</translation>
    </message>
    <message>
        <source>The game data in %1 could not be read: the built-in rooms are in use</source>
        <translation>Les données du jeu de %1 n&apos;ont pas pu être lues&#xa0;: les salles intégrées sont utilisées</translation>
    </message>
    <message>
        <source>Rooms: built-in</source>
        <translation>Salles&#xa0;: intégrées</translation>
    </message>
    <message>
        <source>Rooms: %1, %2, %3</source>
        <translation>Salles&#xa0;: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n room(s)</source>
        <translation>
            <numerusform>%n salle</numerusform>
            <numerusform>%n salles</numerusform>
        </translation>
    </message>
    <message>
        <source>Room files read from %1</source>
        <translation>Fichiers de salles lus dans %1</translation>
    </message>
    <message>
        <source>Open Game Data</source>
        <translation>Ouvrir les données du jeu</translation>
    </message>
    <message>
        <source>&amp;Use These Rooms</source>
        <translation>&amp;Utiliser ces salles</translation>
    </message>
    <message>
        <source>The room files in %1 could not be read. The rooms in use do not change.</source>
        <translation>Les fichiers de salles de %1 n&apos;ont pas pu être lus. Les salles utilisées ne changent pas.</translation>
    </message>
    <message numerus="yes">
        <source>%n room(s) read from %1</source>
        <translation>
            <numerusform>%n salle lue dans %1</numerusform>
            <numerusform>%n salles lues dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see the room&apos;s layout</source>
        <translation>Cliquez pour voir la disposition de la salle</translation>
    </message>
    <message>
        <source>Boss pools: built-in (no bosspools.xml beside the rooms)</source>
        <translation>Listes de boss&#xa0;: intégrées (aucun bosspools.xml à côté des salles)</translation>
    </message>
    <message>
        <source>Boss pools read from %1</source>
        <translation>Listes de boss lues dans %1</translation>
    </message>
    <message>
        <source>Bosses&apos; achievements read from %1</source>
        <translation>Succès des boss lus dans %1</translation>
    </message>
    <message>
        <source>stage seed %1</source>
        <translation>graine d&apos;étage %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Find run seeds whose floors have the rooms you ask for (Ctrl+Shift+F)</source>
        <translation>Trouver les graines de partie dont les étages ont les salles demandées (Ctrl+Maj+F)</translation>
    </message>
    <message>
        <source>Figures over many seeds of the floor chosen (Ctrl+Shift+T)</source>
        <translation>Chiffres sur de nombreuses graines de l&apos;étage choisi (Ctrl+Maj+T)</translation>
    </message>
    <message>
        <source>Seed search</source>
        <comment>central tab; short (the tabs share the map&apos;s width)</comment>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Statistics</source>
        <comment>central tab; short (the tabs share the map&apos;s width)</comment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>The room files come from your own copy of the game. Choose the folder where it is installed (with Steam: steamapps/common/The Binding of Isaac Rebirth): its packed archives are read, never written. Files written by its resource extractor (resources/rooms/*.stb) and rooms saved by Basement Renovator (.xml) work too: choose the resources folder or the rooms folder. With them, special rooms get the game&apos;s shapes and doors, and each room names the exact layout it was given. The boss pools of bosspools.xml are read too when they are there.</source>
        <translation>Les fichiers de salles viennent de votre propre copie du jeu. Choisissez le dossier où il est installé (avec Steam&#xa0;: steamapps/common/The Binding of Isaac Rebirth)&#xa0;: ses archives sont lues, jamais écrites. Les fichiers écrits par son extracteur de ressources (resources/rooms/*.stb) et les salles enregistrées par Basement Renovator (.xml) conviennent aussi&#xa0;: choisissez le dossier resources ou le dossier rooms. Avec eux, les salles spéciales prennent les formes et les portes du jeu, et chaque salle nomme la disposition exacte qu&apos;elle a reçue. Les listes de boss de bosspools.xml sont lues aussi quand elles s&apos;y trouvent.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Seed-exact floor generation for The Binding of Isaac: Repentance+, Afterbirth+ and the original 2011 game, with the reasons behind every room.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Three rule sets, and what each rests on&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Repentance&lt;/b&gt; (the default; Repentance+ v1.9.7.17): the game&apos;s generator as read from its code. It matches 300 reference floors of an independent implementation of the same code, field for field, but has not been checked against the running game: its rooms say &lt;i&gt;from the game&apos;s code, unchecked&lt;/i&gt;. Tools &gt; Follow Game compares each floor with the log your game writes.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Afterbirth+&lt;/b&gt;: public reverse-engineering work whose author checked his implementation grid for grid against floors dumped from the running game. Its Void and Blue Womb rules come from the game&apos;s code, unchecked.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Original (2011)&lt;/b&gt;: the 2011 Flash game&apos;s generator as an article describes it, on its 9x8 grid; not checked against the game.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Award seeds&lt;/b&gt; of rooms: a rule of our own, since no public source gives the game&apos;s. %3&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Rules that no source fixes are marked &lt;i&gt;approximation&lt;/i&gt; on the map.&lt;/p&gt;&lt;p&gt;The icons are our own. No game assets (graphics, sounds or data files) are used or shipped.&lt;/p&gt;&lt;p&gt;The Binding of Isaac is a game by Edmund McMillen and Nicalis; this project is not affiliated with them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Génération d&apos;étages de The Binding of Isaac&#xa0;: Repentance+, Afterbirth+ et le jeu original de 2011, exacte graine par graine, avec la raison de chaque salle.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trois jeux de règles, et ce sur quoi chacun repose&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Repentance&lt;/b&gt; (par défaut&#xa0;; Repentance+ v1.9.7.17)&#xa0;: le générateur du jeu tel que son code le donne. Il reproduit champ pour champ 300 étages de référence d&apos;une implémentation indépendante du même code, mais n&apos;a pas été vérifié sur le jeu en cours d&apos;exécution&#xa0;: ses salles disent &lt;i&gt;d&apos;après le code du jeu, non vérifié&lt;/i&gt;. Outils &gt; Suivre la partie compare chaque étage au journal qu&apos;écrit votre jeu.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Afterbirth+&lt;/b&gt;&#xa0;: un travail public de rétro-ingénierie dont l&apos;auteur a vérifié son implémentation, grille par grille, sur des étages extraits du jeu en cours d&apos;exécution. Ses règles du Néant et de l&apos;Utérus Bleu viennent du code du jeu, non vérifiées.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Original (2011)&lt;/b&gt;&#xa0;: le générateur du jeu Flash de 2011 tel qu&apos;un article le décrit, sur sa grille de 9x8&#xa0;; non vérifié sur le jeu.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Graines de récompense&lt;/b&gt; des salles&#xa0;: une règle à nous, aucune source publique ne donnant celle du jeu. %3&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Les règles qu&apos;aucune source ne fixe sont marquées &lt;i&gt;approximation&lt;/i&gt; sur la carte.&lt;/p&gt;&lt;p&gt;Les icônes sont les nôtres. Aucune ressource du jeu (graphismes, sons ou fichiers de données) n&apos;est utilisée ni distribuée.&lt;/p&gt;&lt;p&gt;The Binding of Isaac est un jeu d&apos;Edmund McMillen et Nicalis&#xa0;; ce projet n&apos;a aucun lien avec eux.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n room(s) read from %1; REPENTOGON is installed there: Rules set to REPENTOGON</source>
        <translation>
            <numerusform>%n salle lue dans %1 ; REPENTOGON y est installé : Règles sur REPENTOGON</numerusform>
            <numerusform>%n salles lues dans %1 ; REPENTOGON y est installé : Règles sur REPENTOGON</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings</source>
        <comment>the Floor Settings panel, on its tab beside other panels</comment>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Log</source>
        <comment>the Decision Log panel, on its tab beside other panels</comment>
        <translation>Journal</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::MapWidget</name>
    <message>
        <source>Floor map</source>
        <translation>Carte de l&apos;étage</translation>
    </message>
    <message>
        <source>Room (no type yet)</source>
        <translation>Salle (pas encore de type)</translation>
    </message>
    <message>
        <source>Room %1 · shape %2 · anchor (%3,%4)</source>
        <translation>Salle %1 · forme %2 · ancre (%3,%4)</translation>
    </message>
    <message>
        <source>Distance from the start: %1</source>
        <translation>Distance depuis le départ&#xa0;: %1</translation>
    </message>
    <message>
        <source>Dead end %1 of %2 (1 = farthest)</source>
        <translation>Impasse %1 sur %2 (1 = la plus loin)</translation>
    </message>
    <message>
        <source>Mini-boss: %1%2</source>
        <translation>Mini-boss&#xa0;: %1%2</translation>
    </message>
    <message>
        <source>Super </source>
        <translation>Super </translation>
    </message>
    <message>
        <source>Reached through the red room at (%1,%2)</source>
        <translation>Accessible par la salle rouge en (%1,%2)</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Règle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Placed as: %1</source>
        <translation>Placée comme&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RewardChart</name>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>Probabilité (%)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>mode difficile</translation>
    </message>
    <message>
        <source>normal mode</source>
        <translation>mode normal</translation>
    </message>
    <message>
        <source>No items, %1</source>
        <translation>Aucun objet, %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>luck %1</source>
        <extracomment>the player&apos;s luck, marked on the chart</extracomment>
        <translation>chance %1</translation>
    </message>
    <message>
        <source>Room-clear rewards by luck</source>
        <translation>Récompenses de fin de salle selon la chance</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;luck %2: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;chance %2&#xa0;: &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RewardTableModel</name>
    <message>
        <source>%1: exactly %2</source>
        <translation>%1&#xa0;: exactement %2</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <extracomment>&quot;1 in 25.6&quot; rooms</extracomment>
        <translation>1 sur %1</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Récompense</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilité</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RewardsPanel</name>
    <message>
        <source>Room-Clear Rewards</source>
        <translation>Récompenses</translation>
    </message>
    <message>
        <source>Show rewards on the map</source>
        <translation>Afficher les récompenses sur la carte</translation>
    </message>
    <message>
        <source>An icon on every normal room for what clearing it gives, from the room&apos;s award seed and the luck and items above.</source>
        <translation>Une icône sur chaque salle normale pour ce que donne sa fin, d&apos;après la graine de récompense de la salle, la chance et les objets ci-dessus.</translation>
    </message>
    <message>
        <source>Exact probabilities of what a cleared room gives, for the luck and items above.</source>
        <translation>Probabilités exactes de ce que donne une salle terminée, pour la chance et les objets ci-dessus.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Stacked bars</source>
        <translation>Barres empilées</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Courbes</translation>
    </message>
    <message>
        <source>&amp;Style:</source>
        <translation>&amp;Style&#xa0;:</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>Click a room on the map to see its reward.</source>
        <translation>Cliquez sur une salle de la carte pour voir sa récompense.</translation>
    </message>
    <message>
        <source>Why does this differ from the wiki?</source>
        <translation>Pourquoi est-ce différent du wiki&#xa0;?</translation>
    </message>
    <message>
        <source>Where the wiki&apos;s prose and its pseudo-code disagree, and which one this tool follows.</source>
        <translation>Là où la prose du wiki et son pseudo-code divergent, et lequel cet outil suit.</translation>
    </message>
    <message>
        <source>The player&apos;s luck. The game clamps it to 0..10; fractions count.</source>
        <translation>La chance du joueur. Le jeu la borne à 0..10&#xa0;; les fractions comptent.</translation>
    </message>
    <message>
        <source>&amp;Luck:</source>
        <translation>&amp;Chance&#xa0;:</translation>
    </message>
    <message>
        <source>Hard mode comes from the floor settings: there, 65% of heart rewards become nothing.</source>
        <translation>Le mode difficile vient des réglages de l&apos;étage&#xa0;: là, 65 % des cœurs en récompense ne donnent rien.</translation>
    </message>
    <message>
        <source>Items and trinkets</source>
        <translation>Objets et babioles</translation>
    </message>
    <message>
        <source>%1 copies:</source>
        <extracomment>how many copies of Contract From Below the player holds</extracomment>
        <translation>Exemplaires de %1&#xa0;:</translation>
    </message>
    <message>
        <source>Trinkets:</source>
        <translation>Babioles&#xa0;:</translation>
    </message>
    <message>
        <source>Difficulty: hard mode (from the floor settings)</source>
        <translation>Difficulté&#xa0;: mode difficile (réglages de l&apos;étage)</translation>
    </message>
    <message>
        <source>Difficulty: normal mode (from the floor settings)</source>
        <translation>Difficulté&#xa0;: mode normal (réglages de l&apos;étage)</translation>
    </message>
    <message>
        <source>Clear reward: %1 (luck %2)</source>
        <extracomment>map tooltip: what clearing the room gives, for the luck in the rewards panel</extracomment>
        <translation>Récompense de fin&#xa0;: %1 (chance %2)</translation>
    </message>
    <message>
        <source>Room %1 is not a normal room: no room-clear reward.</source>
        <translation>La salle %1 n&apos;est pas une salle normale&#xa0;: pas de récompense de fin de salle.</translation>
    </message>
    <message>
        <source>Room-clear rewards: why the numbers differ from the wiki</source>
        <translation>Récompenses de fin de salle&#xa0;: pourquoi les chiffres diffèrent du wiki</translation>
    </message>
    <message>
        <source>Room-Clear Rewards and the Wiki…</source>
        <translation>Récompenses de fin de salle et le wiki…</translation>
    </message>
    <message>
        <source>This reward rests on our own award-seed rule, not read from the game.</source>
        <translation>Cette récompense repose sur notre propre règle de graine de récompense, non lue dans le jeu.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Room %1&lt;/b&gt;: %2&lt;br/&gt;the room&apos;s reward roll: %3 (0.22 or less gives nothing)&lt;br/&gt;award seed %4, %n random draw(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Salle %1&lt;/b&gt;&#xa0;: %2&lt;br/&gt;tirage de récompense de la salle&#xa0;: %3 (0,22 ou moins ne donne rien)&lt;br/&gt;graine de récompense %4, %n tirage aléatoire</numerusform>
            <numerusform>&lt;b&gt;Salle %1&lt;/b&gt;&#xa0;: %2&lt;br/&gt;tirage de récompense de la salle&#xa0;: %3 (0,22 ou moins ne donne rien)&lt;br/&gt;graine de récompense %4, %n tirages aléatoires</numerusform>
        </translation>
    </message>
    <message>
        <source>Rewards</source>
        <comment>the Room-Clear Rewards panel, on its tab beside other panels</comment>
        <translation>Récompenses</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RoomLayoutDialog</name>
    <message>
        <source>Room layout</source>
        <translation>Disposition de la salle</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Exporter en SVG…</translation>
    </message>
    <message>
        <source>Save this drawing as a PNG image</source>
        <translation>Enregistrer ce dessin comme image PNG</translation>
    </message>
    <message>
        <source>Save this drawing as an SVG vector image</source>
        <translation>Enregistrer ce dessin comme image vectorielle SVG</translation>
    </message>
    <message>
        <source>Room layout: variant %1</source>
        <translation>Disposition de la salle&#xa0;: variante %1</translation>
    </message>
    <message>
        <source>a room layout is exported as PNG or SVG only</source>
        <translation>une disposition de salle s&apos;exporte en PNG ou en SVG seulement</translation>
    </message>
    <message>
        <source>Export the room as PNG</source>
        <translation>Exporter la salle en PNG</translation>
    </message>
    <message>
        <source>Export the room as SVG</source>
        <translation>Exporter la salle en SVG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Image SVG (*.svg)</translation>
    </message>
    <message>
        <source>Find a seed where this room appears</source>
        <translation>Trouver une graine où cette salle apparaît</translation>
    </message>
    <message>
        <source>Open the seed search with this room as its condition: the floor, the rule set and the rest of the Floor Settings panel</source>
        <translation>Ouvrir la recherche de graines avec cette salle pour condition&#xa0;: l&apos;étage, les règles et le reste du panneau Réglages de l&apos;étage</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RunSheetWidget</name>
    <message>
        <source>The floors of the run</source>
        <translation>Les étages de la partie</translation>
    </message>
    <message>
        <source>Rooms: %1</source>
        <translation>Salles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Boss: %1</source>
        <translation>Boss&#xa0;: %1</translation>
    </message>
    <message>
        <source>Click to open this floor in the full map</source>
        <translation>Cliquez pour ouvrir cet étage dans la grande carte</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::RunView</name>
    <message>
        <source>&amp;Route:</source>
        <translation>&amp;Parcours&#xa0;:</translation>
    </message>
    <message>
        <source>The main path, or the run through the alternate floor of a stage (Repentance&apos;s secret exits)</source>
        <translation>Le chemin principal, ou la partie par l&apos;étage alternatif d&apos;un niveau (les sorties secrètes de Repentance)</translation>
    </message>
    <message>
        <source>E&amp;xport Run…</source>
        <translation>E&amp;xporter la partie…</translation>
    </message>
    <message>
        <source>Main path</source>
        <translation>Chemin principal</translation>
    </message>
    <message>
        <source>A stage seed has no run</source>
        <translation>Une graine d&apos;étage n&apos;a pas de partie</translation>
    </message>
    <message>
        <source>The alternate path (Downpour, Mines, Mausoleum, Corpse) is Repentance&apos;s</source>
        <translation>Le chemin alternatif (Downpour, Mines, Mausolée, Corpse) est propre à Repentance</translation>
    </message>
    <message>
        <source>Through %1 (instead of %2)</source>
        <translation>Par %1 (au lieu de %2)</translation>
    </message>
    <message>
        <source>Through %1 to %2</source>
        <translation>Par %1 jusqu&apos;à %2</translation>
    </message>
    <message>
        <source>This floor comes from a stage seed, which belongs to no run: there are no other floors to show. Enter a run seed (such as B91Y 9THH) in the seed field to see every floor of its run.</source>
        <translation>Cet étage vient d&apos;une graine d&apos;étage, qui n&apos;appartient à aucune partie&#xa0;: il n&apos;y a pas d&apos;autres étages à montrer. Saisissez une graine de partie (comme B91Y 9THH) dans le champ de la graine pour voir chaque étage de sa partie.</translation>
    </message>
    <message>
        <source>%1 skipped: %2 was XL (Curse of the Labyrinth)</source>
        <translation>%1 sauté&#xa0;: %2 était XL (Fléau du Labyrinthe)</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 sauté</translation>
    </message>
    <message>
        <source>the first floor</source>
        <translation>le premier étage</translation>
    </message>
    <message>
        <source>The run stops at %1: %2</source>
        <translation>La partie s&apos;arrête à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no run to export.</source>
        <translation>Il n&apos;y a pas de partie à exporter.</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>Saved %1 in %2</source>
        <translation>%1 enregistré dans %2</translation>
    </message>
    <message>
        <source>The floor of the seed, stage and settings chosen</source>
        <translation>L&apos;étage de la graine, du niveau et des réglages choisis</translation>
    </message>
    <message>
        <source>Every floor of the seed&apos;s run, in route order (Ctrl+U)</source>
        <translation>Chaque étage de la partie de la graine, dans l&apos;ordre du parcours (Ctrl+U)</translation>
    </message>
    <message>
        <source>R&amp;un View</source>
        <translation>Vue de la pa&amp;rtie</translation>
    </message>
    <message>
        <source>Run</source>
        <comment>toolbar: Run View</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Every floor of the run at a glance (Ctrl+U)</source>
        <translation>Tous les étages de la partie d&apos;un coup d&apos;œil (Ctrl+U)</translation>
    </message>
    <message>
        <source>Export &amp;Run…</source>
        <translation>Exporter la pa&amp;rtie…</translation>
    </message>
    <message>
        <source>Save every floor of the run as one picture, or as a PDF of one floor a page</source>
        <translation>Enregistrer tous les étages de la partie en une image, ou en un PDF d&apos;un étage par page</translation>
    </message>
    <message>
        <source>Floor</source>
        <comment>the central tab of the single floor</comment>
        <translation>Étage</translation>
    </message>
    <message>
        <source>Run</source>
        <comment>the central tab of the run view</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>The original game&apos;s generator (2011) builds one floor at a time here: it has no runs, no stage seeds and no route. Choose the Afterbirth+ or Repentance+ rules to see every floor of a run.</source>
        <translation>Le générateur du jeu original (2011) construit ici un étage à la fois&#xa0;: il n&apos;a ni partie, ni graine d&apos;étage, ni parcours. Choisissez les règles d&apos;Afterbirth+ ou de Repentance+ pour voir chaque étage d&apos;une partie.</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::SearchPanel</name>
    <message>
        <source>Start room</source>
        <translation>Salle de départ</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>present</source>
        <translation>présente</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>absente</translation>
    </message>
    <message>
        <source>Any boss</source>
        <translation>N&apos;importe quel boss</translation>
    </message>
    <message>
        <source>Within</source>
        <translation>Au plus</translation>
    </message>
    <message>
        <source> room(s)</source>
        <translation> salle(s)</translation>
    </message>
    <message>
        <source>a</source>
        <translation>entre</translation>
    </message>
    <message>
        <source>of the</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Moves between touching rooms; 1 = next to it</source>
        <translation>Pas entre salles qui se touchent&#xa0;; 1 = juste à côté</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Peu importe</translation>
    </message>
    <message>
        <source>XL floor</source>
        <translation>Étage XL</translation>
    </message>
    <message>
        <source>Not XL</source>
        <translation>Pas XL</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>N&apos;importe lequel</translation>
    </message>
    <message>
        <source>No curse</source>
        <translation>Aucun fléau</translation>
    </message>
    <message>
        <source>Run seeds</source>
        <translation>Graines de partie</translation>
    </message>
    <message>
        <source>Stage seeds</source>
        <translation>Graines d&apos;étage</translation>
    </message>
    <message>
        <source>A number, or a seed string for run seeds</source>
        <translation>Un nombre, ou une graine du jeu pour les graines de partie</translation>
    </message>
    <message>
        <source>Boss:</source>
        <translation>Boss&#xa0;:</translation>
    </message>
    <message>
        <source>Distance:</source>
        <translation>Distance&#xa0;:</translation>
    </message>
    <message>
        <source>Rooms:</source>
        <translation>Salles&#xa0;:</translation>
    </message>
    <message>
        <source>XL:</source>
        <translation>XL&#xa0;:</translation>
    </message>
    <message>
        <source>Curse:</source>
        <translation>Fléau&#xa0;:</translation>
    </message>
    <message>
        <source>Attempts at most:</source>
        <translation>Tentatives au plus&#xa0;:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Recherche&#xa0;:</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Graines&#xa0;:</translation>
    </message>
    <message>
        <source>Stop after:</source>
        <translation>Arrêter après&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose criteria and press Search.</source>
        <translation>Choisissez des critères et appuyez sur Chercher.</translation>
    </message>
    <message>
        <source>The %1 seed &quot;%2&quot; is not a number from 1 to 4294967295 or a seed string.</source>
        <translation>La graine %1 « %2 » n&apos;est ni un nombre de 1 à 4294967295 ni une graine du jeu.</translation>
    </message>
    <message>
        <source>first</source>
        <translation>de début</translation>
    </message>
    <message>
        <source>last</source>
        <translation>de fin</translation>
    </message>
    <message>
        <source>The seed range %1..%2 is empty.</source>
        <translation>La plage de graines %1..%2 est vide.</translation>
    </message>
    <message>
        <source>These settings cannot be generated: %1</source>
        <translation>Ces réglages ne peuvent pas être générés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>No seed among %1 matches.</source>
        <translation>Aucune graine parmi %1 ne convient.</translation>
    </message>
    <message>
        <source>%1 found in seeds %2..%3 (%4 searched, %5 s)%6. Double-click one to open it.</source>
        <translation>%1 trouvées dans les graines %2..%3 (%4 examinées, %5 s)%6. Double-cliquez pour en ouvrir une.</translation>
    </message>
    <message>
        <source>, stopped at the limit</source>
        <translation>, arrêtée à la limite</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Au moins</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Au plus</translation>
    </message>
    <message>
        <source>Click a box: checked = the floor has the room (as many as the two counts allow), dash = the floor lacks it, empty = either</source>
        <translation>Cliquez une case&#xa0;: cochée = l&apos;étage a la salle (autant que les deux nombres le permettent), tiret = il ne l&apos;a pas, vide = peu importe</translation>
    </message>
    <message>
        <source>The floor has at least this many rooms of the type</source>
        <translation>L&apos;étage a au moins autant de salles de ce type</translation>
    </message>
    <message>
        <source>any</source>
        <translation>illimité</translation>
    </message>
    <message>
        <source>The floor has at most this many rooms of the type (any: no limit)</source>
        <translation>L&apos;étage a au plus autant de salles de ce type (illimité&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source>The floor settings the search uses: those of the Floor Settings panel</source>
        <translation>Les réglages d&apos;étage de la recherche&#xa0;: ceux du panneau Réglages de l&apos;étage</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>mode difficile</translation>
    </message>
    <message>
        <source>no items</source>
        <translation>aucun objet</translation>
    </message>
    <message>
        <source>no curse (forced)</source>
        <translation>aucun fléau (imposé)</translation>
    </message>
    <message>
        <source>forced: %1</source>
        <translation>imposés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Searching: %1</source>
        <translation>Recherche&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>Stopped after the last seed: %1 found.</source>
        <translation>Arrêtée après la dernière graine&#xa0;: %1 trouvées.</translation>
    </message>
    <message>
        <source>estimating</source>
        <translation>estimation en cours</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file</source>
        <translation>« %1 » n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation>impossible de lire « %1 »&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 bytes)</source>
        <translation>« %1 » est trop gros (%2 octets)</translation>
    </message>
    <message>
        <source>+ Floor</source>
        <translation>+ Étage</translation>
    </message>
    <message>
        <source>Add a floor of the run with its own criteria: a seed matches when every floor meets its criteria</source>
        <translation>Ajouter un étage de la partie avec ses propres critères&#xa0;: une graine convient quand chaque étage remplit ses critères</translation>
    </message>
    <message>
        <source>Search the range</source>
        <translation>Chercher dans la plage</translation>
    </message>
    <message>
        <source>Forget the imported seed list and search the range again</source>
        <translation>Oublier la liste de graines importée et chercher de nouveau dans la plage</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Go on from where the search stopped, keeping its results</source>
        <translation>Continuer là où la recherche s&apos;est arrêtée, en gardant ses résultats</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Open session…</source>
        <translation>Ouvrir une session…</translation>
    </message>
    <message>
        <source>Open a search session</source>
        <translation>Ouvrir une session de recherche</translation>
    </message>
    <message>
        <source>Search sessions (*.json);;All files (*)</source>
        <translation>Sessions de recherche (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save session…</source>
        <translation>Enregistrer la session…</translation>
    </message>
    <message>
        <source>Save the search session</source>
        <translation>Enregistrer la session de recherche</translation>
    </message>
    <message>
        <source>Search sessions (*.json)</source>
        <translation>Sessions de recherche (*.json)</translation>
    </message>
    <message>
        <source>Import seed list…</source>
        <translation>Importer une liste de graines…</translation>
    </message>
    <message>
        <source>Search within a seed list</source>
        <translation>Chercher dans une liste de graines</translation>
    </message>
    <message>
        <source>Seed lists (*.txt *.csv);;All files (*)</source>
        <translation>Listes de graines (*.txt *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export seeds…</source>
        <translation>Exporter les graines…</translation>
    </message>
    <message>
        <source>Export the seeds found</source>
        <translation>Exporter les graines trouvées</translation>
    </message>
    <message>
        <source>Seed lists (*.txt)</source>
        <translation>Listes de graines (*.txt)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export the seeds found with their floors</source>
        <translation>Exporter les graines trouvées avec leurs étages</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Double-click a seed to open its floor (on a small map: that floor)</source>
        <translation>Double-cliquez une graine pour ouvrir son étage (sur une petite carte&#xa0;: cet étage)</translation>
    </message>
    <message>
        <source>No run can match: %1</source>
        <translation>Aucune partie ne peut convenir&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n floor(s) of the run</source>
        <translation>
            <numerusform>%n étage de la partie</numerusform>
            <numerusform>%n étages de la partie</numerusform>
        </translation>
    </message>
    <message>
        <source>The limit of %1 seeds is reached: raise it to go on.</source>
        <translation>La limite de %1 graines est atteinte&#xa0;: augmentez-la pour continuer.</translation>
    </message>
    <message>
        <source>Double-click to open the floor; on a small map, that floor</source>
        <translation>Double-cliquez pour ouvrir l&apos;étage&#xa0;; sur une petite carte, cet étage</translation>
    </message>
    <message>
        <source>Stopped after seed %1; resume from %2. %3 found.</source>
        <translation>Arrêtée après la graine %1&#xa0;; reprendre à %2. %3 trouvées.</translation>
    </message>
    <message>
        <source> (%1–%2 in the last seconds)</source>
        <translation> (%1–%2 ces dernières secondes)</translation>
    </message>
    <message>
        <source>Searching… %1 of %2 seeds, %3 found · %4 seeds/s%5 · about %6 left</source>
        <translation>Recherche… %1 graines sur %2, %3 trouvées · %4 graines/s%5 · encore environ %6</translation>
    </message>
    <message>
        <source>not visited</source>
        <translation>non visité</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) written to %1.</source>
        <translation>
            <numerusform>%n graine écrite dans %1.</numerusform>
            <numerusform>%n graines écrites dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seed list not imported: %1</source>
        <translation>Liste de graines non importée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Seed list not imported: &quot;%1&quot; has no seed</source>
        <translation>Liste de graines non importée&#xa0;: « %1 » n&apos;a aucune graine</translation>
    </message>
    <message numerus="yes">
        <source>Within %n imported seed(s)</source>
        <translation>
            <numerusform>Parmi %n graine importée</numerusform>
            <numerusform>Parmi %n graines importées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s) imported: Search looks only at them.</source>
        <translation>
            <numerusform>%n graine importée&#xa0;: Chercher ne regarde qu&apos;elle.</numerusform>
            <numerusform>%n graines importées&#xa0;: Chercher ne regarde qu&apos;elles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Session saved to %1.</source>
        <translation>Session enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Session not saved: %1</source>
        <translation>Session non enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Session not opened: %1</source>
        <translation>Session non ouverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>a search is running</source>
        <translation>une recherche est en cours</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a search session (no JSON object)</source>
        <translation>« %1 » n&apos;est pas une session de recherche (pas d&apos;objet JSON)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a search session of this application</source>
        <translation>« %1 » n&apos;est pas une session de recherche de cette application</translation>
    </message>
    <message>
        <source>the session has no valid version</source>
        <translation>la session n&apos;a pas de version valide</translation>
    </message>
    <message>
        <source>the session was written by a newer version (session version %1)</source>
        <translation>la session a été écrite par une version plus récente (version de session %1)</translation>
    </message>
    <message>
        <source>its results are not a list of seeds</source>
        <translation>ses résultats ne sont pas une liste de graines</translation>
    </message>
    <message>
        <source>its seed list is not a list of seeds</source>
        <translation>sa liste de graines n&apos;est pas une liste de graines</translation>
    </message>
    <message>
        <source>its position %1 is not a seed</source>
        <translation>sa position %1 n&apos;est pas une graine</translation>
    </message>
    <message>
        <source>it has no search criteria</source>
        <translation>elle n&apos;a pas de critères de recherche</translation>
    </message>
    <message>
        <source>it has no settings</source>
        <translation>elle n&apos;a pas de réglages</translation>
    </message>
    <message>
        <source>its settings: %1</source>
        <translation>ses réglages&#xa0;: %1</translation>
    </message>
    <message>
        <source>Session opened: %1 found; resume from seed %2.</source>
        <translation>Session ouverte&#xa0;: %1 trouvées&#xa0;; reprendre à la graine %2.</translation>
    </message>
    <message>
        <source>Session opened: %1 found.</source>
        <translation>Session ouverte&#xa0;: %1 trouvées.</translation>
    </message>
    <message>
        <source>Stage seed %1</source>
        <translation>Graine d&apos;étage %1</translation>
    </message>
    <message>
        <source>Write results to a file as found…</source>
        <translation>Écrire les résultats dans un fichier au fil de l&apos;eau…</translation>
    </message>
    <message>
        <source>Each seed goes to the file the moment it is found, one a line: a long search keeps its results even if the app is closed</source>
        <translation>Chaque graine va dans le fichier dès qu&apos;elle est trouvée, une par ligne&#xa0;: une longue recherche garde ses résultats même si l&apos;application est fermée</translation>
    </message>
    <message>
        <source>Write the seeds to a file as they are found</source>
        <translation>Écrire les graines dans un fichier à mesure qu&apos;elles sont trouvées</translation>
    </message>
    <message>
        <source>Writing to &quot;%1&quot; stopped: %2</source>
        <translation>Écriture dans « %1 » arrêtée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Results not written: %1</source>
        <translation>Résultats non écrits&#xa0;: %1</translation>
    </message>
    <message>
        <source>Results not written: cannot write &quot;%1&quot;: %2</source>
        <translation>Résultats non écrits&#xa0;: impossible d&apos;écrire « %1 »&#xa0;: %2</translation>
    </message>
    <message>
        <source>Seeds found are written to &quot;%1&quot; as they come.</source>
        <translation>Les graines trouvées sont écrites dans « %1 » à mesure qu&apos;elles arrivent.</translation>
    </message>
    <message>
        <source>its position is not a number</source>
        <translation>sa position n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>line %1: %2 is not a seed string or a number from 1 to 4294967295</source>
        <translation>ligne %1&#xa0;: %2 n&apos;est ni une graine du jeu ni un nombre de 1 à 4294967295</translation>
    </message>
    <message>
        <source>Seed search does not take the Original (2011) rule set: its floors use our random numbers, not the original game&apos;s.</source>
        <translation>La recherche de graines ne prend pas les règles Original (2011)&#xa0;: leurs étages utilisent nos nombres aléatoires, pas ceux du jeu original.</translation>
    </message>
    <message>
        <source>Stopped before the first seed was searched; resume from %1. %2 found.</source>
        <translation>Arrêtée avant d&apos;avoir examiné la première graine&#xa0;; reprendre à %1. %2 trouvées.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>Conditions that combine (and, or, not)</source>
        <translation>Conditions qui se combinent (and, or, not)</translation>
    </message>
    <message>
        <source>The conditions do not fit these floors: %1</source>
        <translation>Les conditions ne vont pas avec ces étages&#xa0;: %1</translation>
    </message>
    <message>
        <source>Press Search to find the seeds where this room appears (%1).</source>
        <translation>Appuyez sur Chercher pour trouver les graines où cette salle apparaît (%1).</translation>
    </message>
    <message>
        <source>%1: room %2 at %3,%4 (%5:%6)</source>
        <translation>%1&#xa0;: salle %2 en %3,%4 (%5:%6)</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::SettingsPanel</name>
    <message>
        <source>Previous seed (run seed − 1)</source>
        <translation>Graine précédente (graine de partie − 1)</translation>
    </message>
    <message>
        <source>Previous seed</source>
        <translation>Graine précédente</translation>
    </message>
    <message>
        <source>XXXX XXXX</source>
        <translation>XXXX XXXX</translation>
    </message>
    <message>
        <source>The game&apos;s seed string: eight characters, the space is optional</source>
        <translation>La graine du jeu&#xa0;: huit caractères, l&apos;espace est facultative</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Next seed (run seed + 1)</source>
        <translation>Graine suivante (graine de partie + 1)</translation>
    </message>
    <message>
        <source>Next seed</source>
        <translation>Graine suivante</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>A random seed</source>
        <translation>Une graine aléatoire</translation>
    </message>
    <message>
        <source>Recent seeds</source>
        <translation>Graines récentes</translation>
    </message>
    <message>
        <source>Seeds you looked at; click one to show it again</source>
        <translation>Les graines consultées&#xa0;; cliquez-en une pour la réafficher</translation>
    </message>
    <message>
        <source>Repentance</source>
        <translation>Repentance</translation>
    </message>
    <message>
        <source>Afterbirth+</source>
        <translation>Afterbirth+</translation>
    </message>
    <message>
        <source>Hard mode</source>
        <translation>Mode difficile</translation>
    </message>
    <message>
        <source>Stage type</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Étage</translation>
    </message>
    <message>
        <source>Rolled from the seed</source>
        <translation>Tiré de la graine</translation>
    </message>
    <message>
        <source>Forced:</source>
        <translation>Imposés&#xa0;:</translation>
    </message>
    <message>
        <source>Black Candle</source>
        <translation>Bougie Noire</translation>
    </message>
    <message>
        <source>No curse is rolled</source>
        <translation>Aucun fléau n&apos;est tiré</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Fléaux</translation>
    </message>
    <message>
        <source>Floor layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Planetarium</source>
        <translation>Planétarium</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Red hearts, in half hearts</source>
        <translation>Cœurs rouges, en demi-cœurs</translation>
    </message>
    <message>
        <source>Heart containers, in half hearts</source>
        <translation>Réceptacles de cœur, en demi-cœurs</translation>
    </message>
    <message>
        <source>Soul hearts, in half hearts</source>
        <translation>Cœurs d&apos;âme, en demi-cœurs</translation>
    </message>
    <message>
        <source>Bone hearts</source>
        <translation>Cœurs d&apos;os</translation>
    </message>
    <message>
        <source>Keys held</source>
        <translation>Clés possédées</translation>
    </message>
    <message>
        <source>Coins held</source>
        <translation>Pièces possédées</translation>
    </message>
    <message>
        <source>Victory laps completed</source>
        <translation>Tours d&apos;Honneur accomplis</translation>
    </message>
    <message>
        <source>Treasure rooms visited so far this run</source>
        <translation>Salles du trésor visitées jusqu&apos;ici dans la partie</translation>
    </message>
    <message>
        <source>all so far</source>
        <translation>toutes jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Planetarium visited</source>
        <translation>Planétarium visité</translation>
    </message>
    <message>
        <source>Devil room visited</source>
        <translation>Antre du Diable visité</translation>
    </message>
    <message>
        <source>Book picked up</source>
        <translation>Livre ramassé</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Red hearts (½)</source>
        <translation>Cœurs rouges (½)</translation>
    </message>
    <message>
        <source>Max hearts (½)</source>
        <translation>Réceptacles (½)</translation>
    </message>
    <message>
        <source>Soul hearts (½)</source>
        <translation>Cœurs d&apos;âme (½)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Victory lap</source>
        <translation>Tour d&apos;Honneur</translation>
    </message>
    <message>
        <source>Treasure rooms visited</source>
        <translation>Salles du trésor visitées</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>no roll (Black Candle)</source>
        <translation>pas de jet (Bougie Noire)</translation>
    </message>
    <message>
        <source>rolled: no curse</source>
        <translation>tiré&#xa0;: aucun fléau</translation>
    </message>
    <message>
        <source>rolled: %1</source>
        <translation>tiré&#xa0;: %1</translation>
    </message>
    <message>
        <source>More items (Repentance+)</source>
        <translation>Autres objets (Repentance+)</translation>
    </message>
    <message>
        <source>Type from the run seed</source>
        <translation>Type selon la graine de partie</translation>
    </message>
    <message>
        <source>Show the floor of this stage that the run seed gives on the main path</source>
        <translation>Afficher l&apos;étage que la graine de partie donne à ce niveau sur le chemin principal</translation>
    </message>
    <message>
        <source>Boss pools</source>
        <translation>Listes de boss</translation>
    </message>
    <message>
        <source>The character the repentance rules read (Cain&apos;s arcades, The Lost&apos;s curse room, Keeper&apos;s shop, ...)</source>
        <translation>Le personnage que lisent les règles de Repentance (arcades de Cain, salle maudite de L&apos;Égaré, boutique de Keeper, ...)</translation>
    </message>
    <message>
        <source>Raises the chance of a super sin in the mini-boss room</source>
        <translation>Augmente la chance d&apos;un super péché dans la salle du mini-boss</translation>
    </message>
    <message>
        <source>Raises the chance of a surprise mini-boss (Greed or Super Greed) in the shop</source>
        <translation>Augmente la chance d&apos;un mini-boss surprise (Greed ou Super Greed) dans la boutique</translation>
    </message>
    <message>
        <source>Super-sin counter</source>
        <translation>Compteur de super péchés</translation>
    </message>
    <message>
        <source>Surprise mini-boss counter</source>
        <translation>Compteur de mini-boss surprise</translation>
    </message>
    <message>
        <source>Already happened this run:</source>
        <translation>Déjà arrivé dans cette partie&#xa0;:</translation>
    </message>
    <message>
        <source>Wrath met</source>
        <translation>Colère rencontrée</translation>
    </message>
    <message>
        <source>Gluttony met</source>
        <translation>Gourmandise rencontrée</translation>
    </message>
    <message>
        <source>Lust met</source>
        <translation>Luxure rencontrée</translation>
    </message>
    <message>
        <source>Sloth met</source>
        <translation>Paresse rencontrée</translation>
    </message>
    <message>
        <source>Envy met</source>
        <translation>Envie rencontrée</translation>
    </message>
    <message>
        <source>Pride met</source>
        <translation>Orgueil rencontré</translation>
    </message>
    <message>
        <source>Ultra Pride met</source>
        <translation>Ultra Orgueil rencontré</translation>
    </message>
    <message>
        <source>Greed met</source>
        <translation>Greed rencontré</translation>
    </message>
    <message>
        <source>Super Greed met</source>
        <translation>Super Greed rencontré</translation>
    </message>
    <message>
        <source>Donation machine blown up</source>
        <translation>Machine à dons détruite</translation>
    </message>
    <message>
        <source>Shopkeeper killed</source>
        <translation>Marchand tué</translation>
    </message>
    <message>
        <source>Dad&apos;s Note taken</source>
        <translation>Dad&apos;s Note ramassé</translation>
    </message>
    <message>
        <source>State flag %1</source>
        <translation>Indicateur d&apos;état %1</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>None (Mom not beaten)</source>
        <translation>Aucun (Maman pas vaincue)</translation>
    </message>
    <message>
        <source>The Womb unlocked</source>
        <translation>Utérus débloqué</translation>
    </message>
    <message>
        <source>Everything Is Terrible!!!</source>
        <translation>Everything Is Terrible&#xa0;!!!</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>How far the save has progressed: it sets the curse chances</source>
        <translation>L&apos;avancement de la sauvegarde&#xa0;: il fixe les chances de fléau</translation>
    </message>
    <message>
        <source>Strange door unlocked</source>
        <translation>Porte étrange débloquée</translation>
    </message>
    <message>
        <source>Achievement 635: the strange door on Depths II</source>
        <translation>Succès 635&#xa0;: la porte étrange des Profondeurs II</translation>
    </message>
    <message>
        <source>Sheol</source>
        <translation>Shéol</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <source>The run&apos;s choice after the Womb: the type the run seed proposes for stages 10 and 11</source>
        <translation>Le choix de la partie après l&apos;Utérus&#xa0;: le type que la graine de partie propose pour les étages 10 et 11</translation>
    </message>
    <message>
        <source>Curse tier</source>
        <translation>Palier des fléaux</translation>
    </message>
    <message>
        <source>Route after the Womb</source>
        <translation>Après l&apos;Utérus</translation>
    </message>
    <message>
        <source>Save progress</source>
        <translation>Progression de la sauvegarde</translation>
    </message>
    <message>
        <source>Character %1</source>
        <translation>Personnage %1</translation>
    </message>
    <message>
        <source>Every floor of the Repentance+ rule set, in the order of a run</source>
        <translation>Chaque étage des règles de Repentance+, dans l&apos;ordre d&apos;une partie</translation>
    </message>
    <message>
        <source>Enter a run seed to see the floor it gives.</source>
        <translation>Entrez une graine de partie pour voir l&apos;étage qu&apos;elle donne.</translation>
    </message>
    <message>
        <source>This run: %1 on the main path, %2 on the alternate path (approximation).</source>
        <translation>Cette partie&#xa0;: %1 sur le chemin principal, %2 sur le chemin alternatif (approximation).</translation>
    </message>
    <message>
        <source>This run: %1.</source>
        <translation>Cette partie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Alternate floor (approximation)</source>
        <translation>Étage alternatif (approximation)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>First floor</source>
        <translation>Premier étage</translation>
    </message>
    <message>
        <source>As the player</source>
        <translation>Comme le joueur</translation>
    </message>
    <message>
        <source>Where the boss pools come from: the floors the run visits before this one, or this floor as the run&apos;s first</source>
        <translation>D&apos;où viennent les listes de boss&#xa0;: les étages que la partie visite avant celui-ci, ou cet étage comme premier de la partie</translation>
    </message>
    <message>
        <source>Not a natural floor: the game rolls the Curse of the Labyrinth only on stages 1, 3, 5 and 7 (the first floor of a chapter, up to the Womb). The floor is generated as if it had been.</source>
        <translation>Pas un étage naturel&#xa0;: le jeu ne tire le Fléau du Labyrinthe qu&apos;aux étages 1, 3, 5 et 7 (le premier étage d&apos;un chapitre, jusqu&apos;à l&apos;Utérus). L&apos;étage est généré comme s&apos;il l&apos;avait été.</translation>
    </message>
    <message>
        <source>Golden trinkets:</source>
        <translation>Babioles dorées&#xa0;:</translation>
    </message>
    <message>
        <source>A golden copy counts as two copies of the trinket; with the plain one ticked above as well, three</source>
        <translation>Un exemplaire doré compte comme deux exemplaires de la babiole&#xa0;; avec l&apos;exemplaire ordinaire coché plus haut, trois</translation>
    </message>
    <message>
        <source>A golden %1</source>
        <translation>%1, exemplaire doré</translation>
    </message>
    <message>
        <source>the run&apos;s default route</source>
        <translation>le parcours par défaut de la partie</translation>
    </message>
    <message>
        <source>The floors generated before this one, as stage:type separated by commas, for example 1:0, 2:4, 3:1 (types 0-2: main path, 4-5: alternate path). Empty: the run&apos;s default route</source>
        <translation>Les étages générés avant celui-ci, en étage:type séparés par des virgules, par exemple 1:0, 2:4, 3:1 (types 0-2&#xa0;: chemin principal, 4-5&#xa0;: chemin alternatif). Vide&#xa0;: le parcours par défaut de la partie</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>none: all unlocked</source>
        <translation>aucun&#xa0;: tous débloqués</translation>
    </message>
    <message>
        <source>Achievement ids the save has not unlocked, separated by commas (1 to %1): locked bosses and rooms leave the pools</source>
        <translation>Numéros des succès que la sauvegarde n&apos;a pas débloqués, séparés par des virgules (1 à %1)&#xa0;: les boss et salles verrouillés quittent les listes</translation>
    </message>
    <message>
        <source>Locked achievements</source>
        <translation>Succès verrouillés</translation>
    </message>
    <message>
        <source>Not a route (%1). Write the floors as stage:type, separated by commas: 1:0, 2:4.</source>
        <translation>Parcours invalide (%1). Écrivez les étages en étage:type, séparés par des virgules&#xa0;: 1:0, 2:4.</translation>
    </message>
    <message>
        <source>Not a list of achievement ids (%1).</source>
        <translation>Liste de succès invalide (%1).</translation>
    </message>
    <message>
        <source>Original (2011)</source>
        <translation>Original (2011)</translation>
    </message>
    <message>
        <source>The 2011 Flash game&apos;s generator as an article describes it, on its 9x8 grid; our random numbers, not the original game&apos;s</source>
        <translation>Le générateur du jeu Flash de 2011 tel qu&apos;un article le décrit, sur sa grille 9x8&#xa0;; nos nombres aléatoires, pas ceux du jeu original</translation>
    </message>
    <message>
        <source>Afterbirth+: the verified engine alone. Repentance: the engine plus the Repentance rules (planetarium, ultra secret room, Luna, ...). Original (2011): the 2011 Flash game&apos;s generator as an article describes it, on its 9x8 grid; our random numbers, not the original game&apos;s</source>
        <translation>Afterbirth+&#xa0;: le moteur vérifié seul. Repentance&#xa0;: le moteur plus les règles de Repentance (planétarium, salle ultra secrète, Luna, ...). Original (2011)&#xa0;: le générateur du jeu Flash de 2011 tel qu&apos;un article le décrit, sur sa grille 9x8&#xa0;; nos nombres aléatoires, pas ceux du jeu original</translation>
    </message>
    <message>
        <source>Show the alternate floor of this stage (Downpour, Mines, Mausoleum, Corpse...) that the run seed gives.</source>
        <translation>Afficher l&apos;étage alternatif de ce niveau (Downpour, Mines, Mausolée, Corpse...) que donne la graine de partie.</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Cette partie</translation>
    </message>
    <message>
        <source>Its alternate path (approximation)</source>
        <translation>Son chemin alternatif (approximation)</translation>
    </message>
    <message>
        <source>Other floors</source>
        <translation>Autres étages</translation>
    </message>
    <message>
        <source>The floors of this run first, in the order it visits them; then its alternate path; then every other floor of the Repentance+ rule set (The Void, and the stage types this run does not give)</source>
        <translation>D&apos;abord les étages de cette partie, dans l&apos;ordre où elle les visite&#xa0;; puis son chemin alternatif&#xa0;; puis tous les autres étages des règles de Repentance+ (le Néant, et les types d&apos;étage que cette partie ne donne pas)</translation>
    </message>
    <message>
        <source>Stage type chosen by hand: %1 is not a floor of this run.</source>
        <translation>Type d&apos;étage choisi à la main&#xa0;: %1 n&apos;est pas un étage de cette partie.</translation>
    </message>
    <message>
        <source>Approximation: which alternate floor (Downpour or Dross, Mines or Ashpit, ...) a run seed gives is not read from the game&apos;s code. The rule comes from a public reimplementation and has not been checked against the game, so the alternate floor named here may be the other one.</source>
        <translation>Approximation&#xa0;: l&apos;étage alternatif (Downpour ou Dross, Mines ou Cendrière, ...) que donne une graine de partie n&apos;est pas lu dans le code du jeu. La règle vient d&apos;une réimplémentation publique et n&apos;a pas été vérifiée dans le jeu&#xa0;: l&apos;étage alternatif nommé ici peut être l&apos;autre.</translation>
    </message>
    <message>
        <source>The 2011 generator knows only the Curse of the Labyrinth</source>
        <translation>Le générateur de 2011 ne connaît que le Fléau du Labyrinthe</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Aucune pour l&apos;instant</translation>
    </message>
    <message>
        <source>REPENTOGON</source>
        <translation>REPENTOGON</translation>
    </message>
    <message>
        <source>The game was started through the mod loader REPENTOGON, whose floors differ from the vanilla game&apos;s on some seeds</source>
        <translation>Le jeu a été lancé par le chargeur de mods REPENTOGON, dont les étages diffèrent de ceux du jeu de base pour certaines graines</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::StatsView</name>
    <message>
        <source>Random seeds</source>
        <translation>Graines aléatoires</translation>
    </message>
    <message>
        <source>Seed range</source>
        <translation>Plage de graines</translation>
    </message>
    <message>
        <source>How many pseudo-random seeds (the same ones every time)</source>
        <translation>Combien de graines pseudo-aléatoires (les mêmes à chaque fois)</translation>
    </message>
    <message>
        <source>Stage seeds</source>
        <translation>Graines d&apos;étage</translation>
    </message>
    <message>
        <source>Run seeds</source>
        <translation>Graines de partie</translation>
    </message>
    <message>
        <source>all cores</source>
        <translation>tous les cœurs</translation>
    </message>
    <message>
        <source>Worker threads; the figures do not depend on it</source>
        <translation>Fils de calcul&#xa0;; les chiffres n&apos;en dépendent pas</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Exporter le graphique…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Fils&#xa0;:</translation>
    </message>
    <message>
        <source>Documented odds</source>
        <translation>Chances documentées</translation>
    </message>
    <message>
        <source>Special rooms</source>
        <translation>Salles spéciales</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>Salles</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Impasses</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Boss distance</source>
        <translation>Distance du boss</translation>
    </message>
    <message>
        <source>Press Run to generate the floors of many seeds with these settings.</source>
        <translation>Appuyez sur Lancer pour générer les étages de nombreuses graines avec ces réglages.</translation>
    </message>
    <message>
        <source>%1, %2%3 — %4 rules</source>
        <translation>%1, %2%3 — règles %4</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>, items held</source>
        <translation>, objets possédés</translation>
    </message>
    <message>
        <source>The first seed &quot;%1&quot; is not a number from 1 to 4294967295.</source>
        <translation>La première graine « %1 » n&apos;est pas un nombre de 1 à 4294967295.</translation>
    </message>
    <message>
        <source>The last seed &quot;%1&quot; is not a number from 1 to 4294967295.</source>
        <translation>La dernière graine « %1 » n&apos;est pas un nombre de 1 à 4294967295.</translation>
    </message>
    <message>
        <source>The seed range %1..%2 is empty.</source>
        <translation>La plage de graines %1..%2 est vide.</translation>
    </message>
    <message>
        <source>These settings cannot be generated: %1</source>
        <translation>Ces réglages ne peuvent pas être générés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>(cancelled)</source>
        <translation>(annulé)</translation>
    </message>
    <message>
        <source>Done: %1 floors in %2 s (%3 floors/s).</source>
        <translation>Terminé&#xa0;: %1 étages en %2 s (%3 étages/s).</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Génération…</translation>
    </message>
    <message>
        <source>%1 floors</source>
        <translation>%1 étages</translation>
    </message>
    <message>
        <source>%1 without a floor after 100 attempts</source>
        <translation>%1 sans étage après 100 tentatives</translation>
    </message>
    <message>
        <source>%1 %2 (95%: %3–%4; documented %5) when a dead end was left (%6 of floors)</source>
        <translation>%1 %2 (95 %&#xa0;: %3–%4&#xa0;; documenté %5) quand une impasse restait (%6 des étages)</translation>
    </message>
    <message>
        <source>Planetarium %1 (documented %2)</source>
        <translation>Planétarium %1 (documenté %2)</translation>
    </message>
    <message>
        <source>No figures yet: press Run.</source>
        <translation>Pas encore de chiffres&#xa0;: appuyez sur Lancer.</translation>
    </message>
    <message>
        <source>Optional rooms: measured against the documented odds — %1, %2</source>
        <translation>Salles optionnelles&#xa0;: mesures face aux chances documentées — %1, %2</translation>
    </message>
    <message>
        <source>Room placed (% of floors)</source>
        <translation>Salle placée (% des étages)</translation>
    </message>
    <message>
        <source>Measured, floors with a dead end left</source>
        <translation>Mesuré, étages où une impasse restait</translation>
    </message>
    <message>
        <source>Measured, all floors</source>
        <translation>Mesuré, tous les étages</translation>
    </message>
    <message>
        <source>Documented chance (seed documents)</source>
        <translation>Chance documentée (documents de référence)</translation>
    </message>
    <message>
        <source>A roll can only place its room when a dead end is left for it; the blue bar is the rate among those floors (95% Wilson interval), the pale bar the rate over all floors.</source>
        <translation>Un jet ne peut placer sa salle que s&apos;il reste une impasse pour elle&#xa0;; la barre bleue est le taux parmi ces étages (intervalle de Wilson à 95 %), la barre pâle le taux sur tous les étages.</translation>
    </message>
    <message>
        <source>dead end %1</source>
        <translation>impasse %1</translation>
    </message>
    <message>
        <source>%1: documented %2 (%3); a dead end was left on %4 of floors.</source>
        <translation>%1&#xa0;: documenté %2 (%3)&#xa0;; une impasse restait sur %4 des étages.</translation>
    </message>
    <message>
        <source>Special rooms: floors with at least one — %1, %2</source>
        <translation>Salles spéciales&#xa0;: étages qui en ont au moins une — %1, %2</translation>
    </message>
    <message>
        <source>% of floors</source>
        <translation>% des étages</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Rooms on the floor (secret rooms included) — %1</source>
        <translation>Salles de l&apos;étage (salles secrètes comprises) — %1</translation>
    </message>
    <message>
        <source>Dead ends right after layout — %1</source>
        <translation>Impasses juste après la disposition — %1</translation>
    </message>
    <message>
        <source>Mean %1 after layout; %2 left after the special rooms.</source>
        <translation>Moyenne %1 après la disposition&#xa0;; %2 restantes après les salles spéciales.</translation>
    </message>
    <message>
        <source>Attempts the floor took — %1</source>
        <translation>Tentatives nécessaires à l&apos;étage — %1</translation>
    </message>
    <message>
        <source>Boss room distance from the start room (placement steps) — %1</source>
        <translation>Distance de la salle du boss à la salle de départ (pas de placement) — %1</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <source>could not write &quot;%1&quot;: %2</source>
        <translation>impossible d&apos;écrire « %1 »&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export figures</source>
        <translation>Exporter les chiffres</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 %2 of %3 (documented %4)</source>
        <translation>%1&#xa0;: %2 sur %3 (documenté %4)</translation>
    </message>
    <message>
        <source>Room type: %1.</source>
        <translation>Type de salle&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Original (2011): random(2) + 5 + level %1 × 2.6, rounded down, gives %2 rooms on %3% of the floors and %4 on %5%; the secret room comes on top (none on %6%).</source>
        <translation>Original (2011)&#xa0;: random(2) + 5 + niveau %1 × 2,6, arrondi à l&apos;inférieur, donne %2 salles sur %3&#xa0;% des étages et %4 sur %5&#xa0;%&#xa0;; la Salle Secrète s&apos;y ajoute (aucune sur %6&#xa0;%).</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a list</comment>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>floorgen::gui::StepPlayer</name>
    <message>
        <source>First Frame</source>
        <translation>Première image</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Pas en arrière</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Step Forward</source>
        <translation>Pas en avant</translation>
    </message>
    <message>
        <source>Last Frame</source>
        <translation>Dernière image</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Image</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>Playback speed: events per second</source>
        <translation>Vitesse de lecture&#xa0;: événements par seconde</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::StreamOverlay</name>
    <message>
        <source>Choose the folder the overlay is written to.</source>
        <translation>Choisissez le dossier où écrire l&apos;incrustation.</translation>
    </message>
    <message>
        <source>The folder &quot;%1&quot; does not exist.</source>
        <translation>Le dossier «&#xa0;%1&#xa0;» n&apos;existe pas.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a folder.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un dossier.</translation>
    </message>
</context>
<context>
    <name>floorgen::gui::StreamOverlayDialog</name>
    <message>
        <source>Stream Overlay</source>
        <translation>Incrustation pour le stream</translation>
    </message>
    <message>
        <source>Keep the overlay up to date while Follow Game runs</source>
        <translation>Tenir l&apos;incrustation à jour pendant Suivre la partie</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>The overlay&apos;s folder</source>
        <translation>Le dossier de l&apos;incrustation</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Fond transparent</translation>
    </message>
    <message>
        <source>Show the secret rooms</source>
        <translation>Montrer les salles secrètes</translation>
    </message>
    <message>
        <source>At every new floor the app writes %1 (the map) and %2 (a page that shows it and reloads it) into this folder, and nothing else. In OBS, add a Browser source with the local file %2, or an Image source with %1.</source>
        <translation>À chaque nouvel étage, l&apos;application écrit %1 (le plan) et %2 (une page qui le montre et le recharge) dans ce dossier, et rien d&apos;autre. Dans OBS, ajoutez une source Navigateur avec le fichier local %2, ou une source Image avec %1.</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>the file cannot be written</source>
        <translation>le fichier ne peut pas être écrit</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written to</source>
        <translation>le dossier %1 n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>--settings %1: %2; the settings will not be saved</source>
        <translation>--settings %1&#xa0;: %2&#xa0;; les réglages ne seront pas enregistrés</translation>
    </message>
    <message>
        <source>These settings will not be saved: %1</source>
        <translation>Ces réglages ne seront pas enregistrés&#xa0;: %1</translation>
    </message>
    <message>
        <source>it is not a regular file (it is left alone)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (il est laissé tel quel)</translation>
    </message>
    <message>
        <source>%1: %2; the settings will not be saved</source>
        <translation>%1&#xa0;: %2&#xa0;; les réglages ne seront pas enregistrés</translation>
    </message>
    <message>
        <source>it is a link (it is left alone: a link is never written through)</source>
        <translation>c&apos;est un lien (il est laissé tel quel&#xa0;: on n&apos;écrit jamais à travers un lien)</translation>
    </message>
    <message>
        <source>it is larger than %1 KiB, more than settings can be (it is left alone)</source>
        <translation>il dépasse %1&#xa0;Kio, plus que des réglages ne peuvent en faire (il est laissé tel quel)</translation>
    </message>
</context>
</TS>
