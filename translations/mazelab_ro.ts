<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>DemoMazes</name>
    <message>
        <source>Perfect maze (backtracker)</source>
        <translation>Labirint perfect (backtracker)</translation>
    </message>
    <message>
        <source>Small 3 x 3 (Nusser 2016, §2)</source>
        <translation>Mic, 3 x 3 (Nusser 2016, §2)</translation>
    </message>
    <message>
        <source>Open 7 x 7 with walls</source>
        <translation>Deschis, 7 x 7 cu pereți</translation>
    </message>
    <message>
        <source>Open 12 x 12 with pillars</source>
        <translation>Deschis, 12 x 12 cu stâlpi</translation>
    </message>
    <message>
        <source>Mouse: Merckens 2019, Table 4.6 (7 x 7, 332 steps)</source>
        <translation>Șoarece: Merckens 2019, tabelul 4.6 (7 x 7, 332 de pași)</translation>
    </message>
    <message>
        <source>Token: Walter 2019, 5 x 5 with one obstacle</source>
        <translation>Jeton: Walter 2019, 5 x 5 cu un obstacol</translation>
    </message>
</context>
<context>
    <name>GeneratorParam</name>
    <message>
        <source>Bias</source>
        <translation>Tendință</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Colț</translation>
    </message>
    <message>
        <source>East chance</source>
        <translation>Probabilitate est</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Alegere</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilitate</translation>
    </message>
    <message>
        <source>Join in row</source>
        <translation>Unire pe rând</translation>
    </message>
    <message>
        <source>Passage down</source>
        <translation>Pasaj în jos</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Împărțire</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Lungime segment</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>Generații</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Populație</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Încrucișare</translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation>Mutație</translation>
    </message>
    <message>
        <source>Elite share</source>
        <translation>Proporție elită</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Încercări</translation>
    </message>
    <message>
        <source>Smallest room</source>
        <translation>Cea mai mică cameră</translation>
    </message>
    <message>
        <source>Largest room</source>
        <translation>Cea mai mare cameră</translation>
    </message>
    <message>
        <source>Extra doors</source>
        <translation>Uși suplimentare</translation>
    </message>
    <message>
        <source>Prune</source>
        <translation>Tăiere</translation>
    </message>
    <message>
        <source>Start cell</source>
        <translation>Celulă de start</translation>
    </message>
    <message>
        <source>End cell</source>
        <translation>Celulă de final</translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation>Intersecții</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regulă</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densitate</translation>
    </message>
    <message>
        <source>Start patch</source>
        <translation>Zonă inițială</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Permite</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclu</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>Amestec</translation>
    </message>
    <message>
        <source>Grow</source>
        <translation>Creștere</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rețea</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Prag</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Fișier model</translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>depth-first search with a stack (recursive backtracker)</source>
        <translation>căutare în adâncime cu o stivă (backtracking recursiv)</translation>
    </message>
    <message>
        <source>favour horizontal (&gt; 0) or vertical (&lt; 0) moves</source>
        <translation>favorizează mutările orizontale (&gt; 0) sau verticale (&lt; 0)</translation>
    </message>
    <message>
        <source>each cell opens toward one corner</source>
        <translation>fiecare celulă se deschide spre un colț</translation>
    </message>
    <message>
        <source>the corner the passages lead to</source>
        <translation>colțul spre care duc pasajele</translation>
    </message>
    <message>
        <source>runs along each row, closed by one passage up</source>
        <translation>segmente de-a lungul fiecărui rând, închise de un pasaj în sus</translation>
    </message>
    <message>
        <source>chance to extend a run eastward</source>
        <translation>probabilitatea de a prelungi un segment spre est</translation>
    </message>
    <message>
        <source>random walk; when stuck, hunt for a cell beside the maze</source>
        <translation>mers aleator; când se blochează, caută o celulă alăturată labirintului</translation>
    </message>
    <message>
        <source>random walls joining different sets (union-find)</source>
        <translation>pereți aleatori care unesc mulțimi diferite (union-find)</translation>
    </message>
    <message>
        <source>random walk carving into new cells (uniform spanning tree)</source>
        <translation>mers aleator care sapă în celule noi (arbore de acoperire uniform)</translation>
    </message>
    <message>
        <source>loop-erased random walks (uniform spanning tree)</source>
        <translation>mersuri aleatoare cu ștergerea buclelor (arbore de acoperire uniform)</translation>
    </message>
    <message>
        <source>random edges of the frontier from the centre</source>
        <translation>muchii aleatoare ale frontierei, pornind din centru</translation>
    </message>
    <message>
        <source>grow from a list of cells: newest, random, oldest or mixed</source>
        <translation>creștere dintr-o listă de celule: cea mai nouă, aleatoare, cea mai veche sau mixt</translation>
    </message>
    <message>
        <source>which cell of the list grows</source>
        <translation>care celulă din listă crește</translation>
    </message>
    <message>
        <source>mixed: chance to take the newest cell</source>
        <translation>mixt: probabilitatea de a lua cea mai nouă celulă</translation>
    </message>
    <message>
        <source>row by row with sets (streams in O(columns) memory)</source>
        <translation>rând cu rând, cu mulțimi (flux cu memorie O(coloane))</translation>
    </message>
    <message>
        <source>chance to join neighbours in a row</source>
        <translation>probabilitatea de a uni vecinii de pe un rând</translation>
    </message>
    <message>
        <source>chance of an extra passage down</source>
        <translation>probabilitatea unui pasaj suplimentar în jos</translation>
    </message>
    <message>
        <source>recursive division of an open field by walls with one gap</source>
        <translation>împărțire recursivă a unui câmp deschis prin pereți cu câte o deschidere</translation>
    </message>
    <message>
        <source>where a chamber is split: random, or half (the thesis)</source>
        <translation>unde se împarte o cameră: aleator sau la jumătate (teza)</translation>
    </message>
    <message>
        <source>random walls with a rising chance after each wall kept (not perfect)</source>
        <translation>pereți aleatori, cu o probabilitate crescândă după fiecare perete păstrat (nu perfect)</translation>
    </message>
    <message>
        <source>base chance to carve a wall</source>
        <translation>probabilitatea de bază de a săpa un perete</translation>
    </message>
    <message>
        <source>added to the chance for each wall kept</source>
        <translation>se adaugă la probabilitate pentru fiecare perete păstrat</translation>
    </message>
    <message>
        <source>hunt-and-kill with straight runs turning clockwise</source>
        <translation>hunt-and-kill cu segmente drepte care cotesc în sensul acelor de ceasornic</translation>
    </message>
    <message>
        <source>longest straight run (0: unlimited)</source>
        <translation>cel mai lung segment drept (0: nelimitat)</translation>
    </message>
    <message>
        <source>genetic algorithm on the wall bits, fitness M4-general + M5 (§2.1.12)</source>
        <translation>algoritm genetic pe biții pereților, fitness M4-general + M5 (§2.1.12)</translation>
    </message>
    <message>
        <source>generations</source>
        <translation>generații</translation>
    </message>
    <message>
        <source>population size</source>
        <translation>mărimea populației</translation>
    </message>
    <message>
        <source>one-point crossover chance</source>
        <translation>probabilitatea încrucișării într-un punct</translation>
    </message>
    <message>
        <source>per-bit mutation chance</source>
        <translation>probabilitatea de mutație per bit</translation>
    </message>
    <message>
        <source>share kept unchanged (the thesis&apos; K)</source>
        <translation>proporția păstrată neschimbată (K din teză)</translation>
    </message>
    <message>
        <source>dungeon: random rooms, corridors between them, doors, dead ends pruned</source>
        <translation>temniță: camere aleatoare, coridoare între ele, uși, fundături tăiate</translation>
    </message>
    <message>
        <source>room placements tried</source>
        <translation>amplasări de camere încercate</translation>
    </message>
    <message>
        <source>smallest room side</source>
        <translation>latura celei mai mici camere</translation>
    </message>
    <message>
        <source>largest room side</source>
        <translation>latura celei mai mari camere</translation>
    </message>
    <message>
        <source>chance of an extra door into a room</source>
        <translation>probabilitatea unei uși suplimentare într-o cameră</translation>
    </message>
    <message>
        <source>chance to prune each dead-end corridor cell</source>
        <translation>probabilitatea de a tăia fiecare celulă de coridor înfundat</translation>
    </message>
    <message>
        <source>one Hamiltonian path from start to end (random walk + backbite moves)</source>
        <translation>un drum hamiltonian de la start la final (mers aleator + mutări backbite)</translation>
    </message>
    <message>
        <source>the start cell R,C</source>
        <translation>celula de start R,C</translation>
    </message>
    <message>
        <source>the end cell R,C, or auto (an allowed corner)</source>
        <translation>celula de final R,C sau auto (un colț permis)</translation>
    </message>
    <message>
        <source>Life-like cellular automaton on the block maze (not perfect)</source>
        <translation>automat celular de tip Life pe labirintul din blocuri (nu perfect)</translation>
    </message>
    <message>
        <source>generations to run</source>
        <translation>numărul de generații</translation>
    </message>
    <message>
        <source>the rule (Maze B3/S12345, Mazectric B3/S1234, or any B…/S…)</source>
        <translation>regula (Maze B3/S12345, Mazectric B3/S1234 sau orice B…/S…)</translation>
    </message>
    <message>
        <source>share of walls in the random start patch</source>
        <translation>proporția pereților în zona inițială aleatoare</translation>
    </message>
    <message>
        <source>side of the central start patch, share of the maze</source>
        <translation>latura zonei inițiale centrale, ca proporție din labirint</translation>
    </message>
    <message>
        <source>inside of a random Hamiltonian cycle of the pixel corners: no 2x2 wall, passage or checkerboard</source>
        <translation>interiorul unui ciclu hamiltonian aleator al colțurilor pixelilor: fără perete, pasaj sau tablă de șah 2x2</translation>
    </message>
    <message>
        <source>a trained generative adversarial network&apos;s wall chances (§2.3)</source>
        <translation>șansele pereților date de o rețea generativă adversarială antrenată (§2.3)</translation>
    </message>
    <message>
        <source>the built-in network: trained on Kruskal, Hunt-and-Kill or Binary Tree mazes</source>
        <translation>rețeaua inclusă: antrenată pe labirinturi Kruskal, Hunt-and-Kill sau Binary Tree</translation>
    </message>
    <message>
        <source>perfect: the spanning tree of the likeliest walls; connected: the network&apos;s walls, parts joined; raw: the network&apos;s walls as they are (the thesis)</source>
        <translation>perfect: arborele de acoperire al pereților celor mai probabili; connected: pereții rețelei, părțile unite; raw: pereții rețelei așa cum sunt (teza)</translation>
    </message>
    <message>
        <source>connected/raw: a wall opens above this chance</source>
        <translation>connected/raw: un perete se deschide peste această șansă</translation>
    </message>
    <message>
        <source>a .gan file (from gan train) used instead of the built-in network; empty: the built-in one</source>
        <translation>un fișier .gan (de la gan train) folosit în locul rețelei încorporate; gol: cea încorporată</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>1. Draw and solve a maze</source>
        <translation>1. Desenați și rezolvați un labirint</translation>
    </message>
    <message>
        <source>A maze here is a grid of free and blocked cells with a start &lt;b&gt;S&lt;/b&gt; and a goal &lt;b&gt;G&lt;/b&gt;. In the &lt;b&gt;Editor&lt;/b&gt;, click or drag to block and free cells (Brush, B); the S and G tools move the start and the goal. Every change can be undone (Ctrl+Z).</source>
        <translation>Un labirint este aici o grilă de celule libere și blocate, cu un start &lt;b&gt;S&lt;/b&gt; și o țintă &lt;b&gt;G&lt;/b&gt;. În &lt;b&gt;Editor&lt;/b&gt; blocați și eliberați celule prin clic sau tragere (Pensulă, B); uneltele S și G mută startul și ținta. Orice modificare se poate anula (Ctrl+Z).</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Solve&lt;/b&gt; tab runs solvers on the current maze. Breadth-first search (BFS) expands the cells in rings of equal distance from S, so the first path it finds is a shortest one. Watch its frontier grow with the player.</source>
        <translation>Fila &lt;b&gt;Rezolvare&lt;/b&gt; rulează rezolvitori pe labirintul curent. Căutarea în lățime (BFS) extinde celulele în inele de distanță egală față de S, deci primul drum găsit este unul dintre cele mai scurte. Urmăriți cu playerul cum crește frontul.</translation>
    </message>
    <message>
        <source>Tick &lt;b&gt;A*&lt;/b&gt; beside BFS to race them: A* adds the straight-line estimate of the distance left, so it expands fewer cells and still finds a shortest path. The wall followers and the random mouse find a path, not the shortest one (Petercă, ch. 3).</source>
        <translation>Bifați &lt;b&gt;A*&lt;/b&gt; lângă BFS pentru a le pune în întrecere: A* adaugă estimarea în linie dreaptă a distanței rămase, deci extinde mai puține celule și găsește totuși un drum cel mai scurt. Urmăritorii de perete și șoarecele aleator găsesc un drum, nu pe cel mai scurt (Petercă, cap. 3).</translation>
    </message>
    <message>
        <source>Test yourself: the &lt;b&gt;Quiz&lt;/b&gt; asks for shortest paths and which of two cells is nearer along the passages — where walls make the straight line mislead.</source>
        <translation>Verificați-vă: &lt;b&gt;Testul&lt;/b&gt; întreabă de drumuri cele mai scurte și care dintre două celule este mai aproape de-a lungul culoarelor — acolo unde pereții fac linia dreaptă înșelătoare.</translation>
    </message>
    <message>
        <source>2. How mazes are generated</source>
        <translation>2. Cum se generează labirinturile</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Generate&lt;/b&gt; tab carves a &lt;i&gt;perfect&lt;/i&gt; maze — exactly one path between any two cells — out of solid rock. Press &lt;b&gt;Generate&lt;/b&gt; and watch the recursive backtracker: a depth-first walk that digs long winding corridors.</source>
        <translation>Fila &lt;b&gt;Generează&lt;/b&gt; sapă un labirint &lt;i&gt;perfect&lt;/i&gt; — exact un drum între oricare două celule — din stâncă masivă. Apăsați &lt;b&gt;Generează&lt;/b&gt; și urmăriți backtrackerul recursiv: o plimbare în adâncime care sapă culoare lungi și șerpuite.</translation>
    </message>
    <message>
        <source>Choose &lt;b&gt;binary-tree&lt;/b&gt;, then &lt;b&gt;prim&lt;/b&gt;, with the same seed: every algorithm leaves its texture. The &lt;b&gt;Metrics&lt;/b&gt; and &lt;b&gt;Cell types&lt;/b&gt; panels measure it (dead ends, corridors, straightness), as in Petercă, ch. 2.</source>
        <translation>Alegeți &lt;b&gt;binary-tree&lt;/b&gt;, apoi &lt;b&gt;prim&lt;/b&gt;, cu aceeași sămânță: fiecare algoritm își lasă textura. Panourile &lt;b&gt;Metrici&lt;/b&gt; și &lt;b&gt;Tipuri de celule&lt;/b&gt; o măsoară (fundături, culoare, cât de drepte sunt), ca la Petercă, cap. 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Braid&lt;/b&gt; opens dead ends and so adds loops; the cellular automaton and cavern mazes are not trees at all; the &lt;b&gt;gan&lt;/b&gt; generator is a neural network that learned to imitate Kruskal, Hunt-and-Kill or Binary Tree mazes.</source>
        <translation>&lt;b&gt;Braid&lt;/b&gt; deschide fundăturile și adaugă astfel bucle; labirinturile automatului celular și cele de tip peșteră nu sunt deloc arbori; generatorul &lt;b&gt;gan&lt;/b&gt; este o rețea neuronală care a învățat să imite labirinturi Kruskal, Hunt-and-Kill sau Binary Tree.</translation>
    </message>
    <message>
        <source>In the &lt;b&gt;Quiz&lt;/b&gt;, “Which generator?” and “Perfect or not?” train your eye for textures and loops.</source>
        <translation>În &lt;b&gt;Test&lt;/b&gt;, „Ce generator?” și „Perfect sau nu?” vă antrenează ochiul pentru texturi și bucle.</translation>
    </message>
    <message>
        <source>3. One sequence for many mazes</source>
        <translation>3. O secvență pentru multe labirinturi</translation>
    </message>
    <message>
        <source>Nusser&apos;s token obeys the moves u, d, l and r; a move into a wall or off the board does nothing. A sequence &lt;i&gt;solves&lt;/i&gt; a maze when the token passes the goal. The &lt;b&gt;Simultaneous&lt;/b&gt; tab runs one sequence on a whole set of mazes at once; play it and watch the tiles turn solved.</source>
        <translation>Jetonul lui Nusser ascultă de mutările u, d, l și r; o mutare într-un perete sau în afara tablei nu face nimic. O secvență &lt;i&gt;rezolvă&lt;/i&gt; un labirint când jetonul trece prin țintă. Fila &lt;b&gt;Simultan&lt;/b&gt; rulează o secvență pe o mulțime întreagă de labirinturi deodată; redați-o și urmăriți cum plăcuțele devin rezolvate.</translation>
    </message>
    <message>
        <source>σ(n, m) is the length of the shortest sequence that solves &lt;i&gt;every&lt;/i&gt; solvable n × m maze: σ(3, 3) = 11. The solvers panel searches for such sequences (greedy, exact, SAT) and shows a certificate for each bound.</source>
        <translation>σ(n, m) este lungimea celei mai scurte secvențe care rezolvă &lt;i&gt;fiecare&lt;/i&gt; labirint rezolvabil n × m: σ(3, 3) = 11. Panoul rezolvitorilor caută astfel de secvențe (greedy, exact, SAT) și arată un certificat pentru fiecare margine.</translation>
    </message>
    <message>
        <source>Beyond the thesis: MazeLab proved σ(4, 4) = 29 and 41 ≤ σ(5, 5) ≤ 109; the README tells how. In the Quiz, “Where the token stops” and “Does the sequence solve it?” practise the rule.</source>
        <translation>Dincolo de teză: MazeLab a demonstrat σ(4, 4) = 29 și 41 ≤ σ(5, 5) ≤ 109; README-ul explică cum. În Test, „Unde se oprește jetonul” și „Rezolvă secvența?” exersează regula.</translation>
    </message>
    <message>
        <source>4. The mouse and the sliding token</source>
        <translation>4. Șoarecele și jetonul care alunecă</translation>
    </message>
    <message>
        <source>Squeaky the mouse (Merckens) enters at the green arrow and always moves to the free neighbour it has visited least, ties down, right, left, up, until it leaves at the red arrow. Play the walk and watch the visit counts.</source>
        <translation>Șoricelul Squeaky (Merckens) intră la săgeata verde și merge mereu la vecinul liber pe care l-a vizitat cel mai rar, la egalitate în jos, dreapta, stânga, sus, până iese la săgeata roșie. Redați drumul și urmăriți numărul de vizite.</translation>
    </message>
    <message>
        <source>Which maze keeps the mouse longest? The search panel finds the optimal mazes of a size; the charts show how the counts are spread.</source>
        <translation>Ce labirint ține șoarecele cel mai mult? Panoul de căutare găsește labirinturile optime ale unei mărimi; graficele arată cum sunt distribuite vizitele.</translation>
    </message>
    <message>
        <source>Walter&apos;s sliding token must visit every free cell once, going straight until the cell ahead is blocked, off the board or already visited. In the &lt;b&gt;Token&lt;/b&gt; tab press &lt;b&gt;Solve&lt;/b&gt;, then play the solution.</source>
        <translation>Jetonul alunecător al lui Walter trebuie să viziteze fiecare celulă liberă o dată, mergând drept până când celula din față e blocată, în afara tablei sau deja vizitată. În fila &lt;b&gt;Jeton&lt;/b&gt; apăsați &lt;b&gt;Rezolvă&lt;/b&gt;, apoi redați soluția.</translation>
    </message>
    <message>
        <source>5. Two agents: CoLab</source>
        <translation>5. Doi agenți: CoLab</translation>
    </message>
    <message>
        <source>In &lt;b&gt;CoLab&lt;/b&gt; (Petercă §4.3) two agents explore the same maze, each seeing only what it has passed, and negotiate which of them goes where. Play a game and compare their knowledge.</source>
        <translation>În &lt;b&gt;CoLab&lt;/b&gt; (Petercă §4.3) doi agenți explorează același labirint, fiecare văzând doar pe unde a trecut, și negociază cine unde merge. Jucați o partidă și comparați ce știu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run tournament&lt;/b&gt; plays every strategy against every other on many mazes; &lt;b&gt;Evolve a player&lt;/b&gt; breeds a new strategy from the best ones.</source>
        <translation>&lt;b&gt;Pornește turneul&lt;/b&gt; joacă fiecare strategie împotriva tuturor celorlalte pe multe labirinturi; &lt;b&gt;Evoluează un jucător&lt;/b&gt; crește o strategie nouă din cele mai bune.</translation>
    </message>
    <message>
        <source>Every animation can be exported as a GIF (File ▸ Export animation) and shown full screen in presentation mode (F5).</source>
        <translation>Orice animație se poate exporta ca GIF (Fișier ▸ Exportă animația) și arăta pe tot ecranul în modul prezentare (F5).</translation>
    </message>
    <message>
        <source>Test yourself: the &lt;b&gt;Quiz&lt;/b&gt; shows the visit counts of a mouse on its way; click the cell it enters next.</source>
        <translation>Verificați-vă: &lt;b&gt;Testul&lt;/b&gt; arată numărul de vizite ale unui șoarece pe drum; faceți clic pe celula în care intră în continuare.</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>estimating</source>
        <translation>se estimează</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>cel mai bun %1</translation>
    </message>
    <message>
        <source>Greedy Lookahead: length %1, %2 unsolved</source>
        <translation>Greedy Lookahead: lungime %1, nerezolvate: %2</translation>
    </message>
    <message>
        <source>Solve in Order: run %1, best %2</source>
        <translation>Solve in Order: rularea %1, cel mai bun %2</translation>
    </message>
    <message>
        <source>IAS: length %1</source>
        <translation>IAS: lungime %1</translation>
    </message>
    <message>
        <source>%1/%2 mazes</source>
        <translation>labirinturi: %1/%2</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>celule: %1 din %2</translation>
    </message>
    <message>
        <source>verify: %1 of %2 subtrees</source>
        <translation>verificare: subarbori %1 din %2</translation>
    </message>
    <message>
        <source>cover: length %1, %2 unsolved</source>
        <translation>acoperire: lungime %1, nerezolvate: %2</translation>
    </message>
    <message>
        <source>improve: round %1, best %2</source>
        <translation>îmbunătățire: runda %1, cel mai bun %2</translation>
    </message>
    <message>
        <source>tail fix: length %1, %2 tried, %3 taken, best %4</source>
        <translation>reparare final: lungime %1, încercate: %2, preluate: %3, cel mai bun %4</translation>
    </message>
    <message>
        <source>exact anneal: prefix freed down to %1 moves, length %2</source>
        <translation>călire exactă: prefix eliberat până la %1 mutări, lungime %2</translation>
    </message>
    <message>
        <source>exact anneal: back to the solver of %1 moves, deletion %2 of %3 (step %4)</source>
        <translation>călire exactă: înapoi la soluția de %1 mutări, ștergerea %2 din %3 (pasul %4)</translation>
    </message>
    <message>
        <source>window rewrite: length %1, windows of %2 moves at step %3, %4 tried</source>
        <translation>rescriere de ferestre: lungime %1, ferestre de %2 mutări la pasul %3, %4 încercate</translation>
    </message>
    <message>
        <source>window SAT: length %1, windows of %2 moves at step %3, %4 refuted, %5 undecided</source>
        <translation>SAT pe ferestre: lungime %1, ferestre de %2 mutări la pasul %3, %4 infirmate, %5 nedecise</translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes</source>
        <translation>
            <numerusform>%L1 labirint</numerusform>
            <numerusform>%L1 labirinturi</numerusform>
            <numerusform>%L1 de labirinturi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 states</source>
        <translation>
            <numerusform>%L1 stare</numerusform>
            <numerusform>%L1 stări</numerusform>
            <numerusform>%L1 de stări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 SAT calls</source>
        <translation>
            <numerusform>%L1 apel SAT</numerusform>
            <numerusform>%L1 apeluri SAT</numerusform>
            <numerusform>%L1 de apeluri SAT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 boards</source>
        <translation>
            <numerusform>%L1 tablă</numerusform>
            <numerusform>%L1 table</numerusform>
            <numerusform>%L1 de table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks</source>
        <translation>
            <numerusform>%L1 traseu</numerusform>
            <numerusform>%L1 trasee</numerusform>
            <numerusform>%L1 de trasee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 moves</source>
        <translation>
            <numerusform>%L1 mutare</numerusform>
            <numerusform>%L1 mutări</numerusform>
            <numerusform>%L1 de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 checks</source>
        <translation>
            <numerusform>%L1 verificare</numerusform>
            <numerusform>%L1 verificări</numerusform>
            <numerusform>%L1 de verificări</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1, %2</source>
        <translation>cel mai bun %1, %2</translation>
    </message>
    <message>
        <source>tried %1</source>
        <translation>încercări: %1</translation>
    </message>
    <message>
        <source>length %1, %2, %3</source>
        <translation>lungime %1, %2, %3</translation>
    </message>
    <message>
        <source>GESS: lower bound %1, %2</source>
        <translation>GESS: limită inferioară %1, %2</translation>
    </message>
    <message>
        <source>BFS: depth %1, %2</source>
        <translation>BFS: adâncime %1, %2</translation>
    </message>
    <message>
        <source>A*: bound %1, %2</source>
        <translation>A*: limită %1, %2</translation>
    </message>
    <message>
        <source>IDA*: bound %1, %2</source>
        <translation>IDA*: limită %1, %2</translation>
    </message>
    <message>
        <source>ESS: lower bound %1, %2, %3</source>
        <translation>ESS: limită inferioară %1, %2, %3</translation>
    </message>
    <message>
        <source>anneal: length %1, %2 of %3 hard mazes unsolved, %4, best %5</source>
        <translation>călire: lungime %1, labirinturi dificile nerezolvate: %2 din %3, %4, cel mai bun %5</translation>
    </message>
    <message>
        <source>exact anneal: length %1, %2 unsolved, best %3</source>
        <translation>călire exactă: lungime %1, nerezolvate: %2, cel mai bun %3</translation>
    </message>
    <message>
        <source>window SAT plateau walk: length %1, %2 taken, %3 tried, windows of %4 moves</source>
        <translation>SAT pe ferestre, plimbare pe platou: lungime %1, %2 acceptați, %3 încercați, ferestre de %4 mutări</translation>
    </message>
    <message>
        <source>cell %1/%2, %3</source>
        <translation>celula %1/%2, %3</translation>
    </message>
    <message>
        <source>certificate check: warm-up call on %1 of %2 done after %3 s</source>
        <translation>verificarea certificatului: apelul de încălzire cu %1 din %2 gata după %3 s</translation>
    </message>
    <message>
        <source>certificate check: the deciding call on %1, %2 s so far</source>
        <translation>verificarea certificatului: apelul decisiv cu %1, %2 s până acum</translation>
    </message>
    <message>
        <source>GAN forward pass</source>
        <translation>trecerea înainte a GAN</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <source>How many moves does the shortest path from S to G take?</source>
        <translation>Câte mutări are drumul cel mai scurt de la S la G?</translation>
    </message>
    <message>
        <source>Which cell is nearer to S along the passages: A or B?</source>
        <translation>Care celulă este mai aproape de S de-a lungul culoarelor: A sau B?</translation>
    </message>
    <message>
        <source>Does the sequence %1 bring the token from S to G? A move into a wall or off the board does nothing; on G the token stays.</source>
        <translation>Duce secvența %1 jetonul de la S la G? O mutare într-un perete sau în afara tablei nu face nimic; pe G jetonul rămâne.</translation>
    </message>
    <message>
        <source>Is this maze perfect, with exactly one path between any two cells?</source>
        <translation>Este acest labirint perfect, cu exact un drum între oricare două celule?</translation>
    </message>
    <message>
        <source>Which algorithm generated this maze?</source>
        <translation>Ce algoritm a generat acest labirint?</translation>
    </message>
    <message>
        <source>A is %1 moves away and B %2; the two paths are drawn. The straight-line distance can mislead: walls make detours.</source>
        <translation>A este la %1 mutări, iar B la %2; ambele drumuri sunt desenate. Distanța în linie dreaptă poate înșela: pereții impun ocolișuri.</translation>
    </message>
    <message>
        <source>The token stops on %1; its walk is drawn.</source>
        <translation>Jetonul se oprește pe %1; drumul lui este desenat.</translation>
    </message>
    <message>
        <source>Yes: the token reaches G; its walk is drawn.</source>
        <translation>Da: jetonul ajunge în G; drumul lui este desenat.</translation>
    </message>
    <message>
        <source>No: the token stops on %1; its walk is drawn.</source>
        <translation>Nu: jetonul se oprește pe %1; drumul lui este desenat.</translation>
    </message>
    <message>
        <source>Yes: the maze has no loop and every cell can be reached.</source>
        <translation>Da: labirintul nu are nicio buclă și orice celulă poate fi atinsă.</translation>
    </message>
    <message>
        <source>No: the drawn loop gives two paths between its cells.</source>
        <translation>Nu: bucla desenată dă două drumuri între celulele ei.</translation>
    </message>
    <message>
        <source>It is %1. %2</source>
        <translation>Este %1. %2</translation>
    </message>
    <message>
        <source>The mouse goes to %1: among its free neighbours that one has the fewest visits (ties: down, right, left, up).</source>
        <translation>Șoarecele merge la %1: dintre vecinii liberi, acea celulă are cele mai puține vizite (egalitate: jos, dreapta, stânga, sus).</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:#2e7d32&quot;&gt;Right!&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:#2e7d32&quot;&gt;Corect!&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:#c62828&quot;&gt;Not quite.&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:#c62828&quot;&gt;Nu chiar.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Shortest path</source>
        <translation>Drumul cel mai scurt</translation>
    </message>
    <message>
        <source>Nearer along the passages</source>
        <translation>Mai aproape pe culoare</translation>
    </message>
    <message>
        <source>Where the token stops</source>
        <translation>Unde se oprește jetonul</translation>
    </message>
    <message>
        <source>Does the sequence solve it?</source>
        <translation>Rezolvă secvența?</translation>
    </message>
    <message>
        <source>Perfect or not?</source>
        <translation>Perfect sau nu?</translation>
    </message>
    <message>
        <source>Which generator?</source>
        <translation>Ce generator?</translation>
    </message>
    <message>
        <source>The mouse&apos;s next step</source>
        <translation>Următorul pas al șoarecelui</translation>
    </message>
    <message>
        <source>Binary tree</source>
        <translation>Arbore binar</translation>
    </message>
    <message>
        <source>Sidewinder</source>
        <translation>Sidewinder</translation>
    </message>
    <message>
        <source>Recursive backtracker</source>
        <translation>Backtracker recursiv</translation>
    </message>
    <message>
        <source>Prim&apos;s algorithm</source>
        <translation>Algoritmul lui Prim</translation>
    </message>
    <message>
        <source>Recursive division</source>
        <translation>Diviziune recursivă</translation>
    </message>
    <message>
        <source>Spiral</source>
        <translation>Spirală</translation>
    </message>
    <message>
        <source>Every cell opens toward one corner, so two outer sides are long straight corridors and the passages run diagonally.</source>
        <translation>Fiecare celulă se deschide spre un colț, deci două laturi exterioare sunt culoare lungi și drepte, iar culoarele merg în diagonală.</translation>
    </message>
    <message>
        <source>Rows are runs closed by one passage up, so the top row is one long corridor.</source>
        <translation>Rândurile sunt segmente închise de câte un culoar în sus, deci rândul de sus este un singur culoar lung.</translation>
    </message>
    <message>
        <source>The depth-first walk makes long winding corridors with few, long dead ends.</source>
        <translation>Plimbarea în adâncime face culoare lungi și șerpuite, cu puține fundături lungi.</translation>
    </message>
    <message>
        <source>Growing from many frontier cells at once makes many short dead ends.</source>
        <translation>Creșterea din multe celule de frontieră deodată face multe fundături scurte.</translation>
    </message>
    <message>
        <source>Walls split the field again and again, so long straight walls cross the maze, each with one gap.</source>
        <translation>Pereții împart câmpul iar și iar, deci pereți lungi și drepți, fiecare cu o deschidere, traversează labirintul.</translation>
    </message>
    <message>
        <source>Straight runs turning clockwise make square spirals.</source>
        <translation>Segmente drepte care cotesc în sensul acelor de ceasornic formează spirale pătrate.</translation>
    </message>
    <message numerus="yes">
        <source>The shortest path takes %n moves; it is drawn on the maze.</source>
        <translation>
            <numerusform>Drumul cel mai scurt are %n mutare; este desenat pe labirint.</numerusform>
            <numerusform>Drumul cel mai scurt are %n mutări; este desenat pe labirint.</numerusform>
            <numerusform>Drumul cel mai scurt are %n de mutări; este desenat pe labirint.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token starts on S and makes the moves %1 (u up, d down, l left, r right). A move into a wall or off the board does nothing. On which cell does it stop?</source>
        <translation>Jetonul pornește din S și face mutările %1 (u sus, d jos, l stânga, r dreapta). O mutare într-un perete sau în afara tablei nu face nimic. Pe ce celulă se oprește?</translation>
    </message>
    <message>
        <source>Squeaky the mouse always moves to the free neighbour it has visited least; ties go down, right, left, up, in that order. The numbers are its visits so far. Where does it go next?</source>
        <translation>Șoricelul Squeaky merge mereu la vecinul liber pe care l-a vizitat cel mai rar; la egalitate în jos, dreapta, stânga, sus, în această ordine. Numerele sunt vizitele de până acum. Unde merge acum?</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Greu</translation>
    </message>
    <message>
        <source>Answer: ________ moves</source>
        <translation>Răspuns: ________ mutări</translation>
    </message>
    <message>
        <source>Row: ______</source>
        <translation>Rândul: ______</translation>
    </message>
    <message>
        <source>Column: ______</source>
        <translation>Coloana: ______</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nu</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n mutare</numerusform>
            <numerusform>%n mutări</numerusform>
            <numerusform>%n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>A is %1 moves away, B %2.</source>
        <translation>A este la %1 mutări, B la %2.</translation>
    </message>
    <message>
        <source>It stops on %1.</source>
        <translation>Se oprește pe %1.</translation>
    </message>
    <message>
        <source>A loop passes %1.</source>
        <translation>O buclă trece prin %1.</translation>
    </message>
    <message>
        <source>MazeLab quiz %1 (%2)</source>
        <translation>Testul MazeLab %1 (%2)</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <translation>Nume: ______________________</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Răspunsuri</translation>
    </message>
    <message>
        <source>The PDF could not be drawn.</source>
        <translation>PDF-ul nu a putut fi desenat.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Recapitulare: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 din %2</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>Pe teme</translation>
    </message>
