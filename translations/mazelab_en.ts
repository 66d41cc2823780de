<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>ProgressText</name>
    <message numerus="yes">
        <source>%L1 mazes</source>
        <translation>
            <numerusform>%L1 maze</numerusform>
            <numerusform>%L1 mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 states</source>
        <translation>
            <numerusform>%L1 state</numerusform>
            <numerusform>%L1 states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 SAT calls</source>
        <translation>
            <numerusform>%L1 SAT call</numerusform>
            <numerusform>%L1 SAT calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 boards</source>
        <translation>
            <numerusform>%L1 board</numerusform>
            <numerusform>%L1 boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks</source>
        <translation>
            <numerusform>%L1 walk</numerusform>
            <numerusform>%L1 walks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 moves</source>
        <translation>
            <numerusform>%L1 move</numerusform>
            <numerusform>%L1 moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 checks</source>
        <translation>
            <numerusform>%L1 check</numerusform>
            <numerusform>%L1 checks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message numerus="yes">
        <source>The shortest path takes %n moves; it is drawn on the maze.</source>
        <translation>
            <numerusform>The shortest path takes %n move; it is drawn on the maze.</numerusform>
            <numerusform>The shortest path takes %n moves; it is drawn on the maze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AllMazesCheck</name>
    <message numerus="yes">
        <source>✓ The %n-move sequence %1 every solvable %2×%3 maze.</source>
        <translation>
            <numerusform>✓ The %n-move sequence %1 every solvable %2×%3 maze.</numerusform>
            <numerusform>✓ The %n-move sequence %1 every solvable %2×%3 maze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It %1 %L2 of %Ln mazes.</source>
        <translation>
            <numerusform>It %1 %L2 of %Ln maze.</numerusform>
            <numerusform>It %1 %L2 of %Ln mazes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::AnimationExportDialog</name>
    <message numerus="yes">
        <source>%n frames</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ColabFrames</name>
    <message numerus="yes">
        <source>%n negotiation attempts, no trade.</source>
        <translation>
            <numerusform>%n negotiation attempt, no trade.</numerusform>
            <numerusform>%n negotiation attempts, no trade.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ColabPage</name>
    <message numerus="yes">
        <source>A wins after %n steps.</source>
        <translation>
            <numerusform>A wins after %n step.</numerusform>
            <numerusform>A wins after %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B wins after %n steps.</source>
        <translation>
            <numerusform>B wins after %n step.</numerusform>
            <numerusform>B wins after %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n steps.</source>
        <translation>
            <numerusform>A draw after %n step.</numerusform>
            <numerusform>A draw after %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody arrived within %n steps.</source>
        <translation>
            <numerusform>Nobody arrived within %n step.</numerusform>
            <numerusform>Nobody arrived within %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A started at %1, B at %2, %n moves apart.</source>
        <translation>
            <numerusform>A started at %1, B at %2, %n move apart.</numerusform>
            <numerusform>A started at %1, B at %2, %n moves apart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trades;</source>
        <translation>
            <numerusform>%n trade;</numerusform>
            <numerusform>%n trades;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n steps (the time limit of a minute).</source>
        <translation>
            <numerusform>Stopped after %n step (the time limit of a minute).</numerusform>
            <numerusform>Stopped after %n steps (the time limit of a minute).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ColabTournamentPanel</name>
    <message numerus="yes">
        <source>Best after %n generations: fitness %1.
%2</source>
        <translation>
            <numerusform>Best after %n generation: fitness %1.
%2</numerusform>
            <numerusform>Best after %n generations: fitness %1.
