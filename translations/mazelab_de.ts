<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DemoMazes</name>
    <message>
        <source>Perfect maze (backtracker)</source>
        <translation>Perfektes Labyrinth (Backtracker)</translation>
    </message>
    <message>
        <source>Small 3 x 3 (Nusser 2016, §2)</source>
        <translation>Klein, 3 x 3 (Nusser 2016, §2)</translation>
    </message>
    <message>
        <source>Open 7 x 7 with walls</source>
        <translation>Offen, 7 x 7 mit Wänden</translation>
    </message>
    <message>
        <source>Open 12 x 12 with pillars</source>
        <translation>Offen, 12 x 12 mit Säulen</translation>
    </message>
    <message>
        <source>Mouse: Merckens 2019, Table 4.6 (7 x 7, 332 steps)</source>
        <translation>Maus: Merckens 2019, Tabelle 4.6 (7 x 7, 332 Schritte)</translation>
    </message>
    <message>
        <source>Token: Walter 2019, 5 x 5 with one obstacle</source>
        <translation>Spielstein: Walter 2019, 5 x 5 mit einem Hindernis</translation>
    </message>
</context>
<context>
    <name>GeneratorParam</name>
    <message>
        <source>Bias</source>
        <translation>Neigung</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <source>East chance</source>
        <translation>Chance Osten</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Join in row</source>
        <translation>Verbinden in Zeile</translation>
    </message>
    <message>
        <source>Passage down</source>
        <translation>Gang nach unten</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilung</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Lauflänge</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>Generationen</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Population</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>Mutation</translation>
    </message>
    <message>
        <source>Elite share</source>
        <translation>Elite-Anteil</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Smallest room</source>
        <translation>Kleinster Raum</translation>
    </message>
    <message>
        <source>Largest room</source>
        <translation>Größter Raum</translation>
    </message>
    <message>
        <source>Extra doors</source>
        <translation>Zusatztüren</translation>
    </message>
    <message>
        <source>Prune</source>
        <translation>Stutzen</translation>
    </message>
    <message>
        <source>Start cell</source>
        <translation>Startzelle</translation>
    </message>
    <message>
        <source>End cell</source>
        <translation>Endzelle</translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation>Kreuzungen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>Start patch</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Zyklus</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Mischung</translation>
    </message>
    <message>
        <source>Grow</source>
        <translation>Wachsen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Modelldatei</translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>depth-first search with a stack (recursive backtracker)</source>
        <translation>Tiefensuche mit einem Stapel (rekursives Backtracking)</translation>
    </message>
    <message>
        <source>favour horizontal (&gt; 0) or vertical (&lt; 0) moves</source>
        <translation>waagrechte (&gt; 0) oder senkrechte (&lt; 0) Schritte bevorzugen</translation>
    </message>
    <message>
        <source>each cell opens toward one corner</source>
        <translation>jede Zelle öffnet sich zu einer Ecke hin</translation>
    </message>
    <message>
        <source>the corner the passages lead to</source>
        <translation>die Ecke, zu der die Gänge führen</translation>
    </message>
    <message>
        <source>runs along each row, closed by one passage up</source>
        <translation>Läufe entlang jeder Zeile, je mit einem Gang nach oben abgeschlossen</translation>
    </message>
    <message>
        <source>chance to extend a run eastward</source>
        <translation>Wahrscheinlichkeit, einen Lauf nach Osten zu verlängern</translation>
    </message>
    <message>
        <source>random walk; when stuck, hunt for a cell beside the maze</source>
        <translation>Zufallsweg; wenn er feststeckt, eine Zelle neben dem Labyrinth suchen</translation>
    </message>
    <message>
        <source>random walls joining different sets (union-find)</source>
        <translation>zufällige Wände, die verschiedene Mengen verbinden (Union-Find)</translation>
    </message>
    <message>
        <source>random walk carving into new cells (uniform spanning tree)</source>
        <translation>Zufallsweg, der in neue Zellen gräbt (gleichverteilter Spannbaum)</translation>
    </message>
    <message>
        <source>loop-erased random walks (uniform spanning tree)</source>
        <translation>schleifengelöschte Zufallswege (gleichverteilter Spannbaum)</translation>
    </message>
    <message>
        <source>random edges of the frontier from the centre</source>
        <translation>zufällige Kanten der Grenze, von der Mitte aus</translation>
    </message>
    <message>
        <source>grow from a list of cells: newest, random, oldest or mixed</source>
        <translation>aus einer Zellliste wachsen: neueste, zufällige, älteste oder gemischt</translation>
    </message>
    <message>
        <source>which cell of the list grows</source>
        <translation>welche Zelle der Liste wächst</translation>
    </message>
    <message>
        <source>mixed: chance to take the newest cell</source>
        <translation>gemischt: Wahrscheinlichkeit, die neueste Zelle zu nehmen</translation>
    </message>
    <message>
        <source>row by row with sets (streams in O(columns) memory)</source>
        <translation>Zeile für Zeile mit Mengen (streamt mit O(Spalten) Speicher)</translation>
    </message>
    <message>
        <source>chance to join neighbours in a row</source>
        <translation>Wahrscheinlichkeit, Nachbarn in einer Zeile zu verbinden</translation>
    </message>
    <message>
        <source>chance of an extra passage down</source>
        <translation>Wahrscheinlichkeit eines zusätzlichen Gangs nach unten</translation>
    </message>
    <message>
        <source>recursive division of an open field by walls with one gap</source>
        <translation>rekursive Teilung eines offenen Felds durch Wände mit je einer Lücke</translation>
    </message>
    <message>
        <source>where a chamber is split: random, or half (the thesis)</source>
        <translation>wo eine Kammer geteilt wird: zufällig oder in der Hälfte (die Arbeit)</translation>
    </message>
    <message>
        <source>random walls with a rising chance after each wall kept (not perfect)</source>
        <translation>zufällige Wände mit steigender Wahrscheinlichkeit nach jeder behaltenen Wand (nicht perfekt)</translation>
    </message>
    <message>
        <source>base chance to carve a wall</source>
        <translation>Grundwahrscheinlichkeit, eine Wand zu graben</translation>
    </message>
    <message>
        <source>added to the chance for each wall kept</source>
        <translation>Zuschlag zur Wahrscheinlichkeit für jede behaltene Wand</translation>
    </message>
    <message>
        <source>hunt-and-kill with straight runs turning clockwise</source>
        <translation>Hunt-and-Kill mit geraden Läufen, die im Uhrzeigersinn abbiegen</translation>
    </message>
    <message>
        <source>longest straight run (0: unlimited)</source>
        <translation>längster gerader Lauf (0: unbegrenzt)</translation>
    </message>
    <message>
        <source>genetic algorithm on the wall bits, fitness M4-general + M5 (§2.1.12)</source>
        <translation>genetischer Algorithmus auf den Wandbits, Fitness M4-allgemein + M5 (§2.1.12)</translation>
    </message>
    <message>
        <source>generations</source>
        <translation>Generationen</translation>
    </message>
    <message>
        <source>population size</source>
        <translation>Populationsgröße</translation>
    </message>
    <message>
        <source>one-point crossover chance</source>
        <translation>Wahrscheinlichkeit der Ein-Punkt-Kreuzung</translation>
    </message>
    <message>
        <source>per-bit mutation chance</source>
        <translation>Mutationswahrscheinlichkeit pro Bit</translation>
    </message>
    <message>
        <source>share kept unchanged (the thesis&apos; K)</source>
        <translation>unverändert behaltener Anteil (K der Arbeit)</translation>
    </message>
    <message>
        <source>dungeon: random rooms, corridors between them, doors, dead ends pruned</source>
        <translation>Verlies: zufällige Räume, Gänge dazwischen, Türen, Sackgassen entfernt</translation>
    </message>
    <message>
        <source>room placements tried</source>
        <translation>versuchte Raumplatzierungen</translation>
    </message>
    <message>
        <source>smallest room side</source>
        <translation>kleinste Raumseite</translation>
    </message>
    <message>
        <source>largest room side</source>
        <translation>größte Raumseite</translation>
    </message>
    <message>
        <source>chance of an extra door into a room</source>
        <translation>Wahrscheinlichkeit einer zusätzlichen Tür in einen Raum</translation>
    </message>
    <message>
        <source>chance to prune each dead-end corridor cell</source>
        <translation>Wahrscheinlichkeit, jede Sackgassen-Gangzelle zu entfernen</translation>
    </message>
    <message>
        <source>one Hamiltonian path from start to end (random walk + backbite moves)</source>
        <translation>ein Hamiltonweg vom Start zum Ende (Zufallsweg + Backbite-Züge)</translation>
    </message>
    <message>
        <source>the start cell R,C</source>
        <translation>die Startzelle Z,S</translation>
    </message>
    <message>
        <source>the end cell R,C, or auto (an allowed corner)</source>
        <translation>die Endzelle Z,S oder auto (eine erlaubte Ecke)</translation>
    </message>
    <message>
        <source>Life-like cellular automaton on the block maze (not perfect)</source>
        <translation>Life-artiger Zellularautomat auf dem Blocklabyrinth (nicht perfekt)</translation>
    </message>
    <message>
        <source>generations to run</source>
        <translation>Anzahl der Generationen</translation>
    </message>
    <message>
        <source>the rule (Maze B3/S12345, Mazectric B3/S1234, or any B…/S…)</source>
        <translation>die Regel (Maze B3/S12345, Mazectric B3/S1234 oder jede B…/S…)</translation>
    </message>
    <message>
        <source>share of walls in the random start patch</source>
        <translation>Wandanteil im zufälligen Startfeld</translation>
    </message>
    <message>
        <source>side of the central start patch, share of the maze</source>
        <translation>Seite des mittleren Startfelds, Anteil am Labyrinth</translation>
    </message>
    <message>
        <source>inside of a random Hamiltonian cycle of the pixel corners: no 2x2 wall, passage or checkerboard</source>
        <translation>Inneres eines zufälligen Hamiltonkreises der Pixelecken: keine 2×2-Wand, kein 2×2-Gang, kein Schachbrett</translation>
    </message>
    <message>
        <source>a trained generative adversarial network&apos;s wall chances (§2.3)</source>
        <translation>die Wandwahrscheinlichkeiten eines trainierten generativen gegnerischen Netzes (§2.3)</translation>
    </message>
    <message>
        <source>the built-in network: trained on Kruskal, Hunt-and-Kill or Binary Tree mazes</source>
        <translation>das eingebaute Netz: trainiert auf Kruskal-, Hunt-and-Kill- oder Binary-Tree-Labyrinthen</translation>
    </message>
    <message>
        <source>perfect: the spanning tree of the likeliest walls; connected: the network&apos;s walls, parts joined; raw: the network&apos;s walls as they are (the thesis)</source>
        <translation>perfect: der Spannbaum der wahrscheinlichsten Wände; connected: die Wände des Netzes, Teile verbunden; raw: die Wände des Netzes, wie sie sind (die Arbeit)</translation>
    </message>
    <message>
        <source>connected/raw: a wall opens above this chance</source>
        <translation>connected/raw: eine Wand öffnet sich über dieser Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>a .gan file (from gan train) used instead of the built-in network; empty: the built-in one</source>
        <translation>eine .gan-Datei (von gan train), die statt des eingebauten Netzes verwendet wird; leer: das eingebaute</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>1. Draw and solve a maze</source>
        <translation>1. Ein Labyrinth zeichnen und lösen</translation>
    </message>
    <message>
        <source>A maze here is a grid of free and blocked cells with a start &lt;b&gt;S&lt;/b&gt; and a goal &lt;b&gt;G&lt;/b&gt;. In the &lt;b&gt;Editor&lt;/b&gt;, click or drag to block and free cells (Brush, B); the S and G tools move the start and the goal. Every change can be undone (Ctrl+Z).</source>
        <translation>Ein Labyrinth ist hier ein Gitter aus freien und blockierten Zellen mit einem Start &lt;b&gt;S&lt;/b&gt; und einem Ziel &lt;b&gt;G&lt;/b&gt;. Im &lt;b&gt;Editor&lt;/b&gt; blockieren und befreien Sie Zellen durch Klicken oder Ziehen (Pinsel, B); die Werkzeuge S und G verschieben Start und Ziel. Jede Änderung lässt sich rückgängig machen (Strg+Z).</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Solve&lt;/b&gt; tab runs solvers on the current maze. Breadth-first search (BFS) expands the cells in rings of equal distance from S, so the first path it finds is a shortest one. Watch its frontier grow with the player.</source>
        <translation>Der Reiter &lt;b&gt;Lösen&lt;/b&gt; lässt Löser auf das aktuelle Labyrinth los. Die Breitensuche (BFS) erweitert die Zellen in Ringen gleichen Abstands von S, daher ist der erste gefundene Weg ein kürzester. Sehen Sie im Player zu, wie ihre Front wächst.</translation>
    </message>
    <message>
        <source>Tick &lt;b&gt;A*&lt;/b&gt; beside BFS to race them: A* adds the straight-line estimate of the distance left, so it expands fewer cells and still finds a shortest path. The wall followers and the random mouse find a path, not the shortest one (Petercă, ch. 3).</source>
        <translation>Kreuzen Sie &lt;b&gt;A*&lt;/b&gt; neben BFS an, um beide gegeneinander laufen zu lassen: A* addiert die Luftlinien-Schätzung der Reststrecke, erweitert daher weniger Zellen und findet trotzdem einen kürzesten Weg. Die Wandfolger und die zufällige Maus finden einen Weg, nicht den kürzesten (Petercă, Kap. 3).</translation>
    </message>
    <message>
        <source>Test yourself: the &lt;b&gt;Quiz&lt;/b&gt; asks for shortest paths and which of two cells is nearer along the passages — where walls make the straight line mislead.</source>
        <translation>Testen Sie sich: das &lt;b&gt;Quiz&lt;/b&gt; fragt nach kürzesten Wegen und danach, welche von zwei Zellen entlang der Gänge näher liegt — wo Wände die Luftlinie täuschen lassen.</translation>
    </message>
    <message>
        <source>2. How mazes are generated</source>
        <translation>2. Wie Labyrinthe erzeugt werden</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Generate&lt;/b&gt; tab carves a &lt;i&gt;perfect&lt;/i&gt; maze — exactly one path between any two cells — out of solid rock. Press &lt;b&gt;Generate&lt;/b&gt; and watch the recursive backtracker: a depth-first walk that digs long winding corridors.</source>
        <translation>Der Reiter &lt;b&gt;Erzeugen&lt;/b&gt; gräbt ein &lt;i&gt;perfektes&lt;/i&gt; Labyrinth — genau ein Weg zwischen zwei beliebigen Zellen — aus massivem Fels. Drücken Sie &lt;b&gt;Erzeugen&lt;/b&gt; und sehen Sie dem rekursiven Backtracker zu: einem Tiefensuche-Gang, der lange gewundene Gänge gräbt.</translation>
    </message>
    <message>
        <source>Choose &lt;b&gt;binary-tree&lt;/b&gt;, then &lt;b&gt;prim&lt;/b&gt;, with the same seed: every algorithm leaves its texture. The &lt;b&gt;Metrics&lt;/b&gt; and &lt;b&gt;Cell types&lt;/b&gt; panels measure it (dead ends, corridors, straightness), as in Petercă, ch. 2.</source>
        <translation>Wählen Sie &lt;b&gt;binary-tree&lt;/b&gt;, dann &lt;b&gt;prim&lt;/b&gt;, mit demselben Seed: jeder Algorithmus hinterlässt seine Textur. Die Bereiche &lt;b&gt;Kennzahlen&lt;/b&gt; und &lt;b&gt;Zelltypen&lt;/b&gt; messen sie (Sackgassen, Gänge, Geradheit), wie bei Petercă, Kap. 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Braid&lt;/b&gt; opens dead ends and so adds loops; the cellular automaton and cavern mazes are not trees at all; the &lt;b&gt;gan&lt;/b&gt; generator is a neural network that learned to imitate Kruskal, Hunt-and-Kill or Binary Tree mazes.</source>
        <translation>&lt;b&gt;Braid&lt;/b&gt; öffnet Sackgassen und fügt so Schleifen hinzu; Zellularautomat- und Höhlenlabyrinthe sind gar keine Bäume; der Generator &lt;b&gt;gan&lt;/b&gt; ist ein neuronales Netz, das gelernt hat, Kruskal-, Hunt-and-Kill- oder Binary-Tree-Labyrinthe nachzuahmen.</translation>
    </message>
    <message>
        <source>In the &lt;b&gt;Quiz&lt;/b&gt;, “Which generator?” and “Perfect or not?” train your eye for textures and loops.</source>
        <translation>Im &lt;b&gt;Quiz&lt;/b&gt; schulen „Welcher Generator?“ und „Perfekt oder nicht?“ Ihren Blick für Texturen und Schleifen.</translation>
    </message>
    <message>
        <source>3. One sequence for many mazes</source>
        <translation>3. Eine Folge für viele Labyrinthe</translation>
    </message>
    <message>
        <source>Nusser&apos;s token obeys the moves u, d, l and r; a move into a wall or off the board does nothing. A sequence &lt;i&gt;solves&lt;/i&gt; a maze when the token passes the goal. The &lt;b&gt;Simultaneous&lt;/b&gt; tab runs one sequence on a whole set of mazes at once; play it and watch the tiles turn solved.</source>
        <translation>Nussers Spielstein gehorcht den Zügen u, d, l und r; ein Zug in eine Wand oder vom Brett hinaus bewirkt nichts. Eine Folge &lt;i&gt;löst&lt;/i&gt; ein Labyrinth, wenn der Stein das Ziel passiert. Der Reiter &lt;b&gt;Simultan&lt;/b&gt; lässt eine Folge auf einer ganzen Menge von Labyrinthen zugleich laufen; spielen Sie sie ab und sehen Sie zu, wie die Kacheln gelöst werden.</translation>
    </message>
    <message>
        <source>σ(n, m) is the length of the shortest sequence that solves &lt;i&gt;every&lt;/i&gt; solvable n × m maze: σ(3, 3) = 11. The solvers panel searches for such sequences (greedy, exact, SAT) and shows a certificate for each bound.</source>
        <translation>σ(n, m) ist die Länge der kürzesten Folge, die &lt;i&gt;jedes&lt;/i&gt; lösbare n × m-Labyrinth löst: σ(3, 3) = 11. Der Löser-Bereich sucht solche Folgen (gierig, exakt, SAT) und zeigt zu jeder Schranke ein Zertifikat.</translation>
    </message>
    <message>
        <source>Beyond the thesis: MazeLab proved σ(4, 4) = 29 and 41 ≤ σ(5, 5) ≤ 109; the README tells how. In the Quiz, “Where the token stops” and “Does the sequence solve it?” practise the rule.</source>
        <translation>Über die Arbeit hinaus: MazeLab hat σ(4, 4) = 29 und 41 ≤ σ(5, 5) ≤ 109 bewiesen; die README erklärt, wie. Im Quiz üben „Wo der Stein stehen bleibt“ und „Löst die Folge es?“ die Regel.</translation>
    </message>
    <message>
        <source>4. The mouse and the sliding token</source>
        <translation>4. Die Maus und der gleitende Stein</translation>
    </message>
    <message>
        <source>Squeaky the mouse (Merckens) enters at the green arrow and always moves to the free neighbour it has visited least, ties down, right, left, up, until it leaves at the red arrow. Play the walk and watch the visit counts.</source>
        <translation>Squeaky die Maus (Merckens) tritt beim grünen Pfeil ein und geht immer zum freien Nachbarn, den sie am seltensten besucht hat, bei Gleichstand nach unten, rechts, links, oben, bis sie beim roten Pfeil hinausgeht. Spielen Sie den Weg ab und beobachten Sie die Besuchszahlen.</translation>
    </message>
    <message>
        <source>Which maze keeps the mouse longest? The search panel finds the optimal mazes of a size; the charts show how the counts are spread.</source>
        <translation>Welches Labyrinth hält die Maus am längsten auf? Der Suchbereich findet die optimalen Labyrinthe einer Größe; die Diagramme zeigen, wie die Zahlen verteilt sind.</translation>
    </message>
    <message>
        <source>Walter&apos;s sliding token must visit every free cell once, going straight until the cell ahead is blocked, off the board or already visited. In the &lt;b&gt;Token&lt;/b&gt; tab press &lt;b&gt;Solve&lt;/b&gt;, then play the solution.</source>
        <translation>Walters gleitender Stein muss jede freie Zelle einmal besuchen und fährt geradeaus, bis die Zelle vor ihm blockiert, außerhalb des Bretts oder schon besucht ist. Drücken Sie im Reiter &lt;b&gt;Spielstein&lt;/b&gt; auf &lt;b&gt;Lösen&lt;/b&gt; und spielen Sie dann die Lösung ab.</translation>
    </message>
    <message>
        <source>5. Two agents: CoLab</source>
        <translation>5. Zwei Agenten: CoLab</translation>
    </message>
    <message>
        <source>In &lt;b&gt;CoLab&lt;/b&gt; (Petercă §4.3) two agents explore the same maze, each seeing only what it has passed, and negotiate which of them goes where. Play a game and compare their knowledge.</source>
        <translation>In &lt;b&gt;CoLab&lt;/b&gt; (Petercă §4.3) erkunden zwei Agenten dasselbe Labyrinth, jeder sieht nur, woran er vorbeigekommen ist, und sie verhandeln, wer wohin geht. Spielen Sie eine Partie und vergleichen Sie ihr Wissen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run tournament&lt;/b&gt; plays every strategy against every other on many mazes; &lt;b&gt;Evolve a player&lt;/b&gt; breeds a new strategy from the best ones.</source>
        <translation>&lt;b&gt;Turnier starten&lt;/b&gt; lässt jede Strategie gegen jede andere auf vielen Labyrinthen spielen; &lt;b&gt;Spieler entwickeln&lt;/b&gt; züchtet aus den besten eine neue Strategie.</translation>
    </message>
    <message>
        <source>Every animation can be exported as a GIF (File ▸ Export animation) and shown full screen in presentation mode (F5).</source>
        <translation>Jede Animation lässt sich als GIF exportieren (Datei ▸ Animation exportieren) und im Präsentationsmodus (F5) im Vollbild zeigen.</translation>
    </message>
    <message>
        <source>Test yourself: the &lt;b&gt;Quiz&lt;/b&gt; shows the visit counts of a mouse on its way; click the cell it enters next.</source>
        <translation>Testen Sie sich: das &lt;b&gt;Quiz&lt;/b&gt; zeigt die Besuchszahlen einer Maus auf ihrem Weg; klicken Sie auf die Zelle, die sie als Nächstes betritt.</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>estimating</source>
        <translation>Schätzung läuft</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>bisher %1 Schritte</translation>
    </message>
    <message>
        <source>Greedy Lookahead: length %1, %2 unsolved</source>
        <translation>Greedy Lookahead: Länge %1, %2 ungelöst</translation>
    </message>
    <message>
        <source>Solve in Order: run %1, best %2</source>
        <translation>Solve in Order: Lauf %1, beste Länge %2</translation>
    </message>
    <message>
        <source>IAS: length %1</source>
        <translation>IAS: Länge %1</translation>
    </message>
    <message>
        <source>%1/%2 mazes</source>
        <translation>%1/%2 Labyrinthe</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 von %2 Zellen</translation>
    </message>
    <message>
        <source>verify: %1 of %2 subtrees</source>
        <translation>Prüfung: %1 von %2 Teilbäumen</translation>
    </message>
    <message>
        <source>cover: length %1, %2 unsolved</source>
        <translation>Überdeckung: Länge %1, %2 ungelöst</translation>
    </message>
    <message>
        <source>improve: round %1, best %2</source>
        <translation>Verbessern: Runde %1, beste %2</translation>
    </message>
    <message>
        <source>tail fix: length %1, %2 tried, %3 taken, best %4</source>
        <translation>Endstück-Reparatur: Länge %1, %2 versucht, %3 übernommen, beste %4</translation>
    </message>
    <message>
        <source>exact anneal: prefix freed down to %1 moves, length %2</source>
        <translation>Exaktes Abkühlen: Präfix freigegeben bis auf %1 Züge, Länge %2</translation>
    </message>
    <message>
        <source>exact anneal: back to the solver of %1 moves, deletion %2 of %3 (step %4)</source>
        <translation>Exaktes Abkühlen: zurück zur Lösung mit %1 Zügen, Streichung %2 von %3 (Schritt %4)</translation>
    </message>
    <message>
        <source>window rewrite: length %1, windows of %2 moves at step %3, %4 tried</source>
        <translation>Fenster-Umschreiben: Länge %1, Fenster von %2 Zügen bei Schritt %3, %4 versucht</translation>
    </message>
    <message>
        <source>window SAT: length %1, windows of %2 moves at step %3, %4 refuted, %5 undecided</source>
        <translation>Fenster-SAT: Länge %1, Fenster von %2 Zügen bei Schritt %3, %4 widerlegt, %5 unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes</source>
        <translation>
            <numerusform>%L1 Labyrinth</numerusform>
            <numerusform>%L1 Labyrinthe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 states</source>
        <translation>
            <numerusform>%L1 Zustand</numerusform>
            <numerusform>%L1 Zustände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 SAT calls</source>
        <translation>
            <numerusform>%L1 SAT-Aufruf</numerusform>
            <numerusform>%L1 SAT-Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 boards</source>
        <translation>
            <numerusform>%L1 Brett</numerusform>
            <numerusform>%L1 Bretter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks</source>
        <translation>
            <numerusform>%L1 Weg</numerusform>
            <numerusform>%L1 Wege</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 moves</source>
        <translation>
            <numerusform>%L1 Zug</numerusform>
            <numerusform>%L1 Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 checks</source>
        <translation>
            <numerusform>%L1 Prüfung</numerusform>
            <numerusform>%L1 Prüfungen</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1, %2</source>
        <translation>bisher %1 Schritte, %2</translation>
    </message>
    <message>
        <source>tried %1</source>
        <translation>%1 probiert</translation>
    </message>
    <message>
        <source>length %1, %2, %3</source>
        <translation>Länge %1, %2, %3</translation>
    </message>
    <message>
        <source>GESS: lower bound %1, %2</source>
        <translation>GESS: untere Schranke %1, %2</translation>
    </message>
    <message>
        <source>BFS: depth %1, %2</source>
        <translation>BFS: Tiefe %1, %2</translation>
    </message>
    <message>
        <source>A*: bound %1, %2</source>
        <translation>A*: Schranke %1, %2</translation>
    </message>
    <message>
        <source>IDA*: bound %1, %2</source>
        <translation>IDA*: Schranke %1, %2</translation>
    </message>
    <message>
        <source>ESS: lower bound %1, %2, %3</source>
        <translation>ESS: untere Schranke %1, %2, %3</translation>
    </message>
    <message>
        <source>anneal: length %1, %2 of %3 hard mazes unsolved, %4, best %5</source>
        <translation>Abkühlen: Länge %1, %2 von %3 schweren Labyrinthen ungelöst, %4, beste %5</translation>
    </message>
    <message>
        <source>exact anneal: length %1, %2 unsolved, best %3</source>
        <translation>Exaktes Abkühlen: Länge %1, %2 ungelöst, beste %3</translation>
    </message>
    <message>
        <source>window SAT plateau walk: length %1, %2 taken, %3 tried, windows of %4 moves</source>
        <translation>Fenster-SAT-Plateauwanderung: Länge %1, %2 übernommen, %3 versucht, Fenster von %4 Zügen</translation>
    </message>
    <message>
        <source>cell %1/%2, %3</source>
        <translation>Zelle %1/%2, %3</translation>
    </message>
    <message>
        <source>certificate check: warm-up call on %1 of %2 done after %3 s</source>
        <translation>Zertifikatsprüfung: Aufwärmaufruf mit %1 von %2 nach %3 s fertig</translation>
    </message>
    <message>
        <source>certificate check: the deciding call on %1, %2 s so far</source>
        <translation>Zertifikatsprüfung: der entscheidende Aufruf mit %1, bisher %2 s</translation>
    </message>
    <message>
        <source>GAN forward pass</source>
        <translation>GAN-Vorwärtsdurchlauf</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <source>How many moves does the shortest path from S to G take?</source>
        <translation>Wie viele Züge braucht der kürzeste Weg von S nach G?</translation>
    </message>
    <message>
        <source>Which cell is nearer to S along the passages: A or B?</source>
        <translation>Welche Zelle liegt entlang der Gänge näher an S: A oder B?</translation>
    </message>
    <message>
        <source>Does the sequence %1 bring the token from S to G? A move into a wall or off the board does nothing; on G the token stays.</source>
        <translation>Bringt die Folge %1 den Stein von S nach G? Ein Zug in eine Wand oder vom Brett hinaus bewirkt nichts; auf G bleibt der Stein stehen.</translation>
    </message>
    <message>
        <source>Is this maze perfect, with exactly one path between any two cells?</source>
        <translation>Ist dieses Labyrinth perfekt, mit genau einem Weg zwischen zwei beliebigen Zellen?</translation>
    </message>
    <message>
        <source>Which algorithm generated this maze?</source>
        <translation>Welcher Algorithmus hat dieses Labyrinth erzeugt?</translation>
    </message>
    <message>
        <source>A is %1 moves away and B %2; the two paths are drawn. The straight-line distance can mislead: walls make detours.</source>
        <translation>A ist %1 Züge entfernt und B %2; beide Wege sind eingezeichnet. Die Luftlinie kann täuschen: Wände erzwingen Umwege.</translation>
    </message>
    <message>
        <source>The token stops on %1; its walk is drawn.</source>
        <translation>Der Stein bleibt auf %1 stehen; sein Weg ist eingezeichnet.</translation>
    </message>
    <message>
        <source>Yes: the token reaches G; its walk is drawn.</source>
        <translation>Ja: der Stein erreicht G; sein Weg ist eingezeichnet.</translation>
    </message>
    <message>
        <source>No: the token stops on %1; its walk is drawn.</source>
        <translation>Nein: der Stein bleibt auf %1 stehen; sein Weg ist eingezeichnet.</translation>
    </message>
    <message>
        <source>Yes: the maze has no loop and every cell can be reached.</source>
        <translation>Ja: das Labyrinth hat keine Schleife, und jede Zelle ist erreichbar.</translation>
    </message>
    <message>
        <source>No: the drawn loop gives two paths between its cells.</source>
        <translation>Nein: die eingezeichnete Schleife gibt zwei Wege zwischen ihren Zellen.</translation>
    </message>
    <message>
        <source>It is %1. %2</source>
        <translation>Es ist %1. %2</translation>
    </message>
    <message>
        <source>The mouse goes to %1: among its free neighbours that one has the fewest visits (ties: down, right, left, up).</source>
        <translation>Die Maus geht nach %1: unter ihren freien Nachbarn hat diese Zelle die wenigsten Besuche (Gleichstand: unten, rechts, links, oben).</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:#2e7d32&quot;&gt;Right!&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:#2e7d32&quot;&gt;Richtig!&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:#c62828&quot;&gt;Not quite.&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:#c62828&quot;&gt;Nicht ganz.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Shortest path</source>
        <translation>Kürzester Weg</translation>
    </message>
    <message>
        <source>Nearer along the passages</source>
        <translation>Näher entlang der Gänge</translation>
    </message>
    <message>
        <source>Where the token stops</source>
        <translation>Wo der Stein stehen bleibt</translation>
    </message>
    <message>
        <source>Does the sequence solve it?</source>
        <translation>Löst die Folge es?</translation>
    </message>
    <message>
        <source>Perfect or not?</source>
        <translation>Perfekt oder nicht?</translation>
    </message>
    <message>
        <source>Which generator?</source>
        <translation>Welcher Generator?</translation>
    </message>
    <message>
        <source>The mouse&apos;s next step</source>
        <translation>Der nächste Schritt der Maus</translation>
    </message>
    <message>
        <source>Binary tree</source>
        <translation>Binärbaum</translation>
    </message>
    <message>
        <source>Sidewinder</source>
        <translation>Sidewinder</translation>
    </message>
    <message>
        <source>Recursive backtracker</source>
        <translation>Rekursives Backtracking</translation>
    </message>
    <message>
        <source>Prim&apos;s algorithm</source>
        <translation>Prims Algorithmus</translation>
    </message>
    <message>
        <source>Recursive division</source>
        <translation>Rekursive Teilung</translation>
    </message>
    <message>
        <source>Spiral</source>
        <translation>Spirale</translation>
    </message>
    <message>
        <source>Every cell opens toward one corner, so two outer sides are long straight corridors and the passages run diagonally.</source>
        <translation>Jede Zelle öffnet sich zu einer Ecke hin, daher sind zwei Außenseiten lange gerade Gänge, und die Gänge verlaufen schräg.</translation>
    </message>
    <message>
        <source>Rows are runs closed by one passage up, so the top row is one long corridor.</source>
        <translation>Zeilen sind Läufe, die je ein Gang nach oben abschließt, daher ist die oberste Zeile ein einziger langer Gang.</translation>
    </message>
    <message>
        <source>The depth-first walk makes long winding corridors with few, long dead ends.</source>
        <translation>Der Tiefensuche-Gang macht lange gewundene Gänge mit wenigen, langen Sackgassen.</translation>
    </message>
    <message>
        <source>Growing from many frontier cells at once makes many short dead ends.</source>
        <translation>Das Wachsen von vielen Grenzzellen zugleich erzeugt viele kurze Sackgassen.</translation>
    </message>
    <message>
        <source>Walls split the field again and again, so long straight walls cross the maze, each with one gap.</source>
        <translation>Wände teilen das Feld immer wieder, daher durchziehen lange gerade Wände mit je einer Lücke das Labyrinth.</translation>
    </message>
    <message>
        <source>Straight runs turning clockwise make square spirals.</source>
        <translation>Gerade Läufe, die im Uhrzeigersinn abbiegen, bilden eckige Spiralen.</translation>
    </message>
    <message numerus="yes">
        <source>The shortest path takes %n moves; it is drawn on the maze.</source>
        <translation>
            <numerusform>Der kürzeste Weg braucht %n Zug; er ist im Labyrinth eingezeichnet.</numerusform>
            <numerusform>Der kürzeste Weg braucht %n Züge; er ist im Labyrinth eingezeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token starts on S and makes the moves %1 (u up, d down, l left, r right). A move into a wall or off the board does nothing. On which cell does it stop?</source>
        <translation>Der Stein beginnt auf S und macht die Züge %1 (u hoch, d runter, l links, r rechts). Ein Zug in eine Wand oder vom Brett hinaus bewirkt nichts. Auf welcher Zelle bleibt er stehen?</translation>
    </message>
    <message>
        <source>Squeaky the mouse always moves to the free neighbour it has visited least; ties go down, right, left, up, in that order. The numbers are its visits so far. Where does it go next?</source>
        <translation>Squeaky die Maus geht immer zum freien Nachbarn, den sie am seltensten besucht hat; bei Gleichstand nach unten, rechts, links, oben, in dieser Reihenfolge. Die Zahlen sind ihre bisherigen Besuche. Wohin geht sie als Nächstes?</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Answer: ________ moves</source>
        <translation>Antwort: ________ Züge</translation>
    </message>
    <message>
        <source>Row: ______</source>
        <translation>Zeile: ______</translation>
    </message>
    <message>
        <source>Column: ______</source>
        <translation>Spalte: ______</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>A is %1 moves away, B %2.</source>
        <translation>A ist %1 Züge entfernt, B %2.</translation>
    </message>
    <message>
        <source>It stops on %1.</source>
        <translation>Er bleibt auf %1 stehen.</translation>
    </message>
    <message>
        <source>A loop passes %1.</source>
        <translation>Eine Schleife führt durch %1.</translation>
    </message>
    <message>
        <source>MazeLab quiz %1 (%2)</source>
        <translation>MazeLab-Quiz %1 (%2)</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <translation>Name: ______________________</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>The PDF could not be drawn.</source>
        <translation>Das PDF konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>Nach Thema</translation>
    </message>
