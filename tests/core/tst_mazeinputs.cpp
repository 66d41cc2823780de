// Input edge cases of the `.maze` reader: a directory or a device given as a file, a pipe,
// CRLF line ends, a UTF-8 byte order mark, a file name that is not UTF-8, 100,000 mazes.
#include "core/mazeformat.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <fstream>
#include <sys/stat.h>
#include <thread>

using namespace mazelab;

namespace {

QString reasonOf(const std::string& path)
{
    try {
        readMazeFile(path);
    } catch (const MazeFormatError& e) {
        return QString::fromStdString(e.reason());
    }
    return {};
}

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary) << bytes;
}

} // namespace

class TestMazeInputs : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string path(const char* name) const { return m_dir.filePath(name).toStdString(); }

private slots:
    void directoryIsNamed()
    {
        QCOMPARE(reasonOf(m_dir.path().toStdString()), QStringLiteral("is a directory"));
    }

    void deviceIsNamed_data()
    {
        QTest::addColumn<QString>("device");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null"); // would read "no maze"
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero"); // would never end
    }

    void deviceIsNamed()
    {
        QFETCH(QString, device);
        QCOMPARE(reasonOf(device.toStdString()), QStringLiteral("is not a regular file"));
    }

    void missingFileStillSaysSo()
    {
        QVERIFY(reasonOf(path("missing.maze")).startsWith(QStringLiteral("cannot open")));
    }

    void pipeIsRead()
    {
        const std::string fifo = path("pipe");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        std::thread writer([&] { writeBytes(fifo, "..#\n...\n"); });
        const MazeFile file = readMazeFile(fifo);
        writer.join();
        QCOMPARE(file.mazes.size(), std::size_t(1));
        QCOMPARE(file.mazes[0].cols(), 3);
    }

    void lineEndsAndByteOrderMark_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("LF") << QByteArray("; name: a\n..#\n.#.\n\n...\n");
        QTest::newRow("CRLF") << QByteArray("; name: a\r\n..#\r\n.#.\r\n\r\n...\r\n");
        QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF; name: a\n..#\n.#.\n\n...\n");
        QTest::newRow("BOM CRLF") << QByteArray("\xEF\xBB\xBF; name: a\r\n..#\r\n.#.\r\n\r\n...");
    }

    void lineEndsAndByteOrderMark()
    {
        QFETCH(QByteArray, text);
        const std::string file = path("text.maze");
        writeBytes(file, text.toStdString());
        const MazeFile f = readMazeFile(file);
        QCOMPARE(f.mazes.size(), std::size_t(2));
        QCOMPARE(f.names[0], std::string("a")); // no '\r' left in the name
        QCOMPARE(f.mazes[0].rows(), 2);
        QCOMPARE(f.mazes[0].cols(), 3);
        QVERIFY(f.mazes[0].isBlocked({0, 2}));
        QCOMPARE(f.mazes[1].cols(), 3);
    }

    void byteOrderMarkOnlyAtTheStart()
    {
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseMazeText("..#\n\xEF\xBB\xBF...\n"));
    }

    void nonUtf8FileName()
    {
        const std::string file = path("") + "caf\xE9-\xFF.maze"; // Latin-1 bytes
        writeBytes(file, "...\n");
        const std::size_t mazes = readMazeFile(file).mazes.size();
        std::remove(file.c_str()); // QTemporaryDir cannot name it
        QCOMPARE(mazes, std::size_t(1));
    }

    // 100,000 small mazes in one file (1.7 MB): read whole, in order.
    void hundredThousandMazes()
    {
        std::string text;
        for (int i = 0; i < 100000; ++i)
            text += "; name: m" + std::to_string(i) + "\n.#.\n...\n\n";
        const std::string file = path("many.maze");
        writeBytes(file, text);
        QElapsedTimer clock;
        clock.start();
        const MazeFile f = readMazeFile(file);
        qInfo("100,000 mazes (%zu bytes) read in %lld ms", text.size(), clock.elapsed());
        QCOMPARE(f.mazes.size(), std::size_t(100000));
        QCOMPARE(f.names[99999], std::string("m99999"));
    }
};

QTEST_GUILESS_MAIN(TestMazeInputs)
#include "tst_mazeinputs.moc"
