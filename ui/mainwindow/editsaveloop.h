#pragma once
// A hidden test hook for the kill-during-save test (tests/ui/tst_recovery.cpp): when the
// environment variable MAZELAB_TEST_EDIT_SAVE_LOOP is "EDIT_MS,SAVE_EVERY,AUTOSAVE_MS", the
// GUI edits its document every EDIT_MS ms and saves it after every SAVE_EVERY edits, with an
// autosave every AUTOSAVE_MS ms, until it is killed.
//
// Edit n (n = 1, 2, ...) blocks cell n - 1 (row-major) of the current maze, so the file after
// edit n has exactly the first n cells blocked: a reader can tell every version apart and
// tell a whole file from a torn one. Each step is printed to stdout and flushed *after* it
// happened: "edit N", "saved N", "autosaved N"; "saving N" is printed before a save starts.

namespace mazelab {

class MainWindow;

// Starts the loop when the variable is set; returns whether it did.
bool startEditSaveLoopIfRequested(MainWindow& window);

} // namespace mazelab