</context>
<context>
    <name>mazelab::AddMaze</name>
    <message>
        <source>Add maze “%1”</source>
        <translation>Labyrinth „%1“ hinzufügen</translation>
    </message>
</context>
<context>
    <name>mazelab::AllMazesCheck</name>
    <message>
        <source>perfectly</source>
        <translation>perfekt</translation>
    </message>
    <message>
        <source>Every maze must end on its goal, not just visit it</source>
        <translation>Jedes Labyrinth muss auf seinem Ziel enden, nicht es nur besuchen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Does the player&apos;s sequence solve every solvable maze of this size? Up to 5×5 the mazes are enumerated, above that the Unsolved Maze Finder (Nusser Alg. 5.2) searches for a counterexample.</source>
        <translation>Löst die Zugfolge des Players jedes lösbare Labyrinth dieser Größe? Bis 5×5 werden die Labyrinthe aufgezählt, darüber sucht der Unsolved Maze Finder (Nusser Alg. 5.2) ein Gegenbeispiel.</translation>
    </message>
    <message>
        <source>Open counterexample</source>
        <translation>Gegenbeispiel öffnen</translation>
    </message>
    <message>
        <source>Any size, e.g. 10×10.</source>
        <translation>Jede Größe, z. B. 10×10.</translation>
    </message>
    <message>
        <source>Check the sequence on all solvable %1×%2 mazes</source>
        <translation>Die Zugfolge an allen lösbaren %1×%2-Labyrinthen prüfen</translation>
    </message>
    <message>
        <source>Stopped before an answer.</source>
        <translation>Vor einer Antwort angehalten.</translation>
    </message>
    <message>
        <source>perfectly solves</source>
        <translation>löst perfekt</translation>
    </message>
    <message>
        <source>solves</source>
        <translation>löst</translation>
    </message>
    <message numerus="yes">
        <source>✓ The %n-move sequence %1 every solvable %2×%3 maze.</source>
        <translation>
            <numerusform>✓ Die Zugfolge mit %n Zug %1 jedes lösbare %2×%3-Labyrinth.</numerusform>
            <numerusform>✓ Die Zugfolge mit %n Zügen %1 jedes lösbare %2×%3-Labyrinth.</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ Not every %1×%2 maze: a counterexample was found.</source>
        <translation>✗ Nicht jedes %1×%2-Labyrinth: Ein Gegenbeispiel wurde gefunden.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Berechnung läuft; warten Sie oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Prüfe %1…</translation>
    </message>
    <message>
        <source>the empty sequence</source>
        <translation>die leere Zugfolge</translation>
    </message>
    <message>
        <source>Counterexample %1×%2</source>
        <translation>Gegenbeispiel %1×%2</translation>
    </message>
    <message>
        <source>All solvable</source>
        <translation>Alle lösbaren</translation>
    </message>
    <message>
        <source>Add the maze the sequence does not solve to the document</source>
        <translation>Das Labyrinth, das die Zugfolge nicht löst, zum Dokument hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>It %1 %L2 of %Ln mazes.</source>
        <translation>
            <numerusform>Sie %1 %L2 von %Ln Labyrinth.</numerusform>
            <numerusform>Sie %1 %L2 von %Ln Labyrinthen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AnimatedPage</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animation exportieren…</translation>
    </message>
    <message>
        <source>Save the animation as a GIF or as PNG frames (in the background)</source>
        <translation>Die Animation als GIF oder als PNG-Einzelbilder speichern (im Hintergrund)</translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExport</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExportDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>Animiertes GIF</translation>
    </message>
    <message>
        <source>PNG frames (a folder of numbered images)</source>
        <translation>PNG-Einzelbilder (ein Ordner nummerierter Bilder)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> Bilder/s</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Play once (do not loop)</source>
        <translation>Einmal abspielen (nicht wiederholen)</translation>
    </message>
    <message>
        <source>Caption under each frame</source>
        <translation>Bildunterschrift unter jedem Bild</translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation>Speichern unter:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Steps from:</source>
        <translation>Schritte von:</translation>
    </message>
    <message>
        <source>Steps per frame:</source>
        <translation>Schritte pro Bild:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Hold last frame:</source>
        <translation>Letztes Bild halten:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Zellgröße:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export animation as GIF</source>
        <translation>Animation als GIF exportieren</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>GIF-Bilder (*.gif)</translation>
    </message>
    <message>
        <source>New folder for the PNG frames</source>
        <translation>Neuer Ordner für die PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>%1, %2 s per loop</source>
        <translation>%1, %2 s pro Durchlauf</translation>
    </message>
    <message numerus="yes">
        <source>%n frames</source>
        <translation>
            <numerusform>%n Bild</numerusform>
            <numerusform>%n Bilder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AutoSaver</name>
    <message>
        <source>Cannot lock the recovery file %1.</source>
        <translation>Die Wiederherstellungsdatei %1 lässt sich nicht sperren.</translation>
    </message>
