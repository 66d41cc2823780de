<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>DemoMazes</name>
    <message>
        <source>Perfect maze (backtracker)</source>
        <translation>Perfect doolhof (backtracker)</translation>
    </message>
    <message>
        <source>Small 3 x 3 (Nusser 2016, §2)</source>
        <translation>Klein, 3 x 3 (Nusser 2016, §2)</translation>
    </message>
    <message>
        <source>Open 7 x 7 with walls</source>
        <translation>Open, 7 x 7 met muren</translation>
    </message>
    <message>
        <source>Open 12 x 12 with pillars</source>
        <translation>Open, 12 x 12 met pilaren</translation>
    </message>
    <message>
        <source>Mouse: Merckens 2019, Table 4.6 (7 x 7, 332 steps)</source>
        <translation>Muis: Merckens 2019, tabel 4.6 (7 x 7, 332 stappen)</translation>
    </message>
    <message>
        <source>Token: Walter 2019, 5 x 5 with one obstacle</source>
        <translation>Pion: Walter 2019, 5 x 5 met één obstakel</translation>
    </message>
</context>
<context>
    <name>GeneratorParam</name>
    <message>
        <source>Bias</source>
        <translation>Voorkeur</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Hoek</translation>
    </message>
    <message>
        <source>East chance</source>
        <translation>Kans oost</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Keuze</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
    </message>
    <message>
        <source>Join in row</source>
        <translation>Verbinden in rij</translation>
    </message>
    <message>
        <source>Passage down</source>
        <translation>Gang omlaag</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Deling</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Looplengte</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>Generaties</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Populatie</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Kruising</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>Mutatie</translation>
    </message>
    <message>
        <source>Elite share</source>
        <translation>Elite-aandeel</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>Smallest room</source>
        <translation>Kleinste kamer</translation>
    </message>
    <message>
        <source>Largest room</source>
        <translation>Grootste kamer</translation>
    </message>
    <message>
        <source>Extra doors</source>
        <translation>Extra deuren</translation>
    </message>
    <message>
        <source>Prune</source>
        <translation>Snoeien</translation>
    </message>
    <message>
        <source>Start cell</source>
        <translation>Startcel</translation>
    </message>
    <message>
        <source>End cell</source>
        <translation>Eindcel</translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation>Kruisingen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Dichtheid</translation>
    </message>
    <message>
        <source>Start patch</source>
        <translation>Startvlak</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Toestaan</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Cykel</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Mengsel</translation>
    </message>
    <message>
        <source>Grow</source>
        <translation>Groei</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netwerk</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uitvoer</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Drempel</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Modelbestand</translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>depth-first search with a stack (recursive backtracker)</source>
        <translation>diepte-eerst zoeken met een stapel (recursieve backtracker)</translation>
    </message>
    <message>
        <source>favour horizontal (&gt; 0) or vertical (&lt; 0) moves</source>
        <translation>horizontale (&gt; 0) of verticale (&lt; 0) stappen verkiezen</translation>
    </message>
    <message>
        <source>each cell opens toward one corner</source>
        <translation>elke cel opent naar één hoek</translation>
    </message>
    <message>
        <source>the corner the passages lead to</source>
        <translation>de hoek waar de gangen naartoe leiden</translation>
    </message>
    <message>
        <source>runs along each row, closed by one passage up</source>
        <translation>lopen langs elke rij, elk afgesloten met één gang omhoog</translation>
    </message>
    <message>
        <source>chance to extend a run eastward</source>
        <translation>kans om een loop naar het oosten te verlengen</translation>
    </message>
    <message>
        <source>random walk; when stuck, hunt for a cell beside the maze</source>
        <translation>willekeurige wandeling; vastgelopen: zoek een cel naast het doolhof</translation>
    </message>
    <message>
        <source>random walls joining different sets (union-find)</source>
        <translation>willekeurige muren die verschillende verzamelingen verbinden (union-find)</translation>
    </message>
    <message>
        <source>random walk carving into new cells (uniform spanning tree)</source>
        <translation>willekeurige wandeling die nieuwe cellen uitgraaft (uniforme opspannende boom)</translation>
    </message>
    <message>
        <source>loop-erased random walks (uniform spanning tree)</source>
        <translation>lusgewiste willekeurige wandelingen (uniforme opspannende boom)</translation>
    </message>
    <message>
        <source>random edges of the frontier from the centre</source>
        <translation>willekeurige randen van het front, vanuit het midden</translation>
    </message>
    <message>
        <source>grow from a list of cells: newest, random, oldest or mixed</source>
        <translation>groeien vanuit een lijst cellen: nieuwste, willekeurige, oudste of gemengd</translation>
    </message>
    <message>
        <source>which cell of the list grows</source>
        <translation>welke cel van de lijst groeit</translation>
    </message>
    <message>
        <source>mixed: chance to take the newest cell</source>
        <translation>gemengd: kans om de nieuwste cel te nemen</translation>
    </message>
    <message>
        <source>row by row with sets (streams in O(columns) memory)</source>
        <translation>rij voor rij met verzamelingen (streamt met O(kolommen) geheugen)</translation>
    </message>
    <message>
        <source>chance to join neighbours in a row</source>
        <translation>kans om buren in een rij te verbinden</translation>
    </message>
    <message>
        <source>chance of an extra passage down</source>
        <translation>kans op een extra gang omlaag</translation>
    </message>
    <message>
        <source>recursive division of an open field by walls with one gap</source>
        <translation>recursieve deling van een open veld door muren met elk één opening</translation>
    </message>
    <message>
        <source>where a chamber is split: random, or half (the thesis)</source>
        <translation>waar een kamer gedeeld wordt: willekeurig, of in het midden (de scriptie)</translation>
    </message>
    <message>
        <source>random walls with a rising chance after each wall kept (not perfect)</source>
        <translation>willekeurige muren met een stijgende kans na elke behouden muur (niet perfect)</translation>
    </message>
    <message>
        <source>base chance to carve a wall</source>
        <translation>basiskans om een muur weg te halen</translation>
    </message>
    <message>
        <source>added to the chance for each wall kept</source>
        <translation>opgeteld bij de kans voor elke behouden muur</translation>
    </message>
    <message>
        <source>hunt-and-kill with straight runs turning clockwise</source>
        <translation>hunt-and-kill met rechte lopen die met de klok mee afslaan</translation>
    </message>
    <message>
        <source>longest straight run (0: unlimited)</source>
        <translation>langste rechte loop (0: onbeperkt)</translation>
    </message>
    <message>
        <source>genetic algorithm on the wall bits, fitness M4-general + M5 (§2.1.12)</source>
        <translation>genetisch algoritme op de muurbits, fitness M4-algemeen + M5 (§2.1.12)</translation>
    </message>
    <message>
        <source>generations</source>
        <translation>generaties</translation>
    </message>
    <message>
        <source>population size</source>
        <translation>populatiegrootte</translation>
    </message>
    <message>
        <source>one-point crossover chance</source>
        <translation>kans op eenpuntskruising</translation>
    </message>
    <message>
        <source>per-bit mutation chance</source>
        <translation>mutatiekans per bit</translation>
    </message>
    <message>
        <source>share kept unchanged (the thesis&apos; K)</source>
        <translation>ongewijzigd behouden aandeel (K uit de scriptie)</translation>
    </message>
    <message>
        <source>dungeon: random rooms, corridors between them, doors, dead ends pruned</source>
        <translation>kerker: willekeurige kamers, gangen ertussen, deuren, doodlopende gangen gesnoeid</translation>
    </message>
    <message>
        <source>room placements tried</source>
        <translation>geprobeerde kamerplaatsingen</translation>
    </message>
    <message>
        <source>smallest room side</source>
        <translation>kleinste kamerzijde</translation>
    </message>
    <message>
        <source>largest room side</source>
        <translation>grootste kamerzijde</translation>
    </message>
    <message>
        <source>chance of an extra door into a room</source>
        <translation>kans op een extra deur naar een kamer</translation>
    </message>
    <message>
        <source>chance to prune each dead-end corridor cell</source>
        <translation>kans om elke doodlopende gangcel te snoeien</translation>
    </message>
    <message>
        <source>one Hamiltonian path from start to end (random walk + backbite moves)</source>
        <translation>één Hamiltonpad van start naar eind (willekeurige wandeling + backbite-zetten)</translation>
    </message>
    <message>
        <source>the start cell R,C</source>
        <translation>de startcel R,K</translation>
    </message>
    <message>
        <source>the end cell R,C, or auto (an allowed corner)</source>
        <translation>de eindcel R,K, of auto (een toegestane hoek)</translation>
    </message>
    <message>
        <source>Life-like cellular automaton on the block maze (not perfect)</source>
        <translation>Life-achtige cellulaire automaat op het blokdoolhof (niet perfect)</translation>
    </message>
    <message>
        <source>generations to run</source>
        <translation>aantal generaties</translation>
    </message>
    <message>
        <source>the rule (Maze B3/S12345, Mazectric B3/S1234, or any B…/S…)</source>
        <translation>de regel (Maze B3/S12345, Mazectric B3/S1234, of elke B…/S…)</translation>
    </message>
    <message>
        <source>share of walls in the random start patch</source>
        <translation>aandeel muren in het willekeurige startvlak</translation>
    </message>
    <message>
        <source>side of the central start patch, share of the maze</source>
        <translation>zijde van het centrale startvlak, als aandeel van het doolhof</translation>
    </message>
    <message>
        <source>inside of a random Hamiltonian cycle of the pixel corners: no 2x2 wall, passage or checkerboard</source>
        <translation>binnenkant van een willekeurige Hamiltoncykel door de pixelhoeken: geen 2x2-muur, -gang of -dambord</translation>
    </message>
    <message>
        <source>a trained generative adversarial network&apos;s wall chances (§2.3)</source>
        <translation>de wandkansen van een getraind generatief adversarieel netwerk (§2.3)</translation>
    </message>
    <message>
        <source>the built-in network: trained on Kruskal, Hunt-and-Kill or Binary Tree mazes</source>
        <translation>het ingebouwde netwerk: getraind op Kruskal-, Hunt-and-Kill- of Binary-Tree-doolhoven</translation>
    </message>
    <message>
        <source>perfect: the spanning tree of the likeliest walls; connected: the network&apos;s walls, parts joined; raw: the network&apos;s walls as they are (the thesis)</source>
        <translation>perfect: de opspannende boom van de waarschijnlijkste wanden; connected: de wanden van het netwerk, delen verbonden; raw: de wanden van het netwerk zoals ze zijn (de scriptie)</translation>
    </message>
    <message>
        <source>connected/raw: a wall opens above this chance</source>
        <translation>connected/raw: een wand gaat open boven deze kans</translation>
    </message>
    <message>
        <source>a .gan file (from gan train) used instead of the built-in network; empty: the built-in one</source>
        <translation>een .gan-bestand (van gan train) dat in plaats van het ingebouwde netwerk wordt gebruikt; leeg: het ingebouwde</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>1. Draw and solve a maze</source>
        <translation>1. Een doolhof tekenen en oplossen</translation>
    </message>
    <message>
        <source>A maze here is a grid of free and blocked cells with a start &lt;b&gt;S&lt;/b&gt; and a goal &lt;b&gt;G&lt;/b&gt;. In the &lt;b&gt;Editor&lt;/b&gt;, click or drag to block and free cells (Brush, B); the S and G tools move the start and the goal. Every change can be undone (Ctrl+Z).</source>
        <translation>Een doolhof is hier een rooster van vrije en geblokkeerde cellen met een start &lt;b&gt;S&lt;/b&gt; en een doel &lt;b&gt;G&lt;/b&gt;. In de &lt;b&gt;Editor&lt;/b&gt; blokkeert en bevrijdt u cellen door te klikken of te slepen (Penseel, B); de gereedschappen S en G verplaatsen start en doel. Elke wijziging kan ongedaan worden gemaakt (Ctrl+Z).</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Solve&lt;/b&gt; tab runs solvers on the current maze. Breadth-first search (BFS) expands the cells in rings of equal distance from S, so the first path it finds is a shortest one. Watch its frontier grow with the player.</source>
        <translation>Het tabblad &lt;b&gt;Oplossen&lt;/b&gt; laat oplossers los op het huidige doolhof. Breedte-eerst zoeken (BFS) breidt de cellen uit in ringen van gelijke afstand tot S, dus het eerste pad dat het vindt is een kortste. Kijk met de speler hoe het front groeit.</translation>
    </message>
    <message>
        <source>Tick &lt;b&gt;A*&lt;/b&gt; beside BFS to race them: A* adds the straight-line estimate of the distance left, so it expands fewer cells and still finds a shortest path. The wall followers and the random mouse find a path, not the shortest one (Petercă, ch. 3).</source>
        <translation>Vink &lt;b&gt;A*&lt;/b&gt; aan naast BFS om ze tegen elkaar te laten racen: A* telt de schatting in vogelvlucht van de resterende afstand op, breidt dus minder cellen uit en vindt toch een kortste pad. De muurvolgers en de willekeurige muis vinden een pad, niet het kortste (Petercă, hfst. 3).</translation>
    </message>
    <message>
        <source>Test yourself: the &lt;b&gt;Quiz&lt;/b&gt; asks for shortest paths and which of two cells is nearer along the passages — where walls make the straight line mislead.</source>
        <translation>Test uzelf: de &lt;b&gt;Quiz&lt;/b&gt; vraagt naar kortste paden en welke van twee cellen langs de gangen dichterbij ligt — waar muren de rechte lijn misleidend maken.</translation>
    </message>
    <message>
        <source>2. How mazes are generated</source>
        <translation>2. Hoe doolhoven worden gegenereerd</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Generate&lt;/b&gt; tab carves a &lt;i&gt;perfect&lt;/i&gt; maze — exactly one path between any two cells — out of solid rock. Press &lt;b&gt;Generate&lt;/b&gt; and watch the recursive backtracker: a depth-first walk that digs long winding corridors.</source>
        <translation>Het tabblad &lt;b&gt;Genereren&lt;/b&gt; hakt een &lt;i&gt;perfect&lt;/i&gt; doolhof — precies één pad tussen elke twee cellen — uit massieve rots. Druk op &lt;b&gt;Genereren&lt;/b&gt; en kijk naar de recursieve backtracker: een diepte-eerst-wandeling die lange kronkelende gangen graaft.</translation>
    </message>
    <message>
        <source>Choose &lt;b&gt;binary-tree&lt;/b&gt;, then &lt;b&gt;prim&lt;/b&gt;, with the same seed: every algorithm leaves its texture. The &lt;b&gt;Metrics&lt;/b&gt; and &lt;b&gt;Cell types&lt;/b&gt; panels measure it (dead ends, corridors, straightness), as in Petercă, ch. 2.</source>
        <translation>Kies &lt;b&gt;binary-tree&lt;/b&gt;, daarna &lt;b&gt;prim&lt;/b&gt;, met dezelfde seed: elk algoritme laat zijn textuur achter. De panelen &lt;b&gt;Kengetallen&lt;/b&gt; en &lt;b&gt;Celtypen&lt;/b&gt; meten die (doodlopende gangen, gangen, rechtheid), zoals in Petercă, hfst. 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Braid&lt;/b&gt; opens dead ends and so adds loops; the cellular automaton and cavern mazes are not trees at all; the &lt;b&gt;gan&lt;/b&gt; generator is a neural network that learned to imitate Kruskal, Hunt-and-Kill or Binary Tree mazes.</source>
        <translation>&lt;b&gt;Braid&lt;/b&gt; opent doodlopende gangen en voegt zo lussen toe; cellulaire-automaat- en grotdoolhoven zijn helemaal geen bomen; de generator &lt;b&gt;gan&lt;/b&gt; is een neuraal netwerk dat heeft geleerd Kruskal-, Hunt-and-Kill- of Binary-Tree-doolhoven na te bootsen.</translation>
    </message>
    <message>
        <source>In the &lt;b&gt;Quiz&lt;/b&gt;, “Which generator?” and “Perfect or not?” train your eye for textures and loops.</source>
        <translation>In de &lt;b&gt;Quiz&lt;/b&gt; trainen „Welke generator?” en „Perfect of niet?” uw oog voor texturen en lussen.</translation>
    </message>
    <message>
        <source>3. One sequence for many mazes</source>
        <translation>3. Eén reeks voor veel doolhoven</translation>
    </message>
    <message>
        <source>Nusser&apos;s token obeys the moves u, d, l and r; a move into a wall or off the board does nothing. A sequence &lt;i&gt;solves&lt;/i&gt; a maze when the token passes the goal. The &lt;b&gt;Simultaneous&lt;/b&gt; tab runs one sequence on a whole set of mazes at once; play it and watch the tiles turn solved.</source>
        <translation>Nussers pion gehoorzaamt de zetten u, d, l en r; een zet tegen een muur of van het bord af doet niets. Een reeks &lt;i&gt;lost een doolhof op&lt;/i&gt; als de pion het doel passeert. Het tabblad &lt;b&gt;Simultaan&lt;/b&gt; voert één reeks tegelijk uit op een hele verzameling doolhoven; speel haar af en zie de tegels opgelost raken.</translation>
    </message>
    <message>
        <source>σ(n, m) is the length of the shortest sequence that solves &lt;i&gt;every&lt;/i&gt; solvable n × m maze: σ(3, 3) = 11. The solvers panel searches for such sequences (greedy, exact, SAT) and shows a certificate for each bound.</source>
        <translation>σ(n, m) is de lengte van de kortste reeks die &lt;i&gt;elk&lt;/i&gt; oplosbaar n × m-doolhof oplost: σ(3, 3) = 11. Het oplossers-paneel zoekt zulke reeksen (gulzig, exact, SAT) en toont bij elke grens een certificaat.</translation>
    </message>
    <message>
        <source>Beyond the thesis: MazeLab proved σ(4, 4) = 29 and 41 ≤ σ(5, 5) ≤ 109; the README tells how. In the Quiz, “Where the token stops” and “Does the sequence solve it?” practise the rule.</source>
        <translation>Voorbij de scriptie: MazeLab bewees σ(4, 4) = 29 en 41 ≤ σ(5, 5) ≤ 109; de README vertelt hoe. In de Quiz oefenen „Waar de pion stopt” en „Lost de reeks het op?” de regel.</translation>
    </message>
    <message>
        <source>4. The mouse and the sliding token</source>
        <translation>4. De muis en de glijdende pion</translation>
    </message>
    <message>
        <source>Squeaky the mouse (Merckens) enters at the green arrow and always moves to the free neighbour it has visited least, ties down, right, left, up, until it leaves at the red arrow. Play the walk and watch the visit counts.</source>
        <translation>Squeaky de muis (Merckens) komt binnen bij de groene pijl en gaat altijd naar de vrije buur die zij het minst heeft bezocht, bij gelijkspel omlaag, rechts, links, omhoog, tot zij bij de rode pijl vertrekt. Speel de wandeling af en kijk naar de bezoekaantallen.</translation>
    </message>
    <message>
        <source>Which maze keeps the mouse longest? The search panel finds the optimal mazes of a size; the charts show how the counts are spread.</source>
        <translation>Welk doolhof houdt de muis het langst bezig? Het zoekpaneel vindt de optimale doolhoven van een grootte; de grafieken tonen hoe de aantallen verdeeld zijn.</translation>
    </message>
    <message>
        <source>Walter&apos;s sliding token must visit every free cell once, going straight until the cell ahead is blocked, off the board or already visited. In the &lt;b&gt;Token&lt;/b&gt; tab press &lt;b&gt;Solve&lt;/b&gt;, then play the solution.</source>
        <translation>Walters glijdende pion moet elke vrije cel één keer bezoeken en gaat rechtdoor tot de cel ervoor geblokkeerd is, buiten het bord ligt of al bezocht is. Druk in het tabblad &lt;b&gt;Pion&lt;/b&gt; op &lt;b&gt;Oplossen&lt;/b&gt; en speel dan de oplossing af.</translation>
    </message>
    <message>
        <source>5. Two agents: CoLab</source>
        <translation>5. Twee agenten: CoLab</translation>
    </message>
    <message>
        <source>In &lt;b&gt;CoLab&lt;/b&gt; (Petercă §4.3) two agents explore the same maze, each seeing only what it has passed, and negotiate which of them goes where. Play a game and compare their knowledge.</source>
        <translation>In &lt;b&gt;CoLab&lt;/b&gt; (Petercă §4.3) verkennen twee agenten hetzelfde doolhof, elk ziet alleen waar het langs is gekomen, en ze onderhandelen wie waarheen gaat. Speel een partij en vergelijk hun kennis.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run tournament&lt;/b&gt; plays every strategy against every other on many mazes; &lt;b&gt;Evolve a player&lt;/b&gt; breeds a new strategy from the best ones.</source>
        <translation>&lt;b&gt;Toernooi starten&lt;/b&gt; laat elke strategie tegen elke andere spelen op veel doolhoven; &lt;b&gt;Speler evolueren&lt;/b&gt; kweekt uit de beste een nieuwe strategie.</translation>
    </message>
    <message>
        <source>Every animation can be exported as a GIF (File ▸ Export animation) and shown full screen in presentation mode (F5).</source>
        <translation>Elke animatie kan als GIF worden geëxporteerd (Bestand ▸ Animatie exporteren) en schermvullend worden getoond in de presentatiemodus (F5).</translation>
    </message>
    <message>
        <source>Test yourself: the &lt;b&gt;Quiz&lt;/b&gt; shows the visit counts of a mouse on its way; click the cell it enters next.</source>
        <translation>Test uzelf: de &lt;b&gt;Quiz&lt;/b&gt; toont de bezoekaantallen van een muis onderweg; klik op de cel die ze als volgende betreedt.</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>estimating</source>
        <translation>bezig met schatten</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>beste %1</translation>
    </message>
    <message>
        <source>Greedy Lookahead: length %1, %2 unsolved</source>
        <translation>Greedy Lookahead: lengte %1, %2 onopgelost</translation>
    </message>
    <message>
        <source>Solve in Order: run %1, best %2</source>
        <translation>Solve in Order: ronde %1, beste %2</translation>
    </message>
    <message>
        <source>IAS: length %1</source>
        <translation>IAS: lengte %1</translation>
    </message>
    <message>
        <source>verify: %1 of %2 subtrees</source>
        <translation>controle: %1 van %2 deelbomen</translation>
    </message>
    <message>
        <source>cover: length %1, %2 unsolved</source>
        <translation>overdekking: lengte %1, %2 onopgelost</translation>
    </message>
    <message>
        <source>improve: round %1, best %2</source>
        <translation>verbeteren: ronde %1, beste %2</translation>
    </message>
    <message>
        <source>exact anneal: prefix freed down to %1 moves, length %2</source>
        <translation>exact uitgloeien: prefix vrijgegeven tot %1 zetten, lengte %2</translation>
    </message>
    <message>
        <source>exact anneal: back to the solver of %1 moves, deletion %2 of %3 (step %4)</source>
        <translation>exact uitgloeien: terug naar de oplossing van %1 zetten, schrapping %2 van %3 (stap %4)</translation>
    </message>
    <message>
        <source>window rewrite: length %1, windows of %2 moves at step %3, %4 tried</source>
        <translation>venster herschrijven: lengte %1, vensters van %2 zetten bij stap %3, %4 geprobeerd</translation>
    </message>
    <message>
        <source>window SAT: length %1, windows of %2 moves at step %3, %4 refuted, %5 undecided</source>
        <translation>venster-SAT: lengte %1, vensters van %2 zetten bij stap %3, %4 weerlegd, %5 onbeslist</translation>
    </message>
    <message>
        <source>tail fix: length %1, %2 tried, %3 taken, best %4</source>
        <translation>staartreparatie: lengte %1, %2 geprobeerd, %3 overgenomen, beste %4</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 van %2 cellen</translation>
    </message>
    <message>
        <source>%1/%2 mazes</source>
        <translation>%1/%2 doolhoven</translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes</source>
        <translation>
            <numerusform>%L1 doolhof</numerusform>
            <numerusform>%L1 doolhoven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 states</source>
        <translation>
            <numerusform>%L1 toestand</numerusform>
            <numerusform>%L1 toestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 SAT calls</source>
        <translation>
            <numerusform>%L1 SAT-aanroep</numerusform>
            <numerusform>%L1 SAT-aanroepen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 boards</source>
        <translation>
            <numerusform>%L1 bord</numerusform>
            <numerusform>%L1 borden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks</source>
        <translation>
            <numerusform>%L1 wandeling</numerusform>
            <numerusform>%L1 wandelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 moves</source>
        <translation>
            <numerusform>%L1 zet</numerusform>
            <numerusform>%L1 zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 checks</source>
        <translation>
            <numerusform>%L1 controle</numerusform>
            <numerusform>%L1 controles</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1, %2</source>
        <translation>beste %1, %2</translation>
    </message>
    <message>
        <source>tried %1</source>
        <translation>%1 geprobeerd</translation>
    </message>
    <message>
        <source>length %1, %2, %3</source>
        <translation>lengte %1, %2, %3</translation>
    </message>
    <message>
        <source>GESS: lower bound %1, %2</source>
        <translation>GESS: ondergrens %1, %2</translation>
    </message>
    <message>
        <source>BFS: depth %1, %2</source>
        <translation>BFS: diepte %1, %2</translation>
    </message>
    <message>
        <source>A*: bound %1, %2</source>
        <translation>A*: grens %1, %2</translation>
    </message>
    <message>
        <source>IDA*: bound %1, %2</source>
        <translation>IDA*: grens %1, %2</translation>
    </message>
    <message>
        <source>ESS: lower bound %1, %2, %3</source>
        <translation>ESS: ondergrens %1, %2, %3</translation>
    </message>
    <message>
        <source>anneal: length %1, %2 of %3 hard mazes unsolved, %4, best %5</source>
        <translation>uitgloeien: lengte %1, %2 van %3 moeilijke doolhoven onopgelost, %4, beste %5</translation>
    </message>
    <message>
        <source>exact anneal: length %1, %2 unsolved, best %3</source>
        <translation>exact uitgloeien: lengte %1, %2 onopgelost, beste %3</translation>
    </message>
    <message>
        <source>window SAT plateau walk: length %1, %2 taken, %3 tried, windows of %4 moves</source>
        <translation>venster-SAT plateauwandeling: lengte %1, %2 genomen, %3 geprobeerd, vensters van %4 zetten</translation>
    </message>
    <message>
        <source>cell %1/%2, %3</source>
        <translation>cel %1/%2, %3</translation>
    </message>
    <message>
        <source>certificate check: warm-up call on %1 of %2 done after %3 s</source>
        <translation>certificaatcontrole: opwarmaanroep met %1 van %2 klaar na %3 s</translation>
    </message>
    <message>
        <source>certificate check: the deciding call on %1, %2 s so far</source>
        <translation>certificaatcontrole: de beslissende aanroep met %1, tot nu toe %2 s</translation>
    </message>
    <message>
        <source>GAN forward pass</source>
        <translation>GAN-voorwaartse doorgang</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <source>How many moves does the shortest path from S to G take?</source>
        <translation>Hoeveel zetten telt het kortste pad van S naar G?</translation>
    </message>
    <message>
        <source>Which cell is nearer to S along the passages: A or B?</source>
        <translation>Welke cel ligt langs de gangen dichter bij S: A of B?</translation>
    </message>
    <message>
        <source>Does the sequence %1 bring the token from S to G? A move into a wall or off the board does nothing; on G the token stays.</source>
        <translation>Brengt de reeks %1 de pion van S naar G? Een zet tegen een muur of van het bord af doet niets; op G blijft de pion staan.</translation>
    </message>
    <message>
        <source>Is this maze perfect, with exactly one path between any two cells?</source>
        <translation>Is dit doolhof perfect, met precies één pad tussen elke twee cellen?</translation>
    </message>
    <message>
        <source>Which algorithm generated this maze?</source>
        <translation>Welk algoritme heeft dit doolhof gegenereerd?</translation>
    </message>
    <message>
        <source>A is %1 moves away and B %2; the two paths are drawn. The straight-line distance can mislead: walls make detours.</source>
        <translation>A ligt %1 zetten ver en B %2; beide paden zijn getekend. De afstand in vogelvlucht kan misleiden: muren dwingen omwegen af.</translation>
    </message>
    <message>
        <source>The token stops on %1; its walk is drawn.</source>
        <translation>De pion stopt op %1; zijn wandeling is getekend.</translation>
    </message>
    <message>
        <source>Yes: the token reaches G; its walk is drawn.</source>
        <translation>Ja: de pion bereikt G; zijn wandeling is getekend.</translation>
    </message>
    <message>
        <source>No: the token stops on %1; its walk is drawn.</source>
        <translation>Nee: de pion stopt op %1; zijn wandeling is getekend.</translation>
    </message>
    <message>
        <source>Yes: the maze has no loop and every cell can be reached.</source>
        <translation>Ja: het doolhof heeft geen lus en elke cel is bereikbaar.</translation>
    </message>
    <message>
        <source>No: the drawn loop gives two paths between its cells.</source>
        <translation>Nee: de getekende lus geeft twee paden tussen haar cellen.</translation>
    </message>
    <message>
        <source>It is %1. %2</source>
        <translation>Het is %1. %2</translation>
    </message>
    <message>
        <source>The mouse goes to %1: among its free neighbours that one has the fewest visits (ties: down, right, left, up).</source>
        <translation>De muis gaat naar %1: van haar vrije buren heeft die cel de minste bezoeken (gelijkspel: omlaag, rechts, links, omhoog).</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:#2e7d32&quot;&gt;Right!&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:#2e7d32&quot;&gt;Goed!&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:#c62828&quot;&gt;Not quite.&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:#c62828&quot;&gt;Niet helemaal.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Shortest path</source>
        <translation>Kortste pad</translation>
    </message>
    <message>
        <source>Nearer along the passages</source>
        <translation>Dichterbij langs de gangen</translation>
    </message>
    <message>
        <source>Where the token stops</source>
        <translation>Waar de pion stopt</translation>
    </message>
    <message>
        <source>Does the sequence solve it?</source>
        <translation>Lost de reeks het op?</translation>
    </message>
    <message>
        <source>Perfect or not?</source>
        <translation>Perfect of niet?</translation>
    </message>
    <message>
        <source>Which generator?</source>
        <translation>Welke generator?</translation>
    </message>
    <message>
        <source>The mouse&apos;s next step</source>
        <translation>De volgende stap van de muis</translation>
    </message>
    <message>
        <source>Binary tree</source>
        <translation>Binaire boom</translation>
    </message>
    <message>
        <source>Sidewinder</source>
        <translation>Sidewinder</translation>
    </message>
    <message>
        <source>Recursive backtracker</source>
        <translation>Recursieve backtracker</translation>
    </message>
    <message>
        <source>Prim&apos;s algorithm</source>
        <translation>Algoritme van Prim</translation>
    </message>
    <message>
        <source>Recursive division</source>
        <translation>Recursieve deling</translation>
    </message>
    <message>
        <source>Spiral</source>
        <translation>Spiraal</translation>
    </message>
    <message>
        <source>Every cell opens toward one corner, so two outer sides are long straight corridors and the passages run diagonally.</source>
        <translation>Elke cel opent naar één hoek, dus twee buitenkanten zijn lange rechte gangen en de gangen lopen schuin.</translation>
    </message>
    <message>
        <source>Rows are runs closed by one passage up, so the top row is one long corridor.</source>
        <translation>Rijen zijn reeksen die elk met één gang omhoog worden afgesloten, dus de bovenste rij is één lange gang.</translation>
    </message>
    <message>
        <source>The depth-first walk makes long winding corridors with few, long dead ends.</source>
        <translation>De diepte-eerst-wandeling maakt lange kronkelende gangen met weinig, lange doodlopende gangen.</translation>
    </message>
    <message>
        <source>Growing from many frontier cells at once makes many short dead ends.</source>
        <translation>Groeien vanuit veel grenscellen tegelijk maakt veel korte doodlopende gangen.</translation>
    </message>
    <message>
        <source>Walls split the field again and again, so long straight walls cross the maze, each with one gap.</source>
        <translation>Muren delen het veld steeds opnieuw, dus lange rechte muren met elk één opening doorkruisen het doolhof.</translation>
    </message>
    <message>
        <source>Straight runs turning clockwise make square spirals.</source>
        <translation>Rechte stukken die met de klok mee afbuigen vormen hoekige spiralen.</translation>
    </message>
    <message numerus="yes">
        <source>The shortest path takes %n moves; it is drawn on the maze.</source>
        <translation>
            <numerusform>Het kortste pad telt %n zet; het is in het doolhof getekend.</numerusform>
            <numerusform>Het kortste pad telt %n zetten; het is in het doolhof getekend.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token starts on S and makes the moves %1 (u up, d down, l left, r right). A move into a wall or off the board does nothing. On which cell does it stop?</source>
        <translation>De pion begint op S en doet de zetten %1 (u omhoog, d omlaag, l links, r rechts). Een zet tegen een muur of van het bord af doet niets. Op welke cel stopt hij?</translation>
    </message>
    <message>
        <source>Squeaky the mouse always moves to the free neighbour it has visited least; ties go down, right, left, up, in that order. The numbers are its visits so far. Where does it go next?</source>
        <translation>Squeaky de muis gaat altijd naar de vrije buur die zij het minst heeft bezocht; bij gelijkspel omlaag, rechts, links, omhoog, in die volgorde. De getallen zijn haar bezoeken tot nu toe. Waar gaat zij nu heen?</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Answer: ________ moves</source>
        <translation>Antwoord: ________ zetten</translation>
    </message>
    <message>
        <source>Row: ______</source>
        <translation>Rij: ______</translation>
    </message>
    <message>
        <source>Column: ______</source>
        <translation>Kolom: ______</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>A is %1 moves away, B %2.</source>
        <translation>A ligt %1 zetten ver, B %2.</translation>
    </message>
    <message>
        <source>It stops on %1.</source>
        <translation>Hij stopt op %1.</translation>
    </message>
    <message>
        <source>A loop passes %1.</source>
        <translation>Een lus loopt door %1.</translation>
    </message>
    <message>
        <source>MazeLab quiz %1 (%2)</source>
        <translation>MazeLab-quiz %1 (%2)</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <translation>Naam: ______________________</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antwoorden</translation>
    </message>
    <message>
        <source>The PDF could not be drawn.</source>
        <translation>De PDF kon niet worden getekend.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Herhalen: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>Per onderwerp</translation>
    </message>
