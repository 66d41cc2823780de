<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>mazelab::AddMaze</name>
    <message>
        <source>Add maze “%1”</source>
        <translation>Labyrinth „%1“ hinzufügen</translation>
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
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <source>Elapsed time</source>
        <translation>Verstrichene Zeit</translation>
    </message>
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
        <source>Add the maze(s) in the clipboard's .maze text to the workspace</source>
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
    <message>
        <source>Paste %1 mazes</source>
        <translation>%1 Labyrinthe einfügen</translation>
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
    <name>mazelab::PlayerBar</name>
    <message>
        <source>Jump to start (Home)</source>
        <translation>Zum Anfang springen (Pos1)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
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
        <source>step %1 / %2</source>
        <translation>Schritt %1 / %2</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
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
        <source>expected %1 rows, found %2</source>
        <translation>%1 Zeilen erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>ragged row: %1 cells, expected %2</source>
        <translation>ungleich lange Zeile: %1 Zellen, erwartet %2</translation>
    </message>
    <message>
        <source>unknown character '%1' at column %2 (expected '.' or '#')</source>
        <translation>unbekanntes Zeichen '%1' in Spalte %2 (erwartet '.' oder '#')</translation>
    </message>
    <message>
        <source>the project is not a JSON object</source>
        <translation>das Projekt ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>expected "mazelab-project"</source>
        <translation>"mazelab-project" erwartet</translation>
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
        <source>1 free cell</source>
        <translation>1 freie Zelle</translation>
    </message>
    <message>
        <source>%L1 free cells</source>
        <translation>%L1 freie Zellen</translation>
    </message>
    <message>
        <source>Not solvable</source>
        <translation>Nicht lösbar</translation>
    </message>
    <message>
        <source>Solvable: shortest path 1 move</source>
        <translation>Lösbar: kürzester Weg 1 Zug</translation>
    </message>
    <message>
        <source>Solvable: shortest path %L1 moves</source>
        <translation>Lösbar: kürzester Weg %L1 Züge</translation>
    </message>
    <message>
        <source>Whether the goal can be reached from the start, and in how many moves</source>
        <translation>Ob das Ziel vom Start aus erreichbar ist und in wie vielen Zügen</translation>
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
</context>
</TS>