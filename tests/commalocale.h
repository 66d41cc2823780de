#pragma once
// A locale whose decimal separator is a comma (de_DE.UTF-8), compiled with localedef into a
// temporary folder and found through LOCPATH, so that tests can run the core and the programs
// as a German, Dutch or Romanian desktop does (a Qt application switches the C library to the
// system locale). Needs libc-bin's localedef and the `locales` package's sources
// (scripts/install-deps.sh installs them); tests skip where they are missing.

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <clocale>
#include <cstdio>
#include <memory>

namespace mazelab::test {

class CommaLocale {
public:
    CommaLocale()
    {
        if (!m_dir.isValid())
            return;
        QProcess p;
        p.start(QStringLiteral("localedef"),
                {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"),
                 QStringLiteral("UTF-8"), m_dir.filePath(QStringLiteral("de_DE.UTF-8"))});
        m_ok = p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit
               && p.exitCode() == 0;
    }
    // The folder for LOCPATH; empty when the locale could not be made.
    QString path() const { return m_ok ? m_dir.path() : QString(); }
    static QString name() { return QStringLiteral("de_DE.UTF-8"); }

    // Switches this process's C library to the locale (as QCoreApplication does under
    // LANG=de_DE.UTF-8); false when it is not there or does not write "0,5".
    bool apply() const
    {
        if (!m_ok)
            return false;
        qputenv("LOCPATH", m_dir.path().toLocal8Bit());
        if (!std::setlocale(LC_ALL, "de_DE.UTF-8"))
            return false;
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "%g", 0.5);
        return QString::fromLatin1(buffer) == QStringLiteral("0,5");
    }
    static void restore() { std::setlocale(LC_ALL, "C"); }

private:
    QTemporaryDir m_dir;
    bool m_ok = false;
};

} // namespace mazelab::test