</context>
<context>
    <name>mazelab::CarvingFrames</name>
    <message>
        <source>%1: step %L2 of %L3</source>
        <translation>%1: Schritt %L2 von %L3</translation>
    </message>
    <message>
        <source>open field</source>
        <translation>offenes Feld</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>Ursuppe</translation>
    </message>
    <message>
        <source>border</source>
        <translation>Rand</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>teilen</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>the network&apos;s walls</source>
        <translation>die Wände des Netzes</translation>
    </message>
    <message>
        <source>join the parts</source>
        <translation>Teile verbinden</translation>
    </message>
    <message>
        <source>spanning tree of the likeliest walls</source>
        <translation>Spannbaum der wahrscheinlichsten Wände</translation>
    </message>
    <message>
        <source>room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>corridors</source>
        <translation>Gänge</translation>
    </message>
    <message>
        <source>doors</source>
        <translation>Türen</translation>
    </message>
    <message>
        <source>prune</source>
        <translation>stutzen</translation>
    </message>
    <message>
        <source>hunt</source>
        <translation>jagen</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>töten (Zufallsweg)</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>Zeile %L1</translation>
    </message>
    <message>
        <source>generation %L1</source>
        <translation>Generation %L1</translation>
    </message>
    <message>
        <source>generation %L1, fitness %L2</source>
        <translation>Generation %L1, Fitness %L2</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabFrames</name>
    <message>
        <source>A (%1) starts at %2, B (%3) at %4; each races to the other&apos;s start.</source>
        <translation>A (%1) beginnt auf %2, B (%3) auf %4; jeder läuft um die Wette zum Start des anderen.</translation>
    </message>
    <message>
        <source>Trade: A gave %1, B gave %2.</source>
        <translation>Tausch: A gab %1, B gab %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n negotiation attempts, no trade.</source>
        <translation>
            <numerusform>%n Verhandlungsversuch, kein Tausch.</numerusform>
            <numerusform>%n Verhandlungsversuche, kein Tausch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both bumped into a wall.</source>
        <translation>Beide stießen gegen eine Wand.</translation>
    </message>
    <message>
        <source>A bumped into a wall.</source>
        <translation>A stieß gegen eine Wand.</translation>
    </message>
    <message>
        <source>B bumped into a wall.</source>
        <translation>B stieß gegen eine Wand.</translation>
    </message>
    <message>
        <source>A wins.</source>
        <translation>A gewinnt.</translation>
    </message>
    <message>
        <source>B wins.</source>
        <translation>B gewinnt.</translation>
    </message>
    <message>
        <source>A draw: both arrive together.</source>
        <translation>Unentschieden: beide kommen gleichzeitig an.</translation>
    </message>
    <message>
        <source>Time is up: nobody arrived.</source>
        <translation>Die Zeit ist um: niemand ist angekommen.</translation>
    </message>
    <message>
        <source>The game was stopped here.</source>
        <translation>Das Spiel wurde hier angehalten.</translation>
    </message>
    <message>
        <source>A at %1 (arrived)</source>
        <translation>A auf %1 (angekommen)</translation>
    </message>
    <message>
        <source>B at %1 (arrived)</source>
        <translation>B auf %1 (angekommen)</translation>
    </message>
    <message>
        <source>A at %1 (about %L2 to go)</source>
        <translation>A auf %1 (noch etwa %L2)</translation>
    </message>
    <message>
        <source>B at %1 (about %L2 to go)</source>
        <translation>B auf %1 (noch etwa %L2)</translation>
    </message>
    <message>
        <source>Step %L1 of %L2: %3, %4.</source>
        <translation>Schritt %L1 von %L2: %3, %4.</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabPage</name>
    <message>
        <source>step %L1 / %L2</source>
        <translation>Schritt %L1 / %L2</translation>
    </message>
    <message>
        <source>CoLab</source>
        <translation>CoLab</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Player A:</source>
        <translation>Spieler A:</translation>
    </message>
    <message>
        <source>Player B:</source>
        <translation>Spieler B:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Draws the two start cells and the players&apos; chances</source>
        <translation>Lost die beiden Startzellen und die Zufälle der Spieler aus</translation>
    </message>
    <message>
        <source>Steps at most:</source>
        <translation>Schrittgrenze:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Both players</source>
        <translation>Beide Spieler</translation>
    </message>
    <message>
        <source>The maze as A knows it</source>
        <translation>Das Labyrinth, wie A es kennt</translation>
    </message>
    <message>
        <source>The maze as B knows it</source>
        <translation>Das Labyrinth, wie B es kennt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>New maze</source>
        <translation>Neues Labyrinth</translation>
    </message>
    <message>
        <source>Add a generated maze (backtracker) of the tournament&apos;s size to the document</source>
        <translation>Ein erzeugtes Labyrinth (Backtracker) in der Größe des Turniers zum Dokument hinzufügen</translation>
    </message>
    <message>
        <source>Press Play: A starts on one free cell, B on another, and each races to the other&apos;s start through a maze neither knows.</source>
        <translation>„Spielen“ drücken: A beginnt auf einer freien Zelle, B auf einer anderen, und jeder läuft durch ein Labyrinth, das keiner kennt, um die Wette zum Start des anderen.</translation>
    </message>
    <message>
        <source>CoLab game</source>
        <translation>CoLab-Spiel</translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n steps.</source>
        <translation>
            <numerusform>A gewinnt nach %n Schritt.</numerusform>
            <numerusform>A gewinnt nach %n Schritten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n steps.</source>
        <translation>
            <numerusform>B gewinnt nach %n Schritt.</numerusform>
            <numerusform>B gewinnt nach %n Schritten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n steps.</source>
        <translation>
            <numerusform>Unentschieden nach %n Schritt.</numerusform>
            <numerusform>Unentschieden nach %n Schritten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody arrived within %n steps.</source>
        <translation>
            <numerusform>Niemand kam innerhalb von %n Schritt an.</numerusform>
            <numerusform>Niemand kam innerhalb von %n Schritten an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A started at %1, B at %2, %n moves apart.</source>
        <translation>
            <numerusform>A begann auf %1, B auf %2, %n Zug voneinander entfernt.</numerusform>
            <numerusform>A begann auf %1, B auf %2, %n Züge voneinander entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trades;</source>
        <translation>
            <numerusform>%n Tauschgeschäft;</numerusform>
            <numerusform>%n Tauschgeschäfte;</numerusform>
        </translation>
    </message>
    <message>
        <source>A knows %L1 cells, B %L2, of %L3.</source>
        <translation>A kennt %L1 Zellen, B %L2, von %L3.</translation>
    </message>
    <message>
        <source>Another job is running; press Play when it is done.</source>
        <translation>Eine andere Aufgabe läuft; „Spielen“ drücken, wenn sie fertig ist.</translation>
    </message>
    <message>
        <source>CoLab %1 × %1, seed %2</source>
        <translation>CoLab %1 × %1, Seed %2</translation>
    </message>
    <message>
        <source>CoLab: player %1 could not be restored (%2).</source>
        <translation>CoLab: Spieler %1 konnte nicht wiederhergestellt werden (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n steps (the time limit of a minute).</source>
        <translation>
            <numerusform>Nach %n Schritt angehalten (die Zeitgrenze von einer Minute).</numerusform>
            <numerusform>Nach %n Schritten angehalten (die Zeitgrenze von einer Minute).</numerusform>
        </translation>
    </message>
    <message>
        <source>Play one game on this maze (a new series of rounds)</source>
        <translation>Ein Spiel auf diesem Labyrinth spielen (eine neue Reihe von Runden)</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Play the next round with the next seed; the points (the thesis&apos; fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives) add up</source>
        <translation>Die nächste Runde mit dem nächsten Seed spielen; die Punkte (fitness₂ der Arbeit: +2 je Sieg, +1 je Unentschieden, −1 je Niederlage, −2 wenn niemand ankommt) werden addiert</translation>
    </message>
    <message>
        <source>Round %L1: %L2 points for A, %L3 for B (fitness₂).</source>
        <translation>Runde %L1: %L2 Punkte für A, %L3 für B (fitness₂).</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabTournamentPanel</name>
    <message>
        <source>Tournament and evolution</source>
        <translation>Turnier und Evolution</translation>
    </message>
    <message>
        <source>Mazes:</source>
        <translation>Labyrinthe:</translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation>Labyrinthgröße:</translation>
    </message>
    <message>
        <source> × passage cells</source>
        <translation> × Gangzellen</translation>
    </message>
    <message>
        <source>Generated mazes (backtracker) of this many passage cells a side</source>
        <translation>Erzeugte Labyrinthe (Backtracker) mit so vielen Gangzellen je Seite</translation>
    </message>
    <message>
        <source>Run tournament</source>
        <translation>Turnier starten</translation>
    </message>
    <message>
        <source>Every strategy against every other and itself, in both roles, on each maze</source>
        <translation>Jede Strategie gegen jede andere und sich selbst, in beiden Rollen, auf jedem Labyrinth</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Fitness</source>
        <translation>Fitness</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>The thesis&apos; fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives</source>
        <translation>fitness₂ der Arbeit: +2 je Sieg, +1 je Unentschieden, −1 je Niederlage, −2 wenn niemand ankommt</translation>
    </message>
    <message>
        <source>The thesis&apos; fitness₃, mean: 1 a win, 0.5 a draw, else 1 / (1 + distance left)</source>
        <translation>fitness₃ der Arbeit, gemittelt: 1 je Sieg, 0,5 je Unentschieden, sonst 1 / (1 + Restweg)</translation>
    </message>
    <message>
        <source>Won – drawn – lost – timed out</source>
        <translation>Gewonnen – unentschieden – verloren – Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Generations:</source>
        <translation>Generationen:</translation>
    </message>
    <message>
        <source>Population:</source>
        <translation>Population:</translation>
    </message>
    <message>
        <source>Evolve a player</source>
        <translation>Spieler entwickeln</translation>
    </message>
    <message>
        <source>The genetic algorithm of §4.3.3 against the listed strategies; the best player joins the lists</source>
        <translation>Der genetische Algorithmus aus §4.3.3 gegen die aufgeführten Strategien; der beste Spieler kommt in die Listen</translation>
    </message>
    <message>
        <source>CoLab tournament</source>
        <translation>CoLab-Turnier</translation>
    </message>
    <message>
        <source>Evolving…</source>
        <translation>Entwickle…</translation>
    </message>
    <message>
        <source>CoLab evolution</source>
        <translation>CoLab-Evolution</translation>
    </message>
    <message>
        <source>Generation %1 of %2: best fitness %3</source>
        <translation>Generation %1 von %2: beste Fitness %3</translation>
    </message>
    <message numerus="yes">
        <source>Best after %n generations: fitness %1.
%2</source>
        <translation>
            <numerusform>Bester nach %n Generation: Fitness %1.
%2</numerusform>
            <numerusform>Bester nach %n Generationen: Fitness %1.
%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ComparisonDialog</name>
    <message>
        <source>Compare all generators</source>
        <translation>Alle Generatoren vergleichen</translation>
    </message>
    <message>
        <source>Mazes per generator:</source>
        <translation>Labyrinthe je Generator:</translation>
    </message>
    <message>
        <source>Maze i uses seed S + i (the thesis: 100 mazes of 10 × 10)</source>
        <translation>Labyrinth i nutzt den Startwert S + i (die Arbeit: 100 Labyrinthe mit 10 × 10)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Generate and measure the batch of every generator in the background (default parameters)</source>
        <translation>Die Serie jedes Generators im Hintergrund erzeugen und messen (Standardparameter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Save the table as CSV (the same as mazelab-cli metrics --generator all --csv)</source>
        <translation>Die Tabelle als CSV speichern (wie mazelab-cli metrics --generator all --csv)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the whole table as a picture</source>
        <translation>Die ganze Tabelle als Bild speichern</translation>
    </message>
    <message>
        <source>The generator (default parameters)</source>
        <translation>Der Generator (Standardparameter)</translation>
    </message>
    <message>
        <source>Mazes measured</source>
        <translation>Gemessene Labyrinthe</translation>
    </message>
    <message>
        <source>Perfect mazes (one area, no loop)</source>
        <translation>Perfekte Labyrinthe (ein Gebiet, keine Schleife)</translation>
    </message>
    <message>
        <source>M1: solution cells / cells (Petercă 2024 §2.1)</source>
        <translation>M1: Lösungszellen / Zellen (Petercă 2024 §2.1)</translation>
    </message>
    <message>
        <source>M2: longest dead end to dead end distance / cells</source>
        <translation>M2: längster Abstand zwischen zwei Sackgassen / Zellen</translation>
    </message>
    <message>
        <source>M3: inner walls / cells</source>
        <translation>M3: innere Wände / Zellen</translation>
    </message>
    <message>
        <source>M4: T-intersections / cells</source>
        <translation>M4: T-Kreuzungen / Zellen</translation>
    </message>
    <message>
        <source>M4-general: Table 4.2&apos;s multipliers summed / cells</source>
        <translation>M4-allgemein: Summe der Faktoren aus Tabelle 4.2 / Zellen</translation>
    </message>
    <message>
        <source>M5: 1 / areas</source>
        <translation>M5: 1 / Gebiete</translation>
    </message>
    <message>
        <source>Dead ends per maze</source>
        <translation>Sackgassen je Labyrinth</translation>
    </message>
    <message>
        <source>Junctions (T and crossroads) per maze</source>
        <translation>Kreuzungen (T und vierfach) je Labyrinth</translation>
    </message>
    <message>
        <source>Longest branch-free chain of cells</source>
        <translation>Längste Kette von Zellen ohne Abzweig</translation>
    </message>
    <message>
        <source>Moves from start to goal</source>
        <translation>Züge vom Start zum Ziel</translation>
    </message>
    <message>
        <source>Share of two-way cells that go straight through</source>
        <translation>Anteil der Zellen mit zwei Öffnungen, die geradeaus führen</translation>
    </message>
    <message>
        <source>Average passage length in block cells (article 003: steps between dead ends and junctions)</source>
        <translation>Mittlere Ganglänge in Blockzellen (Artikel 003: Schritte zwischen Sackgassen und Kreuzungen)</translation>
    </message>
    <message>
        <source>Longest passage in block cells</source>
        <translation>Längster Gang in Blockzellen</translation>
    </message>
    <message>
        <source>Generation time per maze in milliseconds (without measuring)</source>
        <translation>Erzeugungszeit je Labyrinth in Millisekunden (ohne Messen)</translation>
    </message>
    <message>
        <source>Why a generator has no or only some values</source>
        <translation>Warum ein Generator keine oder nur einige Werte hat</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Mazes</source>
        <translation>Labyrinthe</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfekt</translation>
    </message>
    <message>
        <source>M1</source>
        <translation>M1</translation>
    </message>
    <message>
        <source>M2</source>
        <translation>M2</translation>
    </message>
    <message>
        <source>M3</source>
        <translation>M3</translation>
    </message>
    <message>
        <source>M4</source>
        <translation>M4</translation>
    </message>
    <message>
        <source>M4-general</source>
        <translation>M4-allg.</translation>
    </message>
    <message>
        <source>M5</source>
        <translation>M5</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Sackgassen</translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation>Kreuzungen</translation>
    </message>
    <message>
        <source>Longest corridor</source>
        <translation>Längster Gang</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Straightness</source>
        <translation>Geradheit</translation>
    </message>
    <message>
        <source>Avg passage</source>
        <translation>Mittl. Gang</translation>
    </message>
    <message>
        <source>Longest passage</source>
        <translation>Längster Abschnitt</translation>
    </message>
    <message>
        <source>ms / maze</source>
        <translation>ms / Labyrinth</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1, in %2 s.</source>
        <translation>%1, in %2 s.</translation>
    </message>
    <message>
        <source>block maze: no passage cells, so only passages and time</source>
        <translation>Blocklabyrinth: keine Gangzellen, daher nur Gänge und Zeit</translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation>Die Vergleichstabelle speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Save the table as a picture</source>
        <translation>Die Tabelle als Bild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message numerus="yes">
        <source>Press Run: %n generators, each with its default parameters.</source>
        <translation>
            <numerusform>Starten drücken: %n Generator mit seinen Standardparametern.</numerusform>
            <numerusform>Starten drücken: %n Generatoren, jeder mit seinen Standardparametern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes of %2 × %3 per generator, seeds %4–%5</source>
        <translation>
            <numerusform>%Ln Labyrinth mit %2 × %3 je Generator, Startwerte %4–%5</numerusform>
            <numerusform>%Ln Labyrinthe mit %2 × %3 je Generator, Startwerte %4–%5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::CountSigmaPanel</name>
    <message>
        <source>Whole sizes: count and σ</source>
        <translation>Ganze Größen: Anzahl und σ</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Count solvable</source>
        <translation>Lösbare zählen</translation>
    </message>
    <message>
        <source>The exact number of solvable mazes of this size (shorter side up to %1)</source>
        <translation>Die exakte Anzahl lösbarer Labyrinthe dieser Größe (kürzere Seite bis %1)</translation>
    </message>
    <message>
        <source>σ by SAT</source>
        <translation>σ per SAT</translation>
    </message>
    <message>
        <source>The shortest sequence solving every solvable maze of this size, by counterexample-guided SAT (up to 25 cells; 4 × 4 takes minutes)</source>
        <translation>Die kürzeste Zugfolge, die jedes lösbare Labyrinth dieser Größe löst, per gegenbeispielgesteuertem SAT (bis 25 Zellen; 4 × 4 dauert Minuten)</translation>
    </message>
    <message>
        <source>The shorter side may be at most %1.</source>
        <translation>Die kürzere Seite darf höchstens %1 sein.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Zähle…</translation>
    </message>
    <message>
        <source>Count solvable %1×%2 mazes</source>
        <translation>Lösbare %1×%2-Labyrinthe zählen</translation>
    </message>
    <message>
        <source>Stopped before the count was complete.</source>
        <translation>Angehalten, bevor die Zählung fertig war.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2: %3 solvable mazes (%4 ms).</source>
        <translation>
            <numerusform>%1 × %2: %3 lösbares Labyrinth (%4 ms).</numerusform>
            <numerusform>%1 × %2: %3 lösbare Labyrinthe (%4 ms).</numerusform>
        </translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Berechnung läuft; warten Sie oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>Proving… (4 × 4 takes about 80 s on two cores; Cancel in the status bar)</source>
        <translation>Beweise… (4 × 4 dauert auf zwei Kernen etwa 80 s; Abbrechen in der Statusleiste)</translation>
    </message>
    <message>
        <source>σ(%1,%2) by SAT</source>
        <translation>σ(%1,%2) per SAT</translation>
    </message>
    <message>
        <source>, ≤ %1</source>
        <translation>, ≤ %1</translation>
    </message>
    <message numerus="yes">
        <source>σ by SAT enumerates the mazes: at most %n cells (use mazelab-cli sigma --sample for bigger sizes).</source>
        <translation>
            <numerusform>σ per SAT zählt die Labyrinthe auf: höchstens %n Zelle (für größere Größen mazelab-cli sigma --sample verwenden).</numerusform>
            <numerusform>σ per SAT zählt die Labyrinthe auf: höchstens %n Zellen (für größere Größen mazelab-cli sigma --sample verwenden).</numerusform>
        </translation>
    </message>
    <message>
        <source>Proving… (beyond 16 cells this takes hours or more: 5 × 5 is an open problem; Cancel in the status bar shows the bounds proved so far)</source>
        <translation>Beweise… (über 16 Zellen dauert das Stunden oder länger: 5 × 5 ist ein offenes Problem; Abbrechen in der Statusleiste zeigt die bis dahin bewiesenen Schranken)</translation>
    </message>
    <message>
        <source>Stopped before a bound was proved: %1</source>
        <translation>Angehalten, bevor eine Schranke bewiesen war: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln SAT calls</source>
        <translation>
            <numerusform>%Ln SAT-Aufruf</numerusform>
            <numerusform>%Ln SAT-Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) = %3 over %Ln mazes: %4 (%5, %6 s).</source>
        <translation>
            <numerusform>σ(%1,%2) = %3 über %Ln Labyrinth: %4 (%5, %6 s).</numerusform>
            <numerusform>σ(%1,%2) = %3 über %Ln Labyrinthe: %4 (%5, %6 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln mazes, %6, %7 s.</source>
        <translation>
            <numerusform>Angehalten (%1): σ(%2,%3) ≥ %4 bewiesen%5 durch %Ln Labyrinth, %6, %7 s.</numerusform>
            <numerusform>Angehalten (%1): σ(%2,%3) ≥ %4 bewiesen%5 durch %Ln Labyrinthe, %6, %7 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::DistributionPanel</name>
    <message>
        <source>The maze on screen</source>
        <translation>Das angezeigte Labyrinth</translation>
    </message>
    <message>
        <source>A batch of mazes</source>
        <translation>Eine Serie von Labyrinthen</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Serie:</translation>
    </message>
    <message>
        <source> mazes</source>
        <translation> Labyrinthe</translation>
    </message>
    <message>
        <source>Mazes in the batch; maze i uses seed S + i (the thesis: 100 of 10 × 10)</source>
        <translation>Labyrinthe der Serie; Labyrinth i nutzt den Startwert S + i (die Arbeit: 100 mit 10 × 10)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Generate the batch with the Generate tab&apos;s algorithm, parameters and seed, in the background</source>
        <translation>Die Serie mit Algorithmus, Parametern und Startwert des Reiters „Erzeugen“ im Hintergrund erzeugen</translation>
    </message>
    <message>
        <source>Sorted, beside the thesis</source>
        <translation>Sortiert, neben der Arbeit</translation>
    </message>
    <message>
        <source>The thesis&apos; tables lost the pictures of their cell types, so its shares are compared by rank</source>
        <translation>Die Tabellen der Arbeit haben die Bilder ihrer Zelltypen verloren; ihre Anteile werden daher nach Rang verglichen</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Save the table (shares by wall code and sorted beside the thesis)</source>
        <translation>Die Tabelle speichern (Anteile nach Wandcode und sortiert neben der Arbeit)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Das Diagramm als Bild speichern</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Thesis, Table %1</source>
        <translation>Arbeit, Tabelle %1</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>wall code (N 8, E 4, S 2, W 1)</source>
        <translation>Wandcode (N 8, O 4, S 2, W 1)</translation>
    </message>
    <message>
        <source>% of cells</source>
        <translation>% der Zellen</translation>
    </message>
    <message>
        <source>No batch yet: press Run.</source>
        <translation>Noch keine Serie: „Start“ drücken.</translation>
    </message>
    <message>
        <source>No passage maze on screen.</source>
        <translation>Kein Gang-Labyrinth angezeigt.</translation>
    </message>
    <message>
        <source>%1: the maze on screen.</source>
        <translation>%1: das angezeigte Labyrinth.</translation>
    </message>
    <message>
        <source>Thesis: Table %1, %2 (100 mazes of 10 × 10).</source>
        <translation>Arbeit: Tabelle %1, %2 (100 Labyrinthe mit 10 × 10).</translation>
    </message>
    <message>
        <source>Save the distribution table</source>
        <translation>Verteilungstabelle speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Compare all generators…</source>
        <translation>Alle Generatoren vergleichen…</translation>
    </message>
    <message>
        <source>A table of every generator&apos;s metrics over a batch (M1–M5, dead ends, passages, time), sortable, with CSV and PNG export</source>
        <translation>Eine Tabelle der Kennzahlen jedes Generators über eine Serie (M1–M5, Sackgassen, Gänge, Zeit), sortierbar, mit CSV- und PNG-Export</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln mazes of %3 × %4, seeds %5–%6, %L7 perfect.</source>
        <translation>
            <numerusform>%1: %Ln Labyrinth mit %3 × %4, Startwerte %5–%6, %L7 perfekt.</numerusform>
            <numerusform>%1: %Ln Labyrinthe mit %3 × %4, Startwerte %5–%6, %L7 perfekt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::EditorPage</name>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>&amp;Pinsel</translation>
    </message>
    <message>
        <source>Brush (B): click toggles a cell, drag paints; the first cell decides wall or floor. Right button erases. Shift+click sets the start, Ctrl+click the goal.</source>
        <translation>Pinsel (B): Klick schaltet eine Zelle um, Ziehen malt; die erste Zelle entscheidet, ob Wand oder Boden. Die rechte Taste radiert. Umschalt+Klick setzt den Start, Strg+Klick das Ziel.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Start (S): click a cell to put the start there</source>
        <translation>Start (S): Klick auf eine Zelle setzt dort den Start</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>Goal (G): click a cell to put the goal there</source>
        <translation>Ziel (G): Klick auf eine Zelle setzt dort das Ziel</translation>
    </message>
</context>
<context>
    <name>mazelab::ExperimentPanel</name>
    <message>
        <source>Export plots as PNG</source>
        <translation>Diagramme als PNG exportieren</translation>
    </message>
    <message>
        <source>experiment.png</source>
        <translation>experiment.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export runs as CSV</source>
        <translation>Läufe als CSV exportieren</translation>
    </message>
    <message>
        <source>experiment.csv</source>
        <translation>experiment.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>Algorithmen:</translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation>Labyrinthgröße:</translation>
    </message>
    <message>
        <source>Mazes per set k:</source>
        <translation>Labyrinthe pro Menge k:</translation>
    </message>
    <message>
        <source>Sets per k:</source>
        <translation>Mengen pro k:</translation>
    </message>
    <message>
        <source>Density, seed:</source>
        <translation>Dichte, Startwert:</translation>
    </message>
    <message>
        <source>Run experiment</source>
        <translation>Experiment starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>number of mazes k</source>
        <translation>Anzahl der Labyrinthe k</translation>
    </message>
    <message>
        <source>ms (mean ± sd)</source>
        <translation>ms (Mittel ± Std.-Abw.)</translation>
    </message>
    <message>
        <source>length (mean ± sd)</source>
        <translation>Länge (Mittel ± Std.-Abw.)</translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation>In diesem Build ist kein Zugfolgen-Löser verfügbar.</translation>
    </message>
    <message>
        <source>Random sets of k mazes; every algorithm runs on the same sets.</source>
        <translation>Zufällige Mengen von k Labyrinthen; jeder Algorithmus läuft auf denselben Mengen.</translation>
    </message>
    <message>
        <source>Choose at least one algorithm.</source>
        <translation>Wählen Sie mindestens einen Algorithmus.</translation>
    </message>
    <message>
        <source>Experiment: %1×%2, k = %3…%4</source>
        <translation>Experiment: %1×%2, k = %3…%4</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Berechnung läuft; warten Sie oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message numerus="yes">
        <source>%n runs</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>k = %1, set %2 of %3</source>
        <translation>k = %1, Menge %2 von %3</translation>
    </message>
</context>
<context>
    <name>mazelab::ExportAnimation</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Aufgabe läuft; warten Sie darauf oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>The animation was not written: %1</source>
        <translation>Die Animation wurde nicht geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n frames)</source>
        <translation>
            <numerusform>%1 geschrieben (%n Bild)</numerusform>
            <numerusform>%1 geschrieben (%n Bilder)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Cell size:</source>
        <translation>&amp;Zellgröße:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Bildgröße:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>The image would be larger than 32768 pixels a side.</source>
        <translation>Das Bild wäre größer als 32768 Pixel pro Seite.</translation>
    </message>
    <message>
        <source>Drawing the maze…</source>
        <translation>Das Labyrinth wird gezeichnet…</translation>
    </message>
    <message>
        <source>Writing the PNG…</source>
        <translation>Die PNG-Datei wird geschrieben…</translation>
    </message>
    <message>
        <source>Not enough memory for an image of %1 × %2 pixels.</source>
        <translation>Nicht genug Speicher für ein Bild von %1 × %2 Pixeln.</translation>
    </message>
</context>
<context>
    <name>mazelab::FileController</name>
    <message>
        <source>Mazes and projects (*.maze *.mazelab);;MazeLab projects (*.mazelab);;Maze files (*.maze);;All files (*)</source>
        <translation>Labyrinthe und Projekte (*.maze *.mazelab);;MazeLab-Projekte (*.mazelab);;Labyrinthdateien (*.maze);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.
Do you want to save them?</source>
        <translation>„%1“ enthält ungespeicherte Änderungen.
Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Maze 1</source>
        <translation>Labyrinth 1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cannot open the file.

%1</source>
        <translation>Die Datei kann nicht geöffnet werden.

%1</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>MazeLab project (*.mazelab)</source>
        <translation>MazeLab-Projekt (*.mazelab)</translation>
    </message>
    <message>
        <source>Maze file (*.maze)</source>
        <translation>Labyrinthdatei (*.maze)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Save as Maze File</source>
        <translation>Als Labyrinthdatei speichern</translation>
    </message>
    <message>
        <source>A .maze file holds only mazes: the move sequences of this workspace (%1) will not be saved. Save as a MazeLab project (.mazelab) to keep them.

Save only the mazes?</source>
        <translation>Eine .maze-Datei enthält nur Labyrinthe: Die Zugfolgen dieses Arbeitsbereichs (%1) werden nicht gespeichert. Speichern Sie als MazeLab-Projekt (.mazelab), um sie zu behalten.

Nur die Labyrinthe speichern?</translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation>Die Datei wurde nicht gespeichert.

%1</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>%1 was opened, but not all of it could be restored:

%2</source>
        <translation>%1 wurde geöffnet, aber nicht alles darin konnte wiederhergestellt werden:

%2</translation>
    </message>
    <message>
        <source>Wait for “%1” to finish (or cancel it), then export again.</source>
        <translation>Warten Sie, bis „%1“ fertig ist (oder brechen Sie es ab), und exportieren Sie dann erneut.</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
</context>
<context>
    <name>mazelab::GenMetricsPanel</name>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>M1 (solution / cells):</source>
        <translation>M1 (Lösung / Zellen):</translation>
    </message>
    <message>
        <source>M2 (longest dead-end path / cells):</source>
        <translation>M2 (längster Sackgassenweg / Zellen):</translation>
    </message>
    <message>
        <source>M3 (inner walls / cells):</source>
        <translation>M3 (Innenwände / Zellen):</translation>
    </message>
    <message>
        <source>M4-general (Table 4.2):</source>
        <translation>M4-allgemein (Tabelle 4.2):</translation>
    </message>
    <message>
        <source>M5 (1 / areas):</source>
        <translation>M5 (1 / Bereiche):</translation>
    </message>
    <message>
        <source>Solution length:</source>
        <translation>Lösungslänge:</translation>
    </message>
    <message>
        <source>Dead ends:</source>
        <translation>Sackgassen:</translation>
    </message>
    <message>
        <source>Junctions:</source>
        <translation>Kreuzungen:</translation>
    </message>
    <message>
        <source>Longest corridor:</source>
        <translation>Längster Gang:</translation>
    </message>
    <message>
        <source>Straightness:</source>
        <translation>Geradheit:</translation>
    </message>
    <message>
        <source>Areas, loops:</source>
        <translation>Bereiche, Schleifen:</translation>
    </message>
    <message>
        <source>Perfect:</source>
        <translation>Perfekt:</translation>
    </message>
    <message>
        <source>Generated in:</source>
        <translation>Erzeugt in:</translation>
    </message>
    <message>
        <source>Generate a maze to see its metrics.</source>
        <translation>Ein Labyrinth erzeugen, um seine Kennzahlen zu sehen.</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
    <message>
        <source>This generator works on the block maze: it has no passage cells to measure.</source>
        <translation>Dieser Generator arbeitet auf dem Blocklabyrinth: Es hat keine Gangzellen zum Messen.</translation>
    </message>
    <message>
        <source>%1 × %2 cells (%L3 in the maze)</source>
        <translation>%1 × %2 Zellen (%L3 im Labyrinth)</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>%L1 (T %L2, crossroads %L3)</source>
        <translation>%L1 (T %L2, Kreuzungen %L3)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Measuring the maze in the background…</source>
        <translation>Das Labyrinth wird im Hintergrund vermessen…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells</source>
        <translation>
            <numerusform>%Ln Zelle</numerusform>
            <numerusform>%Ln Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>M4 (T-intersections / cells):</source>
        <translation>M4 (T-Kreuzungen / Zellen):</translation>
    </message>
</context>
<context>
    <name>mazelab::GenParamsForm</name>
    <message>
        <source>Choose a model file</source>
        <translation>Modelldatei wählen</translation>
    </message>
    <message>
        <source>GAN models (*.gan);;All files (*)</source>
        <translation>GAN-Modelle (*.gan);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>mazelab::GenerateForm</name>
    <message>
        <source>Maze</source>
        <translation>Labyrinth</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algorithmus:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Braid:</source>
        <translation>Flechten:</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Maske:</translation>
    </message>
    <message>
        <source>Start, goal:</source>
        <translation>Start, Ziel:</translation>
    </message>
    <message>
        <source>Rows of passage cells (the block maze has 2 × rows + 1)</source>
        <translation>Zeilen von Gangzellen (das Blocklabyrinth hat 2 × Zeilen + 1)</translation>
    </message>
    <message>
        <source>Columns of passage cells</source>
        <translation>Spalten von Gangzellen</translation>
    </message>
    <message>
        <source>The same seed gives the same maze on every computer</source>
        <translation>Derselbe Startwert ergibt auf jedem Rechner dasselbe Labyrinth</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>A new random seed</source>
        <translation>Ein neuer zufälliger Startwert</translation>
    </message>
    <message>
        <source>Share of the dead ends opened afterwards, adding loops (Buck, ch. 9)</source>
        <translation>Anteil der danach geöffneten Sackgassen; fügt Schleifen hinzu (Buck, Kap. 9)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Free cells of the current maze</source>
        <translation>Freie Zellen des aktuellen Labyrinths</translation>
    </message>
    <message>
        <source>PNG file…</source>
        <translation>PNG-Datei…</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <source>Farthest pair</source>
        <translation>Entferntestes Paar</translation>
    </message>
    <message>
        <source>Farthest pair: start and goal on the two ends of the longest path</source>
        <translation>Entferntestes Paar: Start und Ziel an den beiden Enden des längsten Wegs</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Sofort (ohne Animation)</translation>
    </message>
    <message>
        <source>Show the finished maze at once instead of playing the carving</source>
        <translation>Das fertige Labyrinth sofort zeigen, statt das Graben abzuspielen</translation>
    </message>
    <message>
        <source>Distances from the start</source>
        <translation>Abstände vom Start</translation>
    </message>
    <message>
        <source>Colour every cell by its distance from the start, light near, dark far (Buck, ch. 3)</source>
        <translation>Jede Zelle nach ihrem Abstand vom Start färben, hell nah, dunkel fern (Buck, Kap. 3)</translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation>Längster Weg</translation>
    </message>
    <message>
        <source>The longest path of the maze, found by two breadth-first searches (exact on perfect mazes)</source>
        <translation>Der längste Weg des Labyrinths, gefunden durch zwei Breitensuchen (exakt bei perfekten Labyrinthen)</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>Zum Arbeitsbereich</translation>
    </message>
    <message>
        <source>Add the generated maze to the workspace (undoable)</source>
        <translation>Das erzeugte Labyrinth zum Arbeitsbereich hinzufügen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Replace the workspace&apos;s current maze by the generated one (undoable)</source>
        <translation>Das aktuelle Labyrinth des Arbeitsbereichs durch das erzeugte ersetzen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Generate inside a shape: the free cells of the workspace&apos;s current maze, or the light pixels of a PNG, scaled to rows × columns</source>
        <translation>In einer Form erzeugen: die freien Zellen des aktuellen Labyrinths im Arbeitsbereich oder die hellen Pixel eines PNG, skaliert auf Zeilen × Spalten</translation>
    </message>
    <message>
        <source>This generator cannot generate inside a mask</source>
        <translation>Dieser Generator kann nicht in einer Maske erzeugen</translation>
    </message>
    <message>
        <source>(no file chosen)</source>
        <translation>(keine Datei gewählt)</translation>
    </message>
    <message>
        <source>Mask image</source>
        <translation>Maskenbild</translation>
    </message>
    <message>
        <source>Images (*.png *.bmp *.gif *.jpg)</source>
        <translation>Bilder (*.png *.bmp *.gif *.jpg)</translation>
    </message>
    <message>
        <source>Replace current maze</source>
        <translation>Aktuelles Labyrinth ersetzen</translation>
    </message>
</context>
<context>
    <name>mazelab::GeneratePage</name>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>%1 %2×%3, seed %4</source>
        <translation>%1 %2×%3, Startwert %4</translation>
    </message>
    <message>
        <source>Refused: unknown algorithm %1</source>
        <translation>Abgelehnt: unbekannter Algorithmus %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Refused: cannot read the mask image “%1”</source>
        <translation>Abgelehnt: Das Maskenbild „%1“ kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation>Eine andere Aufgabe läuft: %1</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Erzeuge…</translation>
    </message>
    <message>
        <source>Generate %1 %2×%3</source>
        <translation>%1 %2×%3 erzeugen</translation>
    </message>
    <message>
        <source>%1: %L2 ms</source>
        <translation>%1: %L2 ms</translation>
    </message>
    <message>
        <source>Added “%1” to the workspace.</source>
        <translation>„%1“ zum Arbeitsbereich hinzugefügt.</translation>
    </message>
    <message>
        <source>Replace with %1</source>
        <translation>Durch %1 ersetzen</translation>
    </message>
    <message>
        <source>Replaced the current maze by “%1”.</source>
        <translation>Das aktuelle Labyrinth durch „%1“ ersetzt.</translation>
    </message>
    <message>
        <source>Cell types: the 16 wall configurations beside the thesis</source>
        <translation>Zelltypen: die 16 Wandkonfigurationen neben der Arbeit</translation>
    </message>
    <message>
        <source>Cell types</source>
        <translation>Zelltypen</translation>
    </message>
    <message>
        <source>Speed: time vs cells</source>
        <translation>Tempo: Zeit gegen Zellen</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>%1 vermessen</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>GIF-Bilder (*.gif)</translation>
    </message>
    <message>
        <source>Recording the carving again for the GIF…</source>
        <translation>Das Graben wird für das GIF erneut aufgezeichnet…</translation>
    </message>
    <message>
        <source>Export the carving</source>
        <translation>Das Graben exportieren</translation>
    </message>
    <message>
        <source>Saved %1: %L2 frames of %3 × %4 px, %5 × %5 block cells per pixel, every %L6 of %L7 steps.</source>
        <translation>%1 gespeichert: %L2 Bilder mit %3 × %4 px, %5 × %5 Blockzellen je Pixel, alle %L6 von %L7 Schritten.</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, shown at once (no animation above %Ln cells)</source>
        <translation>
            <numerusform>%1, sofort gezeigt (keine Animation über %Ln Zelle)</numerusform>
            <numerusform>%1, sofort gezeigt (keine Animation über %Ln Zellen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too big to animate: Export animation… records the carving again, at most %n frames of at most %2 px a side.</source>
        <translation>
            <numerusform>Zu groß für eine Animation: Animation exportieren… zeichnet das Graben erneut auf, höchstens %n Bild mit höchstens %2 px je Seite.</numerusform>
            <numerusform>Zu groß für eine Animation: Animation exportieren… zeichnet das Graben erneut auf, höchstens %n Bilder mit höchstens %2 px je Seite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch of %Ln %2 mazes</source>
        <translation>
            <numerusform>Serie von %Ln %2-Labyrinth</numerusform>
            <numerusform>Serie von %Ln %2-Labyrinthen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the carving of %1 (at most %n frames, %3 px)</source>
        <translation>
            <numerusform>Das Graben von %1 exportieren (höchstens %n Bild, %3 px)</numerusform>
            <numerusform>Das Graben von %1 exportieren (höchstens %n Bilder, %3 px)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::GoalTool</name>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>mazelab::JobRunner</name>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr frei</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1: time limit reached after %2</source>
        <translation>%1: Zeitlimit nach %2 erreicht</translation>
    </message>
    <message>
        <source>%1: done in %2</source>
        <translation>%1: fertig nach %2</translation>
    </message>
    <message>
        <source>%1: cancelled after %2</source>
        <translation>%1: nach %2 abgebrochen</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>mazelab::JobStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running computation</source>
        <translation>Die laufende Berechnung anhalten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cancelling…</source>
        <translation>%1: wird abgebrochen…</translation>
    </message>
    <message>
        <source>Elapsed time, and the time left as estimated from the progress so far</source>
        <translation>Verstrichene Zeit und die aus dem bisherigen Fortschritt geschätzte Restzeit</translation>
    </message>
    <message>
        <source>%1 (about %2 left)</source>
        <translation>%1 (noch etwa %2)</translation>
    </message>
</context>
<context>
    <name>mazelab::LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Nächste Lektion ▶</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Switch to the mode this step is about</source>
        <translation>Zum Modus wechseln, um den es in diesem Schritt geht</translation>
    </message>
</context>
<context>
    <name>mazelab::MainActions</name>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>The clipboard does not hold a maze.

%1</source>
        <translation>Die Zwischenablage enthält kein Labyrinth.

%1</translation>
    </message>
    <message>
        <source>About MazeLab</source>
        <translation>Über MazeLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Design, solve and animate grid mazes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Gitterlabyrinthe entwerfen, lösen und animieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>New workspace with one empty maze (%1)</source>
        <translation>Neuer Arbeitsbereich mit einem leeren Labyrinth (%1)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a .maze file or a .mazelab project</source>
        <translation>Eine .maze-Datei oder ein .mazelab-Projekt öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export as PNG…</source>
        <translation>Als PNG &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy the current maze to the clipboard in the .maze text format</source>
        <translation>Das aktuelle Labyrinth im .maze-Textformat in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation>Als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste as New Maze</source>
        <translation>Als neues Labyrinth &amp;einfügen</translation>
    </message>
    <message>
        <source>Add the maze(s) in the clipboard&apos;s .maze text to the workspace</source>
        <translation>Die Labyrinthe aus dem .maze-Text der Zwischenablage zum Arbeitsbereich hinzufügen</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>&amp;Originalgröße (100 %)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Leisten</translation>
    </message>
    <message>
        <source>Tool Bar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Maze</source>
        <translation>&amp;Labyrinth</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Größe ändern…</translation>
    </message>
    <message>
        <source>Make every cell free</source>
        <translation>Alle Zellen freimachen</translation>
    </message>
    <message>
        <source>Block every cell except start and goal</source>
        <translation>Alle Zellen außer Start und Ziel blockieren</translation>
    </message>
    <message>
        <source>Swap free and blocked cells</source>
        <translation>Freie und blockierte Zellen vertauschen</translation>
    </message>
    <message>
        <source>&amp;Add Maze</source>
        <translation>Labyrinth &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add an empty maze of the same size after the current one</source>
        <translation>Ein leeres Labyrinth gleicher Größe nach dem aktuellen einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Maze</source>
        <translation>Labyrinth &amp;duplizieren</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete Maze</source>
        <translation>Labyrinth &amp;löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Re&amp;name Maze…</source>
        <translation>Labyrinth &amp;umbenennen…</translation>
    </message>
    <message>
        <source>Move Maze &amp;Up</source>
        <translation>Labyrinth nach &amp;oben</translation>
    </message>
    <message>
        <source>Move the current maze up the list</source>
        <translation>Das aktuelle Labyrinth in der Liste nach oben verschieben</translation>
    </message>
    <message>
        <source>Move Maze Do&amp;wn</source>
        <translation>Labyrinth nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the current maze down the list</source>
        <translation>Das aktuelle Labyrinth in der Liste nach unten verschieben</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About MazeLab</source>
        <translation>Ü&amp;ber MazeLab</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>&amp;Animation exportieren…</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Guided tours through the modes, step by step</source>
        <translation>Geführte Rundgänge durch die Modi, Schritt für Schritt</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>Questions about mazes, answered on the maze and explained</source>
        <translation>Fragen zu Labyrinthen, am Labyrinth beantwortet und erklärt</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key MazeLab answers to, grouped by where it works</source>
        <translation>Jede Taste, auf die MazeLab reagiert, nach Ort gruppiert</translation>
    </message>
</context>
<context>
    <name>mazelab::MainWindow</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>%1[*] — MazeLab</source>
        <translation>%1[*] — MazeLab</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Cannot restore the document.

%1</source>
        <translation>Das Dokument lässt sich nicht wiederherstellen.

%1</translation>
    </message>
    <message>
        <source>Open sequence file</source>
        <translation>Zugfolgen-Datei öffnen</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDetailView</name>
    <message>
        <source>Click a maze in the set to show it here.</source>
        <translation>Klicken Sie ein Labyrinth der Menge an, um es hier zu zeigen.</translation>
    </message>
    <message>
        <source>Maze #%L1 of %L2</source>
        <translation>Labyrinth Nr. %L1 von %L2</translation>
    </message>
    <message>
        <source>✓ solved at step %1</source>
        <translation>✓ gelöst bei Schritt %1</translation>
    </message>
    <message>
        <source>solved later, at step %1</source>
        <translation>später gelöst, bei Schritt %1</translation>
    </message>
    <message>
        <source>not solved by this sequence</source>
        <translation>von dieser Zugfolge nicht gelöst</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>Im Editor öffnen</translation>
    </message>
    <message>
        <source>Add this maze to the document and edit it</source>
        <translation>Dieses Labyrinth dem Dokument hinzufügen und bearbeiten</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDocument</name>
    <message>
        <source>Maze 1</source>
        <translation>Labyrinth 1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation>Labyrinth %1</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListDock</name>
    <message>
        <source>Mazes</source>
        <translation>Labyrinthe</translation>
    </message>
    <message>
        <source>The mazes of this workspace. Click to edit one, double-click to rename.</source>
        <translation>Die Labyrinthe dieses Arbeitsbereichs. Klicken zum Bearbeiten, Doppelklick zum Umbenennen.</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListModel</name>
    <message>
        <source>%1
%2 rows × %3 columns</source>
        <translation>%1
%2 Zeilen × %3 Spalten</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeOperations</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Invertieren</translation>
    </message>
    <message>
        <source>Transpose</source>
        <translation>Transponieren</translation>
    </message>
    <message>
        <source>Mirror Left ↔ Right</source>
        <translation>Spiegeln links ↔ rechts</translation>
    </message>
    <message>
        <source>Mirror Top ↕ Bottom</source>
        <translation>Spiegeln oben ↕ unten</translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation>Im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate Counter-Clockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Resize to %1 × %2</source>
        <translation>Größe auf %1 × %2 ändern</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>Paste maze</source>
        <translation>Labyrinth einfügen</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n mazes</source>
        <translation>
            <numerusform>%n Labyrinth einfügen</numerusform>
            <numerusform>%n Labyrinthe einfügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MazeSetBrowser</name>
    <message>
        <source>No maze matches the filter.</source>
        <translation>Kein Labyrinth passt zum Filter.</translation>
    </message>
    <message>
        <source>No maze set. Create one above.</source>
        <translation>Keine Labyrinthmenge. Erzeugen Sie oben eine.</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Choose a tile</source>
        <translation>Eine Kachel wählen</translation>
    </message>
    <message>
        <source>Open the chosen maze for editing</source>
        <translation>Das gewählte Labyrinth zum Bearbeiten öffnen</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeView</name>
    <message>
        <source>Move the cell cursor</source>
        <translation>Zellcursor bewegen</translation>
    </message>
    <message>
        <source>Cursor to the row&apos;s first or last cell</source>
        <translation>Cursor auf die erste oder letzte Zelle der Zeile</translation>
    </message>
    <message>
        <source>Use the tool (Brush, Start, Goal) on the cursor&apos;s cell</source>
        <translation>Werkzeug (Pinsel, Start, Ziel) auf die Zelle des Cursors anwenden</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseCharts</name>
    <message>
        <source>Visit counts</source>
        <translation>Besuchszahlen</translation>
    </message>
    <message>
        <source>Walk over time</source>
        <translation>Weg im Zeitverlauf</translation>
    </message>
    <message>
        <source>visit count</source>
        <translation>Besuchszahl</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>cells visited</source>
        <translation>besuchte Zellen</translation>
    </message>
    <message>
        <source>largest visit count</source>
        <translation>größte Besuchszahl</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseEndsTool</name>
    <message>
        <source>Brush, entrance and exit</source>
        <translation>Pinsel, Eingang und Ausgang</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseFrames</name>
    <message>
        <source>Turn 0 of %L1: Squeaky waits at the entrance.</source>
        <translation>Zug 0 von %L1: Squeaky wartet am Eingang.</translation>
    </message>
    <message>
        <source>Turn %L1 of %L1: Squeaky leaves through the exit.</source>
        <translation>Zug %L1 von %L1: Squeaky verlässt das Labyrinth durch den Ausgang.</translation>
    </message>
    <message>
        <source>Turn %L1 of %L2</source>
        <translation>Zug %L1 von %L2</translation>
    </message>
</context>
<context>
    <name>mazelab::MousePage</name>
    <message>
        <source>turn %L1 / %L2</source>
        <translation>Zug %L1 / %L2</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Squeaky&apos;s walk</source>
        <translation>Squeakys Weg</translation>
    </message>
    <message>
        <source>Entrance column:</source>
        <translation>Eingangsspalte:</translation>
    </message>
    <message>
        <source>Exit column:</source>
        <translation>Ausgangsspalte:</translation>
    </message>
    <message>
        <source>The mouse enters from above this column of the top row. On the board: click or drag the green arrow, or click the row above the board.</source>
        <translation>Die Maus kommt von oben in diese Spalte der obersten Zeile. Auf dem Brett: den grünen Pfeil anklicken oder ziehen, oder in die Zeile über dem Brett klicken.</translation>
    </message>
    <message>
        <source>The mouse leaves below this column of the bottom row. On the board: click or drag the red arrow, or click the row below the board.</source>
        <translation>Die Maus verlässt das Labyrinth unter dieser Spalte der untersten Zeile. Auf dem Brett: den roten Pfeil anklicken oder ziehen, oder in die Zeile unter dem Brett klicken.</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <source>Green → yellow (as in the game)</source>
        <translation>Grün → Gelb (wie im Spiel)</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis (farbenblind-tauglich)</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>No way out: the exit cannot be reached from the entrance.</source>
        <translation>Kein Ausweg: Der Ausgang ist vom Eingang aus nicht erreichbar.</translation>
    </message>
    <message>
        <source>This maze has loops or 2 × 2 open blocks, so the formula does not apply.</source>
        <translation>Dieses Labyrinth hat Schleifen oder offene 2 × 2-Blöcke, daher gilt die Formel nicht.</translation>
    </message>
    <message>
        <source>Loop-less analysis</source>
        <translation>Analyse ohne Schleifen</translation>
    </message>
    <message>
        <source>Main path and side paths with their step counts, from the thesis&apos; formulas and from the walk (Merckens ch. 5); for mazes without loops</source>
        <translation>Hauptweg und Seitenwege mit ihren Schrittzahlen, aus den Formeln der Arbeit und aus dem Lauf (Merckens Kap. 5); für Labyrinthe ohne Schleifen</translation>
    </message>
    <message numerus="yes">
        <source>Mouse %1 × %1: %n steps</source>
        <translation>
            <numerusform>Maus %1 × %1: %n Schritt</numerusform>
            <numerusform>Maus %1 × %1: %n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computed from the tree without walking (Theorems 2–5): %Ln steps.</source>
        <translation>
            <numerusform>Aus dem Baum berechnet, ohne zu laufen (Sätze 2–5): %Ln Schritt.</numerusform>
            <numerusform>Aus dem Baum berechnet, ohne zu laufen (Sätze 2–5): %Ln Schritte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The walk was stopped after %Ln steps.</source>
        <translation>
            <numerusform>Der Weg wurde nach %Ln Schritt angehalten.</numerusform>
            <numerusform>Der Weg wurde nach %Ln Schritten angehalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; no cell is visited twice.</source>
        <translation>
            <numerusform>Squeaky entkommt nach %Ln Schritt; keine Zelle wird zweimal besucht.</numerusform>
            <numerusform>Squeaky entkommt nach %Ln Schritten; keine Zelle wird zweimal besucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; %1</source>
        <translation>
            <numerusform>Squeaky entkommt nach %Ln Schritt; %1</numerusform>
            <numerusform>Squeaky entkommt nach %Ln Schritten; %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the busiest cell is visited %Ln times.</source>
        <translation>
            <numerusform>die meistbesuchte Zelle wird %Ln-mal besucht.</numerusform>
            <numerusform>die meistbesuchte Zelle wird %Ln-mal besucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Main path (blue): %1; %2: %3; total %L4 = the simulated %L5.</source>
        <translation>Hauptweg (blau): %1; %2: %3; zusammen %L4 = simuliert %L5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln side paths</source>
        <translation>
            <numerusform>%Ln Seitenweg</numerusform>
            <numerusform>%Ln Seitenwege</numerusform>
        </translation>
    </message>
    <message>
        <source>Squeaky is walking (%L1 × %L2 cells)…</source>
        <translation>Squeaky läuft (%L1 × %L2 Zellen) …</translation>
    </message>
    <message>
        <source>Not enough memory to record this walk.</source>
        <translation>Nicht genug Speicher, um diesen Weg aufzuzeichnen.</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseSearchPanel</name>
    <message>
        <source>Search for the longest walk</source>
        <translation>Suche nach dem längsten Weg</translation>
    </message>
    <message>
        <source>Size n × n:</source>
        <translation>Größe n × n:</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Verfahren:</translation>
    </message>
    <message>
        <source>Simulated annealing stops after this time</source>
        <translation>Simulated Annealing hält nach dieser Zeit an</translation>
    </message>
    <message>
        <source>Worker threads of the exhaustive search</source>
        <translation>Arbeits-Threads der vollständigen Suche</translation>
    </message>
    <message>
        <source>Exhaustive (up to 7 × 7)</source>
        <translation>Vollständig (bis 7 × 7)</translation>
    </message>
    <message>
        <source>Simulated annealing</source>
        <translation>Simulated Annealing</translation>
    </message>
    <message>
        <source>Every maze of the size: the optimum and how many mazes reach it</source>
        <translation>Jedes Labyrinth dieser Größe: das Optimum und wie viele Labyrinthe es erreichen</translation>
    </message>
    <message>
        <source>Local search over wall flips for any size, within the time budget</source>
        <translation>Lokale Suche durch Umschalten einzelner Wände, für jede Größe, innerhalb des Zeitbudgets</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>The best maze found opens in this view (added to the workspace). A cancelled exhaustive search resumes where it stopped when started again.</source>
        <translation>Das beste gefundene Labyrinth öffnet sich in dieser Ansicht (wird zum Arbeitsbereich hinzugefügt). Eine abgebrochene vollständige Suche setzt beim nächsten Start dort fort, wo sie aufgehört hat.</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Time budget (s):</source>
        <translation>Zeitbudget (s):</translation>
    </message>
    <message>
        <source>The exhaustive search handles up to 7 × 7; use simulated annealing.</source>
        <translation>Die vollständige Suche reicht bis 7 × 7; verwenden Sie Simulated Annealing.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>Exhaustive mouse search %1 × %1</source>
        <translation>Vollständige Maussuche %1 × %1</translation>
    </message>
    <message>
        <source>Mouse annealing %1 × %1</source>
        <translation>Maus-Annealing %1 × %1</translation>
    </message>
    <message>
        <source>Optimum</source>
        <translation>Optimum</translation>
    </message>
    <message>
        <source>Best so far (stopped)</source>
        <translation>Bisher bestes (angehalten)</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Aufgabe läuft; warten Sie darauf oder brechen Sie sie ab.</translation>
    </message>
    <message numerus="yes">
        <source>The best maze so far: %Ln steps</source>
        <translation>
            <numerusform>Das bisher beste Labyrinth: %Ln Schritt</numerusform>
            <numerusform>Das bisher beste Labyrinth: %Ln Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5 s.</source>
        <translation>%1: %2; %3, %4, %5 s.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks tested</source>
        <translation>
            <numerusform>%L1 Weg getestet</numerusform>
            <numerusform>%L1 Wege getestet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 optimal mazes</source>
        <translation>
            <numerusform>%L1 optimales Labyrinth</numerusform>
            <numerusform>%L1 optimale Labyrinthe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best found: %Ln steps after %1 in %2 s.</source>
        <translation>
            <numerusform>Bestes gefundenes: %Ln Schritt; %1 in %2 s.</numerusform>
            <numerusform>Bestes gefundenes: %Ln Schritte; %1 in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes tried</source>
        <translation>
            <numerusform>%L1 Labyrinth probiert</numerusform>
            <numerusform>%L1 Labyrinthe probiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, about %2 % of the search)…</source>
        <translation>
            <numerusform>Bisher bestes: %Ln Schritt (%1, etwa %2 % der Suche)…</numerusform>
            <numerusform>Bisher bestes: %Ln Schritte (%1, etwa %2 % der Suche)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, %2 % of the time used)…</source>
        <translation>
            <numerusform>Bisher bestes: %Ln Schritt (%1, %2 % der Zeit verbraucht)…</numerusform>
            <numerusform>Bisher bestes: %Ln Schritte (%1, %2 % der Zeit verbraucht)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMarker</name>
    <message>
        <source>Move start</source>
        <translation>Start verschieben</translation>
    </message>
    <message>
        <source>Move goal</source>
        <translation>Ziel verschieben</translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMaze</name>
    <message>
        <source>Move maze “%1”</source>
        <translation>Labyrinth „%1“ verschieben</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintCells</name>
    <message>
        <source>Block cells</source>
        <translation>Zellen blockieren</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Zellen freimachen</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintTool</name>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintWeights</name>
    <message>
        <source>Paint weights</source>
        <translation>Gewichte malen</translation>
    </message>
