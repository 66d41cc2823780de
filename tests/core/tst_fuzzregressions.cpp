// Issue 16: every input that ever made a libFuzzer target (tests/fuzz) fail is kept in
// tests/data/fuzz-regressions/<target>/ and replayed here through the very function the fuzzer
// runs (a violated property aborts, which fails this test). Plus the round-trip property of the
// .maze format over the whole corpus of .maze files: parse(write(parse(x))) == parse(x).
#include "core/mazeformat.h"
#include "tests/fuzz/fuzztargets.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace mazelab;

namespace {

using FuzzFunction = void (*)(std::string_view);

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Files under `dir` (recursively) whose names match `filters`, sorted for stable row names.
QStringList filesUnder(const QString& dir, const QStringList& filters)
{
    QStringList files;
    QDirIterator it(dir, filters, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<void*>("function");
        const std::pair<const char*, FuzzFunction> targets[] = {
            {"mazeformat", fuzz::mazeFormat},   {"moves", fuzz::moves},
            {"sigmacert", fuzz::sigmaCertificate}, {"sigmashard", fuzz::sigmaShard},
            {"lowerbound", fuzz::lowerBound},
            {"mousecheckpoint", fuzz::mouseCheckpoint}, {"ganmodel", fuzz::ganModel},
            {"colab", fuzz::colabNames},
        };
        const QString root = QStringLiteral(MAZELAB_TEST_DATA "/fuzz-regressions/");
        int rows = 0;
        for (const auto& [name, function] : targets) {
            for (const QString& path : filesUnder(root + QLatin1String(name), {})) {
                const QString row = QString(path).remove(root);
                QTest::newRow(qPrintable(row)) << path << reinterpret_cast<void*>(function);
                ++rows;
            }
        }
        if (rows == 0)
            QTest::newRow("none yet") << QString() << static_cast<void*>(nullptr);
    }

    // Each saved input runs through its fuzz target without a crash or a violated property.
    void replay()
    {
        QFETCH(QString, path);
        QFETCH(void*, function);
        if (path.isEmpty())
            QSKIP("no saved fuzz inputs");
        const QByteArray input = readAll(path);
        reinterpret_cast<FuzzFunction>(function)(std::string_view(input.data(), input.size()));
    }

    void mazeRoundTrip_data()
    {
        QTest::addColumn<QString>("path");
        const QString data = QStringLiteral(MAZELAB_TEST_DATA);
        QStringList files = filesUnder(data, {QStringLiteral("*.maze"), QStringLiteral("*.cert")});
        files << filesUnder(data + QStringLiteral("/fuzz-regressions/mazeformat"), {});
        files << filesUnder(QStringLiteral(MAZELAB_TEST_DATA "/../fuzz/seeds/mazeformat"), {});
        files.removeDuplicates();
        for (const QString& path : files)
            QTest::newRow(qPrintable(QString(path).remove(data))) << path;
    }

    // write(read(x)) reads back equal: same mazes (cells, start, goal) and names.
    void mazeRoundTrip()
    {
        QFETCH(QString, path);
        const QByteArray input = readAll(path);
        MazeFile file;
        try {
            file = parseMazeText(std::string_view(input.data(), input.size()));
        } catch (const MazeFormatError& e) {
            QVERIFY2(path.contains(QLatin1String("fuzz-regressions")), e.what());
            QSKIP("not a valid maze file (a saved fuzz input)");
        }
        const std::string written = mazeFileToText(file);
        const MazeFile again = parseMazeText(written);
        QCOMPARE(again.mazes.size(), file.mazes.size());
        for (std::size_t i = 0; i < file.mazes.size(); ++i) {
            QVERIFY2(again.mazes[i] == file.mazes[i], qPrintable(QStringLiteral("maze %1").arg(i)));
            QCOMPARE(again.names[i], file.names[i]);
        }
        QCOMPARE(mazeFileToText(again), written); // and the text is a fixed point
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