%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ComparisonDialog</name>
    <message numerus="yes">
        <source>Press Run: %n generators, each with its default parameters.</source>
        <translation>
            <numerusform>Press Run: %n generator, with its default parameters.</numerusform>
            <numerusform>Press Run: %n generators, each with its default parameters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes of %2 × %3 per generator, seeds %4–%5</source>
        <translation>
            <numerusform>%Ln maze of %2 × %3 per generator, seeds %4–%5</numerusform>
            <numerusform>%Ln mazes of %2 × %3 per generator, seeds %4–%5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::CountSigmaPanel</name>
    <message numerus="yes">
        <source>%1 × %2: %3 solvable mazes (%4 ms).</source>
        <translation>
            <numerusform>%1 × %2: %3 solvable maze (%4 ms).</numerusform>
            <numerusform>%1 × %2: %3 solvable mazes (%4 ms).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>σ by SAT enumerates the mazes: at most %n cells (use mazelab-cli sigma --sample for bigger sizes).</source>
        <translation>
            <numerusform>σ by SAT enumerates the mazes: at most %n cell (use mazelab-cli sigma --sample for bigger sizes).</numerusform>
            <numerusform>σ by SAT enumerates the mazes: at most %n cells (use mazelab-cli sigma --sample for bigger sizes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln SAT calls</source>
        <translation>
            <numerusform>%Ln SAT call</numerusform>
            <numerusform>%Ln SAT calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>σ(%1,%2) = %3 over %Ln mazes: %4 (%5, %6 s).</source>
        <translation>
            <numerusform>σ(%1,%2) = %3 over %Ln maze: %4 (%5, %6 s).</numerusform>
            <numerusform>σ(%1,%2) = %3 over %Ln mazes: %4 (%5, %6 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln mazes, %6, %7 s.</source>
        <translation>
            <numerusform>Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln maze, %6, %7 s.</numerusform>
            <numerusform>Stopped (%1): σ(%2,%3) ≥ %4 proved%5 by %Ln mazes, %6, %7 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::DistributionPanel</name>
    <message numerus="yes">
        <source>%1: %Ln mazes of %3 × %4, seeds %5–%6, %L7 perfect.</source>
        <translation>
            <numerusform>%1: %Ln maze of %3 × %4, seeds %5–%6, %L7 perfect.</numerusform>
            <numerusform>%1: %Ln mazes of %3 × %4, seeds %5–%6, %L7 perfect.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ExperimentPanel</name>
    <message numerus="yes">
        <source>%n runs</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::ExportAnimation</name>
    <message numerus="yes">
        <source>Wrote %1 (%n frames)</source>
        <translation>
            <numerusform>Wrote %1 (%n frame)</numerusform>
            <numerusform>Wrote %1 (%n frames)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::GenMetricsPanel</name>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells</source>
        <translation>
            <numerusform>%Ln cell</numerusform>
            <numerusform>%Ln cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::GeneratePage</name>
    <message numerus="yes">
        <source>%1, shown at once (no animation above %Ln cells)</source>
        <translation>
            <numerusform>%1, shown at once (no animation above %Ln cell)</numerusform>
            <numerusform>%1, shown at once (no animation above %Ln cells)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too big to animate: Export animation… records the carving again, at most %n frames of at most %2 px a side.</source>
        <translation>
            <numerusform>Too big to animate: Export animation… records the carving again, at most %n frame of at most %2 px a side.</numerusform>
            <numerusform>Too big to animate: Export animation… records the carving again, at most %n frames of at most %2 px a side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch of %Ln %2 mazes</source>
        <translation>
            <numerusform>Batch of %Ln %2 maze</numerusform>
            <numerusform>Batch of %Ln %2 mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the carving of %1 (at most %n frames, %3 px)</source>
        <translation>
            <numerusform>Export the carving of %1 (at most %n frame, %3 px)</numerusform>
            <numerusform>Export the carving of %1 (at most %n frames, %3 px)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MazeOperations</name>
    <message numerus="yes">
        <source>Paste %n mazes</source>
        <translation>
            <numerusform>Paste %n maze</numerusform>
            <numerusform>Paste %n mazes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MousePage</name>
    <message numerus="yes">
        <source>Mouse %1 × %1: %n steps</source>
        <translation>
            <numerusform>Mouse %1 × %1: %n step</numerusform>
            <numerusform>Mouse %1 × %1: %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computed from the tree without walking (Theorems 2–5): %Ln steps.</source>
        <translation>
            <numerusform>Computed from the tree without walking (Theorems 2–5): %Ln step.</numerusform>
            <numerusform>Computed from the tree without walking (Theorems 2–5): %Ln steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The walk was stopped after %Ln steps.</source>
        <translation>
            <numerusform>The walk was stopped after %Ln step.</numerusform>
            <numerusform>The walk was stopped after %Ln steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; no cell is visited twice.</source>
        <translation>
            <numerusform>Squeaky escapes after %Ln step; no cell is visited twice.</numerusform>
            <numerusform>Squeaky escapes after %Ln steps; no cell is visited twice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squeaky escapes after %Ln steps; %1</source>
        <translation>
            <numerusform>Squeaky escapes after %Ln step; %1</numerusform>
            <numerusform>Squeaky escapes after %Ln steps; %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the busiest cell is visited %Ln times.</source>
        <translation>
            <numerusform>the busiest cell is visited %Ln time.</numerusform>
            <numerusform>the busiest cell is visited %Ln times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln side paths</source>
        <translation>
            <numerusform>%Ln side path</numerusform>
            <numerusform>%Ln side paths</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::MouseSearchPanel</name>
    <message numerus="yes">
        <source>The best maze so far: %Ln steps</source>
        <translation>
            <numerusform>The best maze so far: %Ln step</numerusform>
            <numerusform>The best maze so far: %Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 walks tested</source>
        <translation>
            <numerusform>%L1 walk tested</numerusform>
            <numerusform>%L1 walks tested</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 optimal mazes</source>
        <translation>
            <numerusform>%L1 optimal maze</numerusform>
            <numerusform>%L1 optimal mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best found: %Ln steps after %1 in %2 s.</source>
        <translation>
            <numerusform>Best found: %Ln step after %1 in %2 s.</numerusform>
            <numerusform>Best found: %Ln steps after %1 in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 mazes tried</source>
        <translation>
            <numerusform>%L1 maze tried</numerusform>
            <numerusform>%L1 mazes tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, about %2 % of the search)…</source>
        <translation>
            <numerusform>Best so far: %Ln step (%1, about %2 % of the search)…</numerusform>
            <numerusform>Best so far: %Ln steps (%1, about %2 % of the search)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best so far: %Ln steps (%1, %2 % of the time used)…</source>
        <translation>
            <numerusform>Best so far: %Ln step (%1, %2 % of the time used)…</numerusform>
            <numerusform>Best so far: %Ln steps (%1, %2 % of the time used)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::PlayerBar</name>
    <message numerus="yes">
        <source>%Ln steps/s</source>
        <translation>
            <numerusform>%Ln step/s</numerusform>
            <numerusform>%Ln steps/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::Project</name>
    <message numerus="yes">
        <source>expected %n rows, found %2</source>
        <translation>
            <numerusform>expected %n row, found %2</numerusform>
            <numerusform>expected %n rows, found %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ragged row: %n cells, expected %2</source>
        <translation>
            <numerusform>ragged row: %n cell, expected %2</numerusform>
            <numerusform>ragged row: %n cells, expected %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::QuizPage</name>
    <message numerus="yes">
        <source>Finished: %1 of %n right.</source>
        <translation>
            <numerusform>Finished: %1 of %n right.</numerusform>
            <numerusform>Finished: %1 of %n right.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::RaceFrames</name>
    <message numerus="yes">
        <source>Step %L1 of %L2: %3 of %n solvers finished</source>
        <translation>
            <numerusform>Step %L1 of %L2: %3 of %n solver finished</numerusform>
            <numerusform>Step %L1 of %L2: %3 of %n solvers finished</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SequenceFrames</name>
    <message numerus="yes">
        <source>Before the first move: %L1 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Before the first move: %L1 of %Ln maze solved.</numerusform>
            <numerusform>Before the first move: %L1 of %Ln mazes solved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %L1 of %L2 (%3): %L4 of %Ln mazes solved.</source>
        <translation>
            <numerusform>Move %L1 of %L2 (%3): %L4 of %Ln maze solved.</numerusform>
            <numerusform>Move %L1 of %L2 (%3): %L4 of %Ln mazes solved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SequencePlayer</name>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln moves)</source>
        <translation>
            <numerusform>%1 (%Ln move)</numerusform>
            <numerusform>%1 (%Ln moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SetPanel</name>
    <message numerus="yes">
        <source>All solvable %1×%2 mazes are too many to list: at most %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>All solvable %1×%2 mazes are too many to list: at most %n cell (e.g. 5×6).</numerusform>
            <numerusform>All solvable %1×%2 mazes are too many to list: at most %n cells (e.g. 5×6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generate %n random %2×%3 mazes</source>
        <translation>
            <numerusform>Generate %n random %2×%3 maze</numerusform>
            <numerusform>Generate %n random %2×%3 mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the document&apos;s mazes</source>
        <translation>
            <numerusform>%n of the document&apos;s mazes</numerusform>
            <numerusform>%n of the document&apos;s mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n left out: other size or unsolvable)</source>
        <translation>
            <numerusform>(%n left out: other size or unsolvable)</numerusform>
            <numerusform>(%n left out: other size or unsolvable)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a list of %n mazes</source>
        <translation>
            <numerusform>a list of %n maze</numerusform>
            <numerusform>a list of %n mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The set has %L1 mazes; adding to sets of more than %2 is not supported.</source>
        <translation>
            <numerusform>The set has %L1 maze; adding to sets of more than %2 is not supported.</numerusform>
            <numerusform>The set has %L1 mazes; adding to sets of more than %2 is not supported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mazes</source>
        <translation>
            <numerusform>%Ln maze</numerusform>
            <numerusform>%Ln mazes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SigmaCertificateView</name>
    <message numerus="yes">
        <source>σ(%1,%2) ≥ %3 certificate (%n mazes)</source>
        <translation>
            <numerusform>σ(%1,%2) ≥ %3 certificate (%n maze)</numerusform>
            <numerusform>σ(%1,%2) ≥ %3 certificate (%n mazes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.</source>
        <translation>
            <numerusform>No sequence of %1 moves solves this %n maze, so σ(%2,%3) ≥ %4.</numerusform>
            <numerusform>No sequence of %1 moves solves these %n mazes, so σ(%2,%3) ≥ %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n-move sequence in the player solves every solvable %1×%2 maze</source>
        <translation>
            <numerusform>The %n-move sequence in the player solves every solvable %1×%2 maze</numerusform>
            <numerusform>The %n-move sequence in the player solves every solvable %1×%2 maze</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSession</name>
    <message numerus="yes">
        <source>Run sequence on %n mazes</source>
        <translation>
            <numerusform>Run sequence on %n maze</numerusform>
            <numerusform>Run sequence on %n mazes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SimasoSet</name>
    <message numerus="yes">
        <source>%n random %2×%3 mazes (density %4, seed %5)</source>
        <translation>
            <numerusform>%n random %2×%3 maze (density %4, seed %5)</numerusform>
            <numerusform>%n random %2×%3 mazes (density %4, seed %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing all solvable %1×%2 mazes is limited to %n cells (e.g. 5×6).</source>
        <translation>
            <numerusform>Listing all solvable %1×%2 mazes is limited to %n cell (e.g. 5×6).</numerusform>
            <numerusform>Listing all solvable %1×%2 mazes is limited to %n cells (e.g. 5×6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveChart</name>
    <message numerus="yes">
        <source>Done: %n points.</source>
        <translation>
            <numerusform>Done: %n point.</numerusform>
            <numerusform>Done: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n points.</source>
        <translation>
            <numerusform>Cancelled after %n point.</numerusform>
            <numerusform>Cancelled after %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolveFrames</name>
    <message numerus="yes">
        <source>%1: %Ln steps</source>
        <translation>
            <numerusform>%1: %Ln step</numerusform>
            <numerusform>%1: %Ln steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::SolverPanel</name>
    <message numerus="yes">
        <source>%1 on %Ln mazes</source>
        <translation>
            <numerusform>%1 on %Ln maze</numerusform>
            <numerusform>%1 on %Ln mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 joint states explored</source>
        <translation>
            <numerusform>%L1 joint state explored</numerusform>
            <numerusform>%L1 joint states explored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>certificate: %n mazes</source>
        <translation>
            <numerusform>certificate: %n maze</numerusform>
            <numerusform>certificate: %n mazes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n moves</source>
        <translation>
            <numerusform>%1, %n move</numerusform>
            <numerusform>%1, %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::StatusPanel</name>
    <message numerus="yes">
        <source>%Ln free cells</source>
        <translation>
            <numerusform>%Ln free cell</numerusform>
            <numerusform>%Ln free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable: shortest path %Ln moves</source>
        <translation>
            <numerusform>Solvable: shortest path %Ln move</numerusform>
            <numerusform>Solvable: shortest path %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::TokenFrames</name>
    <message numerus="yes">
        <source>%Ln free cells to visit, each exactly once.</source>
        <translation>
            <numerusform>%Ln free cell to visit, exactly once.</numerusform>
            <numerusform>%Ln free cells to visit, each exactly once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::TokenGeneratePanel</name>
    <message numerus="yes">
        <source>Too many obstacles: a %1 × %2 board has %n cells.</source>
        <translation>
            <numerusform>Too many obstacles: a %1 × %2 board has %n cell.</numerusform>
            <numerusform>Too many obstacles: a %1 × %2 board has %n cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Token %1 × %2, %n obstacles, seed %4</source>
        <translation>
            <numerusform>Token %1 × %2, %n obstacle, seed %4</numerusform>
            <numerusform>Token %1 × %2, %n obstacles, seed %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 search nodes</source>
        <translation>
            <numerusform>%L1 search node</numerusform>
            <numerusform>%L1 search nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions</source>
        <translation>
            <numerusform>%L1 solution</numerusform>
            <numerusform>%L1 solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found after %n boards</source>
        <translation>
            <numerusform>found after %n board</numerusform>
            <numerusform>found after %n boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::TokenPage</name>
    <message numerus="yes">
        <source>%L1 search nodes, %2 ms</source>
        <translation>
            <numerusform>%L1 search node, %2 ms</numerusform>
            <numerusform>%L1 search nodes, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 solutions.</source>
        <translation>
            <numerusform>%L1 solution.</numerusform>
            <numerusform>%L1 solutions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least %L1 solutions (the search was stopped).</source>
        <translation>
            <numerusform>At least %L1 solution (the search was stopped).</numerusform>
            <numerusform>At least %L1 solutions (the search was stopped).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Complete! The token visited all %n free cells.</source>
        <translation>
            <numerusform>Complete! The token visited the %n free cell.</numerusform>
            <numerusform>Complete! The token visited all %n free cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck: no move is left and %n cells are unvisited. Undo with Backspace or restart.</source>
        <translation>
            <numerusform>Stuck: no move is left and %n cell is unvisited. Undo with Backspace or restart.</numerusform>
            <numerusform>Stuck: no move is left and %n cells are unvisited. Undo with Backspace or restart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slide with the arrow keys (or click a green dot); Backspace undoes. %n cells to go.</source>
        <translation>
            <numerusform>Slide with the arrow keys (or click a green dot); Backspace undoes. %n cell to go.</numerusform>
            <numerusform>Slide with the arrow keys (or click a green dot); Backspace undoes. %n cells to go.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazelab::WorkspaceFile</name>
    <message numerus="yes">
        <source>Cannot write %1: only %2 of %3 bytes could be written (is the disk full?)</source>
        <translation>
            <numerusform>Cannot write %1: only %2 of %3 byte could be written (is the disk full?)</numerusform>
            <numerusform>Cannot write %1: only %2 of %3 bytes could be written (is the disk full?)</numerusform>
        </translation>
    </message>
</context>
</TS>