</context>
<context>
    <name>mazelab::AddMaze</name>
    <message>
        <source>Add maze “%1”</source>
        <translation>Adăugare labirint „%1”</translation>
    </message>
</context>
<context>
    <name>mazelab::AllMazesCheck</name>
    <message>
        <source>perfectly</source>
        <translation>perfect</translation>
    </message>
    <message>
        <source>Every maze must end on its goal, not just visit it</source>
        <translation>Fiecare labirint trebuie să se termine pe ținta sa, nu doar să o viziteze</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verifică</translation>
    </message>
    <message>
        <source>Does the player&apos;s sequence solve every solvable maze of this size? Up to 5×5 the mazes are enumerated, above that the Unsolved Maze Finder (Nusser Alg. 5.2) searches for a counterexample.</source>
        <translation>Secvența din player rezolvă fiecare labirint rezolvabil de această dimensiune? Până la 5×5 labirinturile sunt enumerate; peste această dimensiune, Unsolved Maze Finder (Nusser, alg. 5.2) caută un contraexemplu.</translation>
    </message>
    <message>
        <source>Open counterexample</source>
        <translation>Deschide contraexemplul</translation>
    </message>
    <message>
        <source>Any size, e.g. 10×10.</source>
        <translation>Orice dimensiune, de ex. 10×10.</translation>
    </message>
    <message>
        <source>Check the sequence on all solvable %1×%2 mazes</source>
        <translation>Verifică secvența pe toate labirinturile rezolvabile %1×%2</translation>
    </message>
    <message>
        <source>Stopped before an answer.</source>
        <translation>Oprit înainte de a obține un răspuns.</translation>
    </message>
    <message>
        <source>perfectly solves</source>
        <translation>rezolvă perfect</translation>
    </message>
    <message>
        <source>solves</source>
        <translation>rezolvă</translation>
    </message>
    <message numerus="yes">
        <source>✓ The %n-move sequence %1 every solvable %2×%3 maze.</source>
        <translation>
            <numerusform>✓ Secvența de %n mutare %1 fiecare labirint rezolvabil %2×%3.</numerusform>
            <numerusform>✓ Secvența de %n mutări %1 fiecare labirint rezolvabil %2×%3.</numerusform>
            <numerusform>✓ Secvența de %n de mutări %1 fiecare labirint rezolvabil %2×%3.</numerusform>
        </translation>
    </message>
    <message>
        <source>✗ Not every %1×%2 maze: a counterexample was found.</source>
        <translation>✗ Nu orice labirint %1×%2: a fost găsit un contraexemplu.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Se verifică %1…</translation>
    </message>
    <message>
        <source>the empty sequence</source>
        <translation>secvența vidă</translation>
    </message>
    <message>
        <source>Counterexample %1×%2</source>
        <translation>Contraexemplu %1×%2</translation>
    </message>
    <message>
        <source>All solvable</source>
        <translation>Toate rezolvabile</translation>
    </message>
    <message>
        <source>Add the maze the sequence does not solve to the document</source>
        <translation>Adaugă în document labirintul pe care secvența nu îl rezolvă</translation>
    </message>
    <message numerus="yes">
        <source>It %1 %L2 of %Ln mazes.</source>
        <translation>
            <numerusform>Secvența %1 %L2 din %Ln labirint.</numerusform>
            <numerusform>Secvența %1 %L2 din %Ln labirinturi.</numerusform>
            <numerusform>Secvența %1 %L2 din %Ln de labirinturi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AnimatedPage</name>
    <message>
        <source>Export animation</source>
        <translation>Exportă animația</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Exportă animația…</translation>
    </message>
    <message>
        <source>Save the animation as a GIF or as PNG frames (in the background)</source>
        <translation>Salvează animația ca GIF sau ca cadre PNG (în fundal)</translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExport</name>
    <message>
        <source>Export animation</source>
        <translation>Exportă animația</translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExportDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exportă animația</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Răsfoiește…</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF animat</translation>
    </message>
    <message>
        <source>PNG frames (a folder of numbered images)</source>
        <translation>Cadre PNG (un dosar cu imagini numerotate)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>până la</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> cadre/s</translation>
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
        <translation>Redă o singură dată (fără buclă)</translation>
    </message>
    <message>
        <source>Caption under each frame</source>
        <translation>Legendă sub fiecare cadru</translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation>Salvează în:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Steps from:</source>
        <translation>Pași de la:</translation>
    </message>
    <message>
        <source>Steps per frame:</source>
        <translation>Pași per cadru:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Viteză:</translation>
    </message>
    <message>
        <source>Hold last frame:</source>
        <translation>Menține ultimul cadru:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Dimensiunea celulei:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportă</translation>
    </message>
    <message>
        <source>Export animation as GIF</source>
        <translation>Exportă animația ca GIF</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>Imagini GIF (*.gif)</translation>
    </message>
    <message>
        <source>New folder for the PNG frames</source>
        <translation>Dosar nou pentru cadrele PNG</translation>
    </message>
    <message>
        <source>%1, %2 s per loop</source>
        <translation>%1, %2 s per buclă</translation>
    </message>
    <message numerus="yes">
        <source>%n frames</source>
        <translation>
            <numerusform>%n cadru</numerusform>
            <numerusform>%n cadre</numerusform>
            <numerusform>%n de cadre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AutoSaver</name>
    <message>
        <source>Cannot lock the recovery file %1.</source>
        <translation>Fișierul de recuperare %1 nu poate fi blocat.</translation>
    </message>
