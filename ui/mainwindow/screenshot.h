#pragma once
// Taking a picture of a window for documentation and tests (`mazelab --screenshot FILE`),
// without QTest: show the window, wait until it is exposed and `ready` holds, let it paint,
// grab it and save a PNG. Then the application exits with 0, or 1 (message on stderr) when the
// window never became ready within `timeoutMs` or the file could not be written.

#include <QString>
#include <functional>

class QWidget;

namespace mazelab {

void scheduleScreenshot(QWidget* window, const QString& path, std::function<bool()> ready = {},
                        int timeoutMs = 15000);

} // namespace mazelab