</context>
<context>
    <name>mazelab::AddMaze</name>
    <message>
        <source>Add maze “%1”</source>
        <translation>Doolhof ‘%1’ toevoegen</translation>
    </message>
</context>
<context>
    <name>mazelab::AllMazesCheck</name>
    <message>
        <source>All solvable</source>
        <translation>Alle oplosbare</translation>
    </message>
    <message>
        <source>perfectly</source>
        <translation>perfect</translation>
    </message>
    <message>
        <source>Every maze must end on its goal, not just visit it</source>
        <translation>Elk doolhof moet op zijn doel eindigen, niet het alleen bezoeken</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <source>Does the player&apos;s sequence solve every solvable maze of this size? Up to 5×5 the mazes are enumerated, above that the Unsolved Maze Finder (Nusser Alg. 5.2) searches for a counterexample.</source>
        <translation>Lost de reeks van de speler elk oplosbaar doolhof van deze grootte op? Tot 5×5 worden de doolhoven opgesomd, daarboven zoekt de Unsolved Maze Finder (Nusser Alg. 5.2) een tegenvoorbeeld.</translation>
    </message>
    <message>
        <source>Open counterexample</source>
        <translation>Tegenvoorbeeld openen</translation>
    </message>
    <message>
        <source>Add the maze the sequence does not solve to the document</source>
        <translation>Het doolhof dat de reeks niet oplost aan het document toevoegen</translation>
    </message>
    <message>
        <source>Any size, e.g. 10×10.</source>
        <translation>Elke grootte, bijv. 10×10.</translation>
    </message>
    <message>
        <source>Check the sequence on all solvable %1×%2 mazes</source>
        <translation>De reeks controleren op alle oplosbare %1×%2-doolhoven</translation>
    </message>
    <message>
        <source>Stopped before an answer.</source>
        <translation>Gestopt vóór een antwoord.</translation>
    </message>
    <message>
        <source>perfectly solves</source>
        <translation>perfect opgelost</translation>
    </message>
    <message>
        <source>solves</source>
        <translation>opgelost</translation>
    </message>
    <message numerus="yes">
        <source>✓ The %n-move sequence %1 every solvable %2×%3 maze.</source>
        <translation>
            <numerusform>✓ Elk oplosbaar %2×%3-doolhof wordt door de reeks van %n zet %1.</numerusform>
            <numerusform>✓ Elk oplosbaar %2×%3-doolhof wordt door de reeks van %n zetten %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ Not every %1×%2 maze: a counterexample was found.</source>
        <translation>✗ Niet elk %1×%2-doolhof: er is een tegenvoorbeeld gevonden.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 controleren…</translation>
    </message>
    <message>
        <source>the empty sequence</source>
        <translation>de lege reeks</translation>
    </message>
    <message>
        <source>Counterexample %1×%2</source>
        <translation>Tegenvoorbeeld %1×%2</translation>
    </message>
    <message numerus="yes">
        <source>It %1 %L2 of %Ln mazes.</source>
        <translation>
            <numerusform>%L2 van %Ln doolhof wordt %1.</numerusform>
            <numerusform>%L2 van de %Ln doolhoven worden %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AnimatedPage</name>
    <message>
        <source>Export animation</source>
        <translation>Animatie exporteren</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animatie exporteren…</translation>
    </message>
    <message>
        <source>Save the animation as a GIF or as PNG frames (in the background)</source>
        <translation>De animatie opslaan als GIF of als PNG-beelden (op de achtergrond)</translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExport</name>
    <message>
        <source>Export animation</source>
        <translation>Animatie exporteren</translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExportDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animatie exporteren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>Geanimeerde GIF</translation>
    </message>
    <message>
        <source>PNG frames (a folder of numbered images)</source>
        <translation>PNG-beelden (een map met genummerde afbeeldingen)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> beelden/s</translation>
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
        <translation>Eén keer afspelen (niet herhalen)</translation>
    </message>
    <message>
        <source>Caption under each frame</source>
        <translation>Bijschrift onder elk beeld</translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation>Opslaan in:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formaat:</translation>
    </message>
    <message>
        <source>Steps from:</source>
        <translation>Stappen van:</translation>
    </message>
    <message>
        <source>Steps per frame:</source>
        <translation>Stappen per beeld:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Snelheid:</translation>
    </message>
    <message>
        <source>Hold last frame:</source>
        <translation>Laatste beeld vasthouden:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Celgrootte:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>Export animation as GIF</source>
        <translation>Animatie als GIF exporteren</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>GIF-afbeeldingen (*.gif)</translation>
    </message>
    <message>
        <source>New folder for the PNG frames</source>
        <translation>Nieuwe map voor de PNG-beelden</translation>
    </message>
    <message>
        <source>%1, %2 s per loop</source>
        <translation>%1, %2 s per doorloop</translation>
    </message>
    <message numerus="yes">
        <source>%n frames</source>
        <translation>
            <numerusform>%n beeld</numerusform>
            <numerusform>%n beelden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AutoSaver</name>
    <message>
        <source>Cannot lock the recovery file %1.</source>
        <translation>Kan het herstelbestand %1 niet vergrendelen.</translation>
    </message>