</context>
<context>
    <name>mazelab::PlayerBar</name>
    <message>
        <source>Jump to start (Home)</source>
        <translation>Zum Anfang springen (Pos1)</translation>
    </message>
    <message>
        <source>Jump to end (End)</source>
        <translation>Zum Ende springen (Ende)</translation>
    </message>
    <message>
        <source>Timeline: drag to scrub</source>
        <translation>Zeitleiste: ziehen zum Spulen</translation>
    </message>
    <message>
        <source>Playback speed (+ / -)</source>
        <translation>Abspielgeschwindigkeit (+ / -)</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 Schritte/s</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Step back (, or Ctrl+Left)</source>
        <translation>Schritt zurück (, oder Strg+Links)</translation>
    </message>
    <message>
        <source>Step forward (. or Ctrl+Right)</source>
        <translation>Schritt vor (. oder Strg+Rechts)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps/s</source>
        <translation>
            <numerusform>%Ln Schritt/s</numerusform>
            <numerusform>%Ln Schritte/s</numerusform>
        </translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>Schritt %L1 / %L2</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
</context>
<context>
    <name>mazelab::Presentation</name>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with the canvas, the player and large captions only (F5 or Esc leaves)</source>
        <translation>Vollbild nur mit Zeichenfläche, Player und großen Bildunterschriften (F5 oder Esc beendet)</translation>
    </message>
