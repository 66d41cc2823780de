<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>mazelab::AddMaze</name>
    <message>
        <source>Add maze “%1”</source>
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
    <message>
        <source>Cannot write %1: %2</source>
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
        <source>Elapsed time</source>
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
    <name>mazelab::PlayerBar</name>
    <message>
        <source>Jump to start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
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
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