</context>
<context>
    <name>mazelab::CarvingFrames</name>
    <message>
        <source>%1: step %L2 of %L3</source>
        <translation>%1: pasul %L2 din %L3</translation>
    </message>
    <message>
        <source>open field</source>
        <translation>câmp deschis</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>supă inițială</translation>
    </message>
    <message>
        <source>border</source>
        <translation>margine</translation>
    </message>
    <message>
        <source>divide</source>
        <translation>împărțire</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>celule</translation>
    </message>
    <message>
        <source>the network&apos;s walls</source>
        <translation>pereții rețelei</translation>
    </message>
    <message>
        <source>join the parts</source>
        <translation>unirea părților</translation>
    </message>
    <message>
        <source>spanning tree of the likeliest walls</source>
        <translation>arborele de acoperire al celor mai probabili pereți</translation>
    </message>
    <message>
        <source>room</source>
        <translation>cameră</translation>
    </message>
    <message>
        <source>corridors</source>
        <translation>culoare</translation>
    </message>
    <message>
        <source>doors</source>
        <translation>uși</translation>
    </message>
    <message>
        <source>prune</source>
        <translation>tăiere</translation>
    </message>
    <message>
        <source>hunt</source>
        <translation>vânătoare</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>ucidere (plimbare aleatoare)</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>încrucișare</translation>
    </message>
    <message>
        <source>row %L1</source>
        <translation>rândul %L1</translation>
    </message>
    <message>
        <source>generation %L1</source>
        <translation>generația %L1</translation>
    </message>
    <message>
        <source>generation %L1, fitness %L2</source>
        <translation>generația %L1, fitness %L2</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabFrames</name>
    <message>
        <source>A (%1) starts at %2, B (%3) at %4; each races to the other&apos;s start.</source>
        <translation>A (%1) pornește din %2, B (%3) din %4; fiecare aleargă spre startul celuilalt.</translation>
    </message>
    <message>
        <source>Trade: A gave %1, B gave %2.</source>
        <translation>Schimb: A a dat %1, B a dat %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n negotiation attempts, no trade.</source>
        <translation>
            <numerusform>%n încercare de negociere, fără schimb.</numerusform>
            <numerusform>%n încercări de negociere, fără schimb.</numerusform>
            <numerusform>%n de încercări de negociere, fără schimb.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both bumped into a wall.</source>
        <translation>Amândoi s-au lovit de un perete.</translation>
    </message>
    <message>
        <source>A bumped into a wall.</source>
        <translation>A s-a lovit de un perete.</translation>
    </message>
    <message>
        <source>B bumped into a wall.</source>
        <translation>B s-a lovit de un perete.</translation>
    </message>
    <message>
        <source>A wins.</source>
        <translation>A câștigă.</translation>
    </message>
    <message>
        <source>B wins.</source>
        <translation>B câștigă.</translation>
    </message>
    <message>
        <source>A draw: both arrive together.</source>
        <translation>Egalitate: amândoi ajung deodată.</translation>
    </message>
    <message>
        <source>Time is up: nobody arrived.</source>
        <translation>Timpul a expirat: nu a ajuns nimeni.</translation>
    </message>
    <message>
        <source>The game was stopped here.</source>
        <translation>Jocul a fost oprit aici.</translation>
    </message>
    <message>
        <source>A at %1 (arrived)</source>
        <translation>A în %1 (a ajuns)</translation>
    </message>
    <message>
        <source>B at %1 (arrived)</source>
        <translation>B în %1 (a ajuns)</translation>
    </message>
    <message>
        <source>A at %1 (about %L2 to go)</source>
        <translation>A în %1 (mai are cam %L2)</translation>
    </message>
    <message>
        <source>B at %1 (about %L2 to go)</source>
        <translation>B în %1 (mai are cam %L2)</translation>
    </message>
    <message>
        <source>Step %L1 of %L2: %3, %4.</source>
        <translation>Pasul %L1 din %L2: %3, %4.</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabPage</name>
    <message>
        <source>step %L1 / %L2</source>
        <translation>pasul %L1 / %L2</translation>
    </message>
    <message>
        <source>CoLab</source>
        <translation>CoLab</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Player A:</source>
        <translation>Jucătorul A:</translation>
    </message>
    <message>
        <source>Player B:</source>
        <translation>Jucătorul B:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sămânță:</translation>
    </message>
    <message>
        <source>Draws the two start cells and the players&apos; chances</source>
        <translation>Trage la sorți cele două celule de start și șansele jucătorilor</translation>
    </message>
    <message>
        <source>Steps at most:</source>
        <translation>Cel mult pași:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Arată:</translation>
    </message>
    <message>
        <source>Both players</source>
        <translation>Ambii jucători</translation>
    </message>
    <message>
        <source>The maze as A knows it</source>
        <translation>Labirintul cum îl cunoaște A</translation>
    </message>
    <message>
        <source>The maze as B knows it</source>
        <translation>Labirintul cum îl cunoaște B</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>New maze</source>
        <translation>Labirint nou</translation>
    </message>
    <message>
        <source>Add a generated maze (backtracker) of the tournament&apos;s size to the document</source>
        <translation>Adaugă în document un labirint generat (backtracker) de mărimea turneului</translation>
    </message>
    <message>
        <source>Press Play: A starts on one free cell, B on another, and each races to the other&apos;s start through a maze neither knows.</source>
        <translation>Apăsați Joacă: A pornește dintr-o celulă liberă, B din alta, și fiecare aleargă spre startul celuilalt printr-un labirint pe care niciunul nu îl cunoaște.</translation>
    </message>
    <message>
        <source>CoLab game</source>
        <translation>Joc CoLab</translation>
    </message>
    <message numerus="yes">
        <source>A wins after %n steps.</source>
        <translation>
            <numerusform>A câștigă după %n pas.</numerusform>
            <numerusform>A câștigă după %n pași.</numerusform>
            <numerusform>A câștigă după %n de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n steps.</source>
        <translation>
            <numerusform>B câștigă după %n pas.</numerusform>
            <numerusform>B câștigă după %n pași.</numerusform>
            <numerusform>B câștigă după %n de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n steps.</source>
        <translation>
            <numerusform>Egalitate după %n pas.</numerusform>
            <numerusform>Egalitate după %n pași.</numerusform>
            <numerusform>Egalitate după %n de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody arrived within %n steps.</source>
        <translation>
            <numerusform>Nu a ajuns nimeni în %n pas.</numerusform>
            <numerusform>Nu a ajuns nimeni în %n pași.</numerusform>
            <numerusform>Nu a ajuns nimeni în %n de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A started at %1, B at %2, %n moves apart.</source>
        <translation>
            <numerusform>A a pornit din %1, B din %2, la %n mutare distanță.</numerusform>
            <numerusform>A a pornit din %1, B din %2, la %n mutări distanță.</numerusform>
            <numerusform>A a pornit din %1, B din %2, la %n de mutări distanță.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trades;</source>
        <translation>
            <numerusform>%n schimb;</numerusform>
            <numerusform>%n schimburi;</numerusform>
            <numerusform>%n de schimburi;</numerusform>
        </translation>
    </message>
    <message>
        <source>A knows %L1 cells, B %L2, of %L3.</source>
        <translation>A cunoaște %L1 celule, B %L2, din %L3.</translation>
    </message>
    <message>
        <source>Another job is running; press Play when it is done.</source>
        <translation>Rulează altă sarcină; apăsați Joacă după ce se termină.</translation>
    </message>
    <message>
        <source>CoLab %1 × %1, seed %2</source>
        <translation>CoLab %1 × %1, sămânța %2</translation>
    </message>
    <message>
        <source>CoLab: player %1 could not be restored (%2).</source>
        <translation>CoLab: jucătorul %1 nu a putut fi restaurat (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n steps (the time limit of a minute).</source>
        <translation>
            <numerusform>Oprit după %n pas (limita de timp de un minut).</numerusform>
            <numerusform>Oprit după %n pași (limita de timp de un minut).</numerusform>
            <numerusform>Oprit după %n de pași (limita de timp de un minut).</numerusform>
        </translation>
    </message>
    <message>
        <source>Play one game on this maze (a new series of rounds)</source>
        <translation>Joacă un joc pe acest labirint (o nouă serie de runde)</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Runda următoare</translation>
    </message>
    <message>
        <source>Play the next round with the next seed; the points (the thesis&apos; fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives) add up</source>
        <translation>Joacă runda următoare cu sămânța următoare; punctele (fitness₂ din lucrare: +2 pentru victorie, +1 pentru egalitate, −1 pentru înfrângere, −2 când nu ajunge nimeni) se adună</translation>
    </message>
    <message>
        <source>Round %L1: %L2 points for A, %L3 for B (fitness₂).</source>
        <translation>Runda %L1: %L2 puncte pentru A, %L3 pentru B (fitness₂).</translation>
    </message>
</context>
<context>
    <name>mazelab::ColabTournamentPanel</name>
    <message>
        <source>Tournament and evolution</source>
        <translation>Turneu și evoluție</translation>
    </message>
    <message>
        <source>Mazes:</source>
        <translation>Labirinturi:</translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation>Mărimea labirintului:</translation>
    </message>
    <message>
        <source> × passage cells</source>
        <translation> × celule de culoar</translation>
    </message>
    <message>
        <source>Generated mazes (backtracker) of this many passage cells a side</source>
        <translation>Labirinturi generate (backtracker) cu atâtea celule de culoar pe latură</translation>
    </message>
    <message>
        <source>Run tournament</source>
        <translation>Pornește turneul</translation>
    </message>
    <message>
        <source>Every strategy against every other and itself, in both roles, on each maze</source>
        <translation>Fiecare strategie contra fiecărei alte strategii și contra ei înseși, în ambele roluri, pe fiecare labirint</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puncte</translation>
    </message>
    <message>
        <source>Fitness</source>
        <translation>Fitness</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jocuri</translation>
    </message>
    <message>
        <source>The thesis&apos; fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives</source>
        <translation>fitness₂ din lucrare: +2 pentru victorie, +1 pentru egalitate, −1 pentru înfrângere, −2 când nu ajunge nimeni</translation>
    </message>
    <message>
        <source>The thesis&apos; fitness₃, mean: 1 a win, 0.5 a draw, else 1 / (1 + distance left)</source>
        <translation>fitness₃ din lucrare, medie: 1 pentru victorie, 0,5 pentru egalitate, altfel 1 / (1 + distanța rămasă)</translation>
    </message>
    <message>
        <source>Won – drawn – lost – timed out</source>
        <translation>Câștigate – egale – pierdute – timp expirat</translation>
    </message>
    <message>
        <source>Generations:</source>
        <translation>Generații:</translation>
    </message>
    <message>
        <source>Population:</source>
        <translation>Populație:</translation>
    </message>
    <message>
        <source>Evolve a player</source>
        <translation>Evoluează un jucător</translation>
    </message>
    <message>
        <source>The genetic algorithm of §4.3.3 against the listed strategies; the best player joins the lists</source>
        <translation>Algoritmul genetic din §4.3.3 contra strategiilor din listă; cel mai bun jucător intră în liste</translation>
    </message>
    <message>
        <source>CoLab tournament</source>
        <translation>Turneu CoLab</translation>
    </message>
    <message>
        <source>Evolving…</source>
        <translation>Evoluează…</translation>
    </message>
    <message>
        <source>CoLab evolution</source>
        <translation>Evoluție CoLab</translation>
    </message>
    <message>
        <source>Generation %1 of %2: best fitness %3</source>
        <translation>Generația %1 din %2: cel mai bun fitness %3</translation>
    </message>
    <message numerus="yes">
        <source>Best after %n generations: fitness %1.
%2</source>
        <translation>
            <numerusform>Cel mai bun după %n generație: fitness %1.
%2</numerusform>
            <numerusform>Cel mai bun după %n generații: fitness %1.
%2</numerusform>
            <numerusform>Cel mai bun după %n de generații: fitness %1.
%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ComparisonDialog</name>
    <message>
        <source>Compare all generators</source>
        <translation>Compară toate generatoarele</translation>
    </message>
    <message>
        <source>Mazes per generator:</source>
        <translation>Labirinturi per generator:</translation>
    </message>
    <message>
        <source>Maze i uses seed S + i (the thesis: 100 mazes of 10 × 10)</source>
        <translation>Labirintul i folosește sămânța S + i (teza: 100 de labirinturi de 10 × 10)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensiune:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sămânță:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rulează</translation>
    </message>
    <message>
        <source>Generate and measure the batch of every generator in the background (default parameters)</source>
        <translation>Generează și măsoară în fundal lotul fiecărui generator (parametri impliciți)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Save the table as CSV (the same as mazelab-cli metrics --generator all --csv)</source>
        <translation>Salvează tabelul ca CSV (la fel ca mazelab-cli metrics --generator all --csv)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the whole table as a picture</source>
        <translation>Salvează întregul tabel ca imagine</translation>
    </message>
    <message>
        <source>The generator (default parameters)</source>
        <translation>Generatorul (parametri impliciți)</translation>
    </message>
    <message>
        <source>Mazes measured</source>
        <translation>Labirinturi măsurate</translation>
    </message>
    <message>
        <source>Perfect mazes (one area, no loop)</source>
        <translation>Labirinturi perfecte (o singură zonă, fără bucle)</translation>
    </message>
    <message>
        <source>M1: solution cells / cells (Petercă 2024 §2.1)</source>
        <translation>M1: celule ale soluției / celule (Petercă 2024 §2.1)</translation>
    </message>
    <message>
        <source>M2: longest dead end to dead end distance / cells</source>
        <translation>M2: cea mai lungă distanță între două fundături / celule</translation>
    </message>
    <message>
        <source>M3: inner walls / cells</source>
        <translation>M3: pereți interiori / celule</translation>
    </message>
    <message>
        <source>M4: T-intersections / cells</source>
        <translation>M4: intersecții în T / celule</translation>
    </message>
    <message>
        <source>M4-general: Table 4.2&apos;s multipliers summed / cells</source>
        <translation>M4-general: suma multiplicatorilor din tabelul 4.2 / celule</translation>
    </message>
    <message>
        <source>M5: 1 / areas</source>
        <translation>M5: 1 / zone</translation>
    </message>
    <message>
        <source>Dead ends per maze</source>
        <translation>Fundături per labirint</translation>
    </message>
    <message>
        <source>Junctions (T and crossroads) per maze</source>
        <translation>Ramificații (în T și în cruce) per labirint</translation>
    </message>
    <message>
        <source>Longest branch-free chain of cells</source>
        <translation>Cel mai lung lanț de celule fără ramificații</translation>
    </message>
    <message>
        <source>Moves from start to goal</source>
        <translation>Mutări de la start la țintă</translation>
    </message>
    <message>
        <source>Share of two-way cells that go straight through</source>
        <translation>Proporția celulelor cu două deschideri prin care drumul trece drept</translation>
    </message>
    <message>
        <source>Average passage length in block cells (article 003: steps between dead ends and junctions)</source>
        <translation>Lungimea medie a pasajelor în celule-bloc (articolul 003: pași între fundături și ramificații)</translation>
    </message>
    <message>
        <source>Longest passage in block cells</source>
        <translation>Cel mai lung pasaj în celule-bloc</translation>
    </message>
    <message>
        <source>Generation time per maze in milliseconds (without measuring)</source>
        <translation>Timpul de generare per labirint, în milisecunde (fără măsurare)</translation>
    </message>
    <message>
        <source>Why a generator has no or only some values</source>
        <translation>De ce un generator nu are nicio valoare sau are doar unele</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Mazes</source>
        <translation>Labirinturi</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfecte</translation>
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
        <translation>M4-gen.</translation>
    </message>
    <message>
        <source>M5</source>
        <translation>M5</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>Fundături</translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation>Ramificații</translation>
    </message>
    <message>
        <source>Longest corridor</source>
        <translation>Cel mai lung coridor</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Soluție</translation>
    </message>
    <message>
        <source>Straightness</source>
        <translation>Rectilinitate</translation>
    </message>
    <message>
        <source>Avg passage</source>
        <translation>Pasaj mediu</translation>
    </message>
    <message>
        <source>Longest passage</source>
        <translation>Cel mai lung pasaj</translation>
    </message>
    <message>
        <source>ms / maze</source>
        <translation>ms / labirint</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notă</translation>
    </message>
    <message>
        <source>%1, in %2 s.</source>
        <translation>%1, în %2 s.</translation>
    </message>
    <message>
        <source>block maze: no passage cells, so only passages and time</source>
        <translation>labirint din blocuri: nu are celule-pasaj, deci doar pasajele și timpul</translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation>Salvează tabelul de comparație</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save the table as a picture</source>
        <translation>Salvează tabelul ca imagine</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagini PNG (*.png)</translation>
    </message>
    <message numerus="yes">
        <source>Press Run: %n generators, each with its default parameters.</source>
        <translation>
            <numerusform>Apăsați Rulează: %n generator, cu parametrii săi impliciți.</numerusform>
            <numerusform>Apăsați Rulează: %n generatoare, fiecare cu parametrii săi impliciți.</numerusform>
            <numerusform>Apăsați Rulează: %n de generatoare, fiecare cu parametrii săi impliciți.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes of %2 × %3 per generator, seeds %4–%5</source>
        <translation>
            <numerusform>%Ln labirint de %2 × %3 per generator, semințe %4–%5</numerusform>
            <numerusform>%Ln labirinturi de %2 × %3 per generator, semințe %4–%5</numerusform>
            <numerusform>%Ln de labirinturi de %2 × %3 per generator, semințe %4–%5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::CountSigmaPanel</name>
    <message>
        <source>Whole sizes: count and σ</source>
        <translation>Toate labirinturile unei dimensiuni: număr și σ</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensiune:</translation>
    </message>
    <message>
        <source>Count solvable</source>
        <translation>Numără rezolvabilele</translation>
    </message>
    <message>
        <source>The exact number of solvable mazes of this size (shorter side up to %1)</source>
        <translation>Numărul exact de labirinturi rezolvabile de această dimensiune (latura mai scurtă până la %1)</translation>
    </message>
    <message>
        <source>σ by SAT</source>
        <translation>σ prin SAT</translation>
    </message>
    <message>
        <source>The shortest sequence solving every solvable maze of this size, by counterexample-guided SAT (up to 25 cells; 4 × 4 takes minutes)</source>
        <translation>Cea mai scurtă secvență care rezolvă fiecare labirint rezolvabil de această dimensiune, prin SAT ghidat de contraexemple (până la 25 de celule; 4 × 4 durează câteva minute)</translation>
    </message>
    <message>
        <source>The shorter side may be at most %1.</source>
        <translation>Latura mai scurtă poate fi cel mult %1.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Se numără…</translation>
    </message>
    <message>
        <source>Count solvable %1×%2 mazes</source>
        <translation>Numără labirinturile rezolvabile %1×%2</translation>
    </message>
    <message>
        <source>Stopped before the count was complete.</source>
        <translation>Oprit înainte ca numărarea să se încheie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2: %3 solvable mazes (%4 ms).</source>
        <translation>
            <numerusform>%1 × %2: %3 labirint rezolvabil (%4 ms).</numerusform>
            <numerusform>%1 × %2: %3 labirinturi rezolvabile (%4 ms).</numerusform>
            <numerusform>%1 × %2: %3 de labirinturi rezolvabile (%4 ms).</numerusform>
        </translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message>
        <source>Proving… (4 × 4 takes about 80 s on two cores; Cancel in the status bar)</source>
        <translation>Se demonstrează… (4 × 4 durează circa 80 s pe două nuclee; Anulează în bara de stare)</translation>
    </message>
    <message>
        <source>σ(%1,%2) by SAT</source>
        <translation>σ(%1,%2) prin SAT</translation>
    </message>
    <message>
        <source>, ≤ %1</source>
        <translation>, ≤ %1</translation>
    </message>
    <message numerus="yes">
        <source>σ by SAT enumerates the mazes: at most %n cells (use mazelab-cli sigma --sample for bigger sizes).</source>
        <translation>
            <numerusform>σ prin SAT enumeră labirinturile: cel mult %n celulă (pentru dimensiuni mai mari folosiți mazelab-cli sigma --sample).</numerusform>
            <numerusform>σ prin SAT enumeră labirinturile: cel mult %n celule (pentru dimensiuni mai mari folosiți mazelab-cli sigma --sample).</numerusform>
            <numerusform>σ prin SAT enumeră labirinturile: cel mult %n de celule (pentru dimensiuni mai mari folosiți mazelab-cli sigma --sample).</numerusform>
        </translation>
    </message>
    <message>
        <source>Proving… (beyond 16 cells this takes hours or more: 5 × 5 is an open problem; Cancel in the status bar shows the bounds proved so far)</source>
        <translation>Se demonstrează… (peste 16 celule durează ore sau mai mult: 5 × 5 este o problemă deschisă; Anulează în bara de stare arată marginile demonstrate până atunci)</translation>
    </message>
    <message>
        <source>Stopped before a bound was proved: %1</source>
        <translation>Oprit înainte de a demonstra vreo limită: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln SAT calls</source>
        <translation>
            <numerusform>%Ln apel SAT</numerusform>
            <numerusform>%Ln apeluri SAT</numerusform>
            <numerusform>%Ln de apeluri SAT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) = %3 over %Ln mazes: %4 (%5, %6 s).</source>
        <translation>
            <numerusform>σ(%1,%2) = %3 pe %Ln labirint: %4 (%5, %6 s).</numerusform>
            <numerusform>σ(%1,%2) = %3 pe %Ln labirinturi: %4 (%5, %6 s).</numerusform>
            <numerusform>σ(%1,%2) = %3 pe %Ln de labirinturi: %4 (%5, %6 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln mazes, %6, %7 s.</source>
        <translation>
            <numerusform>Oprit (%1): s-a demonstrat σ(%2,%3) ≥ %4%5 prin %Ln labirint, %6, %7 s.</numerusform>
            <numerusform>Oprit (%1): s-a demonstrat σ(%2,%3) ≥ %4%5 prin %Ln labirinturi, %6, %7 s.</numerusform>
            <numerusform>Oprit (%1): s-a demonstrat σ(%2,%3) ≥ %4%5 prin %Ln de labirinturi, %6, %7 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::DistributionPanel</name>
    <message>
        <source>The maze on screen</source>
        <translation>Labirintul de pe ecran</translation>
    </message>
    <message>
        <source>A batch of mazes</source>
        <translation>Un lot de labirinturi</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Lot:</translation>
    </message>
    <message>
        <source> mazes</source>
        <translation> labirinturi</translation>
    </message>
    <message>
        <source>Mazes in the batch; maze i uses seed S + i (the thesis: 100 of 10 × 10)</source>
        <translation>Labirinturile din lot; labirintul i folosește sămânța S + i (teza: 100 de 10 × 10)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rulează</translation>
    </message>
    <message>
        <source>Generate the batch with the Generate tab&apos;s algorithm, parameters and seed, in the background</source>
        <translation>Generează lotul în fundal, cu algoritmul, parametrii și sămânța din fila „Generare”</translation>
    </message>
    <message>
        <source>Sorted, beside the thesis</source>
        <translation>Sortat, alături de teză</translation>
    </message>
    <message>
        <source>The thesis&apos; tables lost the pictures of their cell types, so its shares are compared by rank</source>
        <translation>Tabelele tezei și-au pierdut imaginile tipurilor de celule, așa că proporțiile sunt comparate după rang</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Save the table (shares by wall code and sorted beside the thesis)</source>
        <translation>Salvează tabelul (proporții după codul pereților și sortate alături de teză)</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Salvează graficul ca imagine</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Thesis, Table %1</source>
        <translation>Teză, tabelul %1</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>wall code (N 8, E 4, S 2, W 1)</source>
        <translation>cod pereți (N 8, E 4, S 2, V 1)</translation>
    </message>
    <message>
        <source>% of cells</source>
        <translation>% din celule</translation>
    </message>
    <message>
        <source>No batch yet: press Run.</source>
        <translation>Niciun lot încă: apăsați Rulează.</translation>
    </message>
    <message>
        <source>No passage maze on screen.</source>
        <translation>Niciun labirint cu pasaje pe ecran.</translation>
    </message>
    <message>
        <source>%1: the maze on screen.</source>
        <translation>%1: labirintul de pe ecran.</translation>
    </message>
    <message>
        <source>Thesis: Table %1, %2 (100 mazes of 10 × 10).</source>
        <translation>Teză: tabelul %1, %2 (100 de labirinturi de 10 × 10).</translation>
    </message>
    <message>
        <source>Save the distribution table</source>
        <translation>Salvează tabelul distribuției</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Salvează graficul</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensiune:</translation>
    </message>
    <message>
        <source>Compare all generators…</source>
        <translation>Compară toate generatoarele…</translation>
    </message>
    <message>
        <source>A table of every generator&apos;s metrics over a batch (M1–M5, dead ends, passages, time), sortable, with CSV and PNG export</source>
        <translation>Un tabel cu metricile fiecărui generator pe un lot (M1–M5, fundături, pasaje, timp), sortabil, cu export CSV și PNG</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln mazes of %3 × %4, seeds %5–%6, %L7 perfect.</source>
        <translation>
            <numerusform>%1: %Ln labirint de %3 × %4, semințe %5–%6, perfecte: %L7.</numerusform>
            <numerusform>%1: %Ln labirinturi de %3 × %4, semințe %5–%6, perfecte: %L7.</numerusform>
            <numerusform>%1: %Ln de labirinturi de %3 × %4, semințe %5–%6, perfecte: %L7.</numerusform>
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
        <translation>&amp;Pensulă</translation>
    </message>
    <message>
        <source>Brush (B): click toggles a cell, drag paints; the first cell decides wall or floor. Right button erases. Shift+click sets the start, Ctrl+click the goal.</source>
        <translation>Pensulă (B): un clic comută o celulă, tragerea pictează; prima celulă decide dacă e perete sau podea. Butonul drept șterge. Shift+clic setează startul, Ctrl+clic ținta.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Start (S): click a cell to put the start there</source>
        <translation>Start (S): faceți clic pe o celulă pentru a pune startul acolo</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>Ț&amp;intă</translation>
    </message>
    <message>
        <source>Goal (G): click a cell to put the goal there</source>
        <translation>Țintă (G): faceți clic pe o celulă pentru a pune ținta acolo</translation>
    </message>
</context>
<context>
    <name>mazelab::ExperimentPanel</name>
    <message>
        <source>Export plots as PNG</source>
        <translation>Exportă graficele ca PNG</translation>
    </message>
    <message>
        <source>experiment.png</source>
        <translation>experiment.png</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Export runs as CSV</source>
        <translation>Exportă rulările ca CSV</translation>
    </message>
    <message>
        <source>experiment.csv</source>
        <translation>experiment.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation>Algoritmi:</translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation>Dimensiunea labirintului:</translation>
    </message>
    <message>
        <source>Mazes per set k:</source>
        <translation>Labirinturi per mulțime k:</translation>
    </message>
    <message>
        <source>Sets per k:</source>
        <translation>Mulțimi per k:</translation>
    </message>
    <message>
        <source>Density, seed:</source>
        <translation>Densitate, sămânță:</translation>
    </message>
    <message>
        <source>Run experiment</source>
        <translation>Rulează experimentul</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Exportă PNG…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportă CSV…</translation>
    </message>
    <message>
        <source>number of mazes k</source>
        <translation>numărul de labirinturi k</translation>
    </message>
    <message>
        <source>ms (mean ± sd)</source>
        <translation>ms (medie ± abatere std.)</translation>
    </message>
    <message>
        <source>length (mean ± sd)</source>
        <translation>lungime (medie ± abatere std.)</translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation>În această versiune nu este disponibil niciun rezolvitor de secvențe.</translation>
    </message>
    <message>
        <source>Random sets of k mazes; every algorithm runs on the same sets.</source>
        <translation>Mulțimi aleatoare de k labirinturi; fiecare algoritm rulează pe aceleași mulțimi.</translation>
    </message>
    <message>
        <source>Choose at least one algorithm.</source>
        <translation>Alegeți cel puțin un algoritm.</translation>
    </message>
    <message>
        <source>Experiment: %1×%2, k = %3…%4</source>
        <translation>Experiment: %1×%2, k = %3…%4</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Se rulează…</translation>
    </message>
    <message numerus="yes">
        <source>%n runs</source>
        <translation>
            <numerusform>%n rulare</numerusform>
            <numerusform>%n rulări</numerusform>
            <numerusform>%n de rulări</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>S-a salvat %1.</translation>
    </message>
    <message>
        <source>k = %1, set %2 of %3</source>
        <translation>k = %1, mulțimea %2 din %3</translation>
    </message>
</context>
<context>
    <name>mazelab::ExportAnimation</name>
    <message>
        <source>Export animation</source>
        <translation>Exportă animația</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message>
        <source>The animation was not written: %1</source>
        <translation>Animația nu a fost scrisă: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n frames)</source>
        <translation>
            <numerusform>S-a scris %1 (%n cadru)</numerusform>
            <numerusform>S-a scris %1 (%n cadre)</numerusform>
            <numerusform>S-a scris %1 (%n de cadre)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>Exportă ca PNG</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Cell size:</source>
        <translation>Dimensiunea &amp;celulei:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Dimensiunea imaginii:</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Previzualizare:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportă…</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixeli</translation>
    </message>
    <message>
        <source>The image would be larger than 32768 pixels a side.</source>
        <translation>Imaginea ar depăși 32768 de pixeli pe latură.</translation>
    </message>
    <message>
        <source>Drawing the maze…</source>
        <translation>Se desenează labirintul…</translation>
    </message>
    <message>
        <source>Writing the PNG…</source>
        <translation>Se scrie fișierul PNG…</translation>
    </message>
    <message>
        <source>Not enough memory for an image of %1 × %2 pixels.</source>
        <translation>Nu există suficientă memorie pentru o imagine de %1 × %2 pixeli.</translation>
    </message>
