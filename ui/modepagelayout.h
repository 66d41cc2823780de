#pragma once
// The layout the animated modes share (Token, Mouse): the canvas with the player bar under it
// on the left, a scrolling side panel of controls on the right, split by a splitter. The side
// panel scrolls vertically instead of imposing its height on the main window; it is never
// narrower than its content (no horizontal scroll bar), the canvas gives way instead.

class QWidget;

namespace mazelab {

// Dynamic property of a mode page: false when the page has no start and goal (Token, Mouse), so
// the main window hides the editor's "Solvable: shortest path …" status field while it is shown.
inline constexpr const char* kUsesStartGoal = "usesStartGoal";

// Dynamic property: true on a widget that presentation mode hides (ui/mainwindow/presentation.h),
// e.g. a mode's side panel.
inline constexpr const char* kPresentationHides = "presentationHides";
// Dynamic property: true on a dock that presentation mode leaves open when it is open (the
// Lessons panel: a class follows the lesson and the teacher presses Show me); every other dock
// is hidden.
inline constexpr const char* kPresentationKeeps = "presentationKeeps";

// Lays out `page` (which must have no layout yet); `side` is reparented into a scroll area.
void setUpModePageLayout(QWidget* page, QWidget* canvas, QWidget* playerBar, QWidget* side,
                         int sideWidth);

} // namespace mazelab
