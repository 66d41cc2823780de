// The GUI's open path on awkward input (a directory, a device, a byte order mark, CRLF, a set
// of 100,000 mazes) and a 4096 x 4096 maze opened, edited, saved and exported to PNG with its
// peak memory reported.
#include "uitesthelpers.h"

#include "ui/dialogs/exportdialog.h"
#include "ui/mainwindow/editorpage.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/nativename.h"
#include "ui/simaso/simasopage.h"
#include "ui/simaso/simasosession.h"
#include "ui/workspacefile.h"

#include "tests/sanitized.h"
#include <QElapsedTimer>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <sys/resource.h>

using namespace mazelab;
using test::MessageBoxAnswerer;

namespace {

long peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024; // Linux: KiB
}

} // namespace

class TestFileInputs : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString write(const QString& name, const QByteArray& bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return f.fileName();
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QSettings().clear();
        qputenv("MAZELAB_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->files()->openDemo();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window->document()->undoStack()->setClean();
        m_window.reset();
    }

    void notARegularFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("directory") << m_dir.path() << QStringLiteral("is a directory");
        QTest::newRow("device") << QStringLiteral("/dev/zero")
                                << QStringLiteral("is not a regular file");
    }

    void notARegularFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        MessageBoxAnswerer ok(QMessageBox::Ok);
        QVERIFY(!m_window->files()->openFile(path));
        QCOMPARE(ok.texts.size(), 1);
        QVERIFY2(ok.texts[0].contains(path + QLatin1Char(' ') + message), qPrintable(ok.texts[0]));
        QCOMPARE(m_window->document()->displayName(), QStringLiteral("Demo")); // untouched
    }

    void byteOrderMarkAndCrlf_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("maze CRLF BOM") << QStringLiteral("w.maze")
                                       << QByteArray("\xEF\xBB\xBF; name: w\r\n..#\r\n...\r\n");
        QTest::newRow("project BOM CRLF")
            << QStringLiteral("w.mazelab")
            << QByteArray("\xEF\xBB\xBF{\"format\": \"mazelab-project\", \"version\": 1,\r\n"
                          "\"mazes\": [{\"name\": \"w\", \"rows\": 2, \"cols\": 3,\r\n"
                          "\"cells\": [\"..#\", \"...\"], \"start\": [0, 0],\r\n"
                          "\"goal\": [1, 2]}]}\r\n");
    }

    void byteOrderMarkAndCrlf()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        MessageBoxAnswerer ok(QMessageBox::Ok); // an error must fail the test, not hang it
        QVERIFY(m_window->files()->openFile(write(name, bytes)));
        QCOMPARE(ok.texts, QStringList());
        MazeDocument* doc = m_window->document();
        QCOMPARE(doc->mazeName(0), QStringLiteral("w"));
        QCOMPARE(doc->maze(0).cols(), 3);
        QVERIFY(doc->maze(0).isBlocked({0, 2}));
    }

    // A project whose Simultaneous settings are damaged (edited by hand) opens, says what it
    // could not restore, and keeps the entry in the document until that page changes it.
    void damagedViewSettings_data()
    {
        QTest::addColumn<QString>("simaso");
        QTest::addColumn<QStringList>("expected"); // one text per problem
        QTest::addColumn<QString>("moves");        // what the player opens with
        QTest::newRow("bad sequence")
            << QStringLiteral(R"({"sequence": "drdx"})")
            << QStringList{QStringLiteral("the move sequence could not be read: character 4, "
                                          "'x', is not a move")}
            << QString();
        QTest::newRow("bad set")
            << QStringLiteral(R"({"setKind": "list", "setMazes": "..\n#?\n", "sequence": "dr"})")
            << QStringList{QStringLiteral("the maze set could not be restored (")}
            << QStringLiteral("dr");
        QTest::newRow("both")
            << QStringLiteral(R"({"setKind": "list", "setMazes": "?", "sequence": "d;r"})")
            << QStringList{QStringLiteral("the maze set could not be restored ("),
                           QStringLiteral("character 2, ';', is not a move")}
            << QString();
        QTest::newRow("intact") << QStringLiteral(R"({"sequence": "rd"})") << QStringList()
                                << QStringLiteral("rd");
    }

    void damagedViewSettings()
    {
        QFETCH(QString, simaso);
        QFETCH(QStringList, expected);
        QFETCH(QString, moves);
        const QString path = write(
            QStringLiteral("views.mazelab"),
            QStringLiteral(R"({"format": "mazelab-project", "version": 1,
                "mazes": [{"name": "w", "rows": 2, "cols": 2, "cells": ["..", ".."],
                           "start": [0, 0], "goal": [1, 1]}],
                "views": {"simaso": %1}})")
                .arg(simaso)
                .toUtf8());
        MessageBoxAnswerer ok(QMessageBox::Ok);
        QVERIFY(m_window->files()->openFile(path));
        if (expected.isEmpty()) {
            QCOMPARE(ok.texts, QStringList());
        } else {
            QCOMPARE(ok.texts.size(), 1);
            const QString& text = ok.texts[0];
            QVERIFY2(text.startsWith(QStringLiteral("views.mazelab was opened, but not all")),
                     qPrintable(text));
            for (const QString& part : expected)
                QVERIFY2(text.contains(part), qPrintable(text));
            QCOMPARE(text.count(QStringLiteral("Simultaneous: ")), expected.size());
        }
        auto* page = m_window->findChild<SimasoPage*>();
        QVERIFY(page);
        QCOMPARE(page->session()->sequenceText(), moves);
        // Nothing was written back: saving now keeps the damaged entry for a later repair.
        const QJsonObject kept = m_window->document()->viewSettings(QStringLiteral("simaso"));
        QCOMPARE(kept, QJsonDocument::fromJson(simaso.toUtf8()).object());
        QVERIFY(!m_window->document()->isModified());
    }

    // A Latin-1 name ("caf\xE9.maze") given on the command line opens; saving under it is
    // refused with a message (QSaveFile cannot write those bytes) and the document stays
    // modified; Save under a UTF-8 name works.
    void nonUtf8FileName()
    {
        const QByteArray raw = QFile::encodeName(m_dir.path()) + "/caf\xE9.maze";
        FILE* f = std::fopen(raw.constData(), "wb");
        QVERIFY(f);
        std::fputs("..#\n...\n", f);
        std::fclose(f);
        rememberNativeName(raw); // what main() does with argv
        const QString name = QFile::decodeName(raw);
        QVERIFY(!QFile::exists(name)); // QFile alone cannot find it
        QVERIFY(m_window->files()->openFile(name));
        MazeDocument* doc = m_window->document();
        QVERIFY(doc->maze(0).isBlocked({0, 2}));
        QTest::mouseClick(m_window->editor()->view()->viewport(), Qt::LeftButton, {},
                          test::centreOf(*m_window->editor()->view(), {1, 1}));
        QVERIFY(doc->isModified());
        {
            MessageBoxAnswerer ok(QMessageBox::Ok);
            QVERIFY(!m_window->files()->save());
            QCOMPARE(ok.texts.size(), 1);
            QVERIFY2(ok.texts[0].contains(QStringLiteral("not valid UTF-8")),
                     qPrintable(ok.texts[0]));
        }
        QVERIFY(doc->isModified());
        QVERIFY(m_window->files()->saveToFile(m_dir.filePath(QStringLiteral("cafe.maze"))));
        QVERIFY(readWorkspaceFile(m_dir.filePath(QStringLiteral("cafe.maze")))
                    .mazes[0].maze.isBlocked({1, 1}));

        // The real program, given the bytes by a shell.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("exec \"$0\" --screenshot \"$1/shot.png\" "
                                "\"$(printf '%s/caf\\351.maze' \"$1\")\""),
                 QStringLiteral(MAZELAB_GUI_PATH), m_dir.path()});
        QVERIFY(p.waitForFinished(60000));
        std::remove(raw.constData()); // QTemporaryDir cannot name it
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("shot.png"))));
    }

    void hundredThousandMazes()
    {
        QByteArray text;
        for (int i = 0; i < 100000; ++i)
            text += ".#.\n...\n\n";
        const QString path = write(QStringLiteral("many.maze"), text);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(m_window->files()->openFile(path));
        QCoreApplication::processEvents(); // the maze list and the view catch up
        qInfo("GUI opened 100,000 mazes in %lld ms (peak RSS so far %ld MiB)", clock.elapsed(),
              peakRssMiB());
        QCOMPARE(m_window->document()->mazeCount(), 100000);
        m_window->document()->setCurrentIndex(99999);
        QCOMPARE(m_window->document()->currentIndex(), 99999);
    }

    // 16.8 million cells: open, paint one cell with the mouse, save, export a PNG (2 px cells,
    // 8192 x 8192 pixels). The figure goes to the README; the bound only catches a blow-up.
    // Most of the open time and of the peak is MousePage::recompute(), which walks the mouse
    // through the whole maze on the GUI thread at every reset (a simulateMouse allocation of
    // 8 bytes per cell, several times).
    void maze4096()
    {
        {
            Workspace ws;
            Maze big(4096, 4096);
            for (int r = 1; r < 4096; r += 2)
                for (int c = 0; c + 1 < 4096; ++c)
                    big.setBlocked({r, (r / 2) % 2 ? c + 1 : c}, true);
            ws.mazes.push_back({QStringLiteral("big"), big});
            writeWorkspaceFile(m_dir.filePath(QStringLiteral("big.maze")), ws);
        }
        QElapsedTimer clock;
        clock.start();
        QVERIFY(m_window->files()->openFile(m_dir.filePath(QStringLiteral("big.maze"))));
        QCoreApplication::processEvents();
        const qint64 openMs = clock.restart();
        const long openRss = peakRssMiB();
        MazeView* view = m_window->editor()->view();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewport()->rect().center());
        QVERIFY(m_window->document()->isModified());
        const qint64 editMs = clock.restart();
        QVERIFY(m_window->files()->save());
        const qint64 saveMs = clock.restart();
        const long saveRss = peakRssMiB();
        const QString png = m_dir.filePath(QStringLiteral("big.png"));
        QString error;
        QVERIFY2(exportMazePng(m_window->document()->currentMaze(), 2, png, &error),
                 qPrintable(error));
        const qint64 exportMs = clock.restart();
        QCOMPARE(QImageReader(png).size(), QSize(8193, 8193)); // + the outer wall line
        QCOMPARE(readWorkspaceFile(m_dir.filePath(QStringLiteral("big.maze"))).mazes[0].maze,
                 m_window->document()->currentMaze());
        qInfo("4096 x 4096: open %lld ms, edit %lld ms, save %lld ms, PNG export (8192 px) "
              "%lld ms; peak RSS after open %ld MiB, after save %ld MiB, after export %ld MiB",
              openMs, editMs, saveMs, exportMs, openRss, saveRss, peakRssMiB());
        // ASan's shadow memory counts in the RSS
        if constexpr (!test::kAddressSanitized)
            QVERIFY(peakRssMiB() < 2048);
    }
};

QTEST_MAIN(TestFileInputs)
#include "tst_fileinputs.moc"
