// The default memory cap of the σ searches (core/sysmemory.h): MemAvailable parsed from
// /proc/meminfo, the room below an address-space limit (VmSize of /proc/self/status), and a
// cap of three quarters of the smaller.
#include "core/sysmemory.h"

#include <QTest>

#include <cstdint>

using namespace mazelab;

class TestSysMemory : public QObject {
    Q_OBJECT
private slots:
    void parsesMemAvailable_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("debian 12") << QStringLiteral("MemTotal:       24552852 kB\n"
                                                     "MemFree:         1234567 kB\n"
                                                     "MemAvailable:   20572008 kB\n"
                                                     "Buffers:          123456 kB\n")
                                   << qulonglong(20572008) * 1024;
        QTest::newRow("last line, no newline")
            << QStringLiteral("MemTotal: 100 kB\nMemAvailable: 7 kB") << qulonglong(7 * 1024);
        QTest::newRow("zero") << QStringLiteral("MemAvailable: 0 kB\n") << qulonglong(0);
        // Old kernels (before 3.14) have no MemAvailable: unknown, so no cap.
        QTest::newRow("missing") << QStringLiteral("MemTotal: 100 kB\nMemFree: 50 kB\n")
                                 << qulonglong(0);
        QTest::newRow("empty") << QString() << qulonglong(0);
        QTest::newRow("other unit") << QStringLiteral("MemAvailable: 20 MB\n") << qulonglong(0);
        QTest::newRow("no number") << QStringLiteral("MemAvailable: kB\n") << qulonglong(0);
        QTest::newRow("too big") << QStringLiteral("MemAvailable: 99999999999999999999 kB\n")
                                 << qulonglong(0);
        QTest::newRow("prefix only") << QStringLiteral("XMemAvailable: 5 kB\n") << qulonglong(0);
    }
    void parsesMemAvailable()
    {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        const std::string s = text.toStdString();
        QCOMPARE(qulonglong(availableMemoryBytes(s)), bytes);
    }

    void addressSpaceHeadroom_data()
    {
        QTest::addColumn<qulonglong>("limit");
        QTest::addColumn<QString>("status");
        QTest::addColumn<qulonglong>("bytes");
        const qulonglong gib = qulonglong(1) << 30;
        const QString status = QStringLiteral("Name:\tmazelab-cli\nVmPeak:\t  500000 kB\n"
                                              "VmSize:\t  262144 kB\nVmRSS:\t   10000 kB\n");
        QTest::newRow("no limit") << qulonglong(SIZE_MAX) << status << qulonglong(SIZE_MAX);
        QTest::newRow("1 GiB, 256 MiB mapped") << gib << status << gib - gib / 4;
        QTest::newRow("over the limit") << gib / 8 << status << qulonglong(0);
        QTest::newRow("no VmSize") << gib << QStringLiteral("Name:\tx\n") << qulonglong(0);
    }
    void addressSpaceHeadroom()
    {
        QFETCH(qulonglong, limit);
        QFETCH(QString, status);
        QFETCH(qulonglong, bytes);
        QCOMPARE(qulonglong(addressSpaceHeadroomBytes(std::size_t(limit), status.toStdString())),
                 bytes);
    }

    // On this (Linux) machine the value is known, and the default cap is three quarters of
    // it: below what is available, and far above what the tests' searches need.
    void capOnThisMachine()
    {
        const std::size_t available = availableMemoryBytes();
        QVERIFY(available > (std::size_t(64) << 20));
        const std::size_t cap = defaultSearchMemoryCap();
        QVERIFY(cap > 0);
        QVERIFY(cap < available + (std::size_t(256) << 20)); // the two reads may differ a bit
        QVERIFY(cap > available / 2);
    }
};

QTEST_GUILESS_MAIN(TestSysMemory)
#include "tst_sysmemory.moc"