</context>
<context>
    <name>mazelab::FileController</name>
    <message>
        <source>Mazes and projects (*.maze *.mazelab);;MazeLab projects (*.mazelab);;Maze files (*.maze);;All files (*)</source>
        <translation>Labirinturi și proiecte (*.maze *.mazelab);;Proiecte MazeLab (*.mazelab);;Fișiere de labirint (*.maze);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modificări nesalvate</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.
Do you want to save them?</source>
        <translation>„%1” are modificări nesalvate.
Doriți să le salvați?</translation>
    </message>
    <message>
        <source>Maze 1</source>
        <translation>Labirint 1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Cannot open the file.

%1</source>
        <translation>Fișierul nu poate fi deschis.

%1</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>MazeLab project (*.mazelab)</source>
        <translation>Proiect MazeLab (*.mazelab)</translation>
    </message>
    <message>
        <source>Maze file (*.maze)</source>
        <translation>Fișier de labirint (*.maze)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Salvează ca</translation>
    </message>
    <message>
        <source>Save as Maze File</source>
        <translation>Salvează ca fișier de labirint</translation>
    </message>
    <message>
        <source>A .maze file holds only mazes: the move sequences of this workspace (%1) will not be saved. Save as a MazeLab project (.mazelab) to keep them.

Save only the mazes?</source>
        <translation>Un fișier .maze conține doar labirinturi: secvențele de mutări din acest spațiu de lucru (%1) nu vor fi salvate. Salvați ca proiect MazeLab (.mazelab) pentru a le păstra.

Salvați doar labirinturile?</translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation>Fișierul nu a fost salvat.

%1</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Exportă ca PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagini PNG (*.png)</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Golește lista</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fișiere &amp;recente</translation>
    </message>
    <message>
        <source>%1 was opened, but not all of it could be restored:

%2</source>
        <translation>%1 a fost deschis, dar nu tot conținutul său a putut fi restaurat:

%2</translation>
    </message>
    <message>
        <source>Wait for “%1” to finish (or cancel it), then export again.</source>
        <translation>Așteptați ca „%1” să se termine (sau anulați-l), apoi exportați din nou.</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Exportare PNG</translation>
    </message>
</context>
<context>
    <name>mazelab::GenMetricsPanel</name>
    <message>
        <source>Size:</source>
        <translation>Dimensiune:</translation>
    </message>
    <message>
        <source>M1 (solution / cells):</source>
        <translation>M1 (soluție / celule):</translation>
    </message>
    <message>
        <source>M2 (longest dead-end path / cells):</source>
        <translation>M2 (cel mai lung drum între fundături / celule):</translation>
    </message>
    <message>
        <source>M3 (inner walls / cells):</source>
        <translation>M3 (pereți interiori / celule):</translation>
    </message>
    <message>
        <source>M4-general (Table 4.2):</source>
        <translation>M4-general (tabelul 4.2):</translation>
    </message>
    <message>
        <source>M5 (1 / areas):</source>
        <translation>M5 (1 / zone):</translation>
    </message>
    <message>
        <source>Solution length:</source>
        <translation>Lungimea soluției:</translation>
    </message>
    <message>
        <source>Dead ends:</source>
        <translation>Fundături:</translation>
    </message>
    <message>
        <source>Junctions:</source>
        <translation>Ramificații:</translation>
    </message>
    <message>
        <source>Longest corridor:</source>
        <translation>Cel mai lung coridor:</translation>
    </message>
    <message>
        <source>Straightness:</source>
        <translation>Rectilinitate:</translation>
    </message>
    <message>
        <source>Areas, loops:</source>
        <translation>Zone, bucle:</translation>
    </message>
    <message>
        <source>Perfect:</source>
        <translation>Perfect:</translation>
    </message>
    <message>
        <source>Generated in:</source>
        <translation>Generat în:</translation>
    </message>
    <message>
        <source>Generate a maze to see its metrics.</source>
        <translation>Generați un labirint pentru a-i vedea metricile.</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
    <message>
        <source>This generator works on the block maze: it has no passage cells to measure.</source>
        <translation>Acest generator lucrează pe labirintul din blocuri: nu are celule-pasaj de măsurat.</translation>
    </message>
    <message>
        <source>%1 × %2 cells (%L3 in the maze)</source>
        <translation>%1 × %2 celule (%L3 în labirint)</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inaccesibil</translation>
    </message>
    <message>
        <source>%L1 (T %L2, crossroads %L3)</source>
        <translation>%L1 (T %L2, în cruce %L3)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nu</translation>
    </message>
    <message>
        <source>Measuring the maze in the background…</source>
        <translation>Se măsoară labirintul în fundal…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln mutare</numerusform>
            <numerusform>%Ln mutări</numerusform>
            <numerusform>%Ln de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells</source>
        <translation>
            <numerusform>%Ln celulă</numerusform>
            <numerusform>%Ln celule</numerusform>
            <numerusform>%Ln de celule</numerusform>
        </translation>
    </message>
    <message>
        <source>M4 (T-intersections / cells):</source>
        <translation>M4 (intersecții în T / celule):</translation>
    </message>
</context>
<context>
    <name>mazelab::GenParamsForm</name>
    <message>
        <source>Choose a model file</source>
        <translation>Alegeți un fișier model</translation>
    </message>
    <message>
        <source>GAN models (*.gan);;All files (*)</source>
        <translation>Modele GAN (*.gan);;Toate fișierele (*)</translation>
    </message>
</context>
<context>
    <name>mazelab::GenerateForm</name>
    <message>
        <source>Maze</source>
        <translation>Labirint</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afișare</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algoritm:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensiune:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sămânță:</translation>
    </message>
    <message>
        <source>Braid:</source>
        <translation>Împletire:</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Mască:</translation>
    </message>
    <message>
        <source>Start, goal:</source>
        <translation>Start, țintă:</translation>
    </message>
    <message>
        <source>Rows of passage cells (the block maze has 2 × rows + 1)</source>
        <translation>Rânduri de celule-pasaj (labirintul din blocuri are 2 × rânduri + 1)</translation>
    </message>
    <message>
        <source>Columns of passage cells</source>
        <translation>Coloane de celule-pasaj</translation>
    </message>
    <message>
        <source>The same seed gives the same maze on every computer</source>
        <translation>Aceeași sămânță dă același labirint pe orice calculator</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouă</translation>
    </message>
    <message>
        <source>A new random seed</source>
        <translation>O sămânță aleatoare nouă</translation>
    </message>
    <message>
        <source>Share of the dead ends opened afterwards, adding loops (Buck, ch. 9)</source>
        <translation>Proporția fundăturilor deschise ulterior, care adaugă bucle (Buck, cap. 9)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Niciuna</translation>
    </message>
    <message>
        <source>Free cells of the current maze</source>
        <translation>Celulele libere ale labirintului curent</translation>
    </message>
    <message>
        <source>PNG file…</source>
        <translation>Fișier PNG…</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Colțuri</translation>
    </message>
    <message>
        <source>Farthest pair</source>
        <translation>Perechea cea mai îndepărtată</translation>
    </message>
    <message>
        <source>Farthest pair: start and goal on the two ends of the longest path</source>
        <translation>Perechea cea mai îndepărtată: startul și ținta la cele două capete ale celui mai lung drum</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Instantaneu (fără animație)</translation>
    </message>
    <message>
        <source>Show the finished maze at once instead of playing the carving</source>
        <translation>Afișează imediat labirintul terminat, în loc să redea săparea</translation>
    </message>
    <message>
        <source>Distances from the start</source>
        <translation>Distanțe de la start</translation>
    </message>
    <message>
        <source>Colour every cell by its distance from the start, light near, dark far (Buck, ch. 3)</source>
        <translation>Colorează fiecare celulă după distanța de la start: deschis aproape, închis departe (Buck, cap. 3)</translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation>Cel mai lung drum</translation>
    </message>
    <message>
        <source>The longest path of the maze, found by two breadth-first searches (exact on perfect mazes)</source>
        <translation>Cel mai lung drum al labirintului, găsit prin două căutări în lățime (exact pentru labirinturi perfecte)</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generează</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>Adaugă în spațiul de lucru</translation>
    </message>
    <message>
        <source>Add the generated maze to the workspace (undoable)</source>
        <translation>Adaugă labirintul generat în spațiul de lucru (se poate anula)</translation>
    </message>
    <message>
        <source>Replace the workspace&apos;s current maze by the generated one (undoable)</source>
        <translation>Înlocuiește labirintul curent din spațiul de lucru cu cel generat (se poate anula)</translation>
    </message>
    <message>
        <source>Generate inside a shape: the free cells of the workspace&apos;s current maze, or the light pixels of a PNG, scaled to rows × columns</source>
        <translation>Generează în interiorul unei forme: celulele libere ale labirintului curent din spațiul de lucru sau pixelii deschiși la culoare ai unui PNG, scalate la rânduri × coloane</translation>
    </message>
    <message>
        <source>This generator cannot generate inside a mask</source>
        <translation>Acest generator nu poate genera în interiorul unei măști</translation>
    </message>
    <message>
        <source>(no file chosen)</source>
        <translation>(niciun fișier ales)</translation>
    </message>
    <message>
        <source>Mask image</source>
        <translation>Imagine mască</translation>
    </message>
    <message>
        <source>Images (*.png *.bmp *.gif *.jpg)</source>
        <translation>Imagini (*.png *.bmp *.gif *.jpg)</translation>
    </message>
    <message>
        <source>Replace current maze</source>
        <translation>Înlocuiește labirintul curent</translation>
    </message>
</context>
<context>
    <name>mazelab::GeneratePage</name>
    <message>
        <source>Generate</source>
        <translation>Generare</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Metrici</translation>
    </message>
    <message>
        <source>%1 %2×%3, seed %4</source>
        <translation>%1 %2×%3, sămânța %4</translation>
    </message>
    <message>
        <source>Refused: unknown algorithm %1</source>
        <translation>Refuzat: algoritm necunoscut %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refuzat: %1</translation>
    </message>
    <message>
        <source>Refused: cannot read the mask image “%1”</source>
        <translation>Refuzat: imaginea mască „%1” nu poate fi citită</translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation>O altă sarcină rulează: %1</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Se generează…</translation>
    </message>
    <message>
        <source>Generate %1 %2×%3</source>
        <translation>Generare %1 %2×%3</translation>
    </message>
    <message>
        <source>%1: %L2 ms</source>
        <translation>%1: %L2 ms</translation>
    </message>
    <message>
        <source>Added “%1” to the workspace.</source>
        <translation>„%1” a fost adăugat în spațiul de lucru.</translation>
    </message>
    <message>
        <source>Replace with %1</source>
        <translation>Înlocuire cu %1</translation>
    </message>
    <message>
        <source>Replaced the current maze by “%1”.</source>
        <translation>Labirintul curent a fost înlocuit cu „%1”.</translation>
    </message>
    <message>
        <source>Cell types: the 16 wall configurations beside the thesis</source>
        <translation>Tipuri de celule: cele 16 configurații de pereți alături de teză</translation>
    </message>
    <message>
        <source>Cell types</source>
        <translation>Tipuri de celule</translation>
    </message>
    <message>
        <source>Speed: time vs cells</source>
        <translation>Viteză: timp vs. celule</translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation>Măsurare %1</translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation>Imagini GIF (*.gif)</translation>
    </message>
    <message>
        <source>Recording the carving again for the GIF…</source>
        <translation>Săparea se înregistrează din nou pentru GIF…</translation>
    </message>
    <message>
        <source>Export the carving</source>
        <translation>Exportă săparea</translation>
    </message>
    <message>
        <source>Saved %1: %L2 frames of %3 × %4 px, %5 × %5 block cells per pixel, every %L6 of %L7 steps.</source>
        <translation>S-a salvat %1: %L2 cadre de %3 × %4 px, %5 × %5 celule-bloc per pixel, un cadru la fiecare %L6 din %L7 pași.</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export anulat.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Exportul a eșuat: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, shown at once (no animation above %Ln cells)</source>
        <translation>
            <numerusform>%1, afișat imediat (fără animație peste %Ln celulă)</numerusform>
            <numerusform>%1, afișat imediat (fără animație peste %Ln celule)</numerusform>
            <numerusform>%1, afișat imediat (fără animație peste %Ln de celule)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too big to animate: Export animation… records the carving again, at most %n frames of at most %2 px a side.</source>
        <translation>
            <numerusform>Prea mare pentru animație: Exportă animația… înregistrează din nou săparea, cel mult %n cadru de cel mult %2 px pe latură.</numerusform>
            <numerusform>Prea mare pentru animație: Exportă animația… înregistrează din nou săparea, cel mult %n cadre de cel mult %2 px pe latură.</numerusform>
            <numerusform>Prea mare pentru animație: Exportă animația… înregistrează din nou săparea, cel mult %n de cadre de cel mult %2 px pe latură.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch of %Ln %2 mazes</source>
        <translation>
            <numerusform>Lot de %Ln labirint %2</numerusform>
            <numerusform>Lot de %Ln labirinturi %2</numerusform>
            <numerusform>Lot de %Ln de labirinturi %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the carving of %1 (at most %n frames, %3 px)</source>
        <translation>
            <numerusform>Exportă săparea pentru %1 (cel mult %n cadru, %3 px)</numerusform>
            <numerusform>Exportă săparea pentru %1 (cel mult %n cadre, %3 px)</numerusform>
            <numerusform>Exportă săparea pentru %1 (cel mult %n de cadre, %3 px)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::GoalTool</name>
    <message>
        <source>Goal</source>
        <translation>Țintă</translation>
    </message>