</context>
<context>
    <name>mazelab::CarvingFrames</name>
    <message>
        <source>%1: step %L2 of %L3</source>
        <translation>%1: stap %L2 van %L3</translation>
    </message>
    <message>
        <source>open field</source>
        <translation>open veld</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>oersoep</translation>
    </message>
    <message>
        <source>border</source>
        <translation>rand</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>delen</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>cellen</translation>
    </message>
    <message>
        <source>the network&apos;s walls</source>
        <translation>de muren van het netwerk</translation>
    </message>
    <message>
        <source>join the parts</source>
        <translation>delen verbinden</translation>
    </message>
    <message>
        <source>spanning tree of the likeliest walls</source>
        <translation>opspannende boom van de waarschijnlijkste muren</translation>
    </message>
    <message>
        <source>room</source>
        <translation>kamer</translation>
    </message>
    <message>
        <source>corridors</source>
        <translation>gangen</translation>
    </message>
    <message>
        <source>doors</source>
        <translation>deuren</translation>
    </message>
    <message>
        <source>prune</source>
        <translation>snoeien</translation>
    </message>
    <message>
        <source>hunt</source>
        <translation>jagen</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>doden (willekeurige wandeling)</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>kruising</translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>rij %L1</translation>
    </message>
    <message>
        <source>generation %L1</source>
        <translation>generatie %L1</translation>
    </message>
    <message>
        <source>generation %L1, fitness %L2</source>
        <translation>generatie %L1, fitness %L2</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabFrames</name>
    <message>
        <source>A (%1) starts at %2, B (%3) at %4; each races to the other&apos;s start.</source>
        <translation>A (%1) begint op %2, B (%3) op %4; elk racet naar de start van de ander.</translation>
    </message>
    <message>
        <source>Trade: A gave %1, B gave %2.</source>
        <translation>Ruil: A gaf %1, B gaf %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n negotiation attempts, no trade.</source>
        <translation>
            <numerusform>%n onderhandelingspoging, geen ruil.</numerusform>
            <numerusform>%n onderhandelingspogingen, geen ruil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both bumped into a wall.</source>
        <translation>Beide liepen tegen een muur.</translation>
    </message>
    <message>
        <source>A bumped into a wall.</source>
        <translation>A liep tegen een muur.</translation>
    </message>
    <message>
        <source>B bumped into a wall.</source>
        <translation>B liep tegen een muur.</translation>
    </message>
    <message>
        <source>A wins.</source>
        <translation>A wint.</translation>
    </message>
    <message>
        <source>B wins.</source>
        <translation>B wint.</translation>
    </message>
    <message>
        <source>A draw: both arrive together.</source>
        <translation>Gelijkspel: beide komen tegelijk aan.</translation>
    </message>
    <message>
        <source>Time is up: nobody arrived.</source>
        <translation>De tijd is om: niemand is aangekomen.</translation>
    </message>
    <message>
        <source>The game was stopped here.</source>
        <translation>Het spel is hier gestopt.</translation>
    </message>
    <message>
        <source>A at %1 (arrived)</source>
        <translation>A op %1 (aangekomen)</translation>
    </message>
    <message>
        <source>B at %1 (arrived)</source>
        <translation>B op %1 (aangekomen)</translation>
    </message>
    <message>
        <source>A at %1 (about %L2 to go)</source>
        <translation>A op %1 (nog ongeveer %L2)</translation>
    </message>
    <message>
        <source>B at %1 (about %L2 to go)</source>
        <translation>B op %1 (nog ongeveer %L2)</translation>
    </message>
    <message>
        <source>Step %L1 of %L2: %3, %4.</source>
        <translation>Stap %L1 van %L2: %3, %4.</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabPage</name>
    <message>
        <source>step %L1 / %L2</source>
        <translation>stap %L1 / %L2</translation>
    </message>
    <message>
        <source>CoLab</source>
        <translation>CoLab</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Player A:</source>
        <translation>Speler A:</translation>
    </message>
    <message>
        <source>Player B:</source>
        <translation>Speler B:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Draws the two start cells and the players&apos; chances</source>
        <translation>Loot de twee startcellen en de kansen van de spelers</translation>
    </message>
    <message>
        <source>Steps at most:</source>
        <translation>Hoogstens stappen:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Tonen:</translation>
    </message>
    <message>
        <source>Both players</source>
        <translation>Beide spelers</translation>
    </message>
    <message>
        <source>The maze as A knows it</source>
        <translation>Het doolhof zoals A het kent</translation>
    </message>
    <message>
        <source>The maze as B knows it</source>
        <translation>Het doolhof zoals B het kent</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>New maze</source>
        <translation>Nieuw doolhof</translation>
    </message>
    <message>
        <source>Add a generated maze (backtracker) of the tournament&apos;s size to the document</source>
        <translation>Een gegenereerd doolhof (backtracker) van de toernooigrootte aan het document toevoegen</translation>
    </message>
    <message>
        <source>Press Play: A starts on one free cell, B on another, and each races to the other&apos;s start through a maze neither knows.</source>
        <translation>Druk op Spelen: A begint op een vrije cel, B op een andere, en elk racet door een doolhof dat geen van beiden kent naar de start van de ander.</translation>
    </message>
    <message>
        <source>CoLab game</source>
        <translation>CoLab-spel</translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n steps.</source>
        <translation>
            <numerusform>A wint na %n stap.</numerusform>
            <numerusform>A wint na %n stappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n steps.</source>
        <translation>
            <numerusform>B wint na %n stap.</numerusform>
            <numerusform>B wint na %n stappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n steps.</source>
        <translation>
            <numerusform>Gelijkspel na %n stap.</numerusform>
            <numerusform>Gelijkspel na %n stappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody arrived within %n steps.</source>
        <translation>
            <numerusform>Niemand kwam aan binnen %n stap.</numerusform>
            <numerusform>Niemand kwam aan binnen %n stappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A started at %1, B at %2, %n moves apart.</source>
        <translation>
            <numerusform>A begon op %1, B op %2, %n zet van elkaar.</numerusform>
            <numerusform>A begon op %1, B op %2, %n zetten van elkaar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trades;</source>
        <translation>
            <numerusform>%n ruil;</numerusform>
            <numerusform>%n ruilen;</numerusform>
        </translation>
    </message>
    <message>
        <source>A knows %L1 cells, B %L2, of %L3.</source>
        <translation>A kent %L1 cellen, B %L2, van %L3.</translation>
    </message>
    <message>
        <source>Another job is running; press Play when it is done.</source>
        <translation>Er loopt een andere taak; druk op Spelen als die klaar is.</translation>
    </message>
    <message>
        <source>CoLab %1 × %1, seed %2</source>
        <translation>CoLab %1 × %1, seed %2</translation>
    </message>
    <message>
        <source>CoLab: player %1 could not be restored (%2).</source>
        <translation>CoLab: speler %1 kon niet worden hersteld (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n steps (the time limit of a minute).</source>
        <translation>
            <numerusform>Gestopt na %n stap (de tijdslimiet van een minuut).</numerusform>
            <numerusform>Gestopt na %n stappen (de tijdslimiet van een minuut).</numerusform>
        </translation>
    </message>
    <message>
        <source>Play one game on this maze (a new series of rounds)</source>
        <translation>Eén spel op dit doolhof spelen (een nieuwe reeks rondes)</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Play the next round with the next seed; the points (the thesis&apos; fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives) add up</source>
        <translation>De volgende ronde spelen met de volgende seed; de punten (fitness₂ uit de scriptie: +2 per winst, +1 per gelijkspel, −1 per verlies, −2 als niemand aankomt) tellen op</translation>
    </message>
    <message>
        <source>Round %L1: %L2 points for A, %L3 for B (fitness₂).</source>
        <translation>Ronde %L1: %L2 punten voor A, %L3 voor B (fitness₂).</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabTournamentPanel</name>
    <message>
        <source>Tournament and evolution</source>
        <translation>Toernooi en evolutie</translation>
    </message>
    <message>
        <source>Mazes:</source>
        <translation>Doolhoven:</translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation>Doolhofgrootte:</translation>
    </message>
    <message>
        <source> × passage cells</source>
        <translation> × gangcellen</translation>
    </message>
    <message>
        <source>Generated mazes (backtracker) of this many passage cells a side</source>
        <translation>Gegenereerde doolhoven (backtracker) met zoveel gangcellen per zijde</translation>
    </message>
    <message>
        <source>Run tournament</source>
        <translation>Toernooi starten</translation>
    </message>
    <message>
        <source>Every strategy against every other and itself, in both roles, on each maze</source>
        <translation>Elke strategie tegen elke andere en zichzelf, in beide rollen, op elk doolhof</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Fitness</source>
        <translation>Fitness</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>The thesis&apos; fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives</source>
        <translation>fitness₂ uit de scriptie: +2 per winst, +1 per gelijkspel, −1 per verlies, −2 als niemand aankomt</translation>
    </message>
    <message>
        <source>The thesis&apos; fitness₃, mean: 1 a win, 0.5 a draw, else 1 / (1 + distance left)</source>
        <translation>fitness₃ uit de scriptie, gemiddeld: 1 per winst, 0,5 per gelijkspel, anders 1 / (1 + resterende afstand)</translation>
    </message>
    <message>
        <source>Won – drawn – lost – timed out</source>
        <translation>Gewonnen – gelijk – verloren – tijd om</translation>
    </message>
    <message>
        <source>Generations:</source>
        <translation>Generaties:</translation>
    </message>
    <message>
        <source>Population:</source>
        <translation>Populatie:</translation>
    </message>
    <message>
        <source>Evolve a player</source>
        <translation>Speler evolueren</translation>
    </message>
    <message>
        <source>The genetic algorithm of §4.3.3 against the listed strategies; the best player joins the lists</source>
        <translation>Het genetisch algoritme van §4.3.3 tegen de vermelde strategieën; de beste speler komt in de lijsten</translation>
    </message>
    <message>
        <source>CoLab tournament</source>
        <translation>CoLab-toernooi</translation>
    </message>
    <message>
        <source>Evolving…</source>
        <translation>Evolueren…</translation>
    </message>
    <message>
        <source>CoLab evolution</source>
        <translation>CoLab-evolutie</translation>
    </message>
    <message>
        <source>Generation %1 of %2: best fitness %3</source>
        <translation>Generatie %1 van %2: beste fitness %3</translation>
    </message>
    <message numerus="yes">
        <source>Best after %n generations: fitness %1.
%2</source>
        <translation>
            <numerusform>Beste na %n generatie: fitness %1.
%2</numerusform>
            <numerusform>Beste na %n generaties: fitness %1.
%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ComparisonDialog</name>
    <message>
        <source>Compare all generators</source>
        <translation>Alle generatoren vergelijken</translation>
    </message>
    <message>
        <source>Mazes per generator:</source>
        <translation>Doolhoven per generator:</translation>
    </message>
    <message>
        <source>Maze i uses seed S + i (the thesis: 100 mazes of 10 × 10)</source>
        <translation>Doolhof i gebruikt startwaarde S + i (de scriptie: 100 doolhoven van 10 × 10)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Generate and measure the batch of every generator in the background (default parameters)</source>
        <translation>De serie van elke generator op de achtergrond maken en meten (standaardparameters)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Save the table as CSV (the same as mazelab-cli metrics --generator all --csv)</source>
        <translation>De tabel opslaan als CSV (hetzelfde als mazelab-cli metrics --generator all --csv)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the whole table as a picture</source>
        <translation>De hele tabel opslaan als afbeelding</translation>
    </message>
    <message>
        <source>The generator (default parameters)</source>
        <translation>De generator (standaardparameters)</translation>
    </message>
    <message>
        <source>Mazes measured</source>
        <translation>Gemeten doolhoven</translation>
    </message>
    <message>
        <source>Perfect mazes (one area, no loop)</source>
        <translation>Perfecte doolhoven (één gebied, geen lus)</translation>
    </message>
    <message>
        <source>M1: solution cells / cells (Petercă 2024 §2.1)</source>
        <translation>M1: oplossingscellen / cellen (Petercă 2024 §2.1)</translation>
    </message>
    <message>
        <source>M2: longest dead end to dead end distance / cells</source>
        <translation>M2: langste afstand tussen twee doodlopende gangen / cellen</translation>
    </message>
    <message>
        <source>M3: inner walls / cells</source>
        <translation>M3: binnenmuren / cellen</translation>
    </message>
    <message>
        <source>M4: T-intersections / cells</source>
        <translation>M4: T-splitsingen / cellen</translation>
    </message>
    <message>
        <source>M4-general: Table 4.2&apos;s multipliers summed / cells</source>
        <translation>M4-algemeen: som van de factoren uit tabel 4.2 / cellen</translation>
    </message>
    <message>
        <source>M5: 1 / areas</source>
        <translation>M5: 1 / gebieden</translation>
    </message>
    <message>
        <source>Dead ends per maze</source>
        <translation>Doodlopende gangen per doolhof</translation>
    </message>
    <message>
        <source>Junctions (T and crossroads) per maze</source>
        <translation>Kruisingen (T en kruispunt) per doolhof</translation>
    </message>
    <message>
        <source>Longest branch-free chain of cells</source>
        <translation>Langste keten van cellen zonder vertakking</translation>
    </message>
    <message>
        <source>Moves from start to goal</source>
        <translation>Zetten van start naar doel</translation>
    </message>
    <message>
        <source>Share of two-way cells that go straight through</source>
        <translation>Aandeel van de cellen met twee openingen die rechtdoor gaan</translation>
    </message>
    <message>
        <source>Average passage length in block cells (article 003: steps between dead ends and junctions)</source>
        <translation>Gemiddelde ganglengte in blokcellen (artikel 003: stappen tussen doodlopende gangen en kruisingen)</translation>
    </message>
    <message>
        <source>Longest passage in block cells</source>
        <translation>Langste gang in blokcellen</translation>
    </message>
    <message>
        <source>Generation time per maze in milliseconds (without measuring)</source>
        <translation>Maaktijd per doolhof in milliseconden (zonder meten)</translation>
    </message>
    <message>
        <source>Why a generator has no or only some values</source>
        <translation>Waarom een generator geen of maar enkele waarden heeft</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Mazes</source>
        <translation>Doolhoven</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfect</translation>
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
        <translation>M4-alg.</translation>
    </message>
    <message>
        <source>M5</source>
        <translation>M5</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Doodlopend</translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation>Kruisingen</translation>
    </message>
    <message>
        <source>Longest corridor</source>
        <translation>Langste corridor</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Oplossing</translation>
    </message>
    <message>
        <source>Straightness</source>
        <translation>Rechtheid</translation>
    </message>
    <message>
        <source>Avg passage</source>
        <translation>Gem. gang</translation>
    </message>
    <message>
        <source>Longest passage</source>
        <translation>Langste gang</translation>
    </message>
    <message>
        <source>ms / maze</source>
        <translation>ms / doolhof</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>%1, in %2 s.</source>
        <translation>%1, in %2 s.</translation>
    </message>
    <message>
        <source>block maze: no passage cells, so only passages and time</source>
        <translation>blokdoolhof: geen gangcellen, dus alleen gangen en tijd</translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation>De vergelijkingstabel opslaan</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Save the table as a picture</source>
        <translation>De tabel opslaan als afbeelding</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message numerus="yes">
        <source>Press Run: %n generators, each with its default parameters.</source>
        <translation>
            <numerusform>Druk op Starten: %n generator met zijn standaardparameters.</numerusform>
            <numerusform>Druk op Starten: %n generatoren, elk met zijn standaardparameters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes of %2 × %3 per generator, seeds %4–%5</source>
        <translation>
            <numerusform>%Ln doolhof van %2 × %3 per generator, startwaarden %4–%5</numerusform>
            <numerusform>%Ln doolhoven van %2 × %3 per generator, startwaarden %4–%5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::CountSigmaPanel</name>
    <message>
        <source>Whole sizes: count and σ</source>
        <translation>Hele groottes: aantal en σ</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source>Count solvable</source>
        <translation>Oplosbare tellen</translation>
    </message>
    <message>
        <source>The exact number of solvable mazes of this size (shorter side up to %1)</source>
        <translation>Het exacte aantal oplosbare doolhoven van deze grootte (kortste zijde tot %1)</translation>
    </message>
    <message>
        <source>σ by SAT</source>
        <translation>σ via SAT</translation>
    </message>
    <message>
        <source>The shortest sequence solving every solvable maze of this size, by counterexample-guided SAT (up to 25 cells; 4 × 4 takes minutes)</source>
        <translation>De kortste reeks die elk oplosbaar doolhof van deze grootte oplost, via SAT met tegenvoorbeelden (tot 25 cellen; 4 × 4 duurt minuten)</translation>
    </message>
    <message>
        <source>The shorter side may be at most %1.</source>
        <translation>De kortste zijde mag hoogstens %1 zijn.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Tellen…</translation>
    </message>
    <message>
        <source>Count solvable %1×%2 mazes</source>
        <translation>Oplosbare %1×%2-doolhoven tellen</translation>
    </message>
    <message>
        <source>Stopped before the count was complete.</source>
        <translation>Gestopt voordat de telling klaar was.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2: %3 solvable mazes (%4 ms).</source>
        <translation>
            <numerusform>%1 × %2: %3 oplosbaar doolhof (%4 ms).</numerusform>
            <numerusform>%1 × %2: %3 oplosbare doolhoven (%4 ms).</numerusform>
        </translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message>
        <source>Proving… (4 × 4 takes about 80 s on two cores; Cancel in the status bar)</source>
        <translation>Bezig met bewijzen… (4 × 4 duurt op twee kernen ongeveer 80 s; Annuleren in de statusbalk)</translation>
    </message>
    <message>
        <source>σ(%1,%2) by SAT</source>
        <translation>σ(%1,%2) via SAT</translation>
    </message>
    <message>
        <source>, ≤ %1</source>
        <translation>, ≤ %1</translation>
    </message>
    <message numerus="yes">
        <source>σ by SAT enumerates the mazes: at most %n cells (use mazelab-cli sigma --sample for bigger sizes).</source>
        <translation>
            <numerusform>σ via SAT somt de doolhoven op: hoogstens %n cel (gebruik mazelab-cli sigma --sample voor grotere groottes).</numerusform>
            <numerusform>σ via SAT somt de doolhoven op: hoogstens %n cellen (gebruik mazelab-cli sigma --sample voor grotere groottes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Proving… (beyond 16 cells this takes hours or more: 5 × 5 is an open problem; Cancel in the status bar shows the bounds proved so far)</source>
        <translation>Bezig met bewijzen… (boven 16 cellen duurt dit uren of langer: 5 × 5 is een open probleem; Annuleren in de statusbalk toont de tot dan bewezen grenzen)</translation>
    </message>
    <message>
        <source>Stopped before a bound was proved: %1</source>
        <translation>Gestopt voordat er een grens bewezen was: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln SAT calls</source>
        <translation>
            <numerusform>%Ln SAT-aanroep</numerusform>
            <numerusform>%Ln SAT-aanroepen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) = %3 over %Ln mazes: %4 (%5, %6 s).</source>
        <translation>
            <numerusform>σ(%1,%2) = %3 over %Ln doolhof: %4 (%5, %6 s).</numerusform>
            <numerusform>σ(%1,%2) = %3 over %Ln doolhoven: %4 (%5, %6 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln mazes, %6, %7 s.</source>
        <translation>
            <numerusform>Gestopt (%1): σ(%2,%3) ≥ %4 bewezen%5 door %Ln doolhof, %6, %7 s.</numerusform>
            <numerusform>Gestopt (%1): σ(%2,%3) ≥ %4 bewezen%5 door %Ln doolhoven, %6, %7 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::DistributionPanel</name>
    <message>
        <source>The maze on screen</source>
        <translation>Het getoonde doolhof</translation>
    </message>
    <message>
        <source>A batch of mazes</source>
        <translation>Een serie doolhoven</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Serie:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source> mazes</source>
        <translation> doolhoven</translation>
    </message>
    <message>
        <source>Mazes in the batch; maze i uses seed S + i (the thesis: 100 of 10 × 10)</source>
        <translation>Doolhoven in de serie; doolhof i gebruikt startwaarde S + i (de scriptie: 100 van 10 × 10)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Generate the batch with the Generate tab&apos;s algorithm, parameters and seed, in the background</source>
        <translation>De serie op de achtergrond maken met het algoritme, de parameters en de startwaarde van het tabblad Genereren</translation>
    </message>
    <message>
        <source>Sorted, beside the thesis</source>
        <translation>Gesorteerd, naast de scriptie</translation>
    </message>
    <message>
        <source>The thesis&apos; tables lost the pictures of their cell types, so its shares are compared by rank</source>
        <translation>De tabellen van de scriptie zijn de afbeeldingen van hun celtypen kwijt, dus hun aandelen worden op rang vergeleken</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Save the table (shares by wall code and sorted beside the thesis)</source>
        <translation>De tabel opslaan (aandelen per muurcode en gesorteerd naast de scriptie)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a picture</source>
        <translation>De grafiek opslaan als afbeelding</translation>
    </message>
    <message>
        <source>Compare all generators…</source>
        <translation>Alle generatoren vergelijken…</translation>
    </message>
    <message>
        <source>A table of every generator&apos;s metrics over a batch (M1–M5, dead ends, passages, time), sortable, with CSV and PNG export</source>
        <translation>Een tabel met de kengetallen van elke generator over een serie (M1–M5, doodlopende gangen, gangen, tijd), sorteerbaar, met CSV- en PNG-export</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Thesis, Table %1</source>
        <translation>Scriptie, tabel %1</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>wall code (N 8, E 4, S 2, W 1)</source>
        <translation>muurcode (N 8, O 4, Z 2, W 1)</translation>
    </message>
    <message>
        <source>% of cells</source>
        <translation>% van de cellen</translation>
    </message>
    <message>
        <source>No batch yet: press Run.</source>
        <translation>Nog geen serie: druk op Starten.</translation>
    </message>
    <message>
        <source>No passage maze on screen.</source>
        <translation>Geen gangendoolhof op het scherm.</translation>
    </message>
    <message>
        <source>%1: the maze on screen.</source>
        <translation>%1: het getoonde doolhof.</translation>
    </message>
    <message>
        <source>Thesis: Table %1, %2 (100 mazes of 10 × 10).</source>
        <translation>Scriptie: tabel %1, %2 (100 doolhoven van 10 × 10).</translation>
    </message>
    <message>
        <source>Save the distribution table</source>
        <translation>De verdelingstabel opslaan</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>De grafiek opslaan</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln mazes of %3 × %4, seeds %5–%6, %L7 perfect.</source>
        <translation>
            <numerusform>%1: %Ln doolhof van %3 × %4, startwaarden %5–%6, %L7 perfect.</numerusform>
            <numerusform>%1: %Ln doolhoven van %3 × %4, startwaarden %5–%6, %L7 perfect.</numerusform>
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
        <translation>&amp;Penseel</translation>
    </message>
    <message>
        <source>Brush (B): click toggles a cell, drag paints; the first cell decides wall or floor. Right button erases. Shift+click sets the start, Ctrl+click the goal.</source>
        <translation>Penseel (B): klikken wisselt een cel om, slepen schildert; de eerste cel bepaalt muur of vloer. De rechterknop gumt. Shift+klik zet de start, Ctrl+klik het doel.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Start (S): click a cell to put the start there</source>
        <translation>Start (S): klik op een cel om daar de start te zetten</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Doel</translation>
    </message>
    <message>
        <source>Goal (G): click a cell to put the goal there</source>
        <translation>Doel (G): klik op een cel om daar het doel te zetten</translation>
    </message>
</context>
<context>
    <name>mazelab::ExperimentPanel</name>
    <message>
        <source>k = %1, set %2 of %3</source>
        <translation>k = %1, set %2 van %3</translation>
    </message>
    <message>
        <source>Export plots as PNG</source>
        <translation>Grafieken als PNG exporteren</translation>
    </message>
    <message>
        <source>experiment.png</source>
        <translation>experiment.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>Export runs as CSV</source>
        <translation>Runs als CSV exporteren</translation>
    </message>
    <message>
        <source>experiment.csv</source>
        <translation>experiment.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>Algoritmen:</translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation>Doolhofgrootte:</translation>
    </message>
    <message>
        <source>Mazes per set k:</source>
        <translation>Doolhoven per set k:</translation>
    </message>
    <message>
        <source>Sets per k:</source>
        <translation>Sets per k:</translation>
    </message>
    <message>
        <source>Density, seed:</source>
        <translation>Dichtheid, startwaarde:</translation>
    </message>
    <message>
        <source>Run experiment</source>
        <translation>Experiment starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exporteren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>number of mazes k</source>
        <translation>aantal doolhoven k</translation>
    </message>
    <message>
        <source>ms (mean ± sd)</source>
        <translation>ms (gemiddelde ± sd)</translation>
    </message>
    <message>
        <source>length (mean ± sd)</source>
        <translation>lengte (gemiddelde ± sd)</translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation>Deze build heeft geen reeksoplosser.</translation>
    </message>
    <message>
        <source>Random sets of k mazes; every algorithm runs on the same sets.</source>
        <translation>Willekeurige sets van k doolhoven; elk algoritme draait op dezelfde sets.</translation>
    </message>
    <message>
        <source>Choose at least one algorithm.</source>
        <translation>Kies minstens één algoritme.</translation>
    </message>
    <message>
        <source>Experiment: %1×%2, k = %3…%4</source>
        <translation>Experiment: %1×%2, k = %3…%4</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Bezig…</translation>
    </message>
    <message numerus="yes">
        <source>%n runs</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
</context>
<context>
    <name>mazelab::ExportAnimation</name>
    <message>
        <source>Export animation</source>
        <translation>Animatie exporteren</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message>
        <source>The animation was not written: %1</source>
        <translation>De animatie is niet geschreven: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n frames)</source>
        <translation>
            <numerusform>%1 geschreven (%n beeld)</numerusform>
            <numerusform>%1 geschreven (%n beelden)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>Exporteren als PNG</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Cell size:</source>
        <translation>&amp;Celgrootte:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Afbeeldingsgrootte:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Voorbeeld:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source>The image would be larger than 32768 pixels a side.</source>
        <translation>De afbeelding zou groter worden dan 32768 pixels per zijde.</translation>
    </message>
    <message>
        <source>Drawing the maze…</source>
        <translation>Het doolhof wordt getekend…</translation>
    </message>
    <message>
        <source>Writing the PNG…</source>
        <translation>De PNG wordt geschreven…</translation>
    </message>
    <message>
        <source>Not enough memory for an image of %1 × %2 pixels.</source>
        <translation>Niet genoeg geheugen voor een afbeelding van %1 × %2 pixels.</translation>
    </message>
</context>
<context>
    <name>mazelab::FileController</name>
    <message>
        <source>Mazes and projects (*.maze *.mazelab);;MazeLab projects (*.mazelab);;Maze files (*.maze);;All files (*)</source>
        <translation>Doolhoven en projecten (*.maze *.mazelab);;MazeLab-projecten (*.mazelab);;Doolhofbestanden (*.maze);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.
Do you want to save them?</source>
        <translation>‘%1’ heeft niet-opgeslagen wijzigingen.
Wilt u ze opslaan?</translation>
    </message>
    <message>
        <source>Maze 1</source>
        <translation>Doolhof 1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Cannot open the file.

%1</source>
        <translation>Kan het bestand niet openen.

%1</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>MazeLab project (*.mazelab)</source>
        <translation>MazeLab-project (*.mazelab)</translation>
    </message>
    <message>
        <source>Maze file (*.maze)</source>
        <translation>Doolhofbestand (*.maze)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Opslaan als</translation>
    </message>
    <message>
        <source>Save as Maze File</source>
        <translation>Opslaan als doolhofbestand</translation>
    </message>
    <message>
        <source>A .maze file holds only mazes: the move sequences of this workspace (%1) will not be saved. Save as a MazeLab project (.mazelab) to keep them.

Save only the mazes?</source>
        <translation>Een .maze-bestand bevat alleen doolhoven: de zettenreeksen van deze werkruimte (%1) worden niet opgeslagen. Sla op als MazeLab-project (.mazelab) om ze te bewaren.

Alleen de doolhoven opslaan?</translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation>Het bestand is niet opgeslagen.

%1</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Exporteren als PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Lijst wissen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>%1 was opened, but not all of it could be restored:

%2</source>
        <translation>%1 is geopend, maar niet alles kon worden hersteld:

%2</translation>
    </message>
    <message>
        <source>Wait for “%1” to finish (or cancel it), then export again.</source>
        <translation>Wacht tot ‘%1’ klaar is (of annuleer het) en exporteer dan opnieuw.</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exporteren</translation>
    </message>
</context>
<context>
    <name>mazelab::GenMetricsPanel</name>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source>M1 (solution / cells):</source>
        <translation>M1 (oplossing / cellen):</translation>
    </message>
    <message>
        <source>M2 (longest dead-end path / cells):</source>
        <translation>M2 (langste doodlopende pad / cellen):</translation>
    </message>
    <message>
        <source>M3 (inner walls / cells):</source>
        <translation>M3 (binnenmuren / cellen):</translation>
    </message>
    <message>
        <source>M4-general (Table 4.2):</source>
        <translation>M4-algemeen (tabel 4.2):</translation>
    </message>
    <message>
        <source>M5 (1 / areas):</source>
        <translation>M5 (1 / gebieden):</translation>
    </message>
    <message>
        <source>Solution length:</source>
        <translation>Lengte oplossing:</translation>
    </message>
    <message>
        <source>Dead ends:</source>
        <translation>Doodlopende gangen:</translation>
    </message>
    <message>
        <source>Junctions:</source>
        <translation>Kruisingen:</translation>
    </message>
    <message>
        <source>Longest corridor:</source>
        <translation>Langste corridor:</translation>
    </message>
    <message>
        <source>Straightness:</source>
        <translation>Rechtheid:</translation>
    </message>
    <message>
        <source>Areas, loops:</source>
        <translation>Gebieden, lussen:</translation>
    </message>
    <message>
        <source>Perfect:</source>
        <translation>Perfect:</translation>
    </message>
    <message>
        <source>Generated in:</source>
        <translation>Gemaakt in:</translation>
    </message>
    <message>
        <source>Generate a maze to see its metrics.</source>
        <translation>Genereer een doolhof om zijn kengetallen te zien.</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
    <message>
        <source>Measuring the maze in the background…</source>
        <translation>Het doolhof wordt op de achtergrond gemeten…</translation>
    </message>
    <message>
        <source>This generator works on the block maze: it has no passage cells to measure.</source>
        <translation>Deze generator werkt op het blokdoolhof: er zijn geen gangcellen om te meten.</translation>
    </message>
    <message>
        <source>%1 × %2 cells (%L3 in the maze)</source>
        <translation>%1 × %2 cellen (%L3 in het doolhof)</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>onbereikbaar</translation>
    </message>
    <message>
        <source>%L1 (T %L2, crossroads %L3)</source>
        <translation>%L1 (T %L2, kruispunten %L3)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln zet</numerusform>
            <numerusform>%Ln zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells</source>
        <translation>
            <numerusform>%Ln cel</numerusform>
            <numerusform>%Ln cellen</numerusform>
        </translation>
    </message>
    <message>
        <source>M4 (T-intersections / cells):</source>
        <translation>M4 (T-splitsingen / cellen):</translation>
    </message>
</context>
<context>
    <name>mazelab::GenParamsForm</name>
    <message>
        <source>Choose a model file</source>
        <translation>Modelbestand kiezen</translation>
    </message>
    <message>
        <source>GAN models (*.gan);;All files (*)</source>
        <translation>GAN-modellen (*.gan);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>mazelab::GenerateForm</name>
    <message>
        <source>Maze</source>
        <translation>Doolhof</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algoritme:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>Braid:</source>
        <translation>Vlechten:</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Masker:</translation>
    </message>
    <message>
        <source>Start, goal:</source>
        <translation>Start, doel:</translation>
    </message>
    <message>
        <source>Rows of passage cells (the block maze has 2 × rows + 1)</source>
        <translation>Rijen gangcellen (het blokdoolhof heeft 2 × rijen + 1)</translation>
    </message>
    <message>
        <source>Columns of passage cells</source>
        <translation>Kolommen gangcellen</translation>
    </message>
    <message>
        <source>The same seed gives the same maze on every computer</source>
        <translation>Dezelfde startwaarde geeft op elke computer hetzelfde doolhof</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>A new random seed</source>
        <translation>Een nieuwe willekeurige startwaarde</translation>
    </message>
    <message>
        <source>Share of the dead ends opened afterwards, adding loops (Buck, ch. 9)</source>
        <translation>Aandeel doodlopende gangen dat achteraf wordt geopend, wat lussen toevoegt (Buck, hfst. 9)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Free cells of the current maze</source>
        <translation>Vrije cellen van het huidige doolhof</translation>
    </message>
    <message>
        <source>PNG file…</source>
        <translation>PNG-bestand…</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Hoeken</translation>
    </message>
    <message>
        <source>Farthest pair</source>
        <translation>Verste paar</translation>
    </message>
    <message>
        <source>Farthest pair: start and goal on the two ends of the longest path</source>
        <translation>Verste paar: start en doel op de twee uiteinden van het langste pad</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Direct (geen animatie)</translation>
    </message>
    <message>
        <source>Show the finished maze at once instead of playing the carving</source>
        <translation>Het voltooide doolhof meteen tonen in plaats van het uitgraven af te spelen</translation>
    </message>
    <message>
        <source>Distances from the start</source>
        <translation>Afstanden vanaf de start</translation>
    </message>
    <message>
        <source>Colour every cell by its distance from the start, light near, dark far (Buck, ch. 3)</source>
        <translation>Elke cel kleuren naar zijn afstand tot de start, licht dichtbij, donker ver weg (Buck, hfst. 3)</translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation>Langste pad</translation>
    </message>
    <message>
        <source>The longest path of the maze, found by two breadth-first searches (exact on perfect mazes)</source>
        <translation>Het langste pad van het doolhof, gevonden met twee keer breedte-eerst zoeken (exact bij perfecte doolhoven)</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Genereren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>Naar werkruimte</translation>
    </message>
    <message>
        <source>Add the generated maze to the workspace (undoable)</source>
        <translation>Het gegenereerde doolhof aan de werkruimte toevoegen (ongedaan te maken)</translation>
    </message>
    <message>
        <source>Replace current maze</source>
        <translation>Huidig doolhof vervangen</translation>
    </message>
    <message>
        <source>Replace the workspace&apos;s current maze by the generated one (undoable)</source>
        <translation>Het huidige doolhof van de werkruimte vervangen door het gegenereerde (ongedaan te maken)</translation>
    </message>
    <message>
        <source>Generate inside a shape: the free cells of the workspace&apos;s current maze, or the light pixels of a PNG, scaled to rows × columns</source>
        <translation>Binnen een vorm genereren: de vrije cellen van het huidige doolhof in de werkruimte, of de lichte pixels van een PNG, geschaald naar rijen × kolommen</translation>
    </message>
    <message>
        <source>This generator cannot generate inside a mask</source>
        <translation>Deze generator kan niet binnen een masker genereren</translation>
    </message>
    <message>
        <source>(no file chosen)</source>
        <translation>(geen bestand gekozen)</translation>
    </message>
    <message>
        <source>Mask image</source>
        <translation>Maskerafbeelding</translation>
    </message>
    <message>
        <source>Images (*.png *.bmp *.gif *.jpg)</source>
        <translation>Afbeeldingen (*.png *.bmp *.gif *.jpg)</translation>
    </message>
</context>
<context>
    <name>mazelab::GeneratePage</name>
    <message>
        <source>Generate</source>
        <translation>Genereren</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kengetallen</translation>
    </message>
    <message>
        <source>Cell types</source>
        <translation>Celtypen</translation>
    </message>
    <message>
        <source>Cell types: the 16 wall configurations beside the thesis</source>
        <translation>Celtypen: de 16 muurconfiguraties naast de scriptie</translation>
    </message>
    <message>
        <source>Speed: time vs cells</source>
        <translation>Snelheid: tijd tegen cellen</translation>
    </message>
    <message>
        <source>%1 %2×%3, seed %4</source>
        <translation>%1 %2×%3, startwaarde %4</translation>
    </message>
    <message>
        <source>Refused: unknown algorithm %1</source>
        <translation>Geweigerd: onbekend algoritme %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Geweigerd: %1</translation>
    </message>
    <message>
        <source>Refused: cannot read the mask image “%1”</source>
        <translation>Geweigerd: kan de maskerafbeelding ‘%1’ niet lezen</translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation>Er loopt al een andere taak: %1</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Bezig met genereren…</translation>
    </message>
    <message>
        <source>Generate %1 %2×%3</source>
        <translation>%1 %2×%3 genereren</translation>
    </message>
    <message>
        <source>%1: %L2 ms</source>
        <translation>%1: %L2 ms</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>%1 meten</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>GIF-afbeeldingen (*.gif)</translation>
    </message>
    <message>
        <source>Recording the carving again for the GIF…</source>
        <translation>Het uitgraven wordt opnieuw opgenomen voor de GIF…</translation>
    </message>
    <message>
        <source>Export the carving</source>
        <translation>Het uitgraven exporteren</translation>
    </message>
    <message>
        <source>Saved %1: %L2 frames of %3 × %4 px, %5 × %5 block cells per pixel, every %L6 of %L7 steps.</source>
        <translation>%1 opgeslagen: %L2 beelden van %3 × %4 px, %5 × %5 blokcellen per pixel, elke %L6 van %L7 stappen.</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export geannuleerd.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export mislukt: %1</translation>
    </message>
    <message>
        <source>Added “%1” to the workspace.</source>
        <translation>‘%1’ aan de werkruimte toegevoegd.</translation>
    </message>
    <message>
        <source>Replace with %1</source>
        <translation>Vervangen door %1</translation>
    </message>
    <message>
        <source>Replaced the current maze by “%1”.</source>
        <translation>Het huidige doolhof vervangen door ‘%1’.</translation>
    </message>
    <message numerus="yes">
        <source>%1, shown at once (no animation above %Ln cells)</source>
        <translation>
            <numerusform>%1, direct getoond (geen animatie boven %Ln cel)</numerusform>
            <numerusform>%1, direct getoond (geen animatie boven %Ln cellen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too big to animate: Export animation… records the carving again, at most %n frames of at most %2 px a side.</source>
        <translation>
            <numerusform>Te groot om te animeren: Animatie exporteren… neemt het uitgraven opnieuw op, hoogstens %n beeld van hoogstens %2 px per zijde.</numerusform>
            <numerusform>Te groot om te animeren: Animatie exporteren… neemt het uitgraven opnieuw op, hoogstens %n beelden van hoogstens %2 px per zijde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch of %Ln %2 mazes</source>
        <translation>
            <numerusform>Serie van %Ln %2-doolhof</numerusform>
            <numerusform>Serie van %Ln %2-doolhoven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the carving of %1 (at most %n frames, %3 px)</source>
        <translation>
            <numerusform>Het uitgraven van %1 exporteren (hoogstens %n beeld, %3 px)</numerusform>
            <numerusform>Het uitgraven van %1 exporteren (hoogstens %n beelden, %3 px)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::GoalTool</name>
    <message>
        <source>Goal</source>
        <translation>Doel</translation>
    </message>
</context>
<context>
    <name>mazelab::JobRunner</name>
    <message>
        <source>out of memory</source>
        <translation>onvoldoende geheugen</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>onbekende fout</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1: time limit reached after %2</source>
        <translation>%1: tijdslimiet bereikt na %2</translation>
    </message>
    <message>
        <source>%1: done in %2</source>
        <translation>%1: klaar in %2</translation>
    </message>
    <message>
        <source>%1: cancelled after %2</source>
        <translation>%1: geannuleerd na %2</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 mislukt: %2</translation>
    </message>
</context>
<context>
    <name>mazelab::JobStatusWidget</name>
    <message>
        <source>Elapsed time, and the time left as estimated from the progress so far</source>
        <translation>Verstreken tijd, en de resterende tijd zoals geschat uit de voortgang tot nu toe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Stop the running computation</source>
        <translation>De lopende berekening stoppen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cancelling…</source>
        <translation>%1: bezig met annuleren…</translation>
    </message>
    <message>
        <source>%1 (about %2 left)</source>
        <translation>%1 (nog ongeveer %2)</translation>
    </message>
</context>
<context>
    <name>mazelab::LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Volgende ▶</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Volgende les ▶</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lessen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Laat zien</translation>
    </message>
    <message>
        <source>Switch to the mode this step is about</source>
        <translation>Naar de modus gaan waar deze stap over gaat</translation>
    </message>
</context>
<context>
    <name>mazelab::MainActions</name>
    <message>
        <source>Paste</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <source>The clipboard does not hold a maze.

%1</source>
        <translation>Het klembord bevat geen doolhof.

%1</translation>
    </message>
    <message>
        <source>About MazeLab</source>
        <translation>Over MazeLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Design, solve and animate grid mazes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Rasterdoolhoven ontwerpen, oplossen en animeren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Op&amp;nieuw: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nieuw</translation>
    </message>
    <message>
        <source>New workspace with one empty maze (%1)</source>
        <translation>Nieuwe werkruimte met één leeg doolhof (%1)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open a .maze file or a .mazelab project</source>
        <translation>Een .maze-bestand of een .mazelab-project openen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <source>&amp;Export as PNG…</source>
        <translation>Als PNG &amp;exporteren…</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Animatie e&amp;xporteren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Als &amp;tekst kopiëren</translation>
    </message>
    <message>
        <source>Copy the current maze to the clipboard in the .maze text format</source>
        <translation>Het huidige doolhof in het .maze-tekstformaat naar het klembord kopiëren</translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation>Als af&amp;beelding kopiëren</translation>
    </message>
    <message>
        <source>&amp;Paste as New Maze</source>
        <translation>&amp;Plakken als nieuw doolhof</translation>
    </message>
    <message>
        <source>Add the maze(s) in the clipboard&apos;s .maze text to the workspace</source>
        <translation>De doolhoven in de .maze-tekst op het klembord aan de werkruimte toevoegen</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Passend in venster</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passend</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>&amp;Werkelijke grootte (100 %)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Pa&amp;nelen</translation>
    </message>
    <message>
        <source>Tool Bar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <source>&amp;Maze</source>
        <translation>&amp;Doolhof</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Grootte wijzigen…</translation>
    </message>
    <message>
        <source>Make every cell free</source>
        <translation>Alle cellen vrijmaken</translation>
    </message>
    <message>
        <source>Block every cell except start and goal</source>
        <translation>Alle cellen blokkeren behalve start en doel</translation>
    </message>
    <message>
        <source>Swap free and blocked cells</source>
        <translation>Vrije en geblokkeerde cellen verwisselen</translation>
    </message>
    <message>
        <source>&amp;Add Maze</source>
        <translation>Doolhof &amp;toevoegen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Add an empty maze of the same size after the current one</source>
        <translation>Een leeg doolhof van dezelfde grootte na het huidige toevoegen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Maze</source>
        <translation>Doolhof &amp;dupliceren</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliceren</translation>
    </message>
    <message>
        <source>&amp;Delete Maze</source>
        <translation>Doolhof &amp;verwijderen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Re&amp;name Maze…</source>
        <translation>Doolhof &amp;hernoemen…</translation>
    </message>
    <message>
        <source>Move Maze &amp;Up</source>
        <translation>Doolhof naar &amp;boven</translation>
    </message>
    <message>
        <source>Move the current maze up the list</source>
        <translation>Het huidige doolhof omhoog schuiven in de lijst</translation>
    </message>
    <message>
        <source>Move Maze Do&amp;wn</source>
        <translation>Doolhof naar be&amp;neden</translation>
    </message>
    <message>
        <source>Move the current maze down the list</source>
        <translation>Het huidige doolhof omlaag schuiven in de lijst</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtra</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About MazeLab</source>
        <translation>&amp;Over MazeLab</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lessen</translation>
    </message>
    <message>
        <source>Guided tours through the modes, step by step</source>
        <translation>Rondleidingen door de modi, stap voor stap</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Quiz</translation>
    </message>
    <message>
        <source>Questions about mazes, answered on the maze and explained</source>
        <translation>Vragen over doolhoven, op het doolhof beantwoord en uitgelegd</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Every key MazeLab answers to, grouped by where it works</source>
        <translation>Elke toets waarop MazeLab reageert, gegroepeerd naar waar hij werkt</translation>
    </message>
</context>
<context>
    <name>mazelab::MainWindow</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisch opslaan mislukt: %1</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Cannot restore the document.

%1</source>
        <translation>Kan het document niet herstellen.

%1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geopend&gt;</translation>
    </message>
    <message>
        <source>%1[*] — MazeLab</source>
        <translation>%1[*] — MazeLab</translation>
    </message>
    <message>
        <source>Open sequence file</source>
        <translation>Reeksbestand openen</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDetailView</name>
    <message>
        <source>Click a maze in the set to show it here.</source>
        <translation>Klik op een doolhof in de set om het hier te tonen.</translation>
    </message>
    <message>
        <source>Maze #%L1 of %L2</source>
        <translation>Doolhof nr. %L1 van %L2</translation>
    </message>
    <message>
        <source>✓ solved at step %1</source>
        <translation>✓ opgelost bij stap %1</translation>
    </message>
    <message>
        <source>solved later, at step %1</source>
        <translation>later opgelost, bij stap %1</translation>
    </message>
    <message>
        <source>not solved by this sequence</source>
        <translation>niet opgelost door deze reeks</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>Openen in editor</translation>
    </message>
    <message>
        <source>Add this maze to the document and edit it</source>
        <translation>Dit doolhof aan het document toevoegen en bewerken</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDocument</name>
    <message>
        <source>Maze 1</source>
        <translation>Doolhof 1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation>Doolhof %1</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListDock</name>
    <message>
        <source>Mazes</source>
        <translation>Doolhoven</translation>
    </message>
    <message>
        <source>The mazes of this workspace. Click to edit one, double-click to rename.</source>
        <translation>De doolhoven van deze werkruimte. Klik om er een te bewerken, dubbelklik om te hernoemen.</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListModel</name>
    <message>
        <source>%1
%2 rows × %3 columns</source>
        <translation>%1
%2 rijen × %3 kolommen</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeOperations</name>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Vullen</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Omkeren</translation>
    </message>
    <message>
        <source>Transpose</source>
        <translation>Transponeren</translation>
    </message>
    <message>
        <source>Mirror Left ↔ Right</source>
        <translation>Spiegelen links ↔ rechts</translation>
    </message>
    <message>
        <source>Mirror Top ↕ Bottom</source>
        <translation>Spiegelen boven ↕ onder</translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation>Rechtsom draaien</translation>
    </message>
    <message>
        <source>Rotate Counter-Clockwise</source>
        <translation>Linksom draaien</translation>
    </message>
    <message>
        <source>Resize to %1 × %2</source>
        <translation>Grootte wijzigen naar %1 × %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopie)</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Klembord</translation>
    </message>
    <message>
        <source>Paste maze</source>
        <translation>Doolhof plakken</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n mazes</source>
        <translation>
            <numerusform>%n doolhof plakken</numerusform>
            <numerusform>%n doolhoven plakken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MazeSetBrowser</name>
    <message>
        <source>No maze matches the filter.</source>
        <translation>Geen doolhof voldoet aan het filter.</translation>
    </message>
    <message>
        <source>No maze set. Create one above.</source>
        <translation>Geen doolhofset. Maak er hierboven een.</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>Choose a tile</source>
        <translation>Een tegel kiezen</translation>
    </message>
    <message>
        <source>Open the chosen maze for editing</source>
        <translation>Het gekozen doolhof openen om te bewerken</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeView</name>
    <message>
        <source>Move the cell cursor</source>
        <translation>De celcursor verplaatsen</translation>
    </message>
    <message>
        <source>Cursor to the row&apos;s first or last cell</source>
        <translation>Cursor naar de eerste of laatste cel van de rij</translation>
    </message>
    <message>
        <source>Use the tool (Brush, Start, Goal) on the cursor&apos;s cell</source>
        <translation>Het gereedschap (Penseel, Start, Doel) op de cel van de cursor gebruiken</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseCharts</name>
    <message>
        <source>Visit counts</source>
        <translation>Aantal bezoeken</translation>
    </message>
    <message>
        <source>Walk over time</source>
        <translation>Wandeling in de tijd</translation>
    </message>
    <message>
        <source>visit count</source>
        <translation>aantal bezoeken</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>cellen</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>beurt</translation>
    </message>
    <message>
        <source>cells visited</source>
        <translation>bezochte cellen</translation>
    </message>
    <message>
        <source>largest visit count</source>
        <translation>grootste aantal bezoeken</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseEndsTool</name>
    <message>
        <source>Brush, entrance and exit</source>
        <translation>Penseel, ingang en uitgang</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseFrames</name>
    <message>
        <source>Turn 0 of %L1: Squeaky waits at the entrance.</source>
        <translation>Beurt 0 van %L1: Squeaky wacht bij de ingang.</translation>
    </message>
    <message>
        <source>Turn %L1 of %L1: Squeaky leaves through the exit.</source>
        <translation>Beurt %L1 van %L1: Squeaky verlaat het doolhof door de uitgang.</translation>
    </message>
    <message>
        <source>Turn %L1 of %L2</source>
        <translation>Beurt %L1 van %L2</translation>
    </message>
</context>
<context>
    <name>mazelab::MousePage</name>
    <message>
        <source>turn %L1 / %L2</source>
        <translation>beurt %L1 / %L2</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Muis</translation>
    </message>
    <message>
        <source>Squeaky&apos;s walk</source>
        <translation>Wandeling van Squeaky</translation>
    </message>
    <message>
        <source>Entrance column:</source>
        <translation>Kolom ingang:</translation>
    </message>
    <message>
        <source>Exit column:</source>
        <translation>Kolom uitgang:</translation>
    </message>
    <message>
        <source>The mouse enters from above this column of the top row. On the board: click or drag the green arrow, or click the row above the board.</source>
        <translation>De muis komt van boven binnen in deze kolom van de bovenste rij. Op het bord: klik op de groene pijl of sleep hem, of klik in de rij boven het bord.</translation>
    </message>
    <message>
        <source>The mouse leaves below this column of the bottom row. On the board: click or drag the red arrow, or click the row below the board.</source>
        <translation>De muis vertrekt onder deze kolom van de onderste rij. Op het bord: klik op de rode pijl of sleep hem, of klik in de rij onder het bord.</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Kleuren:</translation>
    </message>
    <message>
        <source>Green → yellow (as in the game)</source>
        <translation>Groen → geel (zoals in het spel)</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis (geschikt bij kleurenblindheid)</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Loop-less analysis</source>
        <translation>Analyse zonder lussen</translation>
    </message>
    <message>
        <source>Main path and side paths with their step counts, from the thesis&apos; formulas and from the walk (Merckens ch. 5); for mazes without loops</source>
        <translation>Hoofdpad en zijpaden met hun aantallen stappen, uit de formules van de scriptie en uit de wandeling (Merckens hfst. 5); voor doolhoven zonder lussen</translation>
    </message>
    <message>
        <source>This maze has loops or 2 × 2 open blocks, so the formula does not apply.</source>
        <translation>Dit doolhof heeft lussen of open blokken van 2 × 2, dus de formule geldt niet.</translation>
    </message>
    <message>
        <source>No way out: the exit cannot be reached from the entrance.</source>
        <translation>Geen uitweg: de uitgang is vanaf de ingang niet bereikbaar.</translation>
    </message>
    <message numerus="yes">
        <source>Mouse %1 × %1: %n steps</source>
        <translation>
            <numerusform>Muis %1 × %1: %n stap</numerusform>
            <numerusform>Muis %1 × %1: %n stappen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computed from the tree without walking (Theorems 2–5): %Ln steps.</source>
        <translation>
            <numerusform>Berekend uit de boom zonder te lopen (stellingen 2–5): %Ln stap.</numerusform>
            <numerusform>Berekend uit de boom zonder te lopen (stellingen 2–5): %Ln stappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The walk was stopped after %Ln steps.</source>
        <translation>
            <numerusform>De wandeling is na %Ln stap gestopt.</numerusform>
            <numerusform>De wandeling is na %Ln stappen gestopt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; no cell is visited twice.</source>
        <translation>
            <numerusform>Squeaky ontsnapt na %Ln stap; geen cel wordt twee keer bezocht.</numerusform>
            <numerusform>Squeaky ontsnapt na %Ln stappen; geen cel wordt twee keer bezocht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; %1</source>
        <translation>
            <numerusform>Squeaky ontsnapt na %Ln stap; %1</numerusform>
            <numerusform>Squeaky ontsnapt na %Ln stappen; %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the busiest cell is visited %Ln times.</source>
        <translation>
            <numerusform>de drukste cel wordt %Ln keer bezocht.</numerusform>
            <numerusform>de drukste cel wordt %Ln keer bezocht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Main path (blue): %1; %2: %3; total %L4 = the simulated %L5.</source>
        <translation>Hoofdpad (blauw): %1; %2: %3; samen %L4 = de gesimuleerde %L5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln stap</numerusform>
            <numerusform>%Ln stappen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln side paths</source>
        <translation>
            <numerusform>%Ln zijpad</numerusform>
            <numerusform>%Ln zijpaden</numerusform>
        </translation>
    </message>
    <message>
        <source>Squeaky is walking (%L1 × %L2 cells)…</source>
        <translation>Squeaky loopt (%L1 × %L2 cellen)…</translation>
    </message>
    <message>
        <source>Not enough memory to record this walk.</source>
        <translation>Niet genoeg geheugen om deze wandeling vast te leggen.</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseSearchPanel</name>
    <message>
        <source>Search for the longest walk</source>
        <translation>Zoeken naar de langste wandeling</translation>
    </message>
    <message>
        <source>Size n × n:</source>
        <translation>Grootte n × n:</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message>
        <source>Simulated annealing stops after this time</source>
        <translation>Gesimuleerd uitgloeien stopt na deze tijd</translation>
    </message>
    <message>
        <source>Worker threads of the exhaustive search</source>
        <translation>Werkthreads van het volledige zoeken</translation>
    </message>
    <message>
        <source>Exhaustive (up to 7 × 7)</source>
        <translation>Volledig (tot 7 × 7)</translation>
    </message>
    <message>
        <source>Simulated annealing</source>
        <translation>Gesimuleerd uitgloeien</translation>
    </message>
    <message>
        <source>Every maze of the size: the optimum and how many mazes reach it</source>
        <translation>Elk doolhof van deze grootte: het optimum en hoeveel doolhoven het halen</translation>
    </message>
    <message>
        <source>Local search over wall flips for any size, within the time budget</source>
        <translation>Lokaal zoeken door muren om te zetten, voor elke grootte, binnen het tijdsbudget</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>The best maze found opens in this view (added to the workspace). A cancelled exhaustive search resumes where it stopped when started again.</source>
        <translation>Het beste gevonden doolhof opent in deze weergave (toegevoegd aan de werkruimte). Een geannuleerde volledige zoektocht gaat bij een nieuwe start verder waar hij stopte.</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Time budget (s):</source>
        <translation>Tijdsbudget (s):</translation>
    </message>
    <message>
        <source>The exhaustive search handles up to 7 × 7; use simulated annealing.</source>
        <translation>Het volledige zoeken gaat tot 7 × 7; gebruik gesimuleerd uitgloeien.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Bezig met zoeken…</translation>
    </message>
    <message>
        <source>Exhaustive mouse search %1 × %1</source>
        <translation>Volledige muiszoektocht %1 × %1</translation>
    </message>
    <message>
        <source>Mouse annealing %1 × %1</source>
        <translation>Muis uitgloeien %1 × %1</translation>
    </message>
    <message>
        <source>Optimum</source>
        <translation>Optimum</translation>
    </message>
    <message>
        <source>Best so far (stopped)</source>
        <translation>Beste tot nu toe (gestopt)</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message numerus="yes">
        <source>The best maze so far: %Ln steps</source>
        <translation>
            <numerusform>Het beste doolhof tot nu toe: %Ln stap</numerusform>
            <numerusform>Het beste doolhof tot nu toe: %Ln stappen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5 s.</source>
        <translation>%1: %2; %3, %4, %5 s.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln stap</numerusform>
            <numerusform>%Ln stappen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks tested</source>
        <translation>
            <numerusform>%L1 wandeling getest</numerusform>
            <numerusform>%L1 wandelingen getest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 optimal mazes</source>
        <translation>
            <numerusform>%L1 optimaal doolhof</numerusform>
            <numerusform>%L1 optimale doolhoven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best found: %Ln steps after %1 in %2 s.</source>
        <translation>
            <numerusform>Beste gevonden: %Ln stap; %1 in %2 s.</numerusform>
            <numerusform>Beste gevonden: %Ln stappen; %1 in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes tried</source>
        <translation>
            <numerusform>%L1 doolhof geprobeerd</numerusform>
            <numerusform>%L1 doolhoven geprobeerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, about %2 % of the search)…</source>
        <translation>
            <numerusform>Beste tot nu toe: %Ln stap (%1, ongeveer %2 % van de zoektocht)…</numerusform>
            <numerusform>Beste tot nu toe: %Ln stappen (%1, ongeveer %2 % van de zoektocht)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, %2 % of the time used)…</source>
        <translation>
            <numerusform>Beste tot nu toe: %Ln stap (%1, %2 % van de tijd gebruikt)…</numerusform>
            <numerusform>Beste tot nu toe: %Ln stappen (%1, %2 % van de tijd gebruikt)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMarker</name>
    <message>
        <source>Move start</source>
        <translation>Start verplaatsen</translation>
    </message>
    <message>
        <source>Move goal</source>
        <translation>Doel verplaatsen</translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMaze</name>
    <message>
        <source>Move maze “%1”</source>
        <translation>Doolhof ‘%1’ verplaatsen</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintCells</name>
    <message>
        <source>Block cells</source>
        <translation>Cellen blokkeren</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Cellen vrijmaken</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintTool</name>
    <message>
        <source>Brush</source>
        <translation>Penseel</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintWeights</name>
    <message>
        <source>Paint weights</source>
        <translation>Gewichten schilderen</translation>
    </message>
