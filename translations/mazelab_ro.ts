<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>GeneratorParam</name>
    <message>
        <source>Bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join in row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passage down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Density</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>depth-first search with a stack (recursive backtracker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>favour horizontal (&gt; 0) or vertical (&lt; 0) moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each cell opens toward one corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the corner the passages lead to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs along each row, closed by one passage up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance to extend a run eastward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random walk; when stuck, hunt for a cell beside the maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random walls joining different sets (union-find)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random walk carving into new cells (uniform spanning tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop-erased random walks (uniform spanning tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random edges of the frontier from the centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grow from a list of cells: newest, random, oldest or mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which cell of the list grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed: chance to take the newest cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row by row with sets (streams in O(columns) memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance to join neighbours in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance of an extra passage down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recursive division of an open field by walls with one gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where a chamber is split: random, or half (the thesis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random walls with a rising chance after each wall kept (not perfect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base chance to carve a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added to the chance for each wall kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hunt-and-kill with straight runs turning clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longest straight run (0: unlimited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>genetic algorithm on the wall bits, fitness M4-general + M5 (§2.1.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>population size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-point crossover chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-bit mutation chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share kept unchanged (the thesis&apos; K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dungeon: random rooms, corridors between them, doors, dead ends pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room placements tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest room side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest room side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance of an extra door into a room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance to prune each dead-end corridor cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one Hamiltonian path from start to end (random walk + backbite moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start cell R,C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end cell R,C, or auto (an allowed corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life-like cellular automaton on the block maze (not perfect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generations to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule (Maze B3/S12345, Mazectric B3/S1234, or any B…/S…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of walls in the random start patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side of the central start patch, share of the maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside of a random Hamiltonian cycle of the pixel corners: no 2x2 wall, passage or checkerboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>estimating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best %1, %2 walks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tried %1 boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length %1, %2 mazes, %3 SAT calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GESS: sigma &gt;= %1, %2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFS: depth %1, %2 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A*: bound %1, %2 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDA*: bound %1, %2 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESS: lower bound %1, %2 mazes, %3 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy Lookahead: length %1, %2 unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve in Order: run %1, best %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IAS: length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: %1 of %2 subtrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover: length %1, %2 unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>improve: round %1, best %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anneal: length %1, %2 of %3 hard mazes unsolved, %4 checks, best %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact anneal: length %1, %2 mazes unsolved, best %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tail fix: length %1, %2 tried, %3 taken, best %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1/%2, %3 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::AddMaze</name>
    <message>
        <source>Add maze “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::AllMazesCheck</name>
    <message>
        <source>All solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfectly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every maze must end on its goal, not just visit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the player&apos;s sequence solve every solvable maze of this size? Up to 5×5 the mazes are enumerated, above that the Unsolved Maze Finder (Nusser Alg. 5.2) searches for a counterexample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open counterexample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the maze the sequence does not solve to the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any size, e.g. 10×10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the sequence on all solvable %1×%2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perfectly solves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solves</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>✓ The %n-move sequence %1 every solvable %2×%3 maze.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>✗ Not every %1×%2 maze: a counterexample was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It %1 %L2 of %L3 mazes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the empty sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterexample %1×%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::AnimatedPage</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the animation as a GIF or as PNG frames (in the background)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExport</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExportDialog</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG frames (a folder of numbered images)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play once (do not loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption under each frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps per frame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold last frame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export animation as GIF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New folder for the PNG frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 s per loop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::AutoSaver</name>
    <message>
        <source>Cannot lock the recovery file %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::CarvingFrames</name>
    <message>
        <source>%1: step %L2 of %L3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::ComparisonDialog</name>
    <message>
        <source>Compare all generators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazes per generator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze i uses seed S + i (the thesis: 100 mazes of 10 × 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate and measure the batch of every generator in the background (default parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table as CSV (the same as mazelab-cli metrics --generator all --csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the whole table as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generator (default parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazes measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect mazes (one area, no loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M1: solution cells / cells (Petercă 2024 §2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M2: longest dead end to dead end distance / cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M3: inner walls / cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M4: T-intersections / cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M4-general: Table 4.2&apos;s multipliers summed / cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M5: 1 / areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends per maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junctions (T and crossroads) per maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest branch-free chain of cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves from start to goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of two-way cells that go straight through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average passage length in block cells (article 003: steps between dead ends and junctions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest passage in block cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation time per maze in milliseconds (without measuring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why a generator has no or only some values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Run: %1 generators, each with its default parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M4-general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest corridor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straightness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms / maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 mazes of %2 × %3 per generator, seeds %4–%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block maze: no passage cells, so only passages and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the comparison table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::CountSigmaPanel</name>
    <message>
        <source>Whole sizes: count and σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact number of solvable mazes of this size (shorter side up to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ by SAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shortest sequence solving every solvable maze of this size, by counterexample-guided SAT (up to 25 cells; 4 × 4 takes minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shorter side may be at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count solvable %1×%2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the count was complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2: %3 solvable mazes (%4 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ by SAT enumerates the mazes: at most %1 cells (use mazelab-cli sigma --sample for bigger sizes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proving… (4 × 4 takes about 80 s on two cores; Cancel in the status bar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ(%1,%2) by SAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ(%1,%2) = %3 over %4 mazes: %5 (%6 SAT calls, %7 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: σ(%1,%2) ≥ %3 proved%4. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::DistributionPanel</name>
    <message>
        <source>The maze on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch of mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazes in the batch; maze i uses seed S + i (the thesis: 100 of 10 × 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate the batch with the Generate tab&apos;s algorithm, parameters and seed, in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorted, beside the thesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The thesis&apos; tables lost the pictures of their cell types, so its shares are compared by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table (shares by wall code and sorted beside the thesis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare all generators…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table of every generator&apos;s metrics over a batch (M1–M5, dead ends, passages, time), sortable, with CSV and PNG export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thesis, Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall code (N 8, E 4, S 2, W 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %L2 mazes of %3 × %4, seeds %5–%6, %L7 perfect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No batch yet: press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No passage maze on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the maze on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thesis: Table %1, %2 (100 mazes of 10 × 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the distribution table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::EditorPage</name>
    <message>
        <source>Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush (B): click toggles a cell, drag paints; the first cell decides wall or floor. Right button erases. Shift+click sets the start, Ctrl+click the goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (S): click a cell to put the start there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal (G): click a cell to put the goal there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::ExperimentPanel</name>
    <message>
        <source>k = %1, set %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export plots as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiment.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export runs as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiment.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mazes per set k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets per k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Density, seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of mazes k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms (mean ± sd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length (mean ± sd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random sets of k mazes; every algorithm runs on the same sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one algorithm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment: %1×%2, k = %3…%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n runs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::ExportAnimation</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n frame(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The animation was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cell size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image would be larger than 32768 pixels a side.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::FileController</name>
    <message>
        <source>Mazes and projects (*.maze *.mazelab);;MazeLab projects (*.mazelab);;Maze files (*.maze);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.
Do you want to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MazeLab project (*.mazelab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze file (*.maze)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as Maze File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .maze file holds only mazes: the move sequences of this workspace (%1) will not be saved. Save as a MazeLab project (.mazelab) to keep them.

Save only the mazes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was not saved.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::GenMetricsPanel</name>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M1 (solution / cells):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M2 (longest dead-end path / cells):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M3 (inner walls / cells):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M4 (T-junctions / cells):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M4-general (Table 4.2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M5 (1 / areas):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junctions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest corridor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straightness:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas, loops:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a maze to see its metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring the maze in the background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This generator works on the block maze: it has no passage cells to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 cells (%L3 in the maze)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 (T %L2, crossroads %L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::GenerateForm</name>
    <message>
        <source>Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Braid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start, goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of passage cells (the block maze has 2 × rows + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of passage cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same maze on every computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the dead ends opened afterwards, adding loops (Buck, ch. 9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free cells of the current maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farthest pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farthest pair: start and goal on the two ends of the longest path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the finished maze at once instead of playing the carving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distances from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour every cell by its distance from the start, light near, dark far (Buck, ch. 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longest path of the maze, found by two breadth-first searches (exact on perfect mazes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the generated maze to the workspace (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace current maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the workspace&apos;s current maze by the generated one (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate inside a shape: the free cells of the workspace&apos;s current maze, or the light pixels of a PNG, scaled to rows × columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This generator cannot generate inside a mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no file chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.bmp *.gif *.jpg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::GeneratePage</name>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell types: the 16 wall configurations beside the thesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: time vs cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, shown at once (no animation above %L2 cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2×%3, seed %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: unknown algorithm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: cannot read the mask image “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate %1 %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %L2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too big to animate: Export animation… records the carving again, at most %1 frames of at most %2 px a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch of %L1 %2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the carving of %1 (at most %2 frames, %3 px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF images (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording the carving again for the GIF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the carving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1: %L2 frames of %3 × %4 px, %5 × %5 block cells per pixel, every %L6 of %L7 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added “%1” to the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaced the current maze by “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::GoalTool</name>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::JobRunner</name>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: time limit reached after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: done in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cancelled after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::JobStatusWidget</name>
    <message>
        <source>Elapsed time, and the time left as estimated from the progress so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running computation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (about %2 left)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MainActions</name>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard does not hold a maze.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About MazeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MazeLab&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Design, solve and animate grid mazes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New workspace with one empty maze (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a .maze file or a .mazelab project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the current maze to the clipboard in the .maze text format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste as New Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the maze(s) in the clipboard&apos;s .maze text to the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resize…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every cell free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block every cell except start and goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap free and blocked cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an empty maze of the same size after the current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name Maze…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Maze &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the current maze up the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Maze Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the current maze down the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About MazeLab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MainWindow</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MazeLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the document.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — MazeLab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDetailView</name>
    <message>
        <source>Click a maze in the set to show it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze #%L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ solved at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved later, at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not solved by this sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this maze to the document and edit it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MazeDocument</name>
    <message>
        <source>Maze 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListDock</name>
    <message>
        <source>Mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mazes of this workspace. Click to edit one, double-click to rename.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MazeListModel</name>
    <message>
        <source>%1
%2 rows × %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MazeOperations</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror Left ↔ Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror Top ↕ Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Counter-Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize to %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste %1 mazes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MazeSetBrowser</name>
    <message>
        <source>No maze matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No maze set. Create one above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MouseCharts</name>
    <message>
        <source>Visit counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visit count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest visit count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MouseEndsTool</name>
    <message>
        <source>Brush, entrance and exit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MouseFrames</name>
    <message>
        <source>Turn 0 of %L1: Squeaky waits at the entrance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1 of %L1: Squeaky leaves through the exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MousePage</name>
    <message>
        <source>turn %L1 / %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse %1 × %1: %2 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squeaky&apos;s walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrance column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mouse enters from above this column of the top row. On the board: click or drag the green arrow, or click the row above the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mouse leaves below this column of the bottom row. On the board: click or drag the red arrow, or click the row below the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green → yellow (as in the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop-less analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main path and side paths with their step counts, from the thesis&apos; formulas and from the walk (Merckens ch. 5); for mazes without loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This maze has loops or 2 × 2 open blocks, so the formula does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main path (blue): %L1 steps; %2 side paths: %L3 steps; total %L4 = the simulated %L5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed from the tree without walking (Theorems 2–5): %L1 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way out: the exit cannot be reached from the entrance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The walk was stopped after %L1 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squeaky escapes after %L1 steps; no cell is visited twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squeaky escapes after %L1 steps; the busiest cell is visited %L2 times.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MouseSearchPanel</name>
    <message>
        <source>Search for the longest walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size n × n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated annealing stops after this time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker threads of the exhaustive search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhaustive (up to 7 × 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated annealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every maze of the size: the optimum and how many mazes reach it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local search over wall flips for any size, within the time budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best maze found opens in this view (added to the workspace). A cancelled exhaustive search resumes where it stopped when started again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time budget (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exhaustive search handles up to 7 × 7; use simulated annealing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhaustive mouse search %1 × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse annealing %1 × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %L2 steps; %L3 walks tested, %L4 optimal mazes, %5 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best found: %L1 steps after %L2 mazes tried in %3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far: %L1 steps (%L2 walks tested, about %3 % of the search)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far: %L1 steps (%L2 mazes tried, %3 % of the time used)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best maze so far: %L1 steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMarker</name>
    <message>
        <source>Move start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move goal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::MoveMaze</name>
    <message>
        <source>Move maze “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::PaintCells</name>
    <message>
        <source>Block cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::PaintTool</name>
    <message>
        <source>Brush</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::PaintWeights</name>
    <message>
        <source>Paint weights</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::PlayerBar</name>
    <message>
        <source>Jump to start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (, or Ctrl+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (. or Ctrl+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline: drag to scrub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed (+ / -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::Project</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [row, column]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 rows, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ragged row: %1 cells, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown character &apos;%1&apos; at column %2 (expected &apos;.&apos; or &apos;#&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;mazelab-project&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported version %1 (this MazeLab reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a project needs at least one maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the moves u, d, l, r are allowed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::RaceFrames</name>
    <message>
        <source>maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 expanded · no path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 expanded · path %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 expanded · frontier %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ✓ done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ✗ done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %L1 of %L2: %3 of %4 solvers finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MazeLab did not exit cleanly last time. These documents had unsaved changes; the copies below hold the edits up to the last autosave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the copies and ask again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::RemoveMaze</name>
    <message>
        <source>Delete maze “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::RenameMaze</name>
    <message>
        <source>Rename maze to “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::ResizeDialog</name>
    <message>
        <source>Resize Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top-left part is kept; new cells are free.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SequenceFrames</name>
    <message>
        <source>Before the first move: %L1 of %L2 mazes solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %L1 of %L2 (%3): %L4 of %L5 mazes solved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SequencePlayer</name>
    <message>
        <source>&amp;Sequence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export animation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the run as a GIF or as PNG frames (in the background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mazes shown (up to 24 tiles)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected maze…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type moves u d l r, or press the arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves u (up), d (down), l (left), r (right). Arrow keys append a move, Backspace removes one, Space plays / pauses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store this sequence in the document (saved in the .mazelab project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences stored in the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved sequences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n moves)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>solved %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(running…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SetPanel</name>
    <message>
        <source>Set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All solvable mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random solvable mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document&apos;s mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of random mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>density:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability that a cell is blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add editor maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append the editor&apos;s current maze to the set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved at step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step k for &quot;solved at step&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create maze set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All solvable %1×%2 mazes are too many to list: at most %3 cells (e.g. 5×6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enumerate solvable %1×%2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate %1 random %2×%3 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has no solvable %1×%2 maze.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of the document&apos;s mazes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n left out: other size or unsolvable)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The set has %L1 mazes; adding to sets of more than %L2 mazes is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor&apos;s maze is not solvable (the goal cannot be reached from the start), so no sequence can solve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set holds %1×%2 mazes; the editor&apos;s maze is %3×%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a list of %n mazes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SetSequences</name>
    <message>
        <source>Edit move sequences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of menus and dialogs; changes apply at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often a modified document is copied to the recovery folder, from which MazeLab restores it after a crash.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SigmaCertificateView</name>
    <message>
        <source>Open σ certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ certificates (*.cert *.maze);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A certificate written by mazelab-cli sigma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a certificate such as tests/data/sigma/sigma-4x4.cert: its mazes as the set, its sequence in the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate the sequence on all solvable mazes and prove with one SAT call that no shorter sequence solves the certificate&apos;s mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) ≥ %3 certificate (%n mazes)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a valid certificate: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n-move sequence in the player solves every solvable %1×%2 maze</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Re-check σ certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Certificate verified in %1 s. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Certificate NOT verified: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-checking… (a SAT proof; may take minutes — Cancel in the status bar)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoPage</name>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set maze #%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSession</name>
    <message numerus="yes">
        <source>Run sequence on %n mazes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSet</name>
    <message>
        <source>all solvable %1×%2 mazes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 random %2×%3 mazes (density %4, seed %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing all solvable %1×%2 mazes is limited to %3 cells (e.g. 5×6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of mazes must be between 1 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows and columns must be between 1 and 255.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 random %2×%3 mazes are too many (at most %4 cells in all).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolveChart</name>
    <message>
        <source>Done: %1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1 on %2 × %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure %1 on %2 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; try again when it has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest side measured (random grids with 30 % walls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolveFrames</name>
    <message>
        <source>%1: %L2 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, step %L2 of %L3: the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, step %L2 of %L3: searching</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolveOptionsPanel</name>
    <message>
        <source>Check several solvers to race them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heuristic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Octile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f = g + weight · h (1: admissible A*; above 1: faster, maybe longer paths)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8: always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8: at most one obstacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8: no obstacles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal steps as in PathFinding.js: always, when at most one of the two side cells is a wall, or only when neither is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added when a step changes direction (Dijkstra and A* optimise it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the random solvers (DFS random, random mouse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compress corridors (Dijkstra)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dijkstra on the graph of corridors and junctions (thesis §3.2); its tile then shows only the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag: walls on / off; drag S or G to move them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint cell weights (left) or erase them (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weight the brush paints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breadth-first distance from the start (Lee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read weights from a file (the format of mazelab-cli solve --weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the weights to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every weight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolvePage</name>
    <message>
        <source>Clear weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring needs a chosen solver and a free job runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for “%1” to finish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check one or more solvers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolveResultsPanel</name>
    <message>
        <source>Export results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path length (moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells expanded (agents: moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak frontier (open list / queue / stack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of the search in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: the search alone, on a worker thread, while tracing (the race records every step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolvedChart</name>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolverCatalog</name>
    <message>
        <source>Memory limit (MB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search stops with a message when its state table reaches this size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known lower bound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the search at this length (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every random choice comes from this seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimize (0 / 1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: delete moves while the sequence still solves the set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy Lookahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nusser Alg. 5.1: repeatedly append the lookahead sequence that lowers the cost of the unsolved mazes&apos; goal distances most; escapes local minima.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookahead length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 4^n sequences of this length are tried each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (0 Σd, 1 Σd², 2 max d):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: sum of distances, 1: sum of squared distances, 2: largest distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve in Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nusser Alg. 4.2: solve the mazes one after another in a random order; best of several orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs (best of):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteratively Append Sequences (Nusser Alg. 5.4): append the shortest path of any maze the sequence does not solve yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random sequence + minimize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random sequence, extended until it solves the set, then minimized (Nusser §5.4); best of several runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimize the player&apos;s sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete single moves of the player&apos;s sequence while it still solves the set (a minimal, not always minimum, sequence).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFS (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breadth-first search over the joint positions of all mazes (Nusser §5.1). Exact; memory grows fast with the number of mazes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A* over joint positions with the longest remaining shortest path as heuristic (Nusser §5.1). Exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDA* (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterative deepening A* with a bounded transposition table: exact, little memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESS (exact, lower bounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact Solving Sequence by counterexamples (Nusser Alg. 5.3): solves a growing subset exactly; every intermediate length is a lower bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAT (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterexample-guided SAT (CaDiCaL): is there a sequence of L moves for a subset? Adds the mazes the answer misses, else L + 1. Exact, little memory; the subset is the certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESS, all n×m (Unsolved Maze Finder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alg. 5.3 over all solvable mazes of the set&apos;s size without listing them: counterexamples come from the Unsolved Maze Finder (Alg. 5.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This solver works on &quot;All solvable mazes&quot; sets only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound: ESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESS until the time limit; its last exact subset proves σ ≥ its length (Nusser §5.5). Show the certificate to browse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound: GESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy ESS: each round adds the unsolved maze (of several candidates) that lengthens σ of the subset most (Nusser §5.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates per round:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SolverPanel</name>
    <message>
        <source>Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load into player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse the mazes that prove the lower bound (their shortest solving sequence is as long as the bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact / bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sequence solver is available in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after this many seconds (0: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %Ln mazes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 needs a sequence in the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ ≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 joint states explored</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>certificate: %n mazes</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>certificate of σ ≥ %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::SpeedPanel</name>
    <message>
        <source>Up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>² cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest side: sizes 10², 32², 100², … up to this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time each checked generator on growing square mazes, in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generators to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms per maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one generator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1 on %L2 × %L2 cells…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure %1 %L2 × %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another job is running: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::StartTool</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::StatusPanel</name>
    <message>
        <source>Cell %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows × columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvable: …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 free cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 free cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvable: shortest path 1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvable: shortest path %L1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the goal can be reached from the start, and in how many moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::TokenFrames</name>
    <message>
        <source>%L1 free cells to visit, each exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell %L1 of %L2: the token is at (%3, %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::TokenGeneratePanel</name>
    <message>
        <source>Generate a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Obstacles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any solvable board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly one start cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a random puzzle with these properties to the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many obstacles: a %1 × %2 board has %3 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate token puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such board found; try fewer obstacles, another seed or less uniqueness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1 × %2, %3 obstacles, seed %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty %1 of 5 (%L2 search nodes); %3 solution(s); found after %4 boards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPage</name>
    <message>
        <source>cell %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then click the cell the token starts on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the solver choose the start cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find one path that visits every free cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count every solution (symmetric starts are counted once and multiplied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the solutions one after another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last slide (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: any cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count token solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve token puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 search nodes, %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %L1 solutions (the search was stopped).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before a solution was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable: the board has no free cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable: the start cell is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable: the free cells are not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable: on a checkerboard the path alternates colours, but the free cells of one colour outnumber the other by more than one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable: more than two dead-end cells, and a path has only two ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable from this start: it has the minority checkerboard colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolvable: the search tried every possibility.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 of the first %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visited %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “Play the puzzle”, click a start cell, then slide the token with the arrow keys: it keeps going until the edge, an obstacle or a visited cell stops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the cell the token starts on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete! The token visited all %1 free cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stuck: no move is left and %1 cells are unvisited. Undo with Backspace or restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide with the arrow keys (or click a green dot); Backspace undoes. %1 cells to go.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPlayTool</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::TokenStartTool</name>
    <message>
        <source>Pick start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mazelab::WorkspaceFile</name>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: the file name is not valid UTF-8. Save under another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: only %2 of %3 bytes could be written (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
