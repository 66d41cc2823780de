#pragma once
// Shared by the CLI tests: run mazelab-cli with a subcommand and capture exit code and output;
// CliFixture, a test class's base for one subcommand and the files it reads.
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <csignal>
#include <sys/types.h>
#include <utility>

namespace clitest {

struct Run {
    int code = -1; // -1: did not finish in time
    QString out;
    QString err;
};

inline Run run(const QString& command, const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(MAZELAB_CLI_PATH), QStringList{command} + args);
    if (!p.waitForFinished(timeoutMs))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// Runs `bash SCRIPT ARGS...` (a recipe in scripts/) in `env` and captures it like run().
inline Run runBash(const QString& script, const QStringList& args,
                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
                   int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("bash"), QStringList{script} + args);
    if (!p.waitForFinished(timeoutMs))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The whole text of a file ("" when it cannot be read).
inline QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Reads the stderr of a started process until it contains one of `marks` or `timeoutMs`
// passed; returns what was read (a test checks that the mark is there).
inline QString waitForStderr(QProcess& p, const QStringList& marks, int timeoutMs = 60000)
{
    QString err;
    const auto seen = [&] {
        for (const QString& m : marks)
            if (err.contains(m))
                return true;
        return false;
    };
    QElapsedTimer wait;
    wait.start();
    while (!seen() && wait.elapsed() < timeoutMs) {
        p.waitForReadyRead(200);
        err += QString::fromUtf8(p.readAllStandardError());
    }
    return err;
}

// Sends `signal` to a started process and waits for it: true when it exited normally (not
// killed by the signal) within `ms` milliseconds.
inline bool stopsOnSignal(QProcess& p, int signal, int ms = 10000)
{
    QElapsedTimer stop;
    stop.start();
    ::kill(pid_t(p.processId()), signal);
    return p.waitForFinished(2 * ms) && stop.elapsed() < ms
           && p.exitStatus() == QProcess::NormalExit;
}

inline QJsonObject json(const Run& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// The moves of a sequence file (';' lines are comments).
inline QString sequenceMoves(const QString& path)
{
    QString m;
    for (const QString& line : readText(path).split(QLatin1Char('\n')))
        if (!line.startsWith(QLatin1Char(';')))
            m += line.trimmed();
    return m;
}

// True when `seq verify-all SIZE SEQ` says the sequence (or sequence file) solves every
// solvable maze of that size (e.g. "4x4").
inline bool solvesAll(const QString& size, const QString& sequenceOrFile)
{
    return run(QStringLiteral("seq"), {QStringLiteral("verify-all"), size, sequenceOrFile}).code
        == 0;
}

// The base of a test class that runs one subcommand on files it writes (no Q_OBJECT: the test
// class carries the slots and names the subcommand in its constructor).
class CliFixture : public QObject {
public:
    CliFixture(QString command, int timeoutMs)
        : m_command(std::move(command)), m_timeoutMs(timeoutMs)
    {
    }

protected:
    // mazelab-cli COMMAND ARGS...
    Run cli(const QStringList& args) const { return run(m_command, args, m_timeoutMs); }
    // Writes `bytes` to NAME in the temporary folder; its path, or "" when it cannot.
    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return path;
    }

    QTemporaryDir m_dir; // removed with the test object

private:
    QString m_command;
    int m_timeoutMs;
};

} // namespace clitest