</context>
<context>
    <name>mazelab::PlayerBar</name>
    <message>
        <source>Jump to start (Home)</source>
        <translation>Naar het begin (Home)</translation>
    </message>
    <message>
        <source>Step back (, or Ctrl+Left)</source>
        <translation>Stap terug (, of Ctrl+Left)</translation>
    </message>
    <message>
        <source>Step forward (. or Ctrl+Right)</source>
        <translation>Stap vooruit (. of Ctrl+Right)</translation>
    </message>
    <message>
        <source>Jump to end (End)</source>
        <translation>Naar het einde (End)</translation>
    </message>
    <message>
        <source>Timeline: drag to scrub</source>
        <translation>Tijdlijn: sleep om te spoelen</translation>
    </message>
    <message>
        <source>Playback speed (+ / -)</source>
        <translation>Afspeelsnelheid (+ / -)</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>zo snel mogelijk</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 stappen/s</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pauze (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Afspelen (Space)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps/s</source>
        <translation>
            <numerusform>%Ln stap/s</numerusform>
            <numerusform>%Ln stappen/s</numerusform>
        </translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>stap %L1 / %L2</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Afspelen of pauzeren</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Eén stap vooruit</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Eén stap terug</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Naar het begin</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Naar het einde</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Sneller</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langzamer</translation>
    </message>
</context>
<context>
    <name>mazelab::Presentation</name>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>Pre&amp;sentatiemodus</translation>
    </message>
    <message>
        <source>Full screen with the canvas, the player and large captions only (F5 or Esc leaves)</source>
        <translation>Volledig scherm met alleen het canvas, de speler en grote bijschriften (F5 of Esc sluit af)</translation>
    </message>
</context>
<context>
    <name>mazelab::Project</name>
    <message>
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>tekenreeks verwacht</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>array verwacht</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>geheel getal verwacht</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 ligt buiten het bereik (%2 tot %3)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>object verwacht</translation>
    </message>
    <message>
        <source>expected [row, column]</source>
        <translation>[rij, kolom] verwacht</translation>
    </message>
    <message>
        <source>unknown character &apos;%1&apos; at column %2 (expected &apos;.&apos; or &apos;#&apos;)</source>
        <translation>onbekend teken &apos;%1&apos; in kolom %2 (&apos;.&apos; of &apos;#&apos; verwacht)</translation>
    </message>
    <message>
        <source>the project is not a JSON object</source>
        <translation>het project is geen JSON-object</translation>
    </message>
    <message>
        <source>expected &quot;mazelab-project&quot;</source>
        <translation>&quot;mazelab-project&quot; verwacht</translation>
    </message>
    <message>
        <source>unsupported version %1 (this MazeLab reads version %2)</source>
        <translation>niet-ondersteunde versie %1 (deze MazeLab leest versie %2)</translation>
    </message>
    <message>
        <source>a project needs at least one maze</source>
        <translation>een project heeft minstens één doolhof nodig</translation>
    </message>
    <message>
        <source>only the moves u, d, l, r are allowed</source>
        <translation>alleen de zetten u, d, l, r zijn toegestaan</translation>
    </message>
    <message numerus="yes">
        <source>expected %n rows, found %2</source>
        <translation>
            <numerusform>%n rij verwacht, %2 gevonden</numerusform>
            <numerusform>%n rijen verwacht, %2 gevonden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ragged row: %n cells, expected %2</source>
        <translation>
            <numerusform>ongelijke rij: %n cel, %2 verwacht</numerusform>
            <numerusform>ongelijke rij: %n cellen, %2 verwacht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::QuizPage</name>
    <message numerus="yes">
        <source>Finished: %1 of %n right.</source>
        <translation>
            <numerusform>Klaar: %1 van %n goed.</numerusform>
            <numerusform>Klaar: %1 van %n goed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2 — score %3</source>
        <translation>Vraag %1 van %2 — score %3</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Quiz &amp;number:</source>
        <translation>Quiz&amp;nummer:</translation>
    </message>
    <message>
        <source>The same number, level, count and topics give the same questions (also in mazelab-cli quiz, for a printed worksheet)</source>
        <translation>Hetzelfde nummer, niveau, aantal en dezelfde onderwerpen geven dezelfde vragen (ook in mazelab-cli quiz, voor een afgedrukt werkblad)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Vragen:</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Onderwerpen</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Nieuwe quiz</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwoorden</translation>
    </message>
    <message>
        <source>Click the cell on the maze, or give its row and column (from 0 at the top left):</source>
        <translation>Klik op de cel in het doolhof, of geef rij en kolom op (vanaf 0 linksboven):</translation>
    </message>
    <message>
        <source>row </source>
        <translation>rij </translation>
    </message>
    <message>
        <source>column </source>
        <translation>kolom </translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Volgende vraag</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Naar de uitslag</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Werkblad exporteren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>Kan %1 niet schrijven:
%2</translation>
    </message>
    <message>
        <source>Worksheet…</source>
        <translation>Werkblad…</translation>
    </message>
    <message>
        <source>Export these questions as a PDF worksheet with the answer key on its last page</source>
        <translation>Deze vragen als PDF-werkblad exporteren, met de antwoorden op de laatste pagina</translation>
    </message>
    <message>
        <source>Quiz: %1 not read as written (an unknown name is left out, a number out of range brought into range); the quiz opens without it.</source>
        <translation>Quiz: %1 niet gelezen zoals geschreven (een onbekende naam wordt weggelaten, een getal buiten het bereik binnen het bereik gebracht); de quiz opent zonder dit.</translation>
    </message>
    <message>
        <source>Answer yes or no</source>
        <translation>Met ja of nee antwoorden</translation>
    </message>
    <message>
        <source>Choose an answer</source>
        <translation>Een antwoord kiezen</translation>
    </message>
    <message>
        <source>Answer the number or cell typed; once answered, the next question</source>
        <translation>Het getypte getal of de cel beantwoorden; na het antwoord de volgende vraag</translation>
    </message>
</context>
<context>
    <name>mazelab::RaceFrames</name>
    <message>
        <source>maze</source>
        <translation>doolhof</translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation>niet uitgevoerd: %1</translation>
    </message>
    <message>
        <source>%L1 expanded · no path</source>
        <translation>%L1 geëxpandeerd · geen pad</translation>
    </message>
    <message>
        <source>%L1 expanded · path %L2</source>
        <translation>%L1 geëxpandeerd · pad %L2</translation>
    </message>
    <message>
        <source>%L1 expanded · frontier %L2</source>
        <translation>%L1 geëxpandeerd · front %L2</translation>
    </message>
    <message>
        <source> ✓ done</source>
        <translation> ✓ klaar</translation>
    </message>
    <message>
        <source> ✗ done</source>
        <translation> ✗ klaar</translation>
    </message>
    <message numerus="yes">
        <source>Step %L1 of %L2: %3 of %n solvers finished</source>
        <translation>
            <numerusform>Stap %L1 van %L2: %3 van %n oplosser klaar</numerusform>
            <numerusform>Stap %L1 van %L2: %3 van %n oplossers klaar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Niet-opgeslagen werk herstellen</translation>
    </message>
    <message>
        <source>MazeLab did not exit cleanly last time. These documents had unsaved changes; the copies below hold the edits up to the last autosave.</source>
        <translation>MazeLab is de vorige keer niet netjes afgesloten. Deze documenten hadden niet-opgeslagen wijzigingen; de kopieën hieronder bevatten de bewerkingen tot de laatste automatische opslag.</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nooit opgeslagen</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), automatisch opgeslagen %3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Herstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Weggooien</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <source>Keep the copies and ask again at the next start.</source>
        <translation>De kopieën bewaren en bij de volgende start opnieuw vragen.</translation>
    </message>
</context>
<context>
    <name>mazelab::RemoveMaze</name>
    <message>
        <source>Delete maze “%1”</source>
        <translation>Doolhof ‘%1’ verwijderen</translation>
    </message>
</context>
<context>
    <name>mazelab::RenameMaze</name>
    <message>
        <source>Rename maze to “%1”</source>
        <translation>Doolhof hernoemen naar ‘%1’</translation>
    </message>
</context>
<context>
    <name>mazelab::ResizeDialog</name>
    <message>
        <source>Resize Maze</source>
        <translation>Doolhofgrootte wijzigen</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rijen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolommen:</translation>
    </message>
    <message>
        <source>The top-left part is kept; new cells are free.</source>
        <translation>Het deel linksboven blijft behouden; nieuwe cellen zijn vrij.</translation>
    </message>
</context>
<context>
    <name>mazelab::SequenceFrames</name>
    <message numerus="yes">
        <source>Before the first move: %L1 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Vóór de eerste zet: %L1 van %Ln doolhof opgelost.</numerusform>
            <numerusform>Vóór de eerste zet: %L1 van %Ln doolhoven opgelost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %L1 of %L2 (%3): %L4 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Zet %L1 van %L2 (%3): %L4 van %Ln doolhof opgelost.</numerusform>
            <numerusform>Zet %L1 van %L2 (%3): %L4 van %Ln doolhoven opgelost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SequencePlayer</name>
    <message>
        <source>&amp;Sequence:</source>
        <translation>&amp;Reeks:</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Animatie exporteren…</translation>
    </message>
    <message>
        <source>Save the run as a GIF or as PNG frames (in the background)</source>
        <translation>De run opslaan als GIF of als PNG-beelden (op de achtergrond)</translation>
    </message>
    <message>
        <source>The mazes shown (up to 24 tiles)…</source>
        <translation>De getoonde doolhoven (tot 24 tegels)…</translation>
    </message>
    <message>
        <source>The selected maze…</source>
        <translation>Het geselecteerde doolhof…</translation>
    </message>
    <message>
        <source>type moves u d l r, or press the arrow keys</source>
        <translation>typ zetten u d l r, of druk op de pijltoetsen</translation>
    </message>
    <message>
        <source>Moves u (up), d (down), l (left), r (right). Arrow keys append a move, Backspace removes one, Space plays / pauses.</source>
        <translation>Zetten u (omhoog), d (omlaag), l (links), r (rechts). Pijltoetsen voegen een zet toe, Backspace haalt er een weg, de spatiebalk speelt af / pauzeert.</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>In project opslaan</translation>
    </message>
    <message>
        <source>Store this sequence in the document (saved in the .mazelab project)</source>
        <translation>Deze reeks in het document bewaren (opgeslagen in het .mazelab-project)</translation>
    </message>
    <message>
        <source>Sequences stored in the document</source>
        <translation>Reeksen die in het document zijn bewaard</translation>
    </message>
    <message>
        <source>Saved sequences…</source>
        <translation>Opgeslagen reeksen…</translation>
    </message>
    <message>
        <source>solved %L1 of %L2</source>
        <translation>%L1 van %L2 opgelost</translation>
    </message>
    <message>
        <source>(running…)</source>
        <translation>(bezig…)</translation>
    </message>
    <message>
        <source>Save sequence</source>
        <translation>Reeks opslaan</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Sequence %1</source>
        <translation>Reeks %1</translation>
    </message>
    <message>
        <source>Sequence file</source>
        <translation>Reeksbestand</translation>
    </message>
    <message>
        <source>Open or save a .seq file, as mazelab-cli reads and writes them</source>
        <translation>Een .seq-bestand openen of opslaan, zoals mazelab-cli ze leest en schrijft</translation>
    </message>
    <message>
        <source>Open sequence file…</source>
        <translation>Reeksbestand openen…</translation>
    </message>
    <message>
        <source>Save sequence as file…</source>
        <translation>Reeks als bestand opslaan…</translation>
    </message>
    <message>
        <source>Cannot read %1: it is a directory</source>
        <translation>Kan %1 niet lezen: het is een map</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is larger than 64 MB, too large for a move sequence</source>
        <translation>Kan %1 niet lezen: groter dan 64 MB, te groot voor een zettenreeks</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: &apos;%4&apos; is not a move (u, d, l, r; spaces and commas are ignored, lines starting with ; are comments)</source>
        <translation>%1, regel %2, kolom %3: &apos;%4&apos; is geen zet (u, d, l, r; spaties en komma&apos;s worden genegeerd, regels die met ; beginnen zijn commentaar)</translation>
    </message>
    <message>
        <source>Move sequences (*.seq *.txt);;All files (*)</source>
        <translation>Zettenreeksen (*.seq *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Save sequence as file</source>
        <translation>Reeks als bestand opslaan</translation>
    </message>
    <message>
        <source>Open sequence file</source>
        <translation>Reeksbestand openen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln zet</numerusform>
            <numerusform>%Ln zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln moves)</source>
        <translation>
            <numerusform>%1 (%Ln zet)</numerusform>
            <numerusform>%1 (%Ln zetten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds %L2 moves; the player takes up to %L3</source>
        <translation>%1 bevat %L2 zetten; de speler accepteert er hoogstens %L3</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>stap %L1 / %L2</translation>
    </message>
    <message>
        <source>Append the move u, d, l or r to the sequence</source>
        <translation>De zet u, d, l of r aan de reeks toevoegen</translation>
    </message>
    <message>
        <source>Remove the last move</source>
        <translation>De laatste zet verwijderen</translation>
    </message>
</context>
<context>
    <name>mazelab::SetPanel</name>
    <message>
        <source>Set:</source>
        <translation>Set:</translation>
    </message>
    <message>
        <source>All solvable mazes</source>
        <translation>Alle oplosbare doolhoven</translation>
    </message>
    <message>
        <source>Random solvable mazes</source>
        <translation>Willekeurige oplosbare doolhoven</translation>
    </message>
    <message>
        <source>The document&apos;s mazes</source>
        <translation>De doolhoven van het document</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rijen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Number of random mazes</source>
        <translation>Aantal willekeurige doolhoven</translation>
    </message>
    <message>
        <source>density:</source>
        <translation>dichtheid:</translation>
    </message>
    <message>
        <source>Probability that a cell is blocked</source>
        <translation>Kans dat een cel geblokkeerd is</translation>
    </message>
    <message>
        <source>seed:</source>
        <translation>startwaarde:</translation>
    </message>
    <message>
        <source>Create set</source>
        <translation>Set maken</translation>
    </message>
    <message>
        <source>Add editor maze</source>
        <translation>Uit editor toevoegen</translation>
    </message>
    <message>
        <source>Append the editor&apos;s current maze to the set</source>
        <translation>Het huidige doolhof van de editor aan de set toevoegen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Tonen:</translation>
    </message>
    <message>
        <source>all mazes</source>
        <translation>alle doolhoven</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>opgelost</translation>
    </message>
    <message>
        <source>unsolved</source>
        <translation>onopgelost</translation>
    </message>
    <message>
        <source>solved at step</source>
        <translation>opgelost bij stap</translation>
    </message>
    <message>
        <source>The step k for &quot;solved at step&quot;</source>
        <translation>De stap k voor ‘opgelost bij stap’</translation>
    </message>
    <message>
        <source>Create maze set</source>
        <translation>Doolhofset maken</translation>
    </message>
    <message>
        <source>Enumerate solvable %1×%2 mazes</source>
        <translation>Oplosbare %1×%2-doolhoven opsommen</translation>
    </message>
    <message>
        <source>The document has no solvable %1×%2 maze.</source>
        <translation>Het document bevat geen oplosbaar %1×%2-doolhof.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the document&apos;s mazes</source>
        <translation>
            <numerusform>%n doolhof uit het document</numerusform>
            <numerusform>%n doolhoven uit het document</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n left out: other size or unsolvable)</source>
        <translation>
            <numerusform>(%n weggelaten: andere grootte of onoplosbaar)</numerusform>
            <numerusform>(%n weggelaten: andere grootte of onoplosbaar)</numerusform>
        </translation>
    </message>
    <message>
        <source>The editor&apos;s maze is not solvable (the goal cannot be reached from the start), so no sequence can solve it.</source>
        <translation>Het doolhof van de editor is niet oplosbaar (het doel is vanaf de start niet bereikbaar), dus geen enkele reeks kan het oplossen.</translation>
    </message>
    <message>
        <source>The set holds %1×%2 mazes; the editor&apos;s maze is %3×%4.</source>
        <translation>De set bevat %1×%2-doolhoven; het doolhof van de editor is %3×%4.</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n mazes</source>
        <translation>
            <numerusform>een lijst van %n doolhof</numerusform>
            <numerusform>een lijst van %n doolhoven</numerusform>
        </translation>
    </message>
    <message>
        <source>no set</source>
        <translation>geen set</translation>
    </message>
    <message>
        <source>showing %L1 of %L2</source>
        <translation>%L1 van %L2 getoond</translation>
    </message>
    <message numerus="yes">
        <source>All solvable %1×%2 mazes are too many to list: at most %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Alle oplosbare %1×%2-doolhoven zijn te veel om op te sommen: hoogstens %n cel (bijv. 5×6).</numerusform>
            <numerusform>Alle oplosbare %1×%2-doolhoven zijn te veel om op te sommen: hoogstens %n cellen (bijv. 5×6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generate %n random %2×%3 mazes</source>
        <translation>
            <numerusform>%n willekeurig %2×%3-doolhof genereren</numerusform>
            <numerusform>%n willekeurige %2×%3-doolhoven genereren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The set has %L1 mazes; adding to sets of more than %2 is not supported.</source>
        <translation>
            <numerusform>De set heeft %L1 doolhof; toevoegen aan sets van meer dan %2 wordt niet ondersteund.</numerusform>
            <numerusform>De set heeft %L1 doolhoven; toevoegen aan sets van meer dan %2 wordt niet ondersteund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes</source>
        <translation>
            <numerusform>%Ln doolhof</numerusform>
            <numerusform>%Ln doolhoven</numerusform>
        </translation>
    </message>
    <message>
        <source>Current set: none</source>
        <translation>Huidige set: geen</translation>
    </message>
    <message>
        <source>Current set: %1</source>
        <translation>Huidige set: %1</translation>
    </message>
    <message>
        <source>Save shown…</source>
        <translation>Getoonde opslaan…</translation>
    </message>
    <message>
        <source>Save the mazes shown (the filter applies: e.g. those the sequence leaves unsolved) as a .maze file</source>
        <translation>De getoonde doolhoven (het filter geldt: bijv. de doolhoven die de reeks onopgelost laat) als .maze-bestand opslaan</translation>
    </message>
    <message>
        <source>No maze is shown.</source>
        <translation>Er wordt geen doolhof getoond.</translation>
    </message>
    <message>
        <source>%L1 mazes are shown; at most %L2 are saved at once (choose a filter, or use mazelab-cli seq verify-all --failures for all of them).</source>
        <translation>Er worden %L1 doolhoven getoond; hoogstens %L2 worden in één keer opgeslagen (kies een filter, of gebruik mazelab-cli seq verify-all --failures voor alle).</translation>
    </message>
    <message>
        <source>Save shown mazes</source>
        <translation>Getoonde doolhoven opslaan</translation>
    </message>
    <message>
        <source>Maze files (*.maze)</source>
        <translation>Doolhofbestanden (*.maze)</translation>
    </message>
    <message>
        <source>#%1 of %2</source>
        <translation>#%1 uit %2</translation>
    </message>
</context>
<context>
    <name>mazelab::SetSequences</name>
    <message>
        <source>Edit move sequences</source>
        <translation>Zettenreeksen bewerken</translation>
    </message>
</context>
<context>
    <name>mazelab::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>The language of menus and dialogs; changes apply at once.</source>
        <translation>De taal van menu&apos;s en dialoogvensters; wijzigingen gelden meteen.</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch opslaan elke:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>How often a modified document is copied to the recovery folder, from which MazeLab restores it after a crash.</source>
        <translation>Hoe vaak een gewijzigd document naar de herstelmap wordt gekopieerd, waaruit MazeLab het na een crash herstelt.</translation>
    </message>
</context>
<context>
    <name>mazelab::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Wat ze doen</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Gereedschap: %1</translation>
    </message>
    <message>
        <source>Menus and tools</source>
        <translation>Menu&apos;s en gereedschappen</translation>
    </message>
    <message>
        <source>Maze canvas (Editor)</source>
        <translation>Doolhofcanvas (Editor)</translation>
    </message>
    <message>
        <source>Player (every animated mode, also in presentation mode)</source>
        <translation>Speler (elke geanimeerde modus, ook in presentatiemodus)</translation>
    </message>
    <message>
        <source>Simultaneous: the sequence</source>
        <translation>Simultaan: de reeks</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Presentatiemodus</translation>
    </message>
    <message>
        <source>Leave presentation mode (as F5 does)</source>
        <translation>Presentatiemodus verlaten (zoals F5)</translation>
    </message>
    <message>
        <source>Simultaneous: the tiles</source>
        <translation>Simultaan: de tegels</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Pion</translation>
    </message>
</context>
<context>
    <name>mazelab::SigmaCertificateView</name>
    <message>
        <source>Open σ certificate</source>
        <translation>σ-certificaat openen</translation>
    </message>
    <message>
        <source>σ certificates (*.cert *.maze);;All files (*)</source>
        <translation>σ-certificaten (*.cert *.maze);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>σ certificate:</source>
        <translation>σ-certificaat:</translation>
    </message>
    <message>
        <source>A certificate written by mazelab-cli sigma</source>
        <translation>Een certificaat geschreven door mazelab-cli sigma</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>Show a certificate such as tests/data/sigma/sigma-4x4.cert: its mazes as the set, its sequence in the player</source>
        <translation>Een certificaat tonen zoals tests/data/sigma/sigma-4x4.cert: zijn doolhoven als set, zijn reeks in de speler</translation>
    </message>
    <message>
        <source>Re-check</source>
        <translation>Opnieuw controleren</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) ≥ %3 certificate (%n mazes)</source>
        <translation>
            <numerusform>certificaat voor σ(%1,%2) ≥ %3 (%n doolhof)</numerusform>
            <numerusform>certificaat voor σ(%1,%2) ≥ %3 (%n doolhoven)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a valid certificate: %2</source>
        <translation>%1 is geen geldig certificaat: %2</translation>
    </message>
    <message numerus="yes">
        <source>No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.</source>
        <translation>
            <numerusform>Geen reeks van %1 zetten lost dit %n doolhof op, dus σ(%2,%3) ≥ %4.</numerusform>
            <numerusform>Geen reeks van %1 zetten lost deze %n doolhoven op, dus σ(%2,%3) ≥ %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n-move sequence in the player solves every solvable %1×%2 maze</source>
        <translation>
            <numerusform>De reeks van %n zet in de speler lost elk oplosbaar %1×%2-doolhof op</numerusform>
            <numerusform>De reeks van %n zetten in de speler lost elk oplosbaar %1×%2-doolhof op</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-check σ certificate</source>
        <translation>σ-certificaat opnieuw controleren</translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s. %2</source>
        <translation>✓ Certificaat bevestigd in %1 s. %2</translation>
    </message>
    <message>
        <source>✗ Certificate NOT verified: %1</source>
        <translation>✗ Certificaat NIET bevestigd: %1</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message>
        <source>Re-checking… (a SAT proof; may take minutes — Cancel in the status bar)</source>
        <translation>Bezig met controleren… (een SAT-bewijs; kan minuten duren — Annuleren in de statusbalk)</translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s: no shorter sequence solves even its first %2 of %3 mazes.</source>
        <translation>✓ Certificaat bevestigd in %1 s: geen kortere reeks lost zelfs maar de eerste %2 van zijn %3 doolhoven op.</translation>
    </message>
    <message>
        <source>Simulate the sequence on all solvable mazes and prove by SAT, adding the certificate&apos;s mazes in the order the search found them, that no shorter sequence solves them</source>
        <translation>De reeks op alle oplosbare doolhoven simuleren en met SAT bewijzen – de doolhoven van het certificaat toegevoegd in de volgorde waarin de zoektocht ze vond – dat geen kortere reeks ze oplost</translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoPage</name>
    <message>
        <source>Export animation</source>
        <translation>Animatie exporteren</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>Simultaan</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>Doolhof</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Oplossers</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimenten</translation>
    </message>
    <message>
        <source>Set maze #%1</source>
        <translation>Setdoolhof nr. %1</translation>
    </message>
    <message>
        <source>Simultaneous: the maze set could not be restored (%1); the page opens without it.</source>
        <translation>Simultaan: de doolhofset kon niet worden hersteld (%1); de pagina opent zonder.</translation>
    </message>
    <message>
        <source>Simultaneous: the move sequence could not be read: character %L1, &apos;%2&apos;, is not a move (u, d, l, r); the player opens without it.</source>
        <translation>Simultaan: de zettenreeks kon niet worden gelezen: teken %L1, &apos;%2&apos;, is geen zet (u, d, l, r); de speler opent zonder.</translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSession</name>
    <message numerus="yes">
        <source>Run sequence on %n mazes</source>
        <translation>
            <numerusform>Reeks uitvoeren op %n doolhof</numerusform>
            <numerusform>Reeks uitvoeren op %n doolhoven</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSet</name>
    <message>
        <source>all solvable %1×%2 mazes</source>
        <translation>alle oplosbare %1×%2-doolhoven</translation>
    </message>
    <message>
        <source>The number of mazes must be between 1 and %1.</source>
        <translation>Het aantal doolhoven moet tussen 1 en %1 liggen.</translation>
    </message>
    <message>
        <source>Rows and columns must be between 1 and 255.</source>
        <translation>Rijen en kolommen moeten tussen 1 en 255 liggen.</translation>
    </message>
    <message>
        <source>%1 random %2×%3 mazes are too many (at most %4 cells in all).</source>
        <translation>%1 willekeurige %2×%3-doolhoven zijn te veel (hoogstens %4 cellen in totaal).</translation>
    </message>
    <message numerus="yes">
        <source>%n random %2×%3 mazes (density %4, seed %5)</source>
        <translation>
            <numerusform>%n willekeurig %2×%3-doolhof (dichtheid %4, startwaarde %5)</numerusform>
            <numerusform>%n willekeurige %2×%3-doolhoven (dichtheid %4, startwaarde %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing all solvable %1×%2 mazes is limited to %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Het opsommen van alle oplosbare %1×%2-doolhoven is beperkt tot %n cel (bijv. 5×6).</numerusform>
            <numerusform>Het opsommen van alle oplosbare %1×%2-doolhoven is beperkt tot %n cellen (bijv. 5×6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveChart</name>
    <message>
        <source>Measuring %1 on %2 × %2…</source>
        <translation>Bezig met meten van %1 op %2 × %2…</translation>
    </message>
    <message>
        <source>Measure %1 on %2 × %2</source>
        <translation>%1 meten op %2 × %2</translation>
    </message>
    <message>
        <source>Another job is running; try again when it has finished.</source>
        <translation>Er loopt al een andere taak; probeer het opnieuw als die klaar is.</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>cellen</translation>
    </message>
    <message>
        <source>CPU time (ms)</source>
        <translation>CPU-tijd (ms)</translation>
    </message>
    <message>
        <source>Up to:</source>
        <translation>Tot:</translation>
    </message>
    <message>
        <source>The largest side measured (random grids with 30 % walls)</source>
        <translation>De grootste gemeten zijde (willekeurige rasters met 30 % muren)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Meten</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n points.</source>
        <translation>
            <numerusform>Klaar: %n punt.</numerusform>
            <numerusform>Klaar: %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n points.</source>
        <translation>
            <numerusform>Geannuleerd na %n punt.</numerusform>
            <numerusform>Geannuleerd na %n punten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveFrames</name>
    <message>
        <source>%1, step %L2 of %L3: the path</source>
        <translation>%1, stap %L2 van %L3: het pad</translation>
    </message>
    <message>
        <source>%1, step %L2 of %L3: searching</source>
        <translation>%1, stap %L2 van %L3: zoeken</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln steps</source>
        <translation>
            <numerusform>%1: %Ln stap</numerusform>
            <numerusform>%1: %Ln stappen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveOptionsPanel</name>
    <message>
        <source>Check several solvers to race them.</source>
        <translation>Vink meerdere oplossers aan om ze tegen elkaar te laten racen.</translation>
    </message>
    <message>
        <source>Heuristic:</source>
        <translation>Heuristiek:</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>Euclidisch</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>Chebyshev</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>Octiel</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Gewicht:</translation>
    </message>
    <message>
        <source>f = g + weight · h (1: admissible A*; above 1: faster, maybe longer paths)</source>
        <translation>f = g + gewicht · h (1: toelaatbare A*; boven 1: sneller, mogelijk langere paden)</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Beweging:</translation>
    </message>
    <message>
        <source>4 neighbours</source>
        <translation>4 buren</translation>
    </message>
    <message>
        <source>8: always</source>
        <translation>8: altijd</translation>
    </message>
    <message>
        <source>8: at most one obstacle</source>
        <translation>8: hoogstens één obstakel</translation>
    </message>
    <message>
        <source>8: no obstacles</source>
        <translation>8: geen obstakels</translation>
    </message>
    <message>
        <source>Diagonal steps as in PathFinding.js: always, when at most one of the two side cells is a wall, or only when neither is</source>
        <translation>Diagonale stappen zoals in PathFinding.js: altijd, als hoogstens een van de twee zijcellen een muur is, of alleen als geen van beide dat is</translation>
    </message>
    <message>
        <source>Turn cost:</source>
        <translation>Kosten per bocht:</translation>
    </message>
    <message>
        <source>Added when a step changes direction (Dijkstra and A* optimise it)</source>
        <translation>Opgeteld wanneer een stap van richting verandert (Dijkstra en A* optimaliseren ze)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>For the random solvers (DFS random, random mouse)</source>
        <translation>Voor de willekeurige oplossers (DFS willekeurig, willekeurige muis)</translation>
    </message>
    <message>
        <source>Compress corridors (Dijkstra)</source>
        <translation>Gangen samenvoegen (Dijkstra)</translation>
    </message>
    <message>
        <source>Dijkstra on the graph of corridors and junctions (thesis §3.2); its tile then shows only the path</source>
        <translation>Dijkstra op de graaf van gangen en kruisingen (scriptie §3.2); zijn tegel toont dan alleen het pad</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Opnieuw uitvoeren</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Canvas</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Muren</translation>
    </message>
    <message>
        <source>Click or drag: walls on / off; drag S or G to move them</source>
        <translation>Klik of sleep: muren aan / uit; sleep S of G om ze te verplaatsen</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichten</translation>
    </message>
    <message>
        <source>Paint cell weights (left) or erase them (right)</source>
        <translation>Celgewichten schilderen (links) of wissen (rechts)</translation>
    </message>
    <message>
        <source>The weight the brush paints</source>
        <translation>Het gewicht dat het penseel schildert</translation>
    </message>
    <message>
        <source>Distance heat map</source>
        <translation>Afstandswarmtekaart</translation>
    </message>
    <message>
        <source>Breadth-first distance from the start (Lee)</source>
        <translation>Afstand volgens breedte-eerst zoeken vanaf de start (Lee)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <source>Read weights from a file (the format of mazelab-cli solve --weights)</source>
        <translation>Gewichten uit een bestand lezen (het formaat van mazelab-cli solve --weights)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <source>Write the weights to a file</source>
        <translation>De gewichten naar een bestand schrijven</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Remove every weight</source>
        <translation>Alle gewichten verwijderen</translation>
    </message>
</context>
<context>
    <name>mazelab::SolvePage</name>
    <message>
        <source>Clear weights</source>
        <translation>Gewichten wissen</translation>
    </message>
    <message>
        <source>Measuring needs a chosen solver and a free job runner.</source>
        <translation>Meten vraagt een gekozen oplosser en een vrije taakuitvoerder.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Oplossen</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Oplossers</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultaten</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Groei</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>front</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>bezocht</translation>
    </message>
    <message>
        <source>path</source>
        <translation>pad</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>gevuld</translation>
    </message>
    <message>
        <source>current</source>
        <translation>huidig</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>doel</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>gewicht</translation>
    </message>
    <message>
        <source>Waiting for “%1” to finish…</source>
        <translation>Wachten tot ‘%1’ klaar is…</translation>
    </message>
    <message>
        <source>Check one or more solvers.</source>
        <translation>Vink een of meer oplossers aan.</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Bezig met oplossen…</translation>
    </message>
    <message>
        <source>Solve race</source>
        <translation>Race van oplossers</translation>
    </message>
    <message>
        <source>Paint weights</source>
        <translation>Gewichten schilderen</translation>
    </message>
    <message>
        <source>Import weights</source>
        <translation>Gewichten importeren</translation>
    </message>
    <message>
        <source>Weights (*.txt);;All files (*)</source>
        <translation>Gewichten (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>Export weights</source>
        <translation>Gewichten exporteren</translation>
    </message>
    <message>
        <source>Weights (*.txt)</source>
        <translation>Gewichten (*.txt)</translation>
    </message>
</context>
<context>
    <name>mazelab::SolveResultsPanel</name>
    <message>
        <source>Export results</source>
        <translation>Resultaten exporteren</translation>
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
        <translation>nee</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gevonden</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Geëxpandeerd</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Max. front</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>Found a path</source>
        <translation>Een pad gevonden</translation>
    </message>
    <message>
        <source>Path length (moves)</source>
        <translation>Padlengte (zetten)</translation>
    </message>
    <message>
        <source>Path cost</source>
        <translation>Padkosten</translation>
    </message>
    <message>
        <source>Cells expanded (agents: moves)</source>
        <translation>Geëxpandeerde cellen (agenten: zetten)</translation>
    </message>
    <message>
        <source>Peak frontier (open list / queue / stack)</source>
        <translation>Grootste front (open lijst / wachtrij / stapel)</translation>
    </message>
    <message>
        <source>Time of the search in milliseconds</source>
        <translation>Zoektijd in milliseconden</translation>
    </message>
    <message>
        <source>Time: the search alone, on a worker thread, while tracing (the race records every step).</source>
        <translation>Tijd: alleen het zoeken, op een werkthread, met opname (de race legt elke stap vast).</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
</context>
<context>
    <name>mazelab::SolvedChart</name>
    <message>
        <source>step</source>
        <translation>stap</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>opgelost</translation>
    </message>
</context>
<context>
    <name>mazelab::SolverCatalog</name>
    <message>
        <source>Memory limit (MB):</source>
        <translation>Geheugenlimiet (MB):</translation>
    </message>
    <message>
        <source>The search stops with a message when its state table reaches this size</source>
        <translation>Het zoeken stopt met een melding als de toestandstabel deze grootte bereikt</translation>
    </message>
    <message>
        <source>Known lower bound:</source>
        <translation>Bekende ondergrens:</translation>
    </message>
    <message>
        <source>Start the search at this length (0: none)</source>
        <translation>Het zoeken bij deze lengte beginnen (0: geen)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>Every random choice comes from this seed</source>
        <translation>Elke willekeurige keuze volgt uit deze startwaarde</translation>
    </message>
    <message>
        <source>Minimize (0 / 1):</source>
        <translation>Minimaliseren (0 / 1):</translation>
    </message>
    <message>
        <source>1: delete moves while the sequence still solves the set</source>
        <translation>1: zetten schrappen zolang de reeks de set nog oplost</translation>
    </message>
    <message>
        <source>Greedy Lookahead</source>
        <translation>Greedy Lookahead</translation>
    </message>
    <message>
        <source>Nusser Alg. 5.1: repeatedly append the lookahead sequence that lowers the cost of the unsolved mazes&apos; goal distances most; escapes local minima.</source>
        <translation>Nusser Alg. 5.1: voegt steeds de vooruitkijkreeks toe die de kosten van de doelafstanden van de onopgeloste doolhoven het sterkst verlaagt; ontsnapt aan lokale minima.</translation>
    </message>
    <message>
        <source>Lookahead length:</source>
        <translation>Vooruitkijklengte:</translation>
    </message>
    <message>
        <source>All 4^n sequences of this length are tried each round</source>
        <translation>Alle 4^n reeksen van deze lengte worden elke ronde geprobeerd</translation>
    </message>
    <message>
        <source>Cost (0 Σd, 1 Σd², 2 max d):</source>
        <translation>Kosten (0 Σd, 1 Σd², 2 max d):</translation>
    </message>
    <message>
        <source>0: sum of distances, 1: sum of squared distances, 2: largest distance</source>
        <translation>0: som van de afstanden, 1: som van de gekwadrateerde afstanden, 2: grootste afstand</translation>
    </message>
    <message>
        <source>Solve in Order</source>
        <translation>Solve in Order</translation>
    </message>
    <message>
        <source>Nusser Alg. 4.2: solve the mazes one after another in a random order; best of several orders.</source>
        <translation>Nusser Alg. 4.2: lost de doolhoven een voor een op in willekeurige volgorde; de beste van meerdere volgordes.</translation>
    </message>
    <message>
        <source>Runs (best of):</source>
        <translation>Rondes (beste van):</translation>
    </message>
    <message>
        <source>IAS</source>
        <translation>IAS</translation>
    </message>
    <message>
        <source>Iteratively Append Sequences (Nusser Alg. 5.4): append the shortest path of any maze the sequence does not solve yet.</source>
        <translation>Iteratively Append Sequences (Nusser Alg. 5.4): voegt het kortste pad toe van een doolhof dat de reeks nog niet oplost.</translation>
    </message>
    <message>
        <source>Random sequence + minimize</source>
        <translation>Willekeurige reeks + minimaliseren</translation>
    </message>
    <message>
        <source>A random sequence, extended until it solves the set, then minimized (Nusser §5.4); best of several runs.</source>
        <translation>Een willekeurige reeks, verlengd tot ze de set oplost, daarna geminimaliseerd (Nusser §5.4); de beste van meerdere rondes.</translation>
    </message>
    <message>
        <source>Initial length:</source>
        <translation>Beginlengte:</translation>
    </message>
    <message>
        <source>Minimize the player&apos;s sequence</source>
        <translation>De reeks van de speler minimaliseren</translation>
    </message>
    <message>
        <source>Delete single moves of the player&apos;s sequence while it still solves the set (a minimal, not always minimum, sequence).</source>
        <translation>Losse zetten uit de reeks van de speler schrappen zolang ze de set nog oplost (een minimale, niet altijd kortste, reeks).</translation>
    </message>
    <message>
        <source>BFS (exact)</source>
        <translation>BFS (exact)</translation>
    </message>
    <message>
        <source>Breadth-first search over the joint positions of all mazes (Nusser §5.1). Exact; memory grows fast with the number of mazes.</source>
        <translation>Breedte-eerst zoeken over de gezamenlijke posities van alle doolhoven (Nusser §5.1). Exact; het geheugen groeit snel met het aantal doolhoven.</translation>
    </message>
    <message>
        <source>A* (exact)</source>
        <translation>A* (exact)</translation>
    </message>
    <message>
        <source>A* over joint positions with the longest remaining shortest path as heuristic (Nusser §5.1). Exact.</source>
        <translation>A* over gezamenlijke posities met het langste resterende kortste pad als heuristiek (Nusser §5.1). Exact.</translation>
    </message>
    <message>
        <source>IDA* (exact)</source>
        <translation>IDA* (exact)</translation>
    </message>
    <message>
        <source>Iterative deepening A* with a bounded transposition table: exact, little memory.</source>
        <translation>Iterative deepening A* met een begrensde transpositietabel: exact, weinig geheugen.</translation>
    </message>
    <message>
        <source>ESS (exact, lower bounds)</source>
        <translation>ESS (exact, ondergrenzen)</translation>
    </message>
    <message>
        <source>Exact Solving Sequence by counterexamples (Nusser Alg. 5.3): solves a growing subset exactly; every intermediate length is a lower bound.</source>
        <translation>Exact Solving Sequence via tegenvoorbeelden (Nusser Alg. 5.3): lost een groeiende deelverzameling exact op; elke tussenliggende lengte is een ondergrens.</translation>
    </message>
    <message>
        <source>SAT (exact)</source>
        <translation>SAT (exact)</translation>
    </message>
    <message>
        <source>Counterexample-guided SAT (CaDiCaL): is there a sequence of L moves for a subset? Adds the mazes the answer misses, else L + 1. Exact, little memory; the subset is the certificate.</source>
        <translation>SAT met tegenvoorbeelden (CaDiCaL): is er een reeks van L zetten voor een deelverzameling? Voegt de doolhoven toe die het antwoord mist, anders L + 1. Exact, weinig geheugen; de deelverzameling is het certificaat.</translation>
    </message>
    <message>
        <source>ESS, all n×m (Unsolved Maze Finder)</source>
        <translation>ESS, alle n×m (Unsolved Maze Finder)</translation>
    </message>
    <message>
        <source>Alg. 5.3 over all solvable mazes of the set&apos;s size without listing them: counterexamples come from the Unsolved Maze Finder (Alg. 5.2).</source>
        <translation>Alg. 5.3 over alle oplosbare doolhoven van de grootte van de set zonder ze op te sommen: tegenvoorbeelden komen van de Unsolved Maze Finder (Alg. 5.2).</translation>
    </message>
    <message>
        <source>This solver works on &quot;All solvable mazes&quot; sets only.</source>
        <translation>Deze oplosser werkt alleen op sets ‘Alle oplosbare doolhoven’.</translation>
    </message>
    <message>
        <source>Lower bound: ESS</source>
        <translation>Ondergrens: ESS</translation>
    </message>
    <message>
        <source>ESS until the time limit; its last exact subset proves σ ≥ its length (Nusser §5.5). Show the certificate to browse it.</source>
        <translation>ESS tot de tijdslimiet; zijn laatste exacte deelverzameling bewijst σ ≥ haar lengte (Nusser §5.5). Blader erdoor met ‘Certificaat tonen’.</translation>
    </message>
    <message>
        <source>Lower bound: GESS</source>
        <translation>Ondergrens: GESS</translation>
    </message>
    <message>
        <source>Greedy ESS: each round adds the unsolved maze (of several candidates) that lengthens σ of the subset most (Nusser §5.5).</source>
        <translation>Greedy ESS: elke ronde voegt het onopgeloste doolhof (uit meerdere kandidaten) toe dat σ van de deelverzameling het meest verlengt (Nusser §5.5).</translation>
    </message>
    <message>
        <source>Candidates per round:</source>
        <translation>Kandidaten per ronde:</translation>
    </message>
    <message>
        <source>the state table reached its limit of %L1 MB</source>
        <translation>de toestandstabel heeft zijn grens van %L1 MB bereikt</translation>
    </message>
    <message>
        <source>no sequence up to the length limit</source>
        <translation>geen reeks tot de lengtegrens</translation>
    </message>
    <message>
        <source>exact search supports mazes of at most %1 cells</source>
        <translation>exact zoeken ondersteunt doolhoven van hoogstens %1 cellen</translation>
    </message>
    <message>
        <source>minimization stopped: %1</source>
        <translation>minimalisatie gestopt: %1</translation>
    </message>
    <message>
        <source>the player&apos;s sequence does not solve every maze of the set</source>
        <translation>de reeks van de speler lost niet elk doolhof van de set op</translation>
    </message>
</context>
<context>
    <name>mazelab::SolverPanel</name>
    <message>
        <source>Algorithm:</source>
        <translation>Algoritme:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Load into player</source>
        <translation>In de speler laden</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>In project opslaan</translation>
    </message>
    <message>
        <source>Show certificate</source>
        <translation>Certificaat tonen</translation>
    </message>
    <message>
        <source>Browse the mazes that prove the lower bound (their shortest solving sequence is as long as the bound)</source>
        <translation>Door de doolhoven bladeren die de ondergrens bewijzen (hun kortste oplossende reeks is zo lang als de grens)</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritme</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>Exact / bound</source>
        <translation>Exact / grens</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation>Deze build heeft geen reeksoplosser.</translation>
    </message>
    <message>
        <source>Idle.</source>
        <translation>Gereed.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Stop after this many seconds (0: no limit)</source>
        <translation>Na zoveel seconden stoppen (0: geen limiet)</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Tijdslimiet:</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln mazes</source>
        <translation>
            <numerusform>%1 op %Ln doolhof</numerusform>
            <numerusform>%1 op %Ln doolhoven</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs a sequence in the player.</source>
        <translation>%1 heeft een reeks in de speler nodig.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>Er loopt al een andere taak; wacht erop of annuleer die.</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Bezig met %1…</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation>bovengrens</translation>
    </message>
    <message>
        <source>σ ≥ %1</source>
        <translation>σ ≥ %1</translation>
    </message>
    <message numerus="yes">
        <source>%L1 joint states explored</source>
        <translation>
            <numerusform>%L1 gezamenlijke toestand verkend</numerusform>
            <numerusform>%L1 gezamenlijke toestanden verkend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>certificate: %n mazes</source>
        <translation>
            <numerusform>certificaat: %n doolhof</numerusform>
            <numerusform>certificaat: %n doolhoven</numerusform>
        </translation>
    </message>
    <message>
        <source>certificate of σ ≥ %1 (%2)</source>
        <translation>certificaat van σ ≥ %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n moves</source>
        <translation>
            <numerusform>%1, %n zet</numerusform>
            <numerusform>%1, %n zetten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SpeedPanel</name>
    <message>
        <source>Up to:</source>
        <translation>Tot:</translation>
    </message>
    <message>
        <source>² cells</source>
        <translation>² cellen</translation>
    </message>
    <message>
        <source>The largest side: sizes 10², 32², 100², … up to this</source>
        <translation>De grootste zijde: groottes 10², 32², 100², … tot deze</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Meten</translation>
    </message>
    <message>
        <source>Time each checked generator on growing square mazes, in the background</source>
        <translation>Elke aangevinkte generator timen op groeiende vierkante doolhoven, op de achtergrond</translation>
    </message>
    <message>
        <source>The generators to measure</source>
        <translation>De te meten generatoren</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>cellen</translation>
    </message>
    <message>
        <source>ms per maze</source>
        <translation>ms per doolhof</translation>
    </message>
    <message>
        <source>Check at least one generator.</source>
        <translation>Vink minstens één generator aan.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Klaar.</translation>
    </message>
    <message>
        <source>Measuring %1 on %L2 × %L2 cells…</source>
        <translation>Bezig met meten van %1 op %L2 × %L2 cellen…</translation>
    </message>
    <message>
        <source>Measure %1 %L2 × %L2</source>
        <translation>%1 %L2 × %L2 meten</translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation>Er loopt al een andere taak: %1</translation>
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
        <translation>Cel %1, %2</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rows × columns</source>
        <translation>Rijen × kolommen</translation>
    </message>
    <message>
        <source>Solvable: …</source>
        <translation>Oplosbaar: …</translation>
    </message>
    <message>
        <source>Not solvable</source>
        <translation>Niet oplosbaar</translation>
    </message>
    <message>
        <source>Whether the goal can be reached from the start, and in how many moves</source>
        <translation>Of het doel vanaf de start bereikbaar is, en in hoeveel zetten</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cells</source>
        <translation>
            <numerusform>%Ln vrije cel</numerusform>
            <numerusform>%Ln vrije cellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable: shortest path %Ln moves</source>
        <translation>
            <numerusform>Oplosbaar: kortste pad %Ln zet</numerusform>
            <numerusform>Oplosbaar: kortste pad %Ln zetten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::StopText</name>
    <message>
        <source>cancelled</source>
        <translation>geannuleerd</translation>
    </message>
    <message>
        <source>memory limit of %L1 MB reached</source>
        <translation>geheugengrens van %L1 MB bereikt</translation>
    </message>
    <message>
        <source>time limit of %L1 s reached</source>
        <translation>tijdslimiet van %L1 s bereikt</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestopt</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenFrames</name>
    <message>
        <source>Cell %L1 of %L2: the token is at (%3, %4).</source>
        <translation>Cel %L1 van %L2: de pion staat op (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cells to visit, each exactly once.</source>
        <translation>
            <numerusform>%Ln vrije cel te bezoeken, precies één keer.</numerusform>
            <numerusform>%Ln vrije cellen te bezoeken, elk precies één keer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::TokenGeneratePanel</name>
    <message>
        <source>Generate a puzzle</source>
        <translation>Een puzzel genereren</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Obstacles:</source>
        <translation>Obstakels:</translation>
    </message>
    <message>
        <source>Uniqueness:</source>
        <translation>Uniciteit:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>Any solvable board</source>
        <translation>Elk oplosbaar bord</translation>
    </message>
    <message>
        <source>Exactly one solution</source>
        <translation>Precies één oplossing</translation>
    </message>
    <message>
        <source>Exactly one start cell</source>
        <translation>Precies één startcel</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Genereren</translation>
    </message>
    <message>
        <source>Add a random puzzle with these properties to the workspace</source>
        <translation>Een willekeurige puzzel met deze eigenschappen aan de werkruimte toevoegen</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Bezig met genereren…</translation>
    </message>
    <message>
        <source>Generate token puzzle</source>
        <translation>Pionpuzzel genereren</translation>
    </message>
    <message>
        <source>No such board found; try fewer obstacles, another seed or less uniqueness.</source>
        <translation>Zo&apos;n bord is niet gevonden; probeer minder obstakels, een andere startwaarde of minder uniciteit.</translation>
    </message>
    <message numerus="yes">
        <source>Too many obstacles: a %1 × %2 board has %n cells.</source>
        <translation>
            <numerusform>Te veel obstakels: een bord van %1 × %2 heeft %n cel.</numerusform>
            <numerusform>Te veel obstakels: een bord van %1 × %2 heeft %n cellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Token %1 × %2, %n obstacles, seed %4</source>
        <translation>
            <numerusform>Pion %1 × %2, %n obstakel, startwaarde %4</numerusform>
            <numerusform>Pion %1 × %2, %n obstakels, startwaarde %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes</source>
        <translation>
            <numerusform>%L1 zoekknoop</numerusform>
            <numerusform>%L1 zoekknopen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions</source>
        <translation>
            <numerusform>%L1 oplossing</numerusform>
            <numerusform>%L1 oplossingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found after %n boards</source>
        <translation>
            <numerusform>gevonden na %n bord</numerusform>
            <numerusform>gevonden na %n borden</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty %1 of 5 (%2); %3; %4.</source>
        <translation>Moeilijkheid %1 van 5 (%2); %3; %4.</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPage</name>
    <message>
        <source>Token</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Oplossen</translation>
    </message>
    <message>
        <source>Pick start</source>
        <translation>Start kiezen</translation>
    </message>
    <message>
        <source>Then click the cell the token starts on</source>
        <translation>Klik daarna op de cel waar de pion begint</translation>
    </message>
    <message>
        <source>Any cell</source>
        <translation>Elke cel</translation>
    </message>
    <message>
        <source>Let the solver choose the start cell</source>
        <translation>De oplosser de startcel laten kiezen</translation>
    </message>
    <message>
        <source>Find one path that visits every free cell</source>
        <translation>Eén pad vinden dat elke vrije cel bezoekt</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Tellen</translation>
    </message>
    <message>
        <source>Count every solution (symmetric starts are counted once and multiplied)</source>
        <translation>Elke oplossing tellen (symmetrische starts worden één keer geteld en vermenigvuldigd)</translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Volgende oplossing</translation>
    </message>
    <message>
        <source>Show the solutions one after another</source>
        <translation>De oplossingen een voor een tonen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Play the puzzle</source>
        <translation>Puzzel spelen</translation>
    </message>
    <message>
        <source>Undo slide</source>
        <translation>Schuif terug</translation>
    </message>
    <message>
        <source>Take back the last slide (Backspace)</source>
        <translation>De laatste schuifzet terugnemen (Backspace)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Herstarten</translation>
    </message>
    <message>
        <source>Start: cell %1</source>
        <translation>Start: cel %1</translation>
    </message>
    <message>
        <source>Start: any cell</source>
        <translation>Start: elke cel</translation>
    </message>
    <message>
        <source>Count token solutions</source>
        <translation>Pionoplossingen tellen</translation>
    </message>
    <message>
        <source>Solve token puzzle</source>
        <translation>Pionpuzzel oplossen</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Bezig met zoeken…</translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes, %2 ms</source>
        <translation>
            <numerusform>%L1 zoekknoop, %2 ms</numerusform>
            <numerusform>%L1 zoekknopen, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions.</source>
        <translation>
            <numerusform>%L1 oplossing.</numerusform>
            <numerusform>%L1 oplossingen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %L1 solutions (the search was stopped).</source>
        <translation>
            <numerusform>Minstens %L1 oplossing (het zoeken is gestopt).</numerusform>
            <numerusform>Minstens %L1 oplossingen (het zoeken is gestopt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>Oplosbaar.</translation>
    </message>
    <message>
        <source>Stopped before a solution was found.</source>
        <translation>Gestopt voordat er een oplossing was gevonden.</translation>
    </message>
    <message>
        <source>Gave up.</source>
        <translation>Opgegeven.</translation>
    </message>
    <message>
        <source>Unsolvable: the board has no free cell.</source>
        <translation>Onoplosbaar: het bord heeft geen vrije cel.</translation>
    </message>
    <message>
        <source>Unsolvable: the start cell is blocked.</source>
        <translation>Onoplosbaar: de startcel is geblokkeerd.</translation>
    </message>
    <message>
        <source>Unsolvable: the free cells are not connected.</source>
        <translation>Onoplosbaar: de vrije cellen hangen niet samen.</translation>
    </message>
    <message>
        <source>Unsolvable: on a checkerboard the path alternates colours, but the free cells of one colour outnumber the other by more than one.</source>
        <translation>Onoplosbaar: op een dambord wisselt het pad steeds van kleur, maar de vrije cellen van de ene kleur zijn met meer dan één in de meerderheid.</translation>
    </message>
    <message>
        <source>Unsolvable: more than two dead-end cells, and a path has only two ends.</source>
        <translation>Onoplosbaar: meer dan twee doodlopende cellen, en een pad heeft maar twee uiteinden.</translation>
    </message>
    <message>
        <source>Unsolvable from this start: it has the minority checkerboard colour.</source>
        <translation>Onoplosbaar vanaf deze start: hij heeft de dambordkleur die in de minderheid is.</translation>
    </message>
    <message>
        <source>Unsolvable: the search tried every possibility.</source>
        <translation>Onoplosbaar: het zoeken heeft elke mogelijkheid geprobeerd.</translation>
    </message>
    <message>
        <source>Solution %1 of %2.</source>
        <translation>Oplossing %1 van %2.</translation>
    </message>
    <message>
        <source>Solution %1 of the first %2.</source>
        <translation>Oplossing %1 van de eerste %2.</translation>
    </message>
    <message>
        <source>visited %1 of %2</source>
        <translation>%1 van %2 bezocht</translation>
    </message>
    <message>
        <source>Press “Play the puzzle”, click a start cell, then slide the token with the arrow keys: it keeps going until the edge, an obstacle or a visited cell stops it.</source>
        <translation>Druk op ‘Puzzel spelen’, klik op een startcel en schuif de pion dan met de pijltoetsen: hij blijft gaan tot de rand, een obstakel of een bezochte cel hem tegenhoudt.</translation>
    </message>
    <message>
        <source>Click the cell the token starts on.</source>
        <translation>Klik op de cel waar de pion begint.</translation>
    </message>
    <message numerus="yes">
        <source>Complete! The token visited all %n free cells.</source>
        <translation>
            <numerusform>Klaar! De pion heeft de %n vrije cel bezocht.</numerusform>
            <numerusform>Klaar! De pion heeft alle %n vrije cellen bezocht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck: no move is left and %n cells are unvisited. Undo with Backspace or restart.</source>
        <translation>
            <numerusform>Vast: er is geen zet meer over en %n cel is niet bezocht. Neem terug met Backspace of begin opnieuw.</numerusform>
            <numerusform>Vast: er is geen zet meer over en %n cellen zijn niet bezocht. Neem terug met Backspace of begin opnieuw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slide with the arrow keys (or click a green dot); Backspace undoes. %n cells to go.</source>
        <translation>
            <numerusform>Schuif met de pijltoetsen (of klik op een groene stip); Backspace neemt terug. Nog %n cel te gaan.</numerusform>
            <numerusform>Schuif met de pijltoetsen (of klik op een groene stip); Backspace neemt terug. Nog %n cellen te gaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>cell %L1 / %L2</source>
        <translation>cel %L1 / %L2</translation>
    </message>
    <message>
        <source>Play mode: slide the token</source>
        <translation>Speelmodus: de pion laten glijden</translation>
    </message>
    <message>
        <source>Play mode: take the last slide back</source>
        <translation>Speelmodus: de laatste glijzet terugnemen</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPlayTool</name>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenStartTool</name>
    <message>
        <source>Pick start</source>
        <translation>Start kiezen</translation>
    </message>
</context>
<context>
    <name>mazelab::WorkspaceFile</name>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, regel %2, kolom %3: %4</translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation>Doolhof %1</translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation>%1 is een map</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 is geen gewoon bestand</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the file name is not valid UTF-8. Save under another name.</source>
        <translation>Kan %1 niet schrijven: de bestandsnaam is geen geldige UTF-8. Sla op onder een andere naam.</translation>
    </message>
    <message numerus="yes">
        <source>Cannot write %1: only %2 of %3 bytes could be written (is the disk full?)</source>
        <translation>
            <numerusform>Kan %1 niet schrijven: maar %2 van %3 byte konden worden geschreven (is de schijf vol?)</numerusform>
            <numerusform>Kan %1 niet schrijven: maar %2 van %3 bytes konden worden geschreven (is de schijf vol?)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>Kan %1 niet schrijven: de afbeelding kon niet worden gecodeerd</translation>
    </message>
</context>
</TS>
