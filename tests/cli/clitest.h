#pragma once
// Shared by the CLI tests: run mazelab-cli with a subcommand and capture exit code and output.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

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

inline QJsonObject json(const Run& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace clitest