</context>
<context>
    <name>mazelab::Project</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>Array erwartet</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected [row, column]</source>
        <translation>[Zeile, Spalte] erwartet</translation>
    </message>
    <message>
        <source>unknown character &apos;%1&apos; at column %2 (expected &apos;.&apos; or &apos;#&apos;)</source>
        <translation>unbekanntes Zeichen &apos;%1&apos; in Spalte %2 (erwartet &apos;.&apos; oder &apos;#&apos;)</translation>
    </message>
    <message>
        <source>the project is not a JSON object</source>
        <translation>das Projekt ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>expected &quot;mazelab-project&quot;</source>
        <translation>&quot;mazelab-project&quot; erwartet</translation>
    </message>
    <message>
        <source>unsupported version %1 (this MazeLab reads version %2)</source>
        <translation>nicht unterstützte Version %1 (dieses MazeLab liest Version %2)</translation>
    </message>
    <message>
        <source>a project needs at least one maze</source>
        <translation>ein Projekt braucht mindestens ein Labyrinth</translation>
    </message>
    <message>
        <source>only the moves u, d, l, r are allowed</source>
        <translation>nur die Züge u, d, l, r sind erlaubt</translation>
    </message>
    <message numerus="yes">
        <source>expected %n rows, found %2</source>
        <translation>
            <numerusform>%n Zeile erwartet, %2 gefunden</numerusform>
            <numerusform>%n Zeilen erwartet, %2 gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ragged row: %n cells, expected %2</source>
        <translation>
            <numerusform>ungleich lange Zeile: %n Zelle, erwartet %2</numerusform>
            <numerusform>ungleich lange Zeile: %n Zellen, erwartet %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::QuizPage</name>
    <message numerus="yes">
        <source>Finished: %1 of %n right.</source>
        <translation>
            <numerusform>Fertig: %1 von %n richtig.</numerusform>
            <numerusform>Fertig: %1 von %n richtig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2 — score %3</source>
        <translation>Frage %1 von %2 — Punkte %3</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Quiz &amp;number:</source>
        <translation>Quiz-&amp;Nummer:</translation>
    </message>
    <message>
        <source>The same number, level, count and topics give the same questions (also in mazelab-cli quiz, for a printed worksheet)</source>
        <translation>Dieselbe Nummer, Stufe, Anzahl und dieselben Themen ergeben dieselben Fragen (auch in mazelab-cli quiz, für ein gedrucktes Arbeitsblatt)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Fragen:</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Neues Quiz</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Click the cell on the maze, or give its row and column (from 0 at the top left):</source>
        <translation>Klicken Sie die Zelle im Labyrinth an oder geben Sie Zeile und Spalte an (ab 0 oben links):</translation>
    </message>
    <message>
        <source>row </source>
        <translation>Zeile </translation>
    </message>
    <message>
        <source>column </source>
        <translation>Spalte </translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Zum Ergebnis</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>%1 kann nicht geschrieben werden:
%2</translation>
    </message>
    <message>
        <source>Worksheet…</source>
        <translation>Arbeitsblatt…</translation>
    </message>
    <message>
        <source>Export these questions as a PDF worksheet with the answer key on its last page</source>
        <translation>Diese Fragen als PDF-Arbeitsblatt exportieren, mit den Lösungen auf der letzten Seite</translation>
    </message>
    <message>
        <source>Quiz: %1 not read as written (an unknown name is left out, a number out of range brought into range); the quiz opens without it.</source>
        <translation>Quiz: %1 nicht wie geschrieben gelesen (ein unbekannter Name wird weggelassen, eine Zahl außerhalb des Bereichs in den Bereich gebracht); das Quiz öffnet ohne dies.</translation>
    </message>
    <message>
        <source>Answer yes or no</source>
        <translation>Mit Ja oder Nein antworten</translation>
    </message>
    <message>
        <source>Choose an answer</source>
        <translation>Eine Antwort wählen</translation>
    </message>
    <message>
        <source>Answer the number or cell typed; once answered, the next question</source>
        <translation>Die eingegebene Zahl oder Zelle beantworten; nach der Antwort die nächste Frage</translation>
    </message>
</context>
<context>
    <name>mazelab::RaceFrames</name>
    <message>
        <source>maze</source>
        <translation>Labyrinth</translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation>nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>%L1 expanded · no path</source>
        <translation>%L1 expandiert · kein Weg</translation>
    </message>
    <message>
        <source>%L1 expanded · path %L2</source>
        <translation>%L1 expandiert · Weg %L2</translation>
    </message>
    <message>
        <source>%L1 expanded · frontier %L2</source>
        <translation>%L1 expandiert · Rand %L2</translation>
    </message>
    <message>
        <source> ✓ done</source>
        <translation> ✓ fertig</translation>
    </message>
    <message>
        <source> ✗ done</source>
        <translation> ✗ fertig</translation>
    </message>
    <message numerus="yes">
        <source>Step %L1 of %L2: %3 of %n solvers finished</source>
        <translation>
            <numerusform>Schritt %L1 von %L2: %3 von %n Löser fertig</numerusform>
            <numerusform>Schritt %L1 von %L2: %3 von %n Lösern fertig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>MazeLab did not exit cleanly last time. These documents had unsaved changes; the copies below hold the edits up to the last autosave.</source>
        <translation>MazeLab wurde beim letzten Mal nicht ordnungsgemäß beendet. Diese Dokumente hatten ungespeicherte Änderungen; die Kopien unten enthalten die Änderungen bis zum letzten automatischen Speichern.</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), automatisch gespeichert %3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Keep the copies and ask again at the next start.</source>
        <translation>Die Kopien behalten und beim nächsten Start erneut fragen.</translation>
    </message>
</context>
<context>
    <name>mazelab::RemoveMaze</name>
    <message>
        <source>Delete maze “%1”</source>
        <translation>Labyrinth „%1“ löschen</translation>
    </message>
</context>
<context>
    <name>mazelab::RenameMaze</name>
    <message>
        <source>Rename maze to “%1”</source>
        <translation>Labyrinth in „%1“ umbenennen</translation>
    </message>
</context>
<context>
    <name>mazelab::ResizeDialog</name>
    <message>
        <source>Resize Maze</source>
        <translation>Labyrinthgröße ändern</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>The top-left part is kept; new cells are free.</source>
        <translation>Der Teil oben links bleibt erhalten; neue Zellen sind frei.</translation>
    </message>
</context>
<context>
    <name>mazelab::SequenceFrames</name>
    <message numerus="yes">
        <source>Before the first move: %L1 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Vor dem ersten Zug: %L1 von %Ln Labyrinth gelöst.</numerusform>
            <numerusform>Vor dem ersten Zug: %L1 von %Ln Labyrinthen gelöst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %L1 of %L2 (%3): %L4 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Zug %L1 von %L2 (%3): %L4 von %Ln Labyrinth gelöst.</numerusform>
            <numerusform>Zug %L1 von %L2 (%3): %L4 von %Ln Labyrinthen gelöst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SequencePlayer</name>
    <message>
        <source>&amp;Sequence:</source>
        <translation>&amp;Zugfolge:</translation>
    </message>
    <message>
        <source>type moves u d l r, or press the arrow keys</source>
        <translation>Züge u d l r eingeben oder Pfeiltasten drücken</translation>
    </message>
    <message>
        <source>Moves u (up), d (down), l (left), r (right). Arrow keys append a move, Backspace removes one, Space plays / pauses.</source>
        <translation>Züge u (hoch), d (runter), l (links), r (rechts). Pfeiltasten hängen einen Zug an, Rücktaste entfernt einen, Leertaste spielt ab / pausiert.</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>Im Projekt speichern</translation>
    </message>
    <message>
        <source>Store this sequence in the document (saved in the .mazelab project)</source>
        <translation>Diese Zugfolge im Dokument ablegen (wird im .mazelab-Projekt gespeichert)</translation>
    </message>
    <message>
        <source>Sequences stored in the document</source>
        <translation>Im Dokument gespeicherte Zugfolgen</translation>
    </message>
    <message>
        <source>Saved sequences…</source>
        <translation>Gespeicherte Zugfolgen…</translation>
    </message>
    <message>
        <source>solved %L1 of %L2</source>
        <translation>gelöst: %L1 von %L2</translation>
    </message>
    <message>
        <source>(running…)</source>
        <translation>(läuft…)</translation>
    </message>
    <message>
        <source>Save sequence</source>
        <translation>Zugfolge speichern</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Sequence %1</source>
        <translation>Zugfolge %1</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animation exportieren…</translation>
    </message>
    <message>
        <source>Save the run as a GIF or as PNG frames (in the background)</source>
        <translation>Den Lauf als GIF oder als PNG-Einzelbilder speichern (im Hintergrund)</translation>
    </message>
    <message>
        <source>The mazes shown (up to 24 tiles)…</source>
        <translation>Die angezeigten Labyrinthe (bis zu 24 Kacheln)…</translation>
    </message>
    <message>
        <source>The selected maze…</source>
        <translation>Das ausgewählte Labyrinth…</translation>
    </message>
    <message>
        <source>Sequence file</source>
        <translation>Zugfolgen-Datei</translation>
    </message>
    <message>
        <source>Open or save a .seq file, as mazelab-cli reads and writes them</source>
        <translation>Eine .seq-Datei öffnen oder speichern, wie mazelab-cli sie liest und schreibt</translation>
    </message>
    <message>
        <source>Open sequence file…</source>
        <translation>Zugfolgen-Datei öffnen…</translation>
    </message>
    <message>
        <source>Save sequence as file…</source>
        <translation>Zugfolge als Datei speichern…</translation>
    </message>
    <message>
        <source>Cannot read %1: it is a directory</source>
        <translation>%1 kann nicht gelesen werden: es ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is larger than 64 MB, too large for a move sequence</source>
        <translation>%1 kann nicht gelesen werden: größer als 64 MB, zu groß für eine Zugfolge</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: &apos;%4&apos; is not a move (u, d, l, r; spaces and commas are ignored, lines starting with ; are comments)</source>
        <translation>%1, Zeile %2, Spalte %3: &apos;%4&apos; ist kein Zug (u, d, l, r; Leerzeichen und Kommas werden übergangen, Zeilen, die mit ; beginnen, sind Kommentare)</translation>
    </message>
    <message>
        <source>Move sequences (*.seq *.txt);;All files (*)</source>
        <translation>Zugfolgen (*.seq *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save sequence as file</source>
        <translation>Zugfolge als Datei speichern</translation>
    </message>
    <message>
        <source>Open sequence file</source>
        <translation>Zugfolgen-Datei öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln Zug</numerusform>
            <numerusform>%Ln Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln moves)</source>
        <translation>
            <numerusform>%1 (%Ln Zug)</numerusform>
            <numerusform>%1 (%Ln Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds %L2 moves; the player takes up to %L3</source>
        <translation>%1 enthält %L2 Züge; der Player nimmt bis zu %L3</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>Schritt %L1 / %L2</translation>
    </message>
    <message>
        <source>Append the move u, d, l or r to the sequence</source>
        <translation>Den Zug u, d, l oder r an die Folge anhängen</translation>
    </message>
    <message>
        <source>Remove the last move</source>
        <translation>Den letzten Zug entfernen</translation>
    </message>
</context>
<context>
    <name>mazelab::SetPanel</name>
    <message>
        <source>Set:</source>
        <translation>Menge:</translation>
    </message>
    <message>
        <source>All solvable mazes</source>
        <translation>Alle lösbaren Labyrinthe</translation>
    </message>
    <message>
        <source>Random solvable mazes</source>
        <translation>Zufällige lösbare Labyrinthe</translation>
    </message>
    <message>
        <source>The document&apos;s mazes</source>
        <translation>Die Labyrinthe des Dokuments</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Number of random mazes</source>
        <translation>Anzahl zufälliger Labyrinthe</translation>
    </message>
    <message>
        <source>density:</source>
        <translation>Dichte:</translation>
    </message>
    <message>
        <source>Probability that a cell is blocked</source>
        <translation>Wahrscheinlichkeit, dass eine Zelle blockiert ist</translation>
    </message>
    <message>
        <source>seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Create set</source>
        <translation>Menge erzeugen</translation>
    </message>
    <message>
        <source>Add editor maze</source>
        <translation>Editor-Labyrinth hinzufügen</translation>
    </message>
    <message>
        <source>Append the editor&apos;s current maze to the set</source>
        <translation>Das aktuelle Labyrinth des Editors an die Menge anhängen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>all mazes</source>
        <translation>alle Labyrinthe</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>unsolved</source>
        <translation>ungelöst</translation>
    </message>
    <message>
        <source>solved at step</source>
        <translation>gelöst bei Schritt</translation>
    </message>
    <message>
        <source>The step k for &quot;solved at step&quot;</source>
        <translation>Der Schritt k für „gelöst bei Schritt“</translation>
    </message>
    <message>
        <source>Create maze set</source>
        <translation>Labyrinthmenge erzeugen</translation>
    </message>
    <message>
        <source>Enumerate solvable %1×%2 mazes</source>
        <translation>Lösbare %1×%2-Labyrinthe aufzählen</translation>
    </message>
    <message>
        <source>The document has no solvable %1×%2 maze.</source>
        <translation>Das Dokument enthält kein lösbares %1×%2-Labyrinth.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the document&apos;s mazes</source>
        <translation>
            <numerusform>%n Labyrinth des Dokuments</numerusform>
            <numerusform>%n Labyrinthe des Dokuments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n left out: other size or unsolvable)</source>
        <translation>
            <numerusform>(%n weggelassen: andere Größe oder unlösbar)</numerusform>
            <numerusform>(%n weggelassen: andere Größe oder unlösbar)</numerusform>
        </translation>
    </message>
    <message>
        <source>The editor&apos;s maze is not solvable (the goal cannot be reached from the start), so no sequence can solve it.</source>
        <translation>Das Labyrinth des Editors ist nicht lösbar (das Ziel ist vom Start aus nicht erreichbar), also kann keine Zugfolge es lösen.</translation>
    </message>
    <message>
        <source>The set holds %1×%2 mazes; the editor&apos;s maze is %3×%4.</source>
        <translation>Die Menge enthält %1×%2-Labyrinthe; das Labyrinth des Editors ist %3×%4.</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n mazes</source>
        <translation>
            <numerusform>eine Liste mit %n Labyrinth</numerusform>
            <numerusform>eine Liste mit %n Labyrinthen</numerusform>
        </translation>
    </message>
    <message>
        <source>no set</source>
        <translation>keine Menge</translation>
    </message>
    <message>
        <source>showing %L1 of %L2</source>
        <translation>zeige %L1 von %L2</translation>
    </message>
    <message numerus="yes">
        <source>All solvable %1×%2 mazes are too many to list: at most %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Alle lösbaren %1×%2-Labyrinthe sind zu viele zum Auflisten: höchstens %n Zelle (z. B. 5×6).</numerusform>
            <numerusform>Alle lösbaren %1×%2-Labyrinthe sind zu viele zum Auflisten: höchstens %n Zellen (z. B. 5×6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generate %n random %2×%3 mazes</source>
        <translation>
            <numerusform>%n zufälliges %2×%3-Labyrinth erzeugen</numerusform>
            <numerusform>%n zufällige %2×%3-Labyrinthe erzeugen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The set has %L1 mazes; adding to sets of more than %2 is not supported.</source>
        <translation>
            <numerusform>Die Menge hat %L1 Labyrinth; Hinzufügen zu Mengen mit mehr als %2 wird nicht unterstützt.</numerusform>
            <numerusform>Die Menge hat %L1 Labyrinthe; Hinzufügen zu Mengen mit mehr als %2 wird nicht unterstützt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes</source>
        <translation>
            <numerusform>%Ln Labyrinth</numerusform>
            <numerusform>%Ln Labyrinthen</numerusform>
        </translation>
    </message>
    <message>
        <source>Current set: none</source>
        <translation>Aktuelle Menge: keine</translation>
    </message>
    <message>
        <source>Current set: %1</source>
        <translation>Aktuelle Menge: %1</translation>
    </message>
    <message>
        <source>Save shown…</source>
        <translation>Angezeigte speichern…</translation>
    </message>
    <message>
        <source>Save the mazes shown (the filter applies: e.g. those the sequence leaves unsolved) as a .maze file</source>
        <translation>Die angezeigten Labyrinthe (der Filter gilt: z. B. die, die die Zugfolge ungelöst lässt) als .maze-Datei speichern</translation>
    </message>
    <message>
        <source>No maze is shown.</source>
        <translation>Es wird kein Labyrinth angezeigt.</translation>
    </message>
    <message>
        <source>%L1 mazes are shown; at most %L2 are saved at once (choose a filter, or use mazelab-cli seq verify-all --failures for all of them).</source>
        <translation>%L1 Labyrinthe werden angezeigt; höchstens %L2 werden auf einmal gespeichert (wählen Sie einen Filter oder nehmen Sie mazelab-cli seq verify-all --failures für alle).</translation>
    </message>
    <message>
        <source>Save shown mazes</source>
        <translation>Angezeigte Labyrinthe speichern</translation>
    </message>
    <message>
        <source>Maze files (*.maze)</source>
        <translation>Labyrinthdateien (*.maze)</translation>
    </message>
    <message>
        <source>#%1 of %2</source>
        <translation>#%1 aus %2</translation>
    </message>
</context>
<context>
    <name>mazelab::SetSequences</name>
    <message>
        <source>Edit move sequences</source>
        <translation>Zugfolgen bearbeiten</translation>
    </message>
</context>
<context>
    <name>mazelab::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>The language of menus and dialogs; changes apply at once.</source>
        <translation>Die Sprache der Menüs und Dialoge; Änderungen gelten sofort.</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch speichern alle:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>How often a modified document is copied to the recovery folder, from which MazeLab restores it after a crash.</source>
        <translation>Wie oft ein geändertes Dokument in den Wiederherstellungsordner kopiert wird, aus dem MazeLab es nach einem Absturz wiederherstellt.</translation>
    </message>
</context>
<context>
    <name>mazelab::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Werkzeug: %1</translation>
    </message>
    <message>
        <source>Menus and tools</source>
        <translation>Menüs und Werkzeuge</translation>
    </message>
    <message>
        <source>Maze canvas (Editor)</source>
        <translation>Labyrinth-Zeichenfläche (Editor)</translation>
    </message>
    <message>
        <source>Player (every animated mode, also in presentation mode)</source>
        <translation>Wiedergabe (jeder animierte Modus, auch im Präsentationsmodus)</translation>
    </message>
    <message>
        <source>Simultaneous: the sequence</source>
        <translation>Simultan: die Folge</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>Leave presentation mode (as F5 does)</source>
        <translation>Präsentationsmodus verlassen (wie F5)</translation>
    </message>
    <message>
        <source>Simultaneous: the tiles</source>
        <translation>Simultan: die Kacheln</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Spielstein</translation>
    </message>
</context>
<context>
    <name>mazelab::SigmaCertificateView</name>
    <message>
        <source>Open σ certificate</source>
        <translation>σ-Zertifikat öffnen</translation>
    </message>
    <message>
        <source>σ certificates (*.cert *.maze);;All files (*)</source>
        <translation>σ-Zertifikate (*.cert *.maze);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>σ certificate:</source>
        <translation>σ-Zertifikat:</translation>
    </message>
    <message>
        <source>A certificate written by mazelab-cli sigma</source>
        <translation>Ein von mazelab-cli sigma geschriebenes Zertifikat</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Show a certificate such as tests/data/sigma/sigma-4x4.cert: its mazes as the set, its sequence in the player</source>
        <translation>Ein Zertifikat wie tests/data/sigma/sigma-4x4.cert zeigen: seine Labyrinthe als Menge, seine Zugfolge im Player</translation>
    </message>
    <message>
        <source>Re-check</source>
        <translation>Nachprüfen</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) ≥ %3 certificate (%n mazes)</source>
        <translation>
            <numerusform>Zertifikat σ(%1,%2) ≥ %3 (%n Labyrinth)</numerusform>
            <numerusform>Zertifikat σ(%1,%2) ≥ %3 (%n Labyrinthe)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a valid certificate: %2</source>
        <translation>%1 ist kein gültiges Zertifikat: %2</translation>
    </message>
    <message numerus="yes">
        <source>No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.</source>
        <translation>
            <numerusform>Keine Zugfolge aus %1 Zügen löst dieses %n Labyrinth, also σ(%2,%3) ≥ %4.</numerusform>
            <numerusform>Keine Zugfolge aus %1 Zügen löst diese %n Labyrinthe, also σ(%2,%3) ≥ %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n-move sequence in the player solves every solvable %1×%2 maze</source>
        <translation>
            <numerusform>Die Zugfolge mit %n Zug im Player löst jedes lösbare %1×%2-Labyrinth</numerusform>
            <numerusform>Die Zugfolge mit %n Zügen im Player löst jedes lösbare %1×%2-Labyrinth</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-check σ certificate</source>
        <translation>σ-Zertifikat nachprüfen</translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s. %2</source>
        <translation>✓ Zertifikat in %1 s bestätigt. %2</translation>
    </message>
    <message>
        <source>✗ Certificate NOT verified: %1</source>
        <translation>✗ Zertifikat NICHT bestätigt: %1</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Berechnung läuft; warten Sie oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>Re-checking… (a SAT proof; may take minutes — Cancel in the status bar)</source>
        <translation>Prüfe nach… (ein SAT-Beweis; kann Minuten dauern — Abbrechen in der Statusleiste)</translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s: no shorter sequence solves even its first %2 of %3 mazes.</source>
        <translation>✓ Zertifikat in %1 s bestätigt: keine kürzere Zugfolge löst auch nur seine ersten %2 von %3 Labyrinthen.</translation>
    </message>
    <message>
        <source>Simulate the sequence on all solvable mazes and prove by SAT, adding the certificate&apos;s mazes in the order the search found them, that no shorter sequence solves them</source>
        <translation>Die Zugfolge auf allen lösbaren Labyrinthen simulieren und per SAT beweisen – die Labyrinthe des Zertifikats in der Reihenfolge hinzugefügt, in der die Suche sie fand –, dass keine kürzere Zugfolge sie löst</translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoPage</name>
    <message>
        <source>Simultaneous</source>
        <translation>Simultan</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>Labyrinth</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
    <message>
        <source>Set maze #%1</source>
        <translation>Mengen-Labyrinth Nr. %1</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Simultaneous: the maze set could not be restored (%1); the page opens without it.</source>
        <translation>Simultan: Die Labyrinthmenge konnte nicht wiederhergestellt werden (%1); die Seite öffnet sich ohne sie.</translation>
    </message>
    <message>
        <source>Simultaneous: the move sequence could not be read: character %L1, &apos;%2&apos;, is not a move (u, d, l, r); the player opens without it.</source>
        <translation>Simultan: Die Zugfolge konnte nicht gelesen werden: Zeichen %L1, „%2“, ist kein Zug (u, d, l, r); der Player öffnet sich ohne sie.</translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSession</name>
    <message numerus="yes">
        <source>Run sequence on %n mazes</source>
        <translation>
            <numerusform>Zugfolge auf %n Labyrinth ausführen</numerusform>
            <numerusform>Zugfolge auf %n Labyrinthen ausführen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSet</name>
    <message>
        <source>all solvable %1×%2 mazes</source>
        <translation>alle lösbaren %1×%2-Labyrinthe</translation>
    </message>
    <message>
        <source>The number of mazes must be between 1 and %1.</source>
        <translation>Die Anzahl der Labyrinthe muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>Rows and columns must be between 1 and 255.</source>
        <translation>Zeilen und Spalten müssen zwischen 1 und 255 liegen.</translation>
    </message>
    <message>
        <source>%1 random %2×%3 mazes are too many (at most %4 cells in all).</source>
        <translation>%1 zufällige %2×%3-Labyrinthe sind zu viele (insgesamt höchstens %4 Zellen).</translation>
    </message>
    <message numerus="yes">
        <source>%n random %2×%3 mazes (density %4, seed %5)</source>
        <translation>
            <numerusform>%n zufälliges %2×%3-Labyrinth (Dichte %4, Startwert %5)</numerusform>
            <numerusform>%n zufällige %2×%3-Labyrinthe (Dichte %4, Startwert %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing all solvable %1×%2 mazes is limited to %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Das Auflisten aller lösbaren %1×%2-Labyrinthe ist auf %n Zelle begrenzt (z. B. 5×6).</numerusform>
            <numerusform>Das Auflisten aller lösbaren %1×%2-Labyrinthe ist auf %n Zellen begrenzt (z. B. 5×6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveChart</name>
    <message>
        <source>Measuring %1 on %2 × %2…</source>
        <translation>Messe %1 auf %2 × %2…</translation>
    </message>
    <message>
        <source>Another job is running; try again when it has finished.</source>
        <translation>Eine andere Berechnung läuft; versuchen Sie es erneut, wenn sie fertig ist.</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Up to:</source>
        <translation>Bis:</translation>
    </message>
    <message>
        <source>The largest side measured (random grids with 30 % walls)</source>
        <translation>Die größte gemessene Seitenlänge (Zufallsgitter mit 30 % Wänden)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Measure %1 on %2 × %2</source>
        <translation>%1 auf %2 × %2 messen</translation>
    </message>
    <message>
        <source>CPU time (ms)</source>
        <translation>CPU-Zeit (ms)</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n points.</source>
        <translation>
            <numerusform>Fertig: %n Punkt.</numerusform>
            <numerusform>Fertig: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n points.</source>
        <translation>
            <numerusform>Nach %n Punkt abgebrochen.</numerusform>
            <numerusform>Nach %n Punkten abgebrochen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveFrames</name>
    <message>
        <source>%1, step %L2 of %L3: the path</source>
        <translation>%1, Schritt %L2 von %L3: der Weg</translation>
    </message>
    <message>
        <source>%1, step %L2 of %L3: searching</source>
        <translation>%1, Schritt %L2 von %L3: Suche</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln steps</source>
        <translation>
            <numerusform>%1: %Ln Schritt</numerusform>
            <numerusform>%1: %Ln Schritte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveOptionsPanel</name>
    <message>
        <source>Heuristic:</source>
        <translation>Heuristik:</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>Euklidisch</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>Tschebyschow</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>Oktil</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Gewicht:</translation>
    </message>
    <message>
        <source>f = g + weight · h (1: admissible A*; above 1: faster, maybe longer paths)</source>
        <translation>f = g + Gewicht · h (1: zulässiges A*; über 1: schneller, vielleicht längere Wege)</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Bewegung:</translation>
    </message>
    <message>
        <source>4 neighbours</source>
        <translation>4 Nachbarn</translation>
    </message>
    <message>
        <source>8: always</source>
        <translation>8: immer</translation>
    </message>
    <message>
        <source>8: at most one obstacle</source>
        <translation>8: höchstens ein Hindernis</translation>
    </message>
    <message>
        <source>8: no obstacles</source>
        <translation>8: keine Hindernisse</translation>
    </message>
    <message>
        <source>Diagonal steps as in PathFinding.js: always, when at most one of the two side cells is a wall, or only when neither is</source>
        <translation>Diagonale Schritte wie in PathFinding.js: immer, wenn höchstens eine der beiden Seitenzellen eine Wand ist, oder nur, wenn keine es ist</translation>
    </message>
    <message>
        <source>Turn cost:</source>
        <translation>Abbiegekosten:</translation>
    </message>
    <message>
        <source>Added when a step changes direction (Dijkstra and A* optimise it)</source>
        <translation>Kommt hinzu, wenn ein Schritt die Richtung ändert (Dijkstra und A* optimieren sie)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>For the random solvers (DFS random, random mouse)</source>
        <translation>Für die zufälligen Löser (DFS zufällig, zufällige Maus)</translation>
    </message>
    <message>
        <source>Compress corridors (Dijkstra)</source>
        <translation>Gänge komprimieren (Dijkstra)</translation>
    </message>
    <message>
        <source>Dijkstra on the graph of corridors and junctions (thesis §3.2); its tile then shows only the path</source>
        <translation>Dijkstra auf dem Graphen der Gänge und Kreuzungen (Arbeit §3.2); seine Kachel zeigt dann nur den Weg</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <source>Click or drag: walls on / off; drag S or G to move them</source>
        <translation>Klicken oder ziehen: Wände an / aus; S oder G ziehen, um sie zu verschieben</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Paint cell weights (left) or erase them (right)</source>
        <translation>Zellgewichte malen (links) oder löschen (rechts)</translation>
    </message>
    <message>
        <source>The weight the brush paints</source>
        <translation>Das Gewicht, das der Pinsel malt</translation>
    </message>
    <message>
        <source>Distance heat map</source>
        <translation>Distanz-Heatmap</translation>
    </message>
    <message>
        <source>Breadth-first distance from the start (Lee)</source>
        <translation>Breitensuche-Distanz vom Start (Lee)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Read weights from a file (the format of mazelab-cli solve --weights)</source>
        <translation>Gewichte aus einer Datei lesen (das Format von mazelab-cli solve --weights)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Write the weights to a file</source>
        <translation>Die Gewichte in eine Datei schreiben</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every weight</source>
        <translation>Alle Gewichte entfernen</translation>
    </message>
    <message>
        <source>Check several solvers to race them.</source>
        <translation>Mehrere Löser ankreuzen für ein Wettrennen.</translation>
    </message>
</context>
<context>
    <name>mazelab::SolvePage</name>
    <message>
        <source>Clear weights</source>
        <translation>Gewichte entfernen</translation>
    </message>
    <message>
        <source>Measuring needs a chosen solver and a free job runner.</source>
        <translation>Zum Messen braucht es einen gewählten Löser und keine laufende Berechnung.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>Rand</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>besucht</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>gefüllt</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Waiting for “%1” to finish…</source>
        <translation>Warte, bis „%1“ fertig ist…</translation>
    </message>
    <message>
        <source>Check one or more solvers.</source>
        <translation>Einen oder mehrere Löser ankreuzen.</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Löse…</translation>
    </message>
    <message>
        <source>Solve race</source>
        <translation>Löser-Wettrennen</translation>
    </message>
    <message>
        <source>Paint weights</source>
        <translation>Gewichte malen</translation>
    </message>
    <message>
        <source>Import weights</source>
        <translation>Gewichte importieren</translation>
    </message>
    <message>
        <source>Weights (*.txt);;All files (*)</source>
        <translation>Gewichte (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Export weights</source>
        <translation>Gewichte exportieren</translation>
    </message>
    <message>
        <source>Weights (*.txt)</source>
        <translation>Gewichte (*.txt)</translation>
    </message>
</context>
<context>
    <name>mazelab::SolveResultsPanel</name>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expandiert</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Time: the search alone, on a worker thread, while tracing (the race records every step).</source>
        <translation>Zeit: nur die Suche, in einem Hintergrund-Thread, mit Aufzeichnung (das Rennen zeichnet jeden Schritt auf).</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Max. Rand</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Found a path</source>
        <translation>Einen Weg gefunden</translation>
    </message>
    <message>
        <source>Path length (moves)</source>
        <translation>Weglänge (Züge)</translation>
    </message>
    <message>
        <source>Path cost</source>
        <translation>Wegkosten</translation>
    </message>
    <message>
        <source>Cells expanded (agents: moves)</source>
        <translation>Expandierte Zellen (Agenten: Züge)</translation>
    </message>
    <message>
        <source>Peak frontier (open list / queue / stack)</source>
        <translation>Größter Rand (Open-Liste / Warteschlange / Stapel)</translation>
    </message>
    <message>
        <source>Time of the search in milliseconds</source>
        <translation>Zeit der Suche in Millisekunden</translation>
    </message>
</context>
<context>
    <name>mazelab::SolvedChart</name>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
</context>
<context>
    <name>mazelab::SolverCatalog</name>
    <message>
        <source>Memory limit (MB):</source>
        <translation>Speichergrenze (MB):</translation>
    </message>
    <message>
        <source>The search stops with a message when its state table reaches this size</source>
        <translation>Die Suche hält mit einer Meldung an, wenn ihre Zustandstabelle diese Größe erreicht</translation>
    </message>
    <message>
        <source>Known lower bound:</source>
        <translation>Bekannte untere Schranke:</translation>
    </message>
    <message>
        <source>Start the search at this length (0: none)</source>
        <translation>Die Suche bei dieser Länge beginnen (0: keine)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Every random choice comes from this seed</source>
        <translation>Jede Zufallswahl folgt aus diesem Startwert</translation>
    </message>
    <message>
        <source>Minimize (0 / 1):</source>
        <translation>Minimieren (0 / 1):</translation>
    </message>
    <message>
        <source>1: delete moves while the sequence still solves the set</source>
        <translation>1: Züge löschen, solange die Zugfolge die Menge noch löst</translation>
    </message>
    <message>
        <source>Greedy Lookahead</source>
        <translation>Greedy Lookahead</translation>
    </message>
    <message>
        <source>Nusser Alg. 5.1: repeatedly append the lookahead sequence that lowers the cost of the unsolved mazes&apos; goal distances most; escapes local minima.</source>
        <translation>Nusser Alg. 5.1: hängt wiederholt die Vorausschau-Folge an, die die Kosten der Zielabstände der ungelösten Labyrinthe am stärksten senkt; entkommt lokalen Minima.</translation>
    </message>
    <message>
        <source>Lookahead length:</source>
        <translation>Vorausschaulänge:</translation>
    </message>
    <message>
        <source>All 4^n sequences of this length are tried each round</source>
        <translation>Alle 4^n Folgen dieser Länge werden in jeder Runde probiert</translation>
    </message>
    <message>
        <source>Cost (0 Σd, 1 Σd², 2 max d):</source>
        <translation>Kosten (0 Σd, 1 Σd², 2 max d):</translation>
    </message>
    <message>
        <source>0: sum of distances, 1: sum of squared distances, 2: largest distance</source>
        <translation>0: Summe der Abstände, 1: Summe der quadrierten Abstände, 2: größter Abstand</translation>
    </message>
    <message>
        <source>Solve in Order</source>
        <translation>Solve in Order</translation>
    </message>
    <message>
        <source>Nusser Alg. 4.2: solve the mazes one after another in a random order; best of several orders.</source>
        <translation>Nusser Alg. 4.2: löst die Labyrinthe nacheinander in zufälliger Reihenfolge; die beste von mehreren Reihenfolgen.</translation>
    </message>
    <message>
        <source>Runs (best of):</source>
        <translation>Läufe (bester von):</translation>
    </message>
    <message>
        <source>IAS</source>
        <translation>IAS</translation>
    </message>
    <message>
        <source>Iteratively Append Sequences (Nusser Alg. 5.4): append the shortest path of any maze the sequence does not solve yet.</source>
        <translation>Iteratively Append Sequences (Nusser Alg. 5.4): hängt den kürzesten Weg eines Labyrinths an, das die Zugfolge noch nicht löst.</translation>
    </message>
    <message>
        <source>Random sequence + minimize</source>
        <translation>Zufällige Zugfolge + Minimierung</translation>
    </message>
    <message>
        <source>A random sequence, extended until it solves the set, then minimized (Nusser §5.4); best of several runs.</source>
        <translation>Eine zufällige Zugfolge, verlängert bis sie die Menge löst, dann minimiert (Nusser §5.4); die beste aus mehreren Läufen.</translation>
    </message>
    <message>
        <source>Initial length:</source>
        <translation>Anfangslänge:</translation>
    </message>
    <message>
        <source>Minimize the player&apos;s sequence</source>
        <translation>Zugfolge des Players minimieren</translation>
    </message>
    <message>
        <source>Delete single moves of the player&apos;s sequence while it still solves the set (a minimal, not always minimum, sequence).</source>
        <translation>Einzelne Züge der Zugfolge des Players löschen, solange sie die Menge noch löst (eine minimale, nicht immer kürzeste Zugfolge).</translation>
    </message>
    <message>
        <source>BFS (exact)</source>
        <translation>BFS (exakt)</translation>
    </message>
    <message>
        <source>Breadth-first search over the joint positions of all mazes (Nusser §5.1). Exact; memory grows fast with the number of mazes.</source>
        <translation>Breitensuche über die gemeinsamen Positionen aller Labyrinthe (Nusser §5.1). Exakt; der Speicherbedarf wächst schnell mit der Zahl der Labyrinthe.</translation>
    </message>
    <message>
        <source>A* (exact)</source>
        <translation>A* (exakt)</translation>
    </message>
    <message>
        <source>A* over joint positions with the longest remaining shortest path as heuristic (Nusser §5.1). Exact.</source>
        <translation>A* über gemeinsame Positionen mit dem längsten verbleibenden kürzesten Weg als Heuristik (Nusser §5.1). Exakt.</translation>
    </message>
    <message>
        <source>IDA* (exact)</source>
        <translation>IDA* (exakt)</translation>
    </message>
    <message>
        <source>Iterative deepening A* with a bounded transposition table: exact, little memory.</source>
        <translation>Iterativ vertiefendes A* mit begrenzter Transpositionstabelle: exakt, wenig Speicher.</translation>
    </message>
    <message>
        <source>ESS (exact, lower bounds)</source>
        <translation>ESS (exakt, untere Schranken)</translation>
    </message>
    <message>
        <source>Exact Solving Sequence by counterexamples (Nusser Alg. 5.3): solves a growing subset exactly; every intermediate length is a lower bound.</source>
        <translation>Exact Solving Sequence mit Gegenbeispielen (Nusser Alg. 5.3): löst eine wachsende Teilmenge exakt; jede Zwischenlänge ist eine untere Schranke.</translation>
    </message>
    <message>
        <source>ESS, all n×m (Unsolved Maze Finder)</source>
        <translation>ESS, alle n×m (Unsolved Maze Finder)</translation>
    </message>
    <message>
        <source>Alg. 5.3 over all solvable mazes of the set&apos;s size without listing them: counterexamples come from the Unsolved Maze Finder (Alg. 5.2).</source>
        <translation>Alg. 5.3 über alle lösbaren Labyrinthe der Mengengröße, ohne sie aufzulisten: Gegenbeispiele liefert der Unsolved Maze Finder (Alg. 5.2).</translation>
    </message>
    <message>
        <source>This solver works on &quot;All solvable mazes&quot; sets only.</source>
        <translation>Dieser Löser arbeitet nur auf Mengen „Alle lösbaren Labyrinthe“.</translation>
    </message>
    <message>
        <source>Lower bound: ESS</source>
        <translation>Untere Schranke: ESS</translation>
    </message>
    <message>
        <source>ESS until the time limit; its last exact subset proves σ ≥ its length (Nusser §5.5). Show the certificate to browse it.</source>
        <translation>ESS bis zum Zeitlimit; seine letzte exakt gelöste Teilmenge beweist σ ≥ ihre Länge (Nusser §5.5). Mit „Zertifikat zeigen“ durchblättern.</translation>
    </message>
    <message>
        <source>Lower bound: GESS</source>
        <translation>Untere Schranke: GESS</translation>
    </message>
    <message>
        <source>Greedy ESS: each round adds the unsolved maze (of several candidates) that lengthens σ of the subset most (Nusser §5.5).</source>
        <translation>Greedy ESS: jede Runde fügt das ungelöste Labyrinth (aus mehreren Kandidaten) hinzu, das σ der Teilmenge am meisten verlängert (Nusser §5.5).</translation>
    </message>
    <message>
        <source>Candidates per round:</source>
        <translation>Kandidaten pro Runde:</translation>
    </message>
    <message>
        <source>SAT (exact)</source>
        <translation>SAT (exakt)</translation>
    </message>
    <message>
        <source>Counterexample-guided SAT (CaDiCaL): is there a sequence of L moves for a subset? Adds the mazes the answer misses, else L + 1. Exact, little memory; the subset is the certificate.</source>
        <translation>SAT mit Gegenbeispielen (CaDiCaL): Gibt es eine Folge von L Zügen für eine Teilmenge? Fügt die Labyrinthe hinzu, die die Antwort verfehlt, sonst L + 1. Exakt, wenig Speicher; die Teilmenge ist das Zertifikat.</translation>
    </message>
    <message>
        <source>the state table reached its limit of %L1 MB</source>
        <translation>die Zustandstabelle hat ihre Grenze von %L1 MB erreicht</translation>
    </message>
    <message>
        <source>no sequence up to the length limit</source>
        <translation>keine Zugfolge bis zur Längengrenze</translation>
    </message>
    <message>
        <source>exact search supports mazes of at most %1 cells</source>
        <translation>die exakte Suche unterstützt Labyrinthe mit höchstens %1 Zellen</translation>
    </message>
    <message>
        <source>minimization stopped: %1</source>
        <translation>Minimierung angehalten: %1</translation>
    </message>
    <message>
        <source>the player&apos;s sequence does not solve every maze of the set</source>
        <translation>die Zugfolge des Players löst nicht jedes Labyrinth der Menge</translation>
    </message>
</context>
<context>
    <name>mazelab::SolverPanel</name>
    <message>
        <source>Algorithm:</source>
        <translation>Algorithmus:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Load into player</source>
        <translation>In den Player laden</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>Im Projekt speichern</translation>
    </message>
    <message>
        <source>Show certificate</source>
        <translation>Zertifikat zeigen</translation>
    </message>
    <message>
        <source>Browse the mazes that prove the lower bound (their shortest solving sequence is as long as the bound)</source>
        <translation>Die Labyrinthe durchblättern, die die untere Schranke beweisen (ihre kürzeste lösende Zugfolge ist so lang wie die Schranke)</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Exact / bound</source>
        <translation>Exakt / Schranke</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation>In diesem Build ist kein Zugfolgen-Löser verfügbar.</translation>
    </message>
    <message>
        <source>Idle.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Stop after this many seconds (0: no limit)</source>
        <translation>Nach so vielen Sekunden anhalten (0: keine Grenze)</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln mazes</source>
        <translation>
            <numerusform>%1 auf %Ln Labyrinth</numerusform>
            <numerusform>%1 auf %Ln Labyrinthen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs a sequence in the player.</source>
        <translation>%1 braucht eine Zugfolge im Player.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Eine andere Berechnung läuft; warten Sie oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>%1 läuft…</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation>obere Schranke</translation>
    </message>
    <message>
        <source>σ ≥ %1</source>
        <translation>σ ≥ %1</translation>
    </message>
    <message numerus="yes">
        <source>%L1 joint states explored</source>
        <translation>
            <numerusform>%L1 gemeinsamer Zustand untersucht</numerusform>
            <numerusform>%L1 gemeinsame Zustände untersucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>certificate: %n mazes</source>
        <translation>
            <numerusform>Zertifikat: %n Labyrinth</numerusform>
            <numerusform>Zertifikat: %n Labyrinthe</numerusform>
        </translation>
    </message>
    <message>
        <source>certificate of σ ≥ %1 (%2)</source>
        <translation>Zertifikat für σ ≥ %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n moves</source>
        <translation>
            <numerusform>%1, %n Zug</numerusform>
            <numerusform>%1, %n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SpeedPanel</name>
    <message>
        <source>Up to:</source>
        <translation>Bis:</translation>
    </message>
    <message>
        <source>² cells</source>
        <translation>² Zellen</translation>
    </message>
    <message>
        <source>The largest side: sizes 10², 32², 100², … up to this</source>
        <translation>Die größte Seite: Größen 10², 32², 100², … bis hierher</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Time each checked generator on growing square mazes, in the background</source>
        <translation>Jeden angehakten Generator auf wachsenden quadratischen Labyrinthen im Hintergrund messen</translation>
    </message>
    <message>
        <source>The generators to measure</source>
        <translation>Die zu messenden Generatoren</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>ms per maze</source>
        <translation>ms pro Labyrinth</translation>
    </message>
    <message>
        <source>Check at least one generator.</source>
        <translation>Mindestens einen Generator anhaken.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Measuring %1 on %L2 × %L2 cells…</source>
        <translation>Messe %1 auf %L2 × %L2 Zellen…</translation>
    </message>
    <message>
        <source>Measure %1 %L2 × %L2</source>
        <translation>%1 %L2 × %L2 messen</translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation>Eine andere Aufgabe läuft: %1</translation>
    </message>
</context>
<context>
    <name>mazelab::StartTool</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>mazelab::StatusPanel</name>
    <message>
        <source>Cell %1, %2</source>
        <translation>Zelle %1, %2</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rows × columns</source>
        <translation>Zeilen × Spalten</translation>
    </message>
    <message>
        <source>Solvable: …</source>
        <translation>Lösbar: …</translation>
    </message>
    <message>
        <source>Not solvable</source>
        <translation>Nicht lösbar</translation>
    </message>
    <message>
        <source>Whether the goal can be reached from the start, and in how many moves</source>
        <translation>Ob das Ziel vom Start aus erreichbar ist und in wie vielen Zügen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cells</source>
        <translation>
            <numerusform>%Ln freie Zelle</numerusform>
            <numerusform>%Ln freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable: shortest path %Ln moves</source>
        <translation>
            <numerusform>Lösbar: kürzester Weg %Ln Zug</numerusform>
            <numerusform>Lösbar: kürzester Weg %Ln Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::StopText</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>memory limit of %L1 MB reached</source>
        <translation>Speichergrenze von %L1 MB erreicht</translation>
    </message>
    <message>
        <source>time limit of %L1 s reached</source>
        <translation>Zeitlimit von %L1 s erreicht</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenFrames</name>
    <message>
        <source>Cell %L1 of %L2: the token is at (%3, %4).</source>
        <translation>Zelle %L1 von %L2: der Spielstein steht auf (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cells to visit, each exactly once.</source>
        <translation>
            <numerusform>%Ln freie Zelle, genau einmal zu besuchen.</numerusform>
            <numerusform>%Ln freie Zellen, jede genau einmal zu besuchen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::TokenGeneratePanel</name>
    <message>
        <source>Generate a puzzle</source>
        <translation>Rätsel erzeugen</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Obstacles:</source>
        <translation>Hindernisse:</translation>
    </message>
    <message>
        <source>Uniqueness:</source>
        <translation>Eindeutigkeit:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Any solvable board</source>
        <translation>Beliebiges lösbares Brett</translation>
    </message>
    <message>
        <source>Exactly one solution</source>
        <translation>Genau eine Lösung</translation>
    </message>
    <message>
        <source>Exactly one start cell</source>
        <translation>Genau eine Startzelle</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Add a random puzzle with these properties to the workspace</source>
        <translation>Ein zufälliges Rätsel mit diesen Eigenschaften zum Arbeitsbereich hinzufügen</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Erzeuge…</translation>
    </message>
    <message>
        <source>Generate token puzzle</source>
        <translation>Spielstein-Rätsel erzeugen</translation>
    </message>
    <message>
        <source>No such board found; try fewer obstacles, another seed or less uniqueness.</source>
        <translation>Kein solches Brett gefunden; versuchen Sie weniger Hindernisse, einen anderen Startwert oder weniger Eindeutigkeit.</translation>
    </message>
    <message numerus="yes">
        <source>Too many obstacles: a %1 × %2 board has %n cells.</source>
        <translation>
            <numerusform>Zu viele Hindernisse: Ein %1 × %2-Brett hat %n Zelle.</numerusform>
            <numerusform>Zu viele Hindernisse: Ein %1 × %2-Brett hat %n Zellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Token %1 × %2, %n obstacles, seed %4</source>
        <translation>
            <numerusform>Spielstein %1 × %2, %n Hindernis, Startwert %4</numerusform>
            <numerusform>Spielstein %1 × %2, %n Hindernisse, Startwert %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes</source>
        <translation>
            <numerusform>%L1 Suchknoten</numerusform>
            <numerusform>%L1 Suchknoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions</source>
        <translation>
            <numerusform>%L1 Lösung</numerusform>
            <numerusform>%L1 Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found after %n boards</source>
        <translation>
            <numerusform>gefunden nach %n Brett</numerusform>
            <numerusform>gefunden nach %n Brettern</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty %1 of 5 (%2); %3; %4.</source>
        <translation>Schwierigkeit %1 von 5 (%2); %3; %4.</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPage</name>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Pick start</source>
        <translation>Start wählen</translation>
    </message>
    <message>
        <source>Then click the cell the token starts on</source>
        <translation>Dann die Zelle anklicken, auf der der Spielstein beginnt</translation>
    </message>
    <message>
        <source>Any cell</source>
        <translation>Beliebige Zelle</translation>
    </message>
    <message>
        <source>Let the solver choose the start cell</source>
        <translation>Den Löser die Startzelle wählen lassen</translation>
    </message>
    <message>
        <source>Find one path that visits every free cell</source>
        <translation>Einen Weg finden, der jede freie Zelle besucht</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <source>Count every solution (symmetric starts are counted once and multiplied)</source>
        <translation>Alle Lösungen zählen (symmetrische Starts werden einmal gezählt und multipliziert)</translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Nächste Lösung</translation>
    </message>
    <message>
        <source>Show the solutions one after another</source>
        <translation>Die Lösungen nacheinander zeigen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play the puzzle</source>
        <translation>Rätsel spielen</translation>
    </message>
    <message>
        <source>Undo slide</source>
        <translation>Zug zurück</translation>
    </message>
    <message>
        <source>Take back the last slide (Backspace)</source>
        <translation>Den letzten Zug zurücknehmen (Rücktaste)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Start: cell %1</source>
        <translation>Start: Zelle %1</translation>
    </message>
    <message>
        <source>Start: any cell</source>
        <translation>Start: beliebige Zelle</translation>
    </message>
    <message>
        <source>visited %1 of %2</source>
        <translation>besucht: %1 von %2</translation>
    </message>
    <message>
        <source>Press “Play the puzzle”, click a start cell, then slide the token with the arrow keys: it keeps going until the edge, an obstacle or a visited cell stops it.</source>
        <translation>Drücken Sie „Rätsel spielen“, klicken Sie eine Startzelle an und schieben Sie dann den Spielstein mit den Pfeiltasten: Er läuft weiter, bis ihn der Rand, ein Hindernis oder eine besuchte Zelle aufhält.</translation>
    </message>
    <message>
        <source>Click the cell the token starts on.</source>
        <translation>Klicken Sie die Zelle an, auf der der Spielstein beginnt.</translation>
    </message>
    <message>
        <source>Count token solutions</source>
        <translation>Spielstein-Lösungen zählen</translation>
    </message>
    <message>
        <source>Solve token puzzle</source>
        <translation>Spielstein-Rätsel lösen</translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes, %2 ms</source>
        <translation>
            <numerusform>%L1 Suchknoten, %2 ms</numerusform>
            <numerusform>%L1 Suchknoten, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions.</source>
        <translation>
            <numerusform>%L1 Lösung.</numerusform>
            <numerusform>%L1 Lösungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %L1 solutions (the search was stopped).</source>
        <translation>
            <numerusform>Mindestens %L1 Lösung (die Suche wurde angehalten).</numerusform>
            <numerusform>Mindestens %L1 Lösungen (die Suche wurde angehalten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>Lösbar.</translation>
    </message>
    <message>
        <source>Stopped before a solution was found.</source>
        <translation>Angehalten, bevor eine Lösung gefunden wurde.</translation>
    </message>
    <message>
        <source>Gave up.</source>
        <translation>Aufgegeben.</translation>
    </message>
    <message>
        <source>Unsolvable: the board has no free cell.</source>
        <translation>Unlösbar: Das Brett hat keine freie Zelle.</translation>
    </message>
    <message>
        <source>Unsolvable: the start cell is blocked.</source>
        <translation>Unlösbar: Die Startzelle ist blockiert.</translation>
    </message>
    <message>
        <source>Unsolvable: the free cells are not connected.</source>
        <translation>Unlösbar: Die freien Zellen hängen nicht zusammen.</translation>
    </message>
    <message>
        <source>Unsolvable: on a checkerboard the path alternates colours, but the free cells of one colour outnumber the other by more than one.</source>
        <translation>Unlösbar: Auf einem Schachbrett wechselt der Weg die Farbe, aber die freien Zellen einer Farbe übertreffen die der anderen um mehr als eins.</translation>
    </message>
    <message>
        <source>Unsolvable: more than two dead-end cells, and a path has only two ends.</source>
        <translation>Unlösbar: mehr als zwei Sackgassen-Zellen, und ein Weg hat nur zwei Enden.</translation>
    </message>
    <message>
        <source>Unsolvable from this start: it has the minority checkerboard colour.</source>
        <translation>Von diesem Start aus unlösbar: Er hat die seltenere Schachbrettfarbe.</translation>
    </message>
    <message>
        <source>Unsolvable: the search tried every possibility.</source>
        <translation>Unlösbar: Die Suche hat jede Möglichkeit probiert.</translation>
    </message>
    <message>
        <source>Solution %1 of %2.</source>
        <translation>Lösung %1 von %2.</translation>
    </message>
    <message>
        <source>Solution %1 of the first %2.</source>
        <translation>Lösung %1 der ersten %2.</translation>
    </message>
    <message numerus="yes">
        <source>Complete! The token visited all %n free cells.</source>
        <translation>
            <numerusform>Geschafft! Der Spielstein hat die %n freie Zelle besucht.</numerusform>
            <numerusform>Geschafft! Der Spielstein hat alle %n freien Zellen besucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck: no move is left and %n cells are unvisited. Undo with Backspace or restart.</source>
        <translation>
            <numerusform>Festgefahren: Kein Zug ist mehr möglich und %n Zelle ist unbesucht. Mit der Rücktaste zurücknehmen oder neu beginnen.</numerusform>
            <numerusform>Festgefahren: Kein Zug ist mehr möglich und %n Zellen sind unbesucht. Mit der Rücktaste zurücknehmen oder neu beginnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slide with the arrow keys (or click a green dot); Backspace undoes. %n cells to go.</source>
        <translation>
            <numerusform>Mit den Pfeiltasten schieben (oder einen grünen Punkt anklicken); die Rücktaste nimmt zurück. Noch %n Zelle.</numerusform>
            <numerusform>Mit den Pfeiltasten schieben (oder einen grünen Punkt anklicken); die Rücktaste nimmt zurück. Noch %n Zellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>cell %L1 / %L2</source>
        <translation>Zelle %L1 / %L2</translation>
    </message>
    <message>
        <source>Play mode: slide the token</source>
        <translation>Spielmodus: den Spielstein gleiten lassen</translation>
    </message>
    <message>
        <source>Play mode: take the last slide back</source>
        <translation>Spielmodus: das letzte Gleiten zurücknehmen</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPlayTool</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenStartTool</name>
    <message>
        <source>Pick start</source>
        <translation>Start wählen</translation>
    </message>
</context>
<context>
    <name>mazelab::WorkspaceFile</name>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation>Labyrinth %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation>%1 ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>Cannot write %1: the file name is not valid UTF-8. Save under another name.</source>
        <translation>%1 lässt sich nicht schreiben: Der Dateiname ist kein gültiges UTF-8. Speichern Sie unter einem anderen Namen.</translation>
    </message>
    <message numerus="yes">
        <source>Cannot write %1: only %2 of %3 bytes could be written (is the disk full?)</source>
        <translation>
            <numerusform>%1 lässt sich nicht schreiben: Nur %2 von %3 Byte konnten geschrieben werden (ist der Datenträger voll?)</numerusform>
            <numerusform>%1 lässt sich nicht schreiben: Nur %2 von %3 Bytes konnten geschrieben werden (ist der Datenträger voll?)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>%1 lässt sich nicht schreiben: Das Bild ließ sich nicht kodieren</translation>
    </message>
</context>
</TS>
