// Issue 16: saved inputs that once made fuzz_project (the .mazelab reader, ui/project.h) fail,
// replayed from tests/data/fuzz-regressions/project/ through the fuzz target's own function.
// The core readers' inputs are replayed by tests/core/tst_fuzzregressions.cpp.
#include "tests/fuzz/fuzztargets.h"
#include "ui/project.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace mazelab;

class TestFuzzProject : public QObject {
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<QString>("path");
        const QString dir = QStringLiteral(MAZELAB_TEST_DATA "/fuzz-regressions/project");
        QDirIterator it(dir, QDir::Files);
        QStringList files;
        while (it.hasNext())
            files << it.next();
        files.sort();
        for (const QString& path : files)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    // No crash, no undefined behaviour (under the asan preset), no violated property.
    void replay()
    {
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray input = f.readAll();
        fuzz::project(std::string_view(input.data(), std::size_t(input.size())));
    }

    // The first regression: a huge number where an int belongs is an error, not UB.
    void hugeNumberIsOutOfRange()
    {
        const QByteArray json = R"({"format": "mazelab-project", "version": 1e110, "mazes": []})";
        try {
            parseProject(json);
            QFAIL("accepted");
        } catch (const ProjectError& e) {
            QVERIFY2(e.message().startsWith(QLatin1String("version: 1e+110 is out of range")),
                     qPrintable(e.message()));
        }
    }
};

QTEST_MAIN(TestFuzzProject)
#include "tst_fuzzproject.moc"
