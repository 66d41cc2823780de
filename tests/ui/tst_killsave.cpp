// No lost work, with the real `mazelab` process: it edits and saves in a loop (the hidden hook
// MAZELAB_TEST_EDIT_SAVE_LOOP, ui/mainwindow/editsaveloop.h) and is killed with SIGKILL at
// random points, many times. After each kill the saved file is a whole version (old or new,
// never torn) and the recovery folder holds the edits up to the last autosave. SIGTERM
// autosaves every edit and quits with exit code 0.
#include "ui/recovery/recoverystore.h"
#include "ui/workspacefile.h"

#include "tests/sanitized.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace mazelab;

namespace {

constexpr int kSide = 1000; // a 1 MB .maze: a save takes long enough to be hit by a kill
// Under a sanitizer each trial's process starts several times slower and the same save path
// is hit by fewer kills; the Release stage runs all 30.
constexpr int kTrials = test::kSanitized ? 10 : 30;

struct Log {
    int edit = 0, saved = 0, autosaved = 0;
    bool inSave = false; // the last line was "saving N": killed while saving
};

Log parseLog(const QByteArray& out)
{
    Log log;
    static const QRegularExpression line(QStringLiteral("^(edit|saving|saved|autosaved) (\\d+)$"),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromLatin1(out)); it.hasNext();) {
        const auto m = it.next();
        const int n = m.captured(2).toInt();
        log.inSave = m.captured(1) == QLatin1String("saving");
        if (log.inSave)
            continue;
        (m.captured(1) == QLatin1String("edit") ? log.edit
         : m.captured(1) == QLatin1String("saved") ? log.saved : log.autosaved) = n;
    }
    return log;
}

// The number of edits a version holds: edit n blocks cell n - 1, so a whole version has
// exactly a prefix of blocked cells. -1 if the maze is not such a version.
int editsIn(const Maze& maze)
{
    if (maze.rows() != kSide || maze.cols() != kSide)
        return -1;
    const std::size_t cells = std::size_t(kSide) * kSide;
    std::size_t k = 0;
    while (k < cells && maze.isBlocked(maze.cellAt(k)))
        ++k;
    for (std::size_t i = k; i < cells; ++i)
        if (maze.isBlocked(maze.cellAt(i)))
            return -1;
    return int(k);
}

} // namespace

class TestKillSave : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Starts mazelab on `file` with the edit/save loop; recovery folder `recovery`.
    void start(QProcess& p, const QString& file, const QString& recovery, const QString& loop)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_dir.path()); // never the user's settings
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("MAZELAB_RECOVERY_DIR"), recovery);
        env.insert(QStringLiteral("MAZELAB_TEST_EDIT_SAVE_LOOP"), loop);
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::SeparateChannels);
        p.start(QStringLiteral(MAZELAB_GUI_PATH), {file});
    }

    QString freshFile(const QString& dir)
    {
        QDir().mkpath(dir);
        Workspace ws;
        ws.mazes.push_back({QString(), Maze(kSide, kSide)});
        const QString file = dir + QStringLiteral("/work.maze");
        writeWorkspaceFile(file, ws);
        return file;
    }