</context>
<context>
    <name>mazelab::JobRunner</name>
    <message>
        <source>out of memory</source>
        <translation>memorie insuficientă</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>eroare necunoscută</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1: time limit reached after %2</source>
        <translation>%1: limita de timp a fost atinsă după %2</translation>
    </message>
    <message>
        <source>%1: done in %2</source>
        <translation>%1: terminat în %2</translation>
    </message>
    <message>
        <source>%1: cancelled after %2</source>
        <translation>%1: anulat după %2</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 a eșuat: %2</translation>
    </message>
</context>
<context>
    <name>mazelab::JobStatusWidget</name>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Stop the running computation</source>
        <translation>Oprește calculul în curs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cancelling…</source>
        <translation>%1: se anulează…</translation>
    </message>
    <message>
        <source>Elapsed time, and the time left as estimated from the progress so far</source>
        <translation>Timpul scurs și timpul rămas, estimat din progresul de până acum</translation>
    </message>
    <message>
        <source>%1 (about %2 left)</source>
        <translation>%1 (au mai rămas circa %2)</translation>
    </message>
</context>
<context>
    <name>mazelab::LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Pasul %1 din %2</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Înainte ▶</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>Lecția următoare ▶</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecții</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Înapoi</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Arată-mi</translation>
    </message>
    <message>
        <source>Switch to the mode this step is about</source>
        <translation>Treceți la modul despre care este acest pas</translation>
    </message>
</context>
<context>
    <name>mazelab::MainActions</name>
    <message>
        <source>Paste</source>
        <translation>Lipește</translation>
    </message>
    <message>
        <source>The clipboard does not hold a maze.

%1</source>
        <translation>Clipboardul nu conține un labirint.

%1</translation>
    </message>
    <message>
        <source>About MazeLab</source>
        <translation>Despre MazeLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Design, solve and animate grid mazes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Proiectarea, rezolvarea și animarea labirinturilor pe grilă.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Anulează %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refă %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fișier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nou</translation>
    </message>
    <message>
        <source>New workspace with one empty maze (%1)</source>
        <translation>Spațiu de lucru nou cu un labirint gol (%1)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <source>Open a .maze file or a .mazelab project</source>
        <translation>Deschide un fișier .maze sau un proiect .mazelab</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvează &amp;ca…</translation>
    </message>
    <message>
        <source>&amp;Export as PNG…</source>
        <translation>&amp;Exportă ca PNG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Copiază ca &amp;text</translation>
    </message>
    <message>
        <source>Copy the current maze to the clipboard in the .maze text format</source>
        <translation>Copiază labirintul curent în clipboard, în formatul text .maze</translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation>Copiază ca &amp;imagine</translation>
    </message>
    <message>
        <source>&amp;Paste as New Maze</source>
        <translation>&amp;Lipește ca labirint nou</translation>
    </message>
    <message>
        <source>Add the maze(s) in the clipboard&apos;s .maze text to the workspace</source>
        <translation>Adaugă în spațiul de lucru labirintul (labirinturile) din textul .maze din clipboard</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Preferințe…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Mărește</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Mi&amp;cșorează</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Potrivește în fereastră</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Potrivește</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>Mărime &amp;reală (100 %)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Pa&amp;nouri</translation>
    </message>
    <message>
        <source>Tool Bar</source>
        <translation>Bară de instrumente</translation>
    </message>
    <message>
        <source>&amp;Maze</source>
        <translation>&amp;Labirint</translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation>&amp;Redimensionează…</translation>
    </message>
    <message>
        <source>Make every cell free</source>
        <translation>Eliberează toate celulele</translation>
    </message>
    <message>
        <source>Block every cell except start and goal</source>
        <translation>Blochează toate celulele, cu excepția startului și a țintei</translation>
    </message>
    <message>
        <source>Swap free and blocked cells</source>
        <translation>Inversează celulele libere cu cele blocate</translation>
    </message>
    <message>
        <source>&amp;Add Maze</source>
        <translation>&amp;Adaugă labirint</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adaugă</translation>
    </message>
    <message>
        <source>Add an empty maze of the same size after the current one</source>
        <translation>Adaugă un labirint gol de aceeași dimensiune după cel curent</translation>
    </message>
    <message>
        <source>D&amp;uplicate Maze</source>
        <translation>D&amp;uplică labirintul</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplică</translation>
    </message>
    <message>
        <source>&amp;Delete Maze</source>
        <translation>Șt&amp;erge labirintul</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Re&amp;name Maze…</source>
        <translation>Rede&amp;numește labirintul…</translation>
    </message>
    <message>
        <source>Move Maze &amp;Up</source>
        <translation>Mută labirintul în &amp;sus</translation>
    </message>
    <message>
        <source>Move the current maze up the list</source>
        <translation>Mută labirintul curent mai sus în listă</translation>
    </message>
    <message>
        <source>Move Maze Do&amp;wn</source>
        <translation>Mută labirintul în &amp;jos</translation>
    </message>
    <message>
        <source>Move the current maze down the list</source>
        <translation>Mută labirintul curent mai jos în listă</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Instrumente</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;jutor</translation>
    </message>
    <message>
        <source>&amp;About MazeLab</source>
        <translation>&amp;Despre MazeLab</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Exportă &amp;animația…</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecții</translation>
    </message>
    <message>
        <source>Guided tours through the modes, step by step</source>
        <translation>Tururi ghidate prin moduri, pas cu pas</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <source>Questions about mazes, answered on the maze and explained</source>
        <translation>Întrebări despre labirinturi, răspunse pe labirint și explicate</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scurtături de tastatură</translation>
    </message>
    <message>
        <source>Every key MazeLab answers to, grouped by where it works</source>
        <translation>Fiecare tastă la care răspunde MazeLab, grupată după locul unde funcționează</translation>
    </message>
</context>
<context>
    <name>mazelab::MainWindow</name>
    <message>
        <source>History</source>
        <translation>Istoric</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;deschis&gt;</translation>
    </message>
    <message>
        <source>%1[*] — MazeLab</source>
        <translation>%1[*] — MazeLab</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Salvarea automată a eșuat: %1</translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation>MazeLab</translation>
    </message>
    <message>
        <source>Cannot restore the document.

%1</source>
        <translation>Documentul nu poate fi restaurat.

%1</translation>
    </message>
    <message>
        <source>Open sequence file</source>
        <translation>Deschide un fișier de secvență</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDetailView</name>
    <message>
        <source>Click a maze in the set to show it here.</source>
        <translation>Faceți clic pe un labirint din mulțime pentru a-l afișa aici.</translation>
    </message>
    <message>
        <source>Maze #%L1 of %L2</source>
        <translation>Labirintul nr. %L1 din %L2</translation>
    </message>
    <message>
        <source>✓ solved at step %1</source>
        <translation>✓ rezolvat la pasul %1</translation>
    </message>
    <message>
        <source>solved later, at step %1</source>
        <translation>rezolvat mai târziu, la pasul %1</translation>
    </message>
    <message>
        <source>not solved by this sequence</source>
        <translation>nerezolvat de această secvență</translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation>Deschide în editor</translation>
    </message>
    <message>
        <source>Add this maze to the document and edit it</source>
        <translation>Adaugă acest labirint în document și editează-l</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDocument</name>
    <message>
        <source>Maze 1</source>
        <translation>Labirint 1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Fără titlu</translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation>Labirint %1</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListDock</name>
    <message>
        <source>Mazes</source>
        <translation>Labirinturi</translation>
    </message>
    <message>
        <source>The mazes of this workspace. Click to edit one, double-click to rename.</source>
        <translation>Labirinturile acestui spațiu de lucru. Clic pentru a edita unul, dublu clic pentru a-l redenumi.</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListModel</name>
    <message>
        <source>%1
%2 rows × %3 columns</source>
        <translation>%1
%2 rânduri × %3 coloane</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeOperations</name>
    <message>
        <source>Clear</source>
        <translation>Golire</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Umplere</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Inversare</translation>
    </message>
    <message>
        <source>Transpose</source>
        <translation>Transpunere</translation>
    </message>
    <message>
        <source>Mirror Left ↔ Right</source>
        <translation>Oglindire stânga ↔ dreapta</translation>
    </message>
    <message>
        <source>Mirror Top ↕ Bottom</source>
        <translation>Oglindire sus ↕ jos</translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation>Rotire în sensul acelor de ceasornic</translation>
    </message>
    <message>
        <source>Rotate Counter-Clockwise</source>
        <translation>Rotire în sens invers acelor de ceasornic</translation>
    </message>
    <message>
        <source>Resize to %1 × %2</source>
        <translation>Redimensionare la %1 × %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Din clipboard</translation>
    </message>
    <message>
        <source>Paste maze</source>
        <translation>Lipire labirint</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n mazes</source>
        <translation>
            <numerusform>Lipire %n labirint</numerusform>
            <numerusform>Lipire %n labirinturi</numerusform>
            <numerusform>Lipire %n de labirinturi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MazeSetBrowser</name>
    <message>
        <source>No maze matches the filter.</source>
        <translation>Niciun labirint nu corespunde filtrului.</translation>
    </message>
    <message>
        <source>No maze set. Create one above.</source>
        <translation>Nicio mulțime de labirinturi. Creați una mai sus.</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>nerezolvat</translation>
    </message>
    <message>
        <source>Choose a tile</source>
        <translation>Alege o dală</translation>
    </message>
    <message>
        <source>Open the chosen maze for editing</source>
        <translation>Deschide labirintul ales pentru editare</translation>
    </message>
</context>
<context>
    <name>mazelab::MazeView</name>
    <message>
        <source>Move the cell cursor</source>
        <translation>Mută cursorul de celulă</translation>
    </message>
    <message>
        <source>Cursor to the row&apos;s first or last cell</source>
        <translation>Cursorul pe prima sau ultima celulă a rândului</translation>
    </message>
    <message>
        <source>Use the tool (Brush, Start, Goal) on the cursor&apos;s cell</source>
        <translation>Folosește unealta (Pensulă, Start, Țintă) pe celula cursorului</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseCharts</name>
    <message>
        <source>Visit counts</source>
        <translation>Număr de vizite</translation>
    </message>
    <message>
        <source>Walk over time</source>
        <translation>Traseul în timp</translation>
    </message>
    <message>
        <source>visit count</source>
        <translation>număr de vizite</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>celule</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tură</translation>
    </message>
    <message>
        <source>cells visited</source>
        <translation>celule vizitate</translation>
    </message>
    <message>
        <source>largest visit count</source>
        <translation>cel mai mare număr de vizite</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseEndsTool</name>
    <message>
        <source>Brush, entrance and exit</source>
        <translation>Pensulă, intrare și ieșire</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseFrames</name>
    <message>
        <source>Turn 0 of %L1: Squeaky waits at the entrance.</source>
        <translation>Tura 0 din %L1: Squeaky așteaptă la intrare.</translation>
    </message>
    <message>
        <source>Turn %L1 of %L1: Squeaky leaves through the exit.</source>
        <translation>Tura %L1 din %L1: Squeaky părăsește labirintul prin ieșire.</translation>
    </message>
    <message>
        <source>Turn %L1 of %L2</source>
        <translation>Tura %L1 din %L2</translation>
    </message>
</context>
<context>
    <name>mazelab::MousePage</name>
    <message>
        <source>turn %L1 / %L2</source>
        <translation>tura %L1 / %L2</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Șoarece</translation>
    </message>
    <message>
        <source>Squeaky&apos;s walk</source>
        <translation>Traseul lui Squeaky</translation>
    </message>
    <message>
        <source>Entrance column:</source>
        <translation>Coloana de intrare:</translation>
    </message>
    <message>
        <source>Exit column:</source>
        <translation>Coloana de ieșire:</translation>
    </message>
    <message>
        <source>The mouse enters from above this column of the top row. On the board: click or drag the green arrow, or click the row above the board.</source>
        <translation>Șoarecele intră de deasupra acestei coloane a rândului de sus. Pe tablă: faceți clic pe săgeata verde sau trageți-o, ori faceți clic pe rândul de deasupra tablei.</translation>
    </message>
    <message>
        <source>The mouse leaves below this column of the bottom row. On the board: click or drag the red arrow, or click the row below the board.</source>
        <translation>Șoarecele iese pe sub această coloană a rândului de jos. Pe tablă: faceți clic pe săgeata roșie sau trageți-o, ori faceți clic pe rândul de sub tablă.</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Culori:</translation>
    </message>
    <message>
        <source>Green → yellow (as in the game)</source>
        <translation>Verde → galben (ca în joc)</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis (potrivit pentru daltoniști)</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>No way out: the exit cannot be reached from the entrance.</source>
        <translation>Nicio cale de ieșire: ieșirea nu poate fi atinsă de la intrare.</translation>
    </message>
    <message>
        <source>This maze has loops or 2 × 2 open blocks, so the formula does not apply.</source>
        <translation>Acest labirint are bucle sau blocuri deschise de 2 × 2, deci formula nu se aplică.</translation>
    </message>
    <message>
        <source>Loop-less analysis</source>
        <translation>Analiză fără bucle</translation>
    </message>
    <message>
        <source>Main path and side paths with their step counts, from the thesis&apos; formulas and from the walk (Merckens ch. 5); for mazes without loops</source>
        <translation>Drumul principal și drumurile laterale, cu numărul lor de pași, din formulele tezei și din traseu (Merckens, cap. 5); pentru labirinturi fără bucle</translation>
    </message>
    <message numerus="yes">
        <source>Mouse %1 × %1: %n steps</source>
        <translation>
            <numerusform>Șoarece %1 × %1: %n pas</numerusform>
            <numerusform>Șoarece %1 × %1: %n pași</numerusform>
            <numerusform>Șoarece %1 × %1: %n de pași</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computed from the tree without walking (Theorems 2–5): %Ln steps.</source>
        <translation>
            <numerusform>Calculat din arbore, fără parcurgere (teoremele 2–5): %Ln pas.</numerusform>
            <numerusform>Calculat din arbore, fără parcurgere (teoremele 2–5): %Ln pași.</numerusform>
            <numerusform>Calculat din arbore, fără parcurgere (teoremele 2–5): %Ln de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The walk was stopped after %Ln steps.</source>
        <translation>
            <numerusform>Traseul a fost oprit după %Ln pas.</numerusform>
            <numerusform>Traseul a fost oprit după %Ln pași.</numerusform>
            <numerusform>Traseul a fost oprit după %Ln de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; no cell is visited twice.</source>
        <translation>
            <numerusform>Squeaky scapă după %Ln pas; nicio celulă nu este vizitată de două ori.</numerusform>
            <numerusform>Squeaky scapă după %Ln pași; nicio celulă nu este vizitată de două ori.</numerusform>
            <numerusform>Squeaky scapă după %Ln de pași; nicio celulă nu este vizitată de două ori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; %1</source>
        <translation>
            <numerusform>Squeaky scapă după %Ln pas; %1</numerusform>
            <numerusform>Squeaky scapă după %Ln pași; %1</numerusform>
            <numerusform>Squeaky scapă după %Ln de pași; %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the busiest cell is visited %Ln times.</source>
        <translation>
            <numerusform>celula cea mai vizitată este vizitată de %Ln dată.</numerusform>
            <numerusform>celula cea mai vizitată este vizitată de %Ln ori.</numerusform>
            <numerusform>celula cea mai vizitată este vizitată de %Ln de ori.</numerusform>
        </translation>
    </message>
    <message>
        <source>Main path (blue): %1; %2: %3; total %L4 = the simulated %L5.</source>
        <translation>Drumul principal (albastru): %1; %2: %3; total %L4 = %L5 din simulare.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln pas</numerusform>
            <numerusform>%Ln pași</numerusform>
            <numerusform>%Ln de pași</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln side paths</source>
        <translation>
            <numerusform>%Ln drum lateral</numerusform>
            <numerusform>%Ln drumuri laterale</numerusform>
            <numerusform>%Ln de drumuri laterale</numerusform>
        </translation>
    </message>
    <message>
        <source>Squeaky is walking (%L1 × %L2 cells)…</source>
        <translation>Squeaky merge (%L1 × %L2 celule)…</translation>
    </message>
    <message>
        <source>Not enough memory to record this walk.</source>
        <translation>Memorie insuficientă pentru a înregistra acest traseu.</translation>
    </message>
</context>
<context>
    <name>mazelab::MouseSearchPanel</name>
    <message>
        <source>Search for the longest walk</source>
        <translation>Căutarea celui mai lung traseu</translation>
    </message>
    <message>
        <source>Size n × n:</source>
        <translation>Dimensiune n × n:</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Metodă:</translation>
    </message>
    <message>
        <source>Simulated annealing stops after this time</source>
        <translation>Călirea simulată se oprește după acest timp</translation>
    </message>
    <message>
        <source>Worker threads of the exhaustive search</source>
        <translation>Firele de execuție ale căutării exhaustive</translation>
    </message>
    <message>
        <source>Exhaustive (up to 7 × 7)</source>
        <translation>Exhaustiv (până la 7 × 7)</translation>
    </message>
    <message>
        <source>Simulated annealing</source>
        <translation>Călire simulată</translation>
    </message>
    <message>
        <source>Every maze of the size: the optimum and how many mazes reach it</source>
        <translation>Fiecare labirint de această dimensiune: optimul și câte labirinturi îl ating</translation>
    </message>
    <message>
        <source>Local search over wall flips for any size, within the time budget</source>
        <translation>Căutare locală prin comutarea pereților, pentru orice dimensiune, în limita timpului alocat</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Caută</translation>
    </message>
    <message>
        <source>The best maze found opens in this view (added to the workspace). A cancelled exhaustive search resumes where it stopped when started again.</source>
        <translation>Cel mai bun labirint găsit se deschide în această vizualizare (adăugat în spațiul de lucru). O căutare exhaustivă anulată continuă de unde s-a oprit atunci când este pornită din nou.</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Fire de execuție:</translation>
    </message>
    <message>
        <source>Time budget (s):</source>
        <translation>Timp alocat (s):</translation>
    </message>
    <message>
        <source>The exhaustive search handles up to 7 × 7; use simulated annealing.</source>
        <translation>Căutarea exhaustivă merge până la 7 × 7; folosiți călirea simulată.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Se caută…</translation>
    </message>
    <message>
        <source>Exhaustive mouse search %1 × %1</source>
        <translation>Căutare exhaustivă șoarece %1 × %1</translation>
    </message>
    <message>
        <source>Mouse annealing %1 × %1</source>
        <translation>Călire șoarece %1 × %1</translation>
    </message>
    <message>
        <source>Optimum</source>
        <translation>Optim</translation>
    </message>
    <message>
        <source>Best so far (stopped)</source>
        <translation>Cel mai bun până acum (oprit)</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message numerus="yes">
        <source>The best maze so far: %Ln steps</source>
        <translation>
            <numerusform>Cel mai bun labirint de până acum: %Ln pas</numerusform>
            <numerusform>Cel mai bun labirint de până acum: %Ln pași</numerusform>
            <numerusform>Cel mai bun labirint de până acum: %Ln de pași</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5 s.</source>
        <translation>%1: %2; %3, %4, %5 s.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln pas</numerusform>
            <numerusform>%Ln pași</numerusform>
            <numerusform>%Ln de pași</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks tested</source>
        <translation>
            <numerusform>%L1 traseu testat</numerusform>
            <numerusform>%L1 trasee testate</numerusform>
            <numerusform>%L1 de trasee testate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 optimal mazes</source>
        <translation>
            <numerusform>%L1 labirint optim</numerusform>
            <numerusform>%L1 labirinturi optime</numerusform>
            <numerusform>%L1 de labirinturi optime</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best found: %Ln steps after %1 in %2 s.</source>
        <translation>
            <numerusform>Cel mai bun găsit: %Ln pas; %1 în %2 s.</numerusform>
            <numerusform>Cel mai bun găsit: %Ln pași; %1 în %2 s.</numerusform>
            <numerusform>Cel mai bun găsit: %Ln de pași; %1 în %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes tried</source>
        <translation>
            <numerusform>%L1 labirint încercat</numerusform>
            <numerusform>%L1 labirinturi încercate</numerusform>
            <numerusform>%L1 de labirinturi încercate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, about %2 % of the search)…</source>
        <translation>
            <numerusform>Cel mai bun până acum: %Ln pas (%1, circa %2 % din căutare)…</numerusform>
            <numerusform>Cel mai bun până acum: %Ln pași (%1, circa %2 % din căutare)…</numerusform>
            <numerusform>Cel mai bun până acum: %Ln de pași (%1, circa %2 % din căutare)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, %2 % of the time used)…</source>
        <translation>
            <numerusform>Cel mai bun până acum: %Ln pas (%1, %2 % din timp consumat)…</numerusform>
            <numerusform>Cel mai bun până acum: %Ln pași (%1, %2 % din timp consumat)…</numerusform>
            <numerusform>Cel mai bun până acum: %Ln de pași (%1, %2 % din timp consumat)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMarker</name>
    <message>
        <source>Move start</source>
        <translation>Mutarea startului</translation>
    </message>
    <message>
        <source>Move goal</source>
        <translation>Mutarea țintei</translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMaze</name>
    <message>
        <source>Move maze “%1”</source>
        <translation>Mutarea labirintului „%1”</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintCells</name>
    <message>
        <source>Block cells</source>
        <translation>Blocare celule</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Eliberare celule</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintTool</name>
    <message>
        <source>Brush</source>
        <translation>Pensulă</translation>
    </message>
