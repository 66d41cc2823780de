#pragma once
// AppSettings: the one place that reads and writes MazeLab's QSettings (window geometry and
// dock layout, recent files, language, autosave interval, the generator comparison's batch). Tests call
// QStandardPaths::setTestModeEnabled(true) and use their own organization name so they never
// touch the user's settings.

#include <QByteArray>
#include <QSettings>
#include <QStringList>

class QMainWindow;

namespace mazelab {

// The generator comparison dialog's batch (issue 14) and its window geometry; the defaults are
// the thesis' 100 mazes of 10 × 10.
struct ComparisonSettings {
    int count = 100, rows = 10, cols = 10, seed = 1;
    QByteArray geometry; // empty: the dialog's default size
};

class AppSettings {
public:
    static constexpr int kMaxRecentFiles = 8;

    AppSettings();

    void restoreWindow(QMainWindow& window) const; // geometry + dock / tool bar state
    void saveWindow(const QMainWindow& window);

    QStringList recentFiles() const;
    // Puts `path` first, drops duplicates and files beyond kMaxRecentFiles.
    void addRecentFile(const QString& path);
    void setRecentFiles(const QStringList& files);

    // "" = follow the system locale, or a code of Language::supported(); anything else
    // stored (an old or hand-edited file) reads as "".
    QString language() const;
    void setLanguage(const QString& code);

    // Seconds between autosaves of a modified document (0 = off); default 30.
    int autosaveSeconds() const;
    void setAutosaveSeconds(int seconds);

    ComparisonSettings comparison() const; // out-of-range values come back as the defaults
    void setComparison(const ComparisonSettings& settings);

private:
    QSettings m_settings;
};

} // namespace mazelab
