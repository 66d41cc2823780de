// The default memory cap of the σ searches (core/sysmemory.h): MemAvailable parsed from
// /proc/meminfo, the room below an address-space limit (VmSize of /proc/self/status), the room
// below the cgroup memory limits (v1 and v2 hierarchies written to a temporary folder), and a
// cap of three quarters of the smallest.
#include "core/sysmemory.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
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

    // Each row writes cgroup files below a fresh folder: "DIR/FILE=TEXT" entries separated by
    // '|', then reads the headroom for a /proc/self/cgroup text.
    void cgroupHeadroom_data()
    {
        QTest::addColumn<QString>("files");
        QTest::addColumn<QString>("procSelfCgroup");
        QTest::addColumn<qulonglong>("bytes");
        const qulonglong none = SIZE_MAX;
        const QString v2 = QStringLiteral("0::/slurm/job7/step0\n");
        QTest::newRow("v2, limit on the job's step")
            << QStringLiteral("slurm/job7/step0/memory.max=1000000\n|"
                              "slurm/job7/step0/memory.current=400000\n|"
                              "slurm/job7/step0/memory.stat=active_file 5\ninactive_file 100000\n")
            << v2 << qulonglong(700000);
        QTest::newRow("v2, limit on an ancestor")
            << QStringLiteral("slurm/job7/step0/memory.max=max\n|"
                              "slurm/job7/step0/memory.current=50000\n|"
                              "slurm/job7/memory.max=500000\n|slurm/job7/memory.current=100000\n")
            << v2 << qulonglong(400000);
        QTest::newRow("v2, the smaller of two limits")
            << QStringLiteral("slurm/job7/step0/memory.max=300000\n|"
                              "slurm/job7/step0/memory.current=100000\n|"
                              "slurm/memory.max=250000\n|slurm/memory.current=200000\n")
            << v2 << qulonglong(50000);
        QTest::newRow("v2, memory.high below memory.max")
            << QStringLiteral("slurm/job7/step0/memory.max=1000000\n|"
                              "slurm/job7/step0/memory.high=600000\n|"
                              "slurm/job7/step0/memory.current=400000\n")
            << v2 << qulonglong(200000);
        QTest::newRow("v2, memory.high alone")
            << QStringLiteral("slurm/job7/step0/memory.max=max\n|"
                              "slurm/job7/step0/memory.high=800000\n|"
                              "slurm/job7/step0/memory.current=300000\n")
            << v2 << qulonglong(500000);
        QTest::newRow("v2, memory.high max")
            << QStringLiteral("slurm/job7/step0/memory.max=900000\n|"
                              "slurm/job7/step0/memory.high=max\n|"
                              "slurm/job7/step0/memory.current=300000\n")
            << v2 << qulonglong(600000);
        QTest::newRow("v2, over the limit") << QStringLiteral("slurm/job7/step0/memory.max=1000\n|"
                                                             "slurm/job7/step0/memory.current=5000")
                                            << v2 << qulonglong(0);
        QTest::newRow("v2, no limit anywhere")
            << QStringLiteral("slurm/job7/step0/memory.max=max\n|"
                              "slurm/job7/step0/memory.current=123\n")
            << v2 << none;
        QTest::newRow("container: own cgroup is the root")
            << QStringLiteral("memory.max=2000000\n|memory.current=500000\n")
            << QStringLiteral("0::/docker/0123abcd\n") << qulonglong(1500000);
        QTest::newRow("v1 memory controller")
            << QStringLiteral("memory/job/memory.limit_in_bytes=2000000\n|"
                              "memory/job/memory.usage_in_bytes=900000\n|"
                              "memory/job/memory.stat=cache 1\ntotal_inactive_file 100000\n|"
                              "memory/memory.limit_in_bytes=9223372036854771712\n")
            << QStringLiteral("5:cpu,cpuacct:/job\n4:memory:/job\n0::/\n")
            << qulonglong(1200000);
        QTest::newRow("v1 without a limit (2^63 - page)")
            << QStringLiteral("memory/job/memory.limit_in_bytes=9223372036854771712\n|"
                              "memory/job/memory.usage_in_bytes=900000\n")
            << QStringLiteral("4:memory:/job\n") << none;
        QTest::newRow("v1, memory sharing a hierarchy")
            << QStringLiteral("memory/job/memory.limit_in_bytes=1000\n|"
                              "memory/job/memory.usage_in_bytes=10\n")
            << QStringLiteral("4:blkio,memory:/job\n") << qulonglong(990);
        QTest::newRow("no cgroups") << QString() << QString() << none;
        QTest::newRow("malformed lines") << QStringLiteral("memory.max=100\n")
                                         << QStringLiteral("garbage\n0:\n0::relative\n")
                                         << none;
    }
    void cgroupHeadroom()
    {
        QFETCH(QString, files);
        QFETCH(QString, procSelfCgroup);
        QFETCH(qulonglong, bytes);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        for (const QString& entry : files.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
            const QString path = root.filePath(entry.section(QLatin1Char('='), 0, 0));
            QVERIFY(QDir().mkpath(QFileInfo(path).path()));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(entry.section(QLatin1Char('='), 1).toUtf8());
        }
        QCOMPARE(qulonglong(cgroupHeadroomBytes(procSelfCgroup.toStdString(),
                                                root.path().toStdString())),
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