</context>
<context>
    <name>mazelab::PaintWeights</name>
    <message>
        <source>Paint weights</source>
        <translation>Pictare ponderi</translation>
    </message>
</context>
<context>
    <name>mazelab::PlayerBar</name>
    <message>
        <source>Jump to start (Home)</source>
        <translation>Salt la început (Home)</translation>
    </message>
    <message>
        <source>Jump to end (End)</source>
        <translation>Salt la sfârșit (End)</translation>
    </message>
    <message>
        <source>Timeline: drag to scrub</source>
        <translation>Axa timpului: trageți pentru a derula</translation>
    </message>
    <message>
        <source>Playback speed (+ / -)</source>
        <translation>Viteza de redare (+ / -)</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>cât de repede posibil</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 pași/s</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pauză (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Redă (Space)</translation>
    </message>
    <message>
        <source>Step back (, or Ctrl+Left)</source>
        <translation>Pas înapoi (, sau Ctrl+Left)</translation>
    </message>
    <message>
        <source>Step forward (. or Ctrl+Right)</source>
        <translation>Pas înainte (. sau Ctrl+Right)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps/s</source>
        <translation>
            <numerusform>%Ln pas/s</numerusform>
            <numerusform>%Ln pași/s</numerusform>
            <numerusform>%Ln de pași/s</numerusform>
        </translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>pasul %L1 / %L2</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Redă sau pune pe pauză</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Un pas înainte</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Un pas înapoi</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>La început</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>La sfârșit</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Mai repede</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Mai încet</translation>
    </message>
</context>
<context>
    <name>mazelab::Presentation</name>
    <message>
        <source>P&amp;resentation mode</source>
        <translation>Mo&amp;d de prezentare</translation>
    </message>
    <message>
        <source>Full screen with the canvas, the player and large captions only (F5 or Esc leaves)</source>
        <translation>Ecran complet doar cu suprafața, playerul și subtitrări mari (F5 sau Esc iese)</translation>
    </message>
</context>
<context>
    <name>mazelab::Project</name>
    <message>
        <source>missing</source>
        <translation>lipsește</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se aștepta un șir de caractere</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>se aștepta un tablou</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>se aștepta un număr întreg</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 este în afara intervalului (de la %2 la %3)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se aștepta un obiect</translation>
    </message>
    <message>
        <source>expected [row, column]</source>
        <translation>se aștepta [rând, coloană]</translation>
    </message>
    <message>
        <source>unknown character &apos;%1&apos; at column %2 (expected &apos;.&apos; or &apos;#&apos;)</source>
        <translation>caracter necunoscut &apos;%1&apos; în coloana %2 (se aștepta &apos;.&apos; sau &apos;#&apos;)</translation>
    </message>
    <message>
        <source>the project is not a JSON object</source>
        <translation>proiectul nu este un obiect JSON</translation>
    </message>
    <message>
        <source>expected &quot;mazelab-project&quot;</source>
        <translation>se aștepta &quot;mazelab-project&quot;</translation>
    </message>
    <message>
        <source>unsupported version %1 (this MazeLab reads version %2)</source>
        <translation>versiune nesuportată %1 (acest MazeLab citește versiunea %2)</translation>
    </message>
    <message>
        <source>a project needs at least one maze</source>
        <translation>un proiect are nevoie de cel puțin un labirint</translation>
    </message>
    <message>
        <source>only the moves u, d, l, r are allowed</source>
        <translation>sunt permise doar mutările u, d, l, r</translation>
    </message>
    <message numerus="yes">
        <source>expected %n rows, found %2</source>
        <translation>
            <numerusform>se aștepta %n rând, s-au găsit %2</numerusform>
            <numerusform>se așteptau %n rânduri, s-au găsit %2</numerusform>
            <numerusform>se așteptau %n de rânduri, s-au găsit %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ragged row: %n cells, expected %2</source>
        <translation>
            <numerusform>rând inegal: %n celulă, se așteptau %2</numerusform>
            <numerusform>rând inegal: %n celule, se așteptau %2</numerusform>
            <numerusform>rând inegal: %n de celule, se așteptau %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::QuizPage</name>
    <message numerus="yes">
        <source>Finished: %1 of %n right.</source>
        <translation>
            <numerusform>Gata: %1 răspunsuri corecte din %n întrebare.</numerusform>
            <numerusform>Gata: %1 răspunsuri corecte din %n întrebări.</numerusform>
            <numerusform>Gata: %1 răspunsuri corecte din %n de întrebări.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2 — score %3</source>
        <translation>Întrebarea %1 din %2 — scor %3</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Quiz &amp;number:</source>
        <translation>&amp;Numărul testului:</translation>
    </message>
    <message>
        <source>The same number, level, count and topics give the same questions (also in mazelab-cli quiz, for a printed worksheet)</source>
        <translation>Același număr, nivel, număr de întrebări și aceleași subiecte dau aceleași întrebări (și în mazelab-cli quiz, pentru o fișă tipărită)</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Greu</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>Î&amp;ntrebări:</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Subiecte</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Test nou</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Răspunde</translation>
    </message>
    <message>
        <source>Click the cell on the maze, or give its row and column (from 0 at the top left):</source>
        <translation>Faceți clic pe celulă în labirint sau dați rândul și coloana (de la 0, stânga sus):</translation>
    </message>
    <message>
        <source>row </source>
        <translation>rândul </translation>
    </message>
    <message>
        <source>column </source>
        <translation>coloana </translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Din nou</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Întrebarea următoare</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Vezi rezultatul</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Exportă fișa</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fișiere PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>Nu se poate scrie %1:
%2</translation>
    </message>
    <message>
        <source>Worksheet…</source>
        <translation>Fișă…</translation>
    </message>
    <message>
        <source>Export these questions as a PDF worksheet with the answer key on its last page</source>
        <translation>Exportă aceste întrebări ca fișă PDF, cu răspunsurile pe ultima pagină</translation>
    </message>
    <message>
        <source>Quiz: %1 not read as written (an unknown name is left out, a number out of range brought into range); the quiz opens without it.</source>
        <translation>Test: %1 nu a fost citit așa cum este scris (un nume necunoscut este omis, un număr în afara intervalului este adus în interval); testul se deschide fără acesta.</translation>
    </message>
    <message>
        <source>Answer yes or no</source>
        <translation>Răspunde cu da sau nu</translation>
    </message>
    <message>
        <source>Choose an answer</source>
        <translation>Alege un răspuns</translation>
    </message>
    <message>
        <source>Answer the number or cell typed; once answered, the next question</source>
        <translation>Răspunde cu numărul sau celula introdusă; după răspuns, întrebarea următoare</translation>
    </message>
</context>
<context>
    <name>mazelab::RaceFrames</name>
    <message>
        <source>maze</source>
        <translation>labirint</translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation>nerulat: %1</translation>
    </message>
    <message>
        <source>%L1 expanded · no path</source>
        <translation>%L1 expandate · niciun drum</translation>
    </message>
    <message>
        <source>%L1 expanded · path %L2</source>
        <translation>%L1 expandate · drum %L2</translation>
    </message>
    <message>
        <source>%L1 expanded · frontier %L2</source>
        <translation>%L1 expandate · frontieră %L2</translation>
    </message>
    <message>
        <source> ✓ done</source>
        <translation> ✓ gata</translation>
    </message>
    <message>
        <source> ✗ done</source>
        <translation> ✗ gata</translation>
    </message>
    <message numerus="yes">
        <source>Step %L1 of %L2: %3 of %n solvers finished</source>
        <translation>
            <numerusform>Pasul %L1 din %L2: %3 din %n rezolvitor a terminat</numerusform>
            <numerusform>Pasul %L1 din %L2: %3 din %n rezolvitori au terminat</numerusform>
            <numerusform>Pasul %L1 din %L2: %3 din %n de rezolvitori au terminat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Recuperarea lucrului nesalvat</translation>
    </message>
    <message>
        <source>MazeLab did not exit cleanly last time. These documents had unsaved changes; the copies below hold the edits up to the last autosave.</source>
        <translation>MazeLab nu s-a închis corect data trecută. Aceste documente aveau modificări nesalvate; copiile de mai jos conțin modificările până la ultima salvare automată.</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>niciodată salvat</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), salvat automat %3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurează</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Re&amp;nunță</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Mai &amp;târziu</translation>
    </message>
    <message>
        <source>Keep the copies and ask again at the next start.</source>
        <translation>Păstrează copiile și întreabă din nou la următoarea pornire.</translation>
    </message>
</context>
<context>
    <name>mazelab::RemoveMaze</name>
    <message>
        <source>Delete maze “%1”</source>
        <translation>Ștergere labirint „%1”</translation>
    </message>
</context>
<context>
    <name>mazelab::RenameMaze</name>
    <message>
        <source>Rename maze to “%1”</source>
        <translation>Redenumire labirint în „%1”</translation>
    </message>
</context>
<context>
    <name>mazelab::ResizeDialog</name>
    <message>
        <source>Resize Maze</source>
        <translation>Redimensionează labirintul</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rânduri:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Coloane:</translation>
    </message>
    <message>
        <source>The top-left part is kept; new cells are free.</source>
        <translation>Partea din stânga sus se păstrează; celulele noi sunt libere.</translation>
    </message>
</context>
<context>
    <name>mazelab::SequenceFrames</name>
    <message numerus="yes">
        <source>Before the first move: %L1 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Înainte de prima mutare: %L1 din %Ln labirint rezolvat.</numerusform>
            <numerusform>Înainte de prima mutare: %L1 din %Ln labirinturi rezolvate.</numerusform>
            <numerusform>Înainte de prima mutare: %L1 din %Ln de labirinturi rezolvate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %L1 of %L2 (%3): %L4 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Mutarea %L1 din %L2 (%3): %L4 din %Ln labirint rezolvat.</numerusform>
            <numerusform>Mutarea %L1 din %L2 (%3): %L4 din %Ln labirinturi rezolvate.</numerusform>
            <numerusform>Mutarea %L1 din %L2 (%3): %L4 din %Ln de labirinturi rezolvate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SequencePlayer</name>
    <message>
        <source>&amp;Sequence:</source>
        <translation>&amp;Secvență:</translation>
    </message>
    <message>
        <source>type moves u d l r, or press the arrow keys</source>
        <translation>tastați mutările u d l r sau apăsați tastele săgeți</translation>
    </message>
    <message>
        <source>Moves u (up), d (down), l (left), r (right). Arrow keys append a move, Backspace removes one, Space plays / pauses.</source>
        <translation>Mutări: u (sus), d (jos), l (stânga), r (dreapta). Tastele săgeți adaugă o mutare, Backspace elimină una, Space redă / pune pauză.</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>Salvează în proiect</translation>
    </message>
    <message>
        <source>Store this sequence in the document (saved in the .mazelab project)</source>
        <translation>Stochează această secvență în document (se salvează în proiectul .mazelab)</translation>
    </message>
    <message>
        <source>Sequences stored in the document</source>
        <translation>Secvențe stocate în document</translation>
    </message>
    <message>
        <source>Saved sequences…</source>
        <translation>Secvențe salvate…</translation>
    </message>
    <message>
        <source>solved %L1 of %L2</source>
        <translation>rezolvate: %L1 din %L2</translation>
    </message>
    <message>
        <source>(running…)</source>
        <translation>(rulează…)</translation>
    </message>
    <message>
        <source>Save sequence</source>
        <translation>Salvează secvența</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nume:</translation>
    </message>
    <message>
        <source>Sequence %1</source>
        <translation>Secvența %1</translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation>Exportă animația…</translation>
    </message>
    <message>
        <source>Save the run as a GIF or as PNG frames (in the background)</source>
        <translation>Salvează rularea ca GIF sau ca cadre PNG (în fundal)</translation>
    </message>
    <message>
        <source>The mazes shown (up to 24 tiles)…</source>
        <translation>Labirinturile afișate (până la 24 de dale)…</translation>
    </message>
    <message>
        <source>The selected maze…</source>
        <translation>Labirintul selectat…</translation>
    </message>
    <message>
        <source>Sequence file</source>
        <translation>Fișier de secvență</translation>
    </message>
    <message>
        <source>Open or save a .seq file, as mazelab-cli reads and writes them</source>
        <translation>Deschide sau salvează un fișier .seq, așa cum le citește și scrie mazelab-cli</translation>
    </message>
    <message>
        <source>Open sequence file…</source>
        <translation>Deschide un fișier de secvență…</translation>
    </message>
    <message>
        <source>Save sequence as file…</source>
        <translation>Salvează secvența ca fișier…</translation>
    </message>
    <message>
        <source>Cannot read %1: it is a directory</source>
        <translation>Nu se poate citi %1: este un director</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is larger than 64 MB, too large for a move sequence</source>
        <translation>Nu se poate citi %1: are peste 64 MB, prea mult pentru o secvență de mutări</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: &apos;%4&apos; is not a move (u, d, l, r; spaces and commas are ignored, lines starting with ; are comments)</source>
        <translation>%1, linia %2, coloana %3: &apos;%4&apos; nu este o mutare (u, d, l, r; spațiile și virgulele sunt ignorate, liniile care încep cu ; sunt comentarii)</translation>
    </message>
    <message>
        <source>Move sequences (*.seq *.txt);;All files (*)</source>
        <translation>Secvențe de mutări (*.seq *.txt);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Save sequence as file</source>
        <translation>Salvează secvența ca fișier</translation>
    </message>
    <message>
        <source>Open sequence file</source>
        <translation>Deschide un fișier de secvență</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln mutare</numerusform>
            <numerusform>%Ln mutări</numerusform>
            <numerusform>%Ln de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln moves)</source>
        <translation>
            <numerusform>%1 (%Ln mutare)</numerusform>
            <numerusform>%1 (%Ln mutări)</numerusform>
            <numerusform>%1 (%Ln de mutări)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds %L2 moves; the player takes up to %L3</source>
        <translation>%1 conține %L2 mutări; playerul acceptă până la %L3</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>pasul %L1 / %L2</translation>
    </message>
    <message>
        <source>Append the move u, d, l or r to the sequence</source>
        <translation>Adaugă mutarea u, d, l sau r la secvență</translation>
    </message>
    <message>
        <source>Remove the last move</source>
        <translation>Șterge ultima mutare</translation>
    </message>
</context>
<context>
    <name>mazelab::SetPanel</name>
    <message>
        <source>Set:</source>
        <translation>Mulțime:</translation>
    </message>
    <message>
        <source>All solvable mazes</source>
        <translation>Toate labirinturile rezolvabile</translation>
    </message>
    <message>
        <source>Random solvable mazes</source>
        <translation>Labirinturi rezolvabile aleatoare</translation>
    </message>
    <message>
        <source>The document&apos;s mazes</source>
        <translation>Labirinturile documentului</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rânduri</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Coloane</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Number of random mazes</source>
        <translation>Numărul de labirinturi aleatoare</translation>
    </message>
    <message>
        <source>density:</source>
        <translation>densitate:</translation>
    </message>
    <message>
        <source>Probability that a cell is blocked</source>
        <translation>Probabilitatea ca o celulă să fie blocată</translation>
    </message>
    <message>
        <source>seed:</source>
        <translation>sămânță:</translation>
    </message>
    <message>
        <source>Create set</source>
        <translation>Creează mulțimea</translation>
    </message>
    <message>
        <source>Add editor maze</source>
        <translation>Adaugă labirintul din editor</translation>
    </message>
    <message>
        <source>Append the editor&apos;s current maze to the set</source>
        <translation>Adaugă la mulțime labirintul curent din editor</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afișează:</translation>
    </message>
    <message>
        <source>all mazes</source>
        <translation>toate labirinturile</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>rezolvate</translation>
    </message>
    <message>
        <source>unsolved</source>
        <translation>nerezolvate</translation>
    </message>
    <message>
        <source>solved at step</source>
        <translation>rezolvate la pasul</translation>
    </message>
    <message>
        <source>The step k for &quot;solved at step&quot;</source>
        <translation>Pasul k pentru „rezolvate la pasul”</translation>
    </message>
    <message>
        <source>Create maze set</source>
        <translation>Creare mulțime de labirinturi</translation>
    </message>
    <message>
        <source>Enumerate solvable %1×%2 mazes</source>
        <translation>Enumerare labirinturi rezolvabile %1×%2</translation>
    </message>
    <message>
        <source>The document has no solvable %1×%2 maze.</source>
        <translation>Documentul nu conține niciun labirint rezolvabil %1×%2.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the document&apos;s mazes</source>
        <translation>
            <numerusform>%n labirint din document</numerusform>
            <numerusform>%n labirinturi din document</numerusform>
            <numerusform>%n de labirinturi din document</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n left out: other size or unsolvable)</source>
        <translation>
            <numerusform>(%n labirint omis: altă dimensiune sau nerezolvabil)</numerusform>
            <numerusform>(%n labirinturi omise: altă dimensiune sau nerezolvabile)</numerusform>
            <numerusform>(%n de labirinturi omise: altă dimensiune sau nerezolvabile)</numerusform>
        </translation>
    </message>
    <message>
        <source>The editor&apos;s maze is not solvable (the goal cannot be reached from the start), so no sequence can solve it.</source>
        <translation>Labirintul din editor nu este rezolvabil (ținta nu poate fi atinsă de la start), deci nicio secvență nu îl poate rezolva.</translation>
    </message>
    <message>
        <source>The set holds %1×%2 mazes; the editor&apos;s maze is %3×%4.</source>
        <translation>Mulțimea conține labirinturi %1×%2; labirintul din editor este %3×%4.</translation>
    </message>
    <message numerus="yes">
        <source>a list of %n mazes</source>
        <translation>
            <numerusform>o listă de %n labirint</numerusform>
            <numerusform>o listă de %n labirinturi</numerusform>
            <numerusform>o listă de %n de labirinturi</numerusform>
        </translation>
    </message>
    <message>
        <source>no set</source>
        <translation>nicio mulțime</translation>
    </message>
    <message>
        <source>showing %L1 of %L2</source>
        <translation>se afișează %L1 din %L2</translation>
    </message>
    <message numerus="yes">
        <source>All solvable %1×%2 mazes are too many to list: at most %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Labirinturile rezolvabile %1×%2 sunt prea multe pentru a fi listate: cel mult %n celulă (de ex. 5×6).</numerusform>
            <numerusform>Labirinturile rezolvabile %1×%2 sunt prea multe pentru a fi listate: cel mult %n celule (de ex. 5×6).</numerusform>
            <numerusform>Labirinturile rezolvabile %1×%2 sunt prea multe pentru a fi listate: cel mult %n de celule (de ex. 5×6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generate %n random %2×%3 mazes</source>
        <translation>
            <numerusform>Generare %n labirint aleator %2×%3</numerusform>
            <numerusform>Generare %n labirinturi aleatoare %2×%3</numerusform>
            <numerusform>Generare %n de labirinturi aleatoare %2×%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The set has %L1 mazes; adding to sets of more than %2 is not supported.</source>
        <translation>
            <numerusform>Mulțimea are %L1 labirint; adăugarea la mulțimi de peste %2 nu este suportată.</numerusform>
            <numerusform>Mulțimea are %L1 labirinturi; adăugarea la mulțimi de peste %2 nu este suportată.</numerusform>
            <numerusform>Mulțimea are %L1 de labirinturi; adăugarea la mulțimi de peste %2 nu este suportată.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes</source>
        <translation>
            <numerusform>%Ln labirint</numerusform>
            <numerusform>%Ln labirinturi</numerusform>
            <numerusform>%Ln de labirinturi</numerusform>
        </translation>
    </message>
    <message>
        <source>Current set: none</source>
        <translation>Mulțimea curentă: niciuna</translation>
    </message>
    <message>
        <source>Current set: %1</source>
        <translation>Mulțimea curentă: %1</translation>
    </message>
    <message>
        <source>Save shown…</source>
        <translation>Salvează cele afișate…</translation>
    </message>
    <message>
        <source>Save the mazes shown (the filter applies: e.g. those the sequence leaves unsolved) as a .maze file</source>
        <translation>Salvează labirinturile afișate (se aplică filtrul: de ex. cele pe care secvența le lasă nerezolvate) ca fișier .maze</translation>
    </message>
    <message>
        <source>No maze is shown.</source>
        <translation>Nu este afișat niciun labirint.</translation>
    </message>
    <message>
        <source>%L1 mazes are shown; at most %L2 are saved at once (choose a filter, or use mazelab-cli seq verify-all --failures for all of them).</source>
        <translation>Sunt afișate %L1 labirinturi; se salvează cel mult %L2 odată (alegeți un filtru sau folosiți mazelab-cli seq verify-all --failures pentru toate).</translation>
    </message>
    <message>
        <source>Save shown mazes</source>
        <translation>Salvează labirinturile afișate</translation>
    </message>
    <message>
        <source>Maze files (*.maze)</source>
        <translation>Fișiere de labirint (*.maze)</translation>
    </message>
    <message>
        <source>#%1 of %2</source>
        <translation>#%1 din %2</translation>
    </message>
</context>
<context>
    <name>mazelab::SetSequences</name>
    <message>
        <source>Edit move sequences</source>
        <translation>Editare secvențe de mutări</translation>
    </message>
</context>
<context>
    <name>mazelab::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferințe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Limbă:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Limba sistemului</translation>
    </message>
    <message>
        <source>The language of menus and dialogs; changes apply at once.</source>
        <translation>Limba meniurilor și a dialogurilor; modificările se aplică imediat.</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Salvare automată la fiecare:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Dezactivat</translation>
    </message>
    <message>
        <source>How often a modified document is copied to the recovery folder, from which MazeLab restores it after a crash.</source>
        <translation>Cât de des este copiat un document modificat în dosarul de recuperare, din care MazeLab îl restaurează după o închidere neașteptată.</translation>
    </message>
</context>
<context>
    <name>mazelab::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scurtături de tastatură</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce fac</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Unealtă: %1</translation>
    </message>
    <message>
        <source>Menus and tools</source>
        <translation>Meniuri și unelte</translation>
    </message>
    <message>
        <source>Maze canvas (Editor)</source>
        <translation>Suprafața labirintului (Editor)</translation>
    </message>
    <message>
        <source>Player (every animated mode, also in presentation mode)</source>
        <translation>Player (orice mod animat, și în modul de prezentare)</translation>
    </message>
    <message>
        <source>Simultaneous: the sequence</source>
        <translation>Simultan: secvența</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Mod de prezentare</translation>
    </message>
    <message>
        <source>Leave presentation mode (as F5 does)</source>
        <translation>Ieșire din modul de prezentare (ca F5)</translation>
    </message>
    <message>
        <source>Simultaneous: the tiles</source>
        <translation>Simultan: dalele</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
</context>
<context>
    <name>mazelab::SigmaCertificateView</name>
    <message>
        <source>Open σ certificate</source>
        <translation>Deschide certificatul σ</translation>
    </message>
    <message>
        <source>σ certificates (*.cert *.maze);;All files (*)</source>
        <translation>Certificate σ (*.cert *.maze);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>σ certificate:</source>
        <translation>Certificat σ:</translation>
    </message>
    <message>
        <source>A certificate written by mazelab-cli sigma</source>
        <translation>Un certificat scris de mazelab-cli sigma</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Deschide…</translation>
    </message>
    <message>
        <source>Show a certificate such as tests/data/sigma/sigma-4x4.cert: its mazes as the set, its sequence in the player</source>
        <translation>Afișează un certificat precum tests/data/sigma/sigma-4x4.cert: labirinturile sale ca mulțime, secvența sa în player</translation>
    </message>
    <message>
        <source>Re-check</source>
        <translation>Reverifică</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) ≥ %3 certificate (%n mazes)</source>
        <translation>
            <numerusform>Certificat σ(%1,%2) ≥ %3 (%n labirint)</numerusform>
            <numerusform>Certificat σ(%1,%2) ≥ %3 (%n labirinturi)</numerusform>
            <numerusform>Certificat σ(%1,%2) ≥ %3 (%n de labirinturi)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a valid certificate: %2</source>
        <translation>%1 nu este un certificat valid: %2</translation>
    </message>
    <message numerus="yes">
        <source>No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.</source>
        <translation>
            <numerusform>Nicio secvență de %1 mutări nu rezolvă acest %n labirint, deci σ(%2,%3) ≥ %4.</numerusform>
            <numerusform>Nicio secvență de %1 mutări nu rezolvă aceste %n labirinturi, deci σ(%2,%3) ≥ %4.</numerusform>
            <numerusform>Nicio secvență de %1 mutări nu rezolvă aceste %n de labirinturi, deci σ(%2,%3) ≥ %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n-move sequence in the player solves every solvable %1×%2 maze</source>
        <translation>
            <numerusform>Secvența de %n mutare din player rezolvă fiecare labirint rezolvabil %1×%2</numerusform>
            <numerusform>Secvența de %n mutări din player rezolvă fiecare labirint rezolvabil %1×%2</numerusform>
            <numerusform>Secvența de %n de mutări din player rezolvă fiecare labirint rezolvabil %1×%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-check σ certificate</source>
        <translation>Reverificare certificat σ</translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s. %2</source>
        <translation>✓ Certificat verificat în %1 s. %2</translation>
    </message>
    <message>
        <source>✗ Certificate NOT verified: %1</source>
        <translation>✗ Certificatul NU a fost verificat: %1</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message>
        <source>Re-checking… (a SAT proof; may take minutes — Cancel in the status bar)</source>
        <translation>Se reverifică… (o demonstrație SAT; poate dura minute — Anulează în bara de stare)</translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s: no shorter sequence solves even its first %2 of %3 mazes.</source>
        <translation>✓ Certificat verificat în %1 s: nicio secvență mai scurtă nu rezolvă nici măcar primele %2 din cele %3 labirinturi ale sale.</translation>
    </message>
    <message>
        <source>Simulate the sequence on all solvable mazes and prove by SAT, adding the certificate&apos;s mazes in the order the search found them, that no shorter sequence solves them</source>
        <translation>Simulează secvența pe toate labirinturile rezolvabile și demonstrează prin SAT – adăugând labirinturile certificatului în ordinea în care le-a găsit căutarea – că nicio secvență mai scurtă nu le rezolvă</translation>
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
        <translation>Labirint</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Rezolvitori</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
    <message>
        <source>Set maze #%1</source>
        <translation>Labirintul nr. %1 din mulțime</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportă animația</translation>
    </message>
    <message>
        <source>Simultaneous: the maze set could not be restored (%1); the page opens without it.</source>
        <translation>Simultan: mulțimea de labirinturi nu a putut fi restaurată (%1); pagina se deschide fără ea.</translation>
    </message>
    <message>
        <source>Simultaneous: the move sequence could not be read: character %L1, &apos;%2&apos;, is not a move (u, d, l, r); the player opens without it.</source>
        <translation>Simultan: secvența de mutări nu a putut fi citită: caracterul %L1, „%2”, nu este o mutare (u, d, l, r); playerul se deschide fără ea.</translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSession</name>
    <message numerus="yes">
        <source>Run sequence on %n mazes</source>
        <translation>
            <numerusform>Rulare secvență pe %n labirint</numerusform>
            <numerusform>Rulare secvență pe %n labirinturi</numerusform>
            <numerusform>Rulare secvență pe %n de labirinturi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSet</name>
    <message>
        <source>all solvable %1×%2 mazes</source>
        <translation>toate labirinturile rezolvabile %1×%2</translation>
    </message>
    <message>
        <source>The number of mazes must be between 1 and %1.</source>
        <translation>Numărul de labirinturi trebuie să fie între 1 și %1.</translation>
    </message>
    <message>
        <source>Rows and columns must be between 1 and 255.</source>
        <translation>Rândurile și coloanele trebuie să fie între 1 și 255.</translation>
    </message>
    <message>
        <source>%1 random %2×%3 mazes are too many (at most %4 cells in all).</source>
        <translation>%1 labirinturi aleatoare %2×%3 sunt prea multe (cel mult %4 celule în total).</translation>
    </message>
    <message numerus="yes">
        <source>%n random %2×%3 mazes (density %4, seed %5)</source>
        <translation>
            <numerusform>%n labirint aleator %2×%3 (densitate %4, sămânță %5)</numerusform>
            <numerusform>%n labirinturi aleatoare %2×%3 (densitate %4, sămânță %5)</numerusform>
            <numerusform>%n de labirinturi aleatoare %2×%3 (densitate %4, sămânță %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing all solvable %1×%2 mazes is limited to %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Listarea tuturor labirinturilor rezolvabile %1×%2 este limitată la %n celulă (de ex. 5×6).</numerusform>
            <numerusform>Listarea tuturor labirinturilor rezolvabile %1×%2 este limitată la %n celule (de ex. 5×6).</numerusform>
            <numerusform>Listarea tuturor labirinturilor rezolvabile %1×%2 este limitată la %n de celule (de ex. 5×6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveChart</name>
    <message>
        <source>Measuring %1 on %2 × %2…</source>
        <translation>Se măsoară %1 pe %2 × %2…</translation>
    </message>
    <message>
        <source>Another job is running; try again when it has finished.</source>
        <translation>O altă sarcină rulează; încercați din nou după ce se termină.</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>celule</translation>
    </message>
    <message>
        <source>Up to:</source>
        <translation>Până la:</translation>
    </message>
    <message>
        <source>The largest side measured (random grids with 30 % walls)</source>
        <translation>Cea mai mare latură măsurată (grile aleatoare cu 30 % pereți)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Măsoară</translation>
    </message>
    <message>
        <source>Measure %1 on %2 × %2</source>
        <translation>Măsurare %1 pe %2 × %2</translation>
    </message>
    <message>
        <source>CPU time (ms)</source>
        <translation>Timp CPU (ms)</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n points.</source>
        <translation>
            <numerusform>Gata: %n punct.</numerusform>
            <numerusform>Gata: %n puncte.</numerusform>
            <numerusform>Gata: %n de puncte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n points.</source>
        <translation>
            <numerusform>Anulat după %n punct.</numerusform>
            <numerusform>Anulat după %n puncte.</numerusform>
            <numerusform>Anulat după %n de puncte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveFrames</name>
    <message>
        <source>%1, step %L2 of %L3: the path</source>
        <translation>%1, pasul %L2 din %L3: drumul</translation>
    </message>
    <message>
        <source>%1, step %L2 of %L3: searching</source>
        <translation>%1, pasul %L2 din %L3: căutare</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln steps</source>
        <translation>
            <numerusform>%1: %Ln pas</numerusform>
            <numerusform>%1: %Ln pași</numerusform>
            <numerusform>%1: %Ln de pași</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveOptionsPanel</name>
    <message>
        <source>Heuristic:</source>
        <translation>Euristică:</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>Euclidiană</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>Cebîșev</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>Octilă</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Pondere:</translation>
    </message>
    <message>
        <source>f = g + weight · h (1: admissible A*; above 1: faster, maybe longer paths)</source>
        <translation>f = g + pondere · h (1: A* admisibil; peste 1: mai rapid, drumuri posibil mai lungi)</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Deplasare:</translation>
    </message>
    <message>
        <source>4 neighbours</source>
        <translation>4 vecini</translation>
    </message>
    <message>
        <source>8: always</source>
        <translation>8: mereu</translation>
    </message>
    <message>
        <source>8: at most one obstacle</source>
        <translation>8: cel mult un obstacol</translation>
    </message>
    <message>
        <source>8: no obstacles</source>
        <translation>8: fără obstacole</translation>
    </message>
    <message>
        <source>Diagonal steps as in PathFinding.js: always, when at most one of the two side cells is a wall, or only when neither is</source>
        <translation>Pași diagonali ca în PathFinding.js: mereu, când cel mult una dintre cele două celule laterale este perete sau doar când niciuna nu este</translation>
    </message>
    <message>
        <source>Turn cost:</source>
        <translation>Cost de viraj:</translation>
    </message>
    <message>
        <source>Added when a step changes direction (Dijkstra and A* optimise it)</source>
        <translation>Se adaugă când un pas schimbă direcția (Dijkstra și A* îl optimizează)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sămânță:</translation>
    </message>
    <message>
        <source>For the random solvers (DFS random, random mouse)</source>
        <translation>Pentru rezolvitorii aleatori (DFS aleator, șoarece aleator)</translation>
    </message>
    <message>
        <source>Compress corridors (Dijkstra)</source>
        <translation>Comprimă coridoarele (Dijkstra)</translation>
    </message>
    <message>
        <source>Dijkstra on the graph of corridors and junctions (thesis §3.2); its tile then shows only the path</source>
        <translation>Dijkstra pe graful coridoarelor și ramificațiilor (teza §3.2); dala sa afișează atunci doar drumul</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Rulează din nou</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Planșă</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Pereți</translation>
    </message>
    <message>
        <source>Click or drag: walls on / off; drag S or G to move them</source>
        <translation>Clic sau tragere: pereți activați / dezactivați; trageți S sau G pentru a le muta</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ponderi</translation>
    </message>
    <message>
        <source>Paint cell weights (left) or erase them (right)</source>
        <translation>Pictează ponderile celulelor (stânga) sau șterge-le (dreapta)</translation>
    </message>
    <message>
        <source>The weight the brush paints</source>
        <translation>Ponderea pe care o pictează pensula</translation>
    </message>
    <message>
        <source>Distance heat map</source>
        <translation>Hartă termică a distanțelor</translation>
    </message>
    <message>
        <source>Breadth-first distance from the start (Lee)</source>
        <translation>Distanța de la start prin căutare în lățime (Lee)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importă…</translation>
    </message>
    <message>
        <source>Read weights from a file (the format of mazelab-cli solve --weights)</source>
        <translation>Citește ponderile dintr-un fișier (formatul mazelab-cli solve --weights)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportă…</translation>
    </message>
    <message>
        <source>Write the weights to a file</source>
        <translation>Scrie ponderile într-un fișier</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Golește</translation>
    </message>
    <message>
        <source>Remove every weight</source>
        <translation>Elimină toate ponderile</translation>
    </message>
    <message>
        <source>Check several solvers to race them.</source>
        <translation>Bifați mai mulți rezolvitori pentru a-i pune în întrecere.</translation>
    </message>
</context>
<context>
    <name>mazelab::SolvePage</name>
    <message>
        <source>Clear weights</source>
        <translation>Golire ponderi</translation>
    </message>
    <message>
        <source>Measuring needs a chosen solver and a free job runner.</source>
        <translation>Măsurarea necesită un rezolvitor ales și nicio altă sarcină în curs.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Rezolvare</translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation>Rezolvitori</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Rezultate</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Creștere</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>frontieră</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>vizitat</translation>
    </message>
    <message>
        <source>path</source>
        <translation>drum</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>umplut</translation>
    </message>
    <message>
        <source>current</source>
        <translation>curent</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>țintă</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>pondere</translation>
    </message>
    <message>
        <source>Waiting for “%1” to finish…</source>
        <translation>Se așteaptă terminarea „%1”…</translation>
    </message>
    <message>
        <source>Check one or more solvers.</source>
        <translation>Bifați unul sau mai mulți rezolvitori.</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Se rezolvă…</translation>
    </message>
    <message>
        <source>Solve race</source>
        <translation>Întrecere de rezolvitori</translation>
    </message>
    <message>
        <source>Paint weights</source>
        <translation>Pictare ponderi</translation>
    </message>
    <message>
        <source>Import weights</source>
        <translation>Importă ponderi</translation>
    </message>
    <message>
        <source>Weights (*.txt);;All files (*)</source>
        <translation>Ponderi (*.txt);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>Export weights</source>
        <translation>Exportă ponderi</translation>
    </message>
    <message>
        <source>Weights (*.txt)</source>
        <translation>Ponderi (*.txt)</translation>
    </message>
</context>
<context>
    <name>mazelab::SolveResultsPanel</name>
    <message>
        <source>Export results</source>
        <translation>Exportă rezultatele</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nu</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Rezolvitor</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Găsit</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lungime</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expandate</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Time: the search alone, on a worker thread, while tracing (the race records every step).</source>
        <translation>Timp: doar căutarea, pe un fir de execuție separat, cu urmărire (întrecerea înregistrează fiecare pas).</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportă CSV…</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Frontieră max.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Found a path</source>
        <translation>A găsit un drum</translation>
    </message>
    <message>
        <source>Path length (moves)</source>
        <translation>Lungimea drumului (mutări)</translation>
    </message>
    <message>
        <source>Path cost</source>
        <translation>Costul drumului</translation>
    </message>
    <message>
        <source>Cells expanded (agents: moves)</source>
        <translation>Celule expandate (agenți: mutări)</translation>
    </message>
    <message>
        <source>Peak frontier (open list / queue / stack)</source>
        <translation>Frontiera maximă (listă deschisă / coadă / stivă)</translation>
    </message>
    <message>
        <source>Time of the search in milliseconds</source>
        <translation>Timpul căutării, în milisecunde</translation>
    </message>
</context>
<context>
    <name>mazelab::SolvedChart</name>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>rezolvate</translation>
    </message>
</context>
<context>
    <name>mazelab::SolverCatalog</name>
    <message>
        <source>Memory limit (MB):</source>
        <translation>Limită de memorie (MB):</translation>
    </message>
    <message>
        <source>The search stops with a message when its state table reaches this size</source>
        <translation>Căutarea se oprește cu un mesaj când tabela sa de stări atinge această dimensiune</translation>
    </message>
    <message>
        <source>Known lower bound:</source>
        <translation>Limită inferioară cunoscută:</translation>
    </message>
    <message>
        <source>Start the search at this length (0: none)</source>
        <translation>Începe căutarea de la această lungime (0: niciuna)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sămânță:</translation>
    </message>
    <message>
        <source>Every random choice comes from this seed</source>
        <translation>Fiecare alegere aleatoare provine din această sămânță</translation>
    </message>
    <message>
        <source>Minimize (0 / 1):</source>
        <translation>Minimizare (0 / 1):</translation>
    </message>
    <message>
        <source>1: delete moves while the sequence still solves the set</source>
        <translation>1: șterge mutări cât timp secvența încă rezolvă mulțimea</translation>
    </message>
    <message>
        <source>Greedy Lookahead</source>
        <translation>Greedy Lookahead</translation>
    </message>
    <message>
        <source>Nusser Alg. 5.1: repeatedly append the lookahead sequence that lowers the cost of the unsolved mazes&apos; goal distances most; escapes local minima.</source>
        <translation>Nusser, alg. 5.1: adaugă în mod repetat secvența de anticipare care scade cel mai mult costul distanțelor până la țintă ale labirinturilor nerezolvate; scapă din minimele locale.</translation>
    </message>
    <message>
        <source>Lookahead length:</source>
        <translation>Lungimea anticipării:</translation>
    </message>
    <message>
        <source>All 4^n sequences of this length are tried each round</source>
        <translation>Toate cele 4^n secvențe de această lungime sunt încercate la fiecare rundă</translation>
    </message>
    <message>
        <source>Cost (0 Σd, 1 Σd², 2 max d):</source>
        <translation>Costul (0 Σd, 1 Σd², 2 max d):</translation>
    </message>
    <message>
        <source>0: sum of distances, 1: sum of squared distances, 2: largest distance</source>
        <translation>0: suma distanțelor, 1: suma pătratelor distanțelor, 2: distanța maximă</translation>
    </message>
    <message>
        <source>Solve in Order</source>
        <translation>Solve in Order</translation>
    </message>
    <message>
        <source>Nusser Alg. 4.2: solve the mazes one after another in a random order; best of several orders.</source>
        <translation>Nusser, alg. 4.2: rezolvă labirinturile unul după altul, într-o ordine aleatoare; cea mai bună dintre mai multe ordini.</translation>
    </message>
    <message>
        <source>Runs (best of):</source>
        <translation>Rulări (cea mai bună din):</translation>
    </message>
    <message>
        <source>IAS</source>
        <translation>IAS</translation>
    </message>
    <message>
        <source>Iteratively Append Sequences (Nusser Alg. 5.4): append the shortest path of any maze the sequence does not solve yet.</source>
        <translation>Iteratively Append Sequences (Nusser, alg. 5.4): adaugă cel mai scurt drum al unui labirint pe care secvența încă nu îl rezolvă.</translation>
    </message>
    <message>
        <source>Random sequence + minimize</source>
        <translation>Secvență aleatoare + minimizare</translation>
    </message>
    <message>
        <source>A random sequence, extended until it solves the set, then minimized (Nusser §5.4); best of several runs.</source>
        <translation>O secvență aleatoare, extinsă până când rezolvă mulțimea, apoi minimizată (Nusser §5.4); cea mai bună din mai multe rulări.</translation>
    </message>
    <message>
        <source>Initial length:</source>
        <translation>Lungime inițială:</translation>
    </message>
    <message>
        <source>Minimize the player&apos;s sequence</source>
        <translation>Minimizează secvența din player</translation>
    </message>
    <message>
        <source>Delete single moves of the player&apos;s sequence while it still solves the set (a minimal, not always minimum, sequence).</source>
        <translation>Șterge mutări individuale din secvența din player cât timp aceasta încă rezolvă mulțimea (o secvență minimală, nu întotdeauna de lungime minimă).</translation>
    </message>
    <message>
        <source>BFS (exact)</source>
        <translation>BFS (exact)</translation>
    </message>
    <message>
        <source>Breadth-first search over the joint positions of all mazes (Nusser §5.1). Exact; memory grows fast with the number of mazes.</source>
        <translation>Căutare în lățime peste pozițiile comune ale tuturor labirinturilor (Nusser §5.1). Exactă; memoria necesară crește rapid cu numărul de labirinturi.</translation>
    </message>
    <message>
        <source>A* (exact)</source>
        <translation>A* (exact)</translation>
    </message>
    <message>
        <source>A* over joint positions with the longest remaining shortest path as heuristic (Nusser §5.1). Exact.</source>
        <translation>A* peste pozițiile comune, cu cel mai lung drum minim rămas ca euristică (Nusser §5.1). Exact.</translation>
    </message>
    <message>
        <source>IDA* (exact)</source>
        <translation>IDA* (exact)</translation>
    </message>
    <message>
        <source>Iterative deepening A* with a bounded transposition table: exact, little memory.</source>
        <translation>A* cu adâncire iterativă și tabelă de transpoziție limitată: exact, puțină memorie.</translation>
    </message>
    <message>
        <source>ESS (exact, lower bounds)</source>
        <translation>ESS (exact, limite inferioare)</translation>
    </message>
    <message>
        <source>Exact Solving Sequence by counterexamples (Nusser Alg. 5.3): solves a growing subset exactly; every intermediate length is a lower bound.</source>
        <translation>Exact Solving Sequence prin contraexemple (Nusser, alg. 5.3): rezolvă exact o submulțime în creștere; fiecare lungime intermediară este o limită inferioară.</translation>
    </message>
    <message>
        <source>ESS, all n×m (Unsolved Maze Finder)</source>
        <translation>ESS, toate n×m (Unsolved Maze Finder)</translation>
    </message>
    <message>
        <source>Alg. 5.3 over all solvable mazes of the set&apos;s size without listing them: counterexamples come from the Unsolved Maze Finder (Alg. 5.2).</source>
        <translation>Alg. 5.3 peste toate labirinturile rezolvabile de dimensiunea mulțimii, fără a le lista: contraexemplele provin din Unsolved Maze Finder (alg. 5.2).</translation>
    </message>
    <message>
        <source>This solver works on &quot;All solvable mazes&quot; sets only.</source>
        <translation>Acest rezolvitor funcționează doar pe mulțimi de tip „Toate labirinturile rezolvabile”.</translation>
    </message>
    <message>
        <source>Lower bound: ESS</source>
        <translation>Limită inferioară: ESS</translation>
    </message>
    <message>
        <source>ESS until the time limit; its last exact subset proves σ ≥ its length (Nusser §5.5). Show the certificate to browse it.</source>
        <translation>ESS până la limita de timp; ultima sa submulțime exactă demonstrează σ ≥ lungimea ei (Nusser §5.5). Folosiți „Afișează certificatul” pentru a o parcurge.</translation>
    </message>
    <message>
        <source>Lower bound: GESS</source>
        <translation>Limită inferioară: GESS</translation>
    </message>
    <message>
        <source>Greedy ESS: each round adds the unsolved maze (of several candidates) that lengthens σ of the subset most (Nusser §5.5).</source>
        <translation>Greedy ESS: fiecare rundă adaugă labirintul nerezolvat (dintre mai mulți candidați) care prelungește cel mai mult σ al submulțimii (Nusser §5.5).</translation>
    </message>
    <message>
        <source>Candidates per round:</source>
        <translation>Candidați per rundă:</translation>
    </message>
    <message>
        <source>SAT (exact)</source>
        <translation>SAT (exact)</translation>
    </message>
    <message>
        <source>Counterexample-guided SAT (CaDiCaL): is there a sequence of L moves for a subset? Adds the mazes the answer misses, else L + 1. Exact, little memory; the subset is the certificate.</source>
        <translation>SAT ghidat de contraexemple (CaDiCaL): există o secvență de L mutări pentru o submulțime? Adaugă labirinturile ratate de răspuns, altfel L + 1. Exact, puțină memorie; submulțimea este certificatul.</translation>
    </message>
    <message>
        <source>the state table reached its limit of %L1 MB</source>
        <translation>tabela de stări a atins limita de %L1 MB</translation>
    </message>
    <message>
        <source>no sequence up to the length limit</source>
        <translation>nicio secvență până la limita de lungime</translation>
    </message>
    <message>
        <source>exact search supports mazes of at most %1 cells</source>
        <translation>căutarea exactă acceptă labirinturi de cel mult %1 celule</translation>
    </message>
    <message>
        <source>minimization stopped: %1</source>
        <translation>minimizare oprită: %1</translation>
    </message>
    <message>
        <source>the player&apos;s sequence does not solve every maze of the set</source>
        <translation>secvența din player nu rezolvă fiecare labirint al mulțimii</translation>
    </message>
</context>
<context>
    <name>mazelab::SolverPanel</name>
    <message>
        <source>Algorithm:</source>
        <translation>Algoritm:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rulează</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Load into player</source>
        <translation>Încarcă în player</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>Salvează în proiect</translation>
    </message>
    <message>
        <source>Show certificate</source>
        <translation>Afișează certificatul</translation>
    </message>
    <message>
        <source>Browse the mazes that prove the lower bound (their shortest solving sequence is as long as the bound)</source>
        <translation>Parcurge labirinturile care demonstrează limita inferioară (cea mai scurtă secvență care le rezolvă are lungimea egală cu limita)</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritm</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lungime</translation>
    </message>
    <message>
        <source>Exact / bound</source>
        <translation>Exact / limită</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Mulțime</translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation>În această versiune nu este disponibil niciun rezolvitor de secvențe.</translation>
    </message>
    <message>
        <source>Idle.</source>
        <translation>Inactiv.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Stop after this many seconds (0: no limit)</source>
        <translation>Oprește după atâtea secunde (0: fără limită)</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Limită de timp:</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln mazes</source>
        <translation>
            <numerusform>%1 pe %Ln labirint</numerusform>
            <numerusform>%1 pe %Ln labirinturi</numerusform>
            <numerusform>%1 pe %Ln de labirinturi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs a sequence in the player.</source>
        <translation>%1 necesită o secvență în player.</translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation>O altă sarcină rulează; așteptați să se termine sau anulați-o.</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Se rulează %1…</translation>
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
        <translation>limită superioară</translation>
    </message>
    <message>
        <source>σ ≥ %1</source>
        <translation>σ ≥ %1</translation>
    </message>
    <message numerus="yes">
        <source>%L1 joint states explored</source>
        <translation>
            <numerusform>%L1 stare comună explorată</numerusform>
            <numerusform>%L1 stări comune explorate</numerusform>
            <numerusform>%L1 de stări comune explorate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>certificate: %n mazes</source>
        <translation>
            <numerusform>certificat: %n labirint</numerusform>
            <numerusform>certificat: %n labirinturi</numerusform>
            <numerusform>certificat: %n de labirinturi</numerusform>
        </translation>
    </message>
    <message>
        <source>certificate of σ ≥ %1 (%2)</source>
        <translation>certificat pentru σ ≥ %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n moves</source>
        <translation>
            <numerusform>%1, %n mutare</numerusform>
            <numerusform>%1, %n mutări</numerusform>
            <numerusform>%1, %n de mutări</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SpeedPanel</name>
    <message>
        <source>Up to:</source>
        <translation>Până la:</translation>
    </message>
    <message>
        <source>² cells</source>
        <translation>² celule</translation>
    </message>
    <message>
        <source>The largest side: sizes 10², 32², 100², … up to this</source>
        <translation>Cea mai mare latură: dimensiuni 10², 32², 100², … până la aceasta</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Măsoară</translation>
    </message>
    <message>
        <source>Time each checked generator on growing square mazes, in the background</source>
        <translation>Cronometrează în fundal fiecare generator bifat pe labirinturi pătrate tot mai mari</translation>
    </message>
    <message>
        <source>The generators to measure</source>
        <translation>Generatoarele de măsurat</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>celule</translation>
    </message>
    <message>
        <source>ms per maze</source>
        <translation>ms per labirint</translation>
    </message>
    <message>
        <source>Check at least one generator.</source>
        <translation>Bifați cel puțin un generator.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Gata.</translation>
    </message>
    <message>
        <source>Measuring %1 on %L2 × %L2 cells…</source>
        <translation>Se măsoară %1 pe %L2 × %L2 celule…</translation>
    </message>
    <message>
        <source>Measure %1 %L2 × %L2</source>
        <translation>Măsurare %1 %L2 × %L2</translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation>O altă sarcină rulează: %1</translation>
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
        <translation>Celula %1, %2</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom: %1%</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rows × columns</source>
        <translation>Rânduri × coloane</translation>
    </message>
    <message>
        <source>Solvable: …</source>
        <translation>Rezolvabil: …</translation>
    </message>
    <message>
        <source>Not solvable</source>
        <translation>Nerezolvabil</translation>
    </message>
    <message>
        <source>Whether the goal can be reached from the start, and in how many moves</source>
        <translation>Dacă ținta poate fi atinsă de la start și în câte mutări</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cells</source>
        <translation>
            <numerusform>%Ln celulă liberă</numerusform>
            <numerusform>%Ln celule libere</numerusform>
            <numerusform>%Ln de celule libere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable: shortest path %Ln moves</source>
        <translation>
            <numerusform>Rezolvabil: drumul cel mai scurt are %Ln mutare</numerusform>
            <numerusform>Rezolvabil: drumul cel mai scurt are %Ln mutări</numerusform>
            <numerusform>Rezolvabil: drumul cel mai scurt are %Ln de mutări</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::StopText</name>
    <message>
        <source>cancelled</source>
        <translation>anulat</translation>
    </message>
    <message>
        <source>memory limit of %L1 MB reached</source>
        <translation>limita de memorie de %L1 MB atinsă</translation>
    </message>
    <message>
        <source>time limit of %L1 s reached</source>
        <translation>limita de timp de %L1 s atinsă</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>oprit</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenFrames</name>
    <message>
        <source>Cell %L1 of %L2: the token is at (%3, %4).</source>
        <translation>Celula %L1 din %L2: jetonul este la (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cells to visit, each exactly once.</source>
        <translation>
            <numerusform>%Ln celulă liberă de vizitat, exact o dată.</numerusform>
            <numerusform>%Ln celule libere de vizitat, fiecare exact o dată.</numerusform>
            <numerusform>%Ln de celule libere de vizitat, fiecare exact o dată.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::TokenGeneratePanel</name>
    <message>
        <source>Generate a puzzle</source>
        <translation>Generează un puzzle</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensiune:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Obstacles:</source>
        <translation>Obstacole:</translation>
    </message>
    <message>
        <source>Uniqueness:</source>
        <translation>Unicitate:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Sămânță:</translation>
    </message>
    <message>
        <source>Any solvable board</source>
        <translation>Orice tablă rezolvabilă</translation>
    </message>
    <message>
        <source>Exactly one solution</source>
        <translation>Exact o soluție</translation>
    </message>
    <message>
        <source>Exactly one start cell</source>
        <translation>Exact o celulă de start</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generează</translation>
    </message>
    <message>
        <source>Add a random puzzle with these properties to the workspace</source>
        <translation>Adaugă în spațiul de lucru un puzzle aleator cu aceste proprietăți</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Se generează…</translation>
    </message>
    <message>
        <source>Generate token puzzle</source>
        <translation>Generare puzzle cu jeton</translation>
    </message>
    <message>
        <source>No such board found; try fewer obstacles, another seed or less uniqueness.</source>
        <translation>Nu s-a găsit o astfel de tablă; încercați mai puține obstacole, altă sămânță sau mai puțină unicitate.</translation>
    </message>
    <message numerus="yes">
        <source>Too many obstacles: a %1 × %2 board has %n cells.</source>
        <translation>
            <numerusform>Prea multe obstacole: o tablă de %1 × %2 are %n celulă.</numerusform>
            <numerusform>Prea multe obstacole: o tablă de %1 × %2 are %n celule.</numerusform>
            <numerusform>Prea multe obstacole: o tablă de %1 × %2 are %n de celule.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Token %1 × %2, %n obstacles, seed %4</source>
        <translation>
            <numerusform>Jeton %1 × %2, %n obstacol, sămânța %4</numerusform>
            <numerusform>Jeton %1 × %2, %n obstacole, sămânța %4</numerusform>
            <numerusform>Jeton %1 × %2, %n de obstacole, sămânța %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes</source>
        <translation>
            <numerusform>%L1 nod de căutare</numerusform>
            <numerusform>%L1 noduri de căutare</numerusform>
            <numerusform>%L1 de noduri de căutare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions</source>
        <translation>
            <numerusform>%L1 soluție</numerusform>
            <numerusform>%L1 soluții</numerusform>
            <numerusform>%L1 de soluții</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found after %n boards</source>
        <translation>
            <numerusform>găsit după %n tablă</numerusform>
            <numerusform>găsit după %n table</numerusform>
            <numerusform>găsit după %n de table</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty %1 of 5 (%2); %3; %4.</source>
        <translation>Dificultate %1 din 5 (%2); %3; %4.</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPage</name>
    <message>
        <source>Searching…</source>
        <translation>Se caută…</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Rezolvă</translation>
    </message>
    <message>
        <source>Pick start</source>
        <translation>Alege startul</translation>
    </message>
    <message>
        <source>Then click the cell the token starts on</source>
        <translation>Apoi faceți clic pe celula de pe care pornește jetonul</translation>
    </message>
    <message>
        <source>Any cell</source>
        <translation>Orice celulă</translation>
    </message>
    <message>
        <source>Let the solver choose the start cell</source>
        <translation>Lasă rezolvitorul să aleagă celula de start</translation>
    </message>
    <message>
        <source>Find one path that visits every free cell</source>
        <translation>Găsește un drum care vizitează fiecare celulă liberă</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Numără</translation>
    </message>
    <message>
        <source>Count every solution (symmetric starts are counted once and multiplied)</source>
        <translation>Numără toate soluțiile (starturile simetrice sunt numărate o dată și multiplicate)</translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Soluția următoare</translation>
    </message>
    <message>
        <source>Show the solutions one after another</source>
        <translation>Afișează soluțiile una după alta</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>Play the puzzle</source>
        <translation>Joacă puzzle-ul</translation>
    </message>
    <message>
        <source>Undo slide</source>
        <translation>Anulează glisarea</translation>
    </message>
    <message>
        <source>Take back the last slide (Backspace)</source>
        <translation>Anulează ultima glisare (Backspace)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ia de la capăt</translation>
    </message>
    <message>
        <source>Start: cell %1</source>
        <translation>Start: celula %1</translation>
    </message>
    <message>
        <source>Start: any cell</source>
        <translation>Start: orice celulă</translation>
    </message>
    <message>
        <source>visited %1 of %2</source>
        <translation>vizitate: %1 din %2</translation>
    </message>
    <message>
        <source>Press “Play the puzzle”, click a start cell, then slide the token with the arrow keys: it keeps going until the edge, an obstacle or a visited cell stops it.</source>
        <translation>Apăsați „Joacă puzzle-ul”, faceți clic pe o celulă de start, apoi glisați jetonul cu tastele săgeți: acesta merge mai departe până când îl oprește marginea, un obstacol sau o celulă vizitată.</translation>
    </message>
    <message>
        <source>Click the cell the token starts on.</source>
        <translation>Faceți clic pe celula de pe care pornește jetonul.</translation>
    </message>
    <message>
        <source>Count token solutions</source>
        <translation>Numărare soluții jeton</translation>
    </message>
    <message>
        <source>Solve token puzzle</source>
        <translation>Rezolvare puzzle cu jeton</translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes, %2 ms</source>
        <translation>
            <numerusform>%L1 nod de căutare, %2 ms</numerusform>
            <numerusform>%L1 noduri de căutare, %2 ms</numerusform>
            <numerusform>%L1 de noduri de căutare, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions.</source>
        <translation>
            <numerusform>%L1 soluție.</numerusform>
            <numerusform>%L1 soluții.</numerusform>
            <numerusform>%L1 de soluții.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %L1 solutions (the search was stopped).</source>
        <translation>
            <numerusform>Cel puțin %L1 soluție (căutarea a fost oprită).</numerusform>
            <numerusform>Cel puțin %L1 soluții (căutarea a fost oprită).</numerusform>
            <numerusform>Cel puțin %L1 de soluții (căutarea a fost oprită).</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>Rezolvabil.</translation>
    </message>
    <message>
        <source>Stopped before a solution was found.</source>
        <translation>Oprit înainte de a găsi o soluție.</translation>
    </message>
    <message>
        <source>Gave up.</source>
        <translation>Abandonat.</translation>
    </message>
    <message>
        <source>Unsolvable: the board has no free cell.</source>
        <translation>Nerezolvabil: tabla nu are nicio celulă liberă.</translation>
    </message>
    <message>
        <source>Unsolvable: the start cell is blocked.</source>
        <translation>Nerezolvabil: celula de start este blocată.</translation>
    </message>
    <message>
        <source>Unsolvable: the free cells are not connected.</source>
        <translation>Nerezolvabil: celulele libere nu sunt conectate.</translation>
    </message>
    <message>
        <source>Unsolvable: on a checkerboard the path alternates colours, but the free cells of one colour outnumber the other by more than one.</source>
        <translation>Nerezolvabil: pe o tablă de șah drumul alternează culorile, dar celulele libere de o culoare le depășesc numeric pe cele de cealaltă culoare cu mai mult de una.</translation>
    </message>
    <message>
        <source>Unsolvable: more than two dead-end cells, and a path has only two ends.</source>
        <translation>Nerezolvabil: există mai mult de două celule-fundătură, iar un drum are doar două capete.</translation>
    </message>
    <message>
        <source>Unsolvable from this start: it has the minority checkerboard colour.</source>
        <translation>Nerezolvabil de la acest start: are culoarea minoritară a tablei de șah.</translation>
    </message>
    <message>
        <source>Unsolvable: the search tried every possibility.</source>
        <translation>Nerezolvabil: căutarea a încercat toate posibilitățile.</translation>
    </message>
    <message>
        <source>Solution %1 of %2.</source>
        <translation>Soluția %1 din %2.</translation>
    </message>
    <message>
        <source>Solution %1 of the first %2.</source>
        <translation>Soluția %1 dintre primele %2.</translation>
    </message>
    <message numerus="yes">
        <source>Complete! The token visited all %n free cells.</source>
        <translation>
            <numerusform>Reușit! Jetonul a vizitat %n celulă liberă.</numerusform>
            <numerusform>Reușit! Jetonul a vizitat toate cele %n celule libere.</numerusform>
            <numerusform>Reușit! Jetonul a vizitat toate cele %n de celule libere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck: no move is left and %n cells are unvisited. Undo with Backspace or restart.</source>
        <translation>
            <numerusform>Blocat: nu mai este posibilă nicio mutare și a rămas %n celulă nevizitată. Anulați cu Backspace sau luați-o de la capăt.</numerusform>
            <numerusform>Blocat: nu mai este posibilă nicio mutare și au rămas %n celule nevizitate. Anulați cu Backspace sau luați-o de la capăt.</numerusform>
            <numerusform>Blocat: nu mai este posibilă nicio mutare și au rămas %n de celule nevizitate. Anulați cu Backspace sau luați-o de la capăt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slide with the arrow keys (or click a green dot); Backspace undoes. %n cells to go.</source>
        <translation>
            <numerusform>Glisați cu tastele săgeți (sau faceți clic pe un punct verde); Backspace anulează. Mai este %n celulă.</numerusform>
            <numerusform>Glisați cu tastele săgeți (sau faceți clic pe un punct verde); Backspace anulează. Mai sunt %n celule.</numerusform>
            <numerusform>Glisați cu tastele săgeți (sau faceți clic pe un punct verde); Backspace anulează. Mai sunt %n de celule.</numerusform>
        </translation>
    </message>
    <message>
        <source>cell %L1 / %L2</source>
        <translation>celula %L1 / %L2</translation>
    </message>
    <message>
        <source>Play mode: slide the token</source>
        <translation>Mod de joc: glisează jetonul</translation>
    </message>
    <message>
        <source>Play mode: take the last slide back</source>
        <translation>Mod de joc: anulează ultima glisare</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPlayTool</name>
    <message>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
</context>
<context>
    <name>mazelab::TokenStartTool</name>
    <message>
        <source>Pick start</source>
        <translation>Alege startul</translation>
    </message>
</context>
<context>
    <name>mazelab::WorkspaceFile</name>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, rândul %2, coloana %3: %4</translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation>Labirint %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nu se poate scrie %1: %2</translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation>%1 este un dosar</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 nu este un fișier obișnuit</translation>
    </message>
    <message>
        <source>Cannot write %1: the file name is not valid UTF-8. Save under another name.</source>
        <translation>Nu se poate scrie %1: numele fișierului nu este UTF-8 valid. Salvați sub alt nume.</translation>
    </message>
    <message numerus="yes">
        <source>Cannot write %1: only %2 of %3 bytes could be written (is the disk full?)</source>
        <translation>
            <numerusform>Nu se poate scrie %1: doar %2 din %3 octet au putut fi scriși (discul este plin?)</numerusform>
            <numerusform>Nu se poate scrie %1: doar %2 din %3 octeți au putut fi scriși (discul este plin?)</numerusform>
            <numerusform>Nu se poate scrie %1: doar %2 din %3 de octeți au putut fi scriși (discul este plin?)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>Nu se poate scrie %1: imaginea nu a putut fi codificată</translation>
    </message>
</context>
</TS>
