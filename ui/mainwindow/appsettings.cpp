#include "ui/mainwindow/appsettings.h"

#include "ui/mainwindow/language.h"

#include <QMainWindow>

#include <limits>

namespace mazelab {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRecent = QStringLiteral("files/recent");
const QString kLanguage = QStringLiteral("ui/language");
const QString kAutosave = QStringLiteral("files/autosaveSeconds");
const QString kComparison = QStringLiteral("comparison/");
constexpr int kDefaultAutosaveSeconds = 30; // = AutoSaver::kDefaultIntervalSeconds
constexpr int kStateVersion = 1;
} // namespace

AppSettings::AppSettings() = default;

void AppSettings::restoreWindow(QMainWindow& window) const
{
    const QByteArray geometry = m_settings.value(kGeometry).toByteArray();
    if (geometry.isEmpty() || !window.restoreGeometry(geometry))
        window.resize(1100, 720);
    window.restoreState(m_settings.value(kState).toByteArray(), kStateVersion);
}

void AppSettings::saveWindow(const QMainWindow& window)
{
    m_settings.setValue(kGeometry, window.saveGeometry());
    m_settings.setValue(kState, window.saveState(kStateVersion));
}

QStringList AppSettings::recentFiles() const
{
    return m_settings.value(kRecent).toStringList();
}

void AppSettings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    setRecentFiles(files);
}

void AppSettings::setRecentFiles(const QStringList& files)
{
    m_settings.setValue(kRecent, QStringList(files.mid(0, kMaxRecentFiles)));
}

QString AppSettings::language() const
{
    const QString code = m_settings.value(kLanguage).toString();
    return Language::isSupported(code) ? code : QString();
}

void AppSettings::setLanguage(const QString& code)
{
    m_settings.setValue(kLanguage, code);
}

int AppSettings::autosaveSeconds() const
{
    bool ok = false;
    const int s = m_settings.value(kAutosave, kDefaultAutosaveSeconds).toInt(&ok);
    return ok && s >= 0 && s <= 3600 ? s : kDefaultAutosaveSeconds;
}

void AppSettings::setAutosaveSeconds(int seconds)
{
    m_settings.setValue(kAutosave, seconds);
}

ComparisonSettings AppSettings::comparison() const
{
    ComparisonSettings c;
    const auto read = [this](const char* key, int fallback, int lo, int hi) {
        bool ok = false;
        const int v = m_settings.value(kComparison + QLatin1String(key), fallback).toInt(&ok);
        return ok && v >= lo && v <= hi ? v : fallback;
    };
    c.count = read("count", c.count, 1, 1'000'000);
    c.rows = read("rows", c.rows, 1, 100'000);
    c.cols = read("cols", c.cols, 1, 100'000);
    c.seed = read("seed", c.seed, 0, std::numeric_limits<int>::max());
    c.geometry = m_settings.value(kComparison + QLatin1String("geometry")).toByteArray();
    return c;
}

void AppSettings::setComparison(const ComparisonSettings& c)
{
    m_settings.setValue(kComparison + QLatin1String("count"), c.count);
    m_settings.setValue(kComparison + QLatin1String("rows"), c.rows);
    m_settings.setValue(kComparison + QLatin1String("cols"), c.cols);
    m_settings.setValue(kComparison + QLatin1String("seed"), c.seed);
    m_settings.setValue(kComparison + QLatin1String("geometry"), c.geometry);
}

} // namespace mazelab
