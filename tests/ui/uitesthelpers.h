#pragma once
// Helpers shared by the ui tests (header only; tests/ui/tst_*.cpp are the executables).

#include "ui/mazeview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>

#include <sys/resource.h>

namespace mazelab::test {

// Call first in initTestCase(): tests must never touch the user's settings, nor each other's.
// ctest -j runs test processes side by side, and test mode alone puts them all in one
// ~/.qttest (one settings file, one recovery folder): one fixture's "remove the comparison's
// settings" then landed in the middle of another process's settings test. So each process gets
// a private HOME, removed when it exits; settings still persist between its own test functions.
inline void isolateSettings()
{
    static QTemporaryDir home;
    static const bool moved = qputenv("HOME", home.path().toLocal8Bit());
    Q_UNUSED(moved);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MazeLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("MazeLabTests"));
}

// Shows `window` and makes it the active window: shortcuts and hover need one, and without a
// window manager (plain xvfb-run) nothing activates it on show. False when a wait times out.
inline bool showActive(QWidget& window)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

// Clicks a check box or radio button where a user does: on its indicator. A click at the
// widget's centre misses when the layout makes the box wider than indicator plus text (Qt only
// takes clicks on those, QStyle::SE_CheckBoxClickRect), and then nothing toggles.
inline void clickIndicator(QAbstractButton* box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
}

inline QPoint centreOf(const MazeView& view, Cell cell)
{
    return view.cellRect(cell).center().toPoint();
}

// Answers every modal QMessageBox that opens while it lives by clicking `button`, and records
// the texts it saw. Works with the static QMessageBox functions (they run their own loop).
class MessageBoxAnswerer : public QObject {
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button) : m_button(button)
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || !box->isVisible())
                return;
            texts.append(box->text() + QLatin1Char('\n') + box->informativeText());
            QAbstractButton* b = box->button(m_button);
            if (b)
                b->click();
            else
                box->reject();
        });
        m_timer.start(10);
    }
    QStringList texts;

private:
    QMessageBox::StandardButton m_button;
    QTimer m_timer;
};

// A full disk for the scope: files may grow to `bytes` at most (RLIMIT_FSIZE; write() then
// fails with EFBIG, which takes the same path through the savers as ENOSPC). SIGXFSZ, which
// would kill the test, is ignored while it lasts.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
};

} // namespace mazelab::test