private slots:
    void sigtermAutosavesAndQuits()
    {
        const QString dir = m_dir.filePath(QStringLiteral("term"));
        const QString file = freshFile(dir);
        const QString recovery = dir + QStringLiteral("/recovery");
        QProcess p;
        start(p, file, recovery, QStringLiteral("3,1000000,0")); // no saves, no autosaves
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        while (parseLog(out).edit < 30 && clock.elapsed() < 20000) {
            p.waitForReadyRead(100);
            out += p.readAllStandardOutput();
        }
        QVERIFY(parseLog(out).edit >= 30);
        ::kill(pid_t(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(10000));
        out += p.readAllStandardOutput();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const Log log = parseLog(out);
        QCOMPARE(log.autosaved, log.edit); // every edit, also those queued behind the signal
        const QList<RecoveryEntry> entries = orphanedRecoveryEntries(recovery);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].originalPath, QFileInfo(file).absoluteFilePath());
        QCOMPARE(editsIn(readWorkspaceFile(entries[0].dataPath).mazes[0].maze), log.edit);
        QCOMPARE(editsIn(readWorkspaceFile(file).mazes[0].maze), 0); // never saved
    }

    void sigkillAtRandomPoints()
    {
        // A new seed each run (more kill points over time); MAZELAB_KILL_SEED repeats a run.
        const quint32 seed = qEnvironmentVariableIsSet("MAZELAB_KILL_SEED")
            ? quint32(qEnvironmentVariableIntValue("MAZELAB_KILL_SEED"))
            : QRandomGenerator::global()->generate();
        qInfo("seed %u", seed);
        QRandomGenerator random(seed);
        int inSave = 0; // kills between "saving N" and "saved N"
        int newVersion = 0; // ... of which the file already held the new version
        int withCopy = 0;
        QElapsedTimer total;
        total.start();
        for (int trial = 0; trial < kTrials; ++trial) {
            const QString dir = m_dir.filePath(QStringLiteral("kill%1").arg(trial));
            const QString file = freshFile(dir);
            const QString recovery = dir + QStringLiteral("/recovery");
            QProcess p;
            // An edit every 2 ms, a save after every 3rd edit, an autosave every 30 ms.
            start(p, file, recovery, QStringLiteral("2,3,30"));
            QVERIFY(p.waitForStarted());
            QByteArray out;
            while (parseLog(out).edit == 0 && p.state() == QProcess::Running) {
                p.waitForReadyRead(50);
                out += p.readAllStandardOutput();
            }
            QThread::msleep(random.bounded(10, 1500));
            ::kill(pid_t(p.processId()), SIGKILL);
            QVERIFY(p.waitForFinished(10000));
            QCOMPARE(p.exitStatus(), QProcess::CrashExit);
            out += p.readAllStandardOutput();
            const Log log = parseLog(out);

            // The document: always a whole version, at least the last one reported saved.
            const int saved = editsIn(readWorkspaceFile(file).mazes[0].maze);
            QVERIFY2(saved >= log.saved && saved <= log.edit + 1,
                     qPrintable(QStringLiteral("trial %1: file has %2 edits, log saved %3 "
                                               "edit %4").arg(trial).arg(saved)
                                    .arg(log.saved).arg(log.edit)));
            if (log.inSave) {
                ++inSave;
                newVersion += saved > log.saved;
            }

            // The recovery folder: the killed process's copy is an orphan (its lock is stale)
            // and holds at least the edits up to the last autosave.
            const QList<RecoveryEntry> entries = orphanedRecoveryEntries(recovery);
            QVERIFY(entries.size() <= 1);
            int recovered = -1;
            if (!entries.isEmpty()) {
                recovered = editsIn(readWorkspaceFile(entries[0].dataPath).mazes[0].maze);
                QVERIFY2(recovered >= log.autosaved && recovered <= log.edit + 1,
                         qPrintable(QStringLiteral("trial %1: copy has %2 edits, log "
                                                   "autosaved %3").arg(trial).arg(recovered)
                                        .arg(log.autosaved)));
                ++withCopy;
            }
            QVERIFY2(std::max(saved, recovered) >= log.autosaved,
                     qPrintable(QStringLiteral("trial %1: edits up to the last autosave (%2) "
                                               "lost").arg(trial).arg(log.autosaved)));
        }
        qInfo("%d SIGKILL trials in %.1f s: every saved file whole; %d kills came during a "
              "save (the file then held the old version %d times, the new one %d times); %d "
              "trials left a recovery copy, each with the edits up to its last autosave",
              kTrials, double(total.elapsed()) / 1000.0, inSave, inSave - newVersion,
              newVersion, withCopy);
    }
};

QTEST_GUILESS_MAIN(TestKillSave)
#include "tst_killsave.moc"
