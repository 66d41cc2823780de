// mazelab-cli: the MazeLab core for batch work and scripting.
#include "app/cli/command.h"
#include "ui/savefile.h"

#include <clocale>
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>
#include <cstdio>
#include <new>

namespace mazelab::cli {

std::vector<CliCommand>& commands()
{
    static std::vector<CliCommand> list;
    return list;
}

void out(const QString& text)
{
    const QByteArray b = text.toUtf8() + '\n';
    std::fwrite(b.constData(), 1, size_t(b.size()), stdout);
    std::fflush(stdout);
}

void err(const QString& text)
{
    const QByteArray b = text.toUtf8() + '\n';
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
    std::fflush(stderr);
}

void printJson(const QJsonObject& object)
{
    const QByteArray b = QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    std::fwrite(b.constData(), 1, size_t(b.size()), stdout);
    std::fflush(stdout);
}

QCommandLineOption cliOption(const char* name, const char* help, const char* value)
{
    return value ? QCommandLineOption(QString::fromLatin1(name), QString::fromUtf8(help),
                                      QString::fromLatin1(value))
                 : QCommandLineOption(QString::fromLatin1(name), QString::fromUtf8(help));
}

namespace {
bool g_outputFailed = false; // the CLI's commands run on the main thread
} // namespace

void noteOutputFailure() { g_outputFailed = true; }
bool outputFailed() { return g_outputFailed; }

bool writeOutput(const QString& path, const QByteArray& bytes, const QString& who)
{
    QString error;
    if (writeFileAtomically(path, bytes, &error))
        return true;
    err(who + QStringLiteral(": ") + error);
    noteOutputFailure();
    return false;
}

int parseOrExit(QCommandLineParser& parser, const QStringList& args, const QString& description)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        err(QStringLiteral("mazelab-cli %1: %2").arg(args.value(0), parser.errorText()));
        err(QStringLiteral("Try 'mazelab-cli %1 --help'.").arg(args.value(0)));
        return BadInput;
    }
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        // QCommandLineParser prints the program path; show the subcommand instead.
        const int nl = text.indexOf(QLatin1Char('\n'));
        text = QStringLiteral("Usage: mazelab-cli %1 [options]").arg(args.value(0)) + text.mid(nl);
        out(text.trimmed());
        return Ok;
    }
    // The files a command writes are tried before it works: a search of hours that cannot
    // save its result at the end loses it (`seq shorten --save` into a missing folder printed
    // "cannot write" after each new bound and exited 0).
    static const QStringList kOutputOptions{
        QStringLiteral("save"),   QStringLiteral("save-near"),   QStringLiteral("save-partial"),
        QStringLiteral("save-walk"), QStringLiteral("certificate"), QStringLiteral("dimacs"),
        QStringLiteral("out"),    QStringLiteral("o"),           QStringLiteral("output"),
        QStringLiteral("png"),    QStringLiteral("gif"),         QStringLiteral("pdf")};
    for (const QString& name : parser.optionNames()) {
        if (!kOutputOptions.contains(name))
            continue;
        const QString path = parser.value(name);
        QString why;
        QSaveFile probe(path); // a temporary file beside the target, removed again
        if (path.isEmpty())
            why = QStringLiteral("empty file name");
        else if (!checkSaveTarget(path, &why)) // a directory or a device: why says so
            ;
        else if (!probe.open(QIODevice::WriteOnly))
            why = probe.errorString();
        if (!why.isEmpty()) {
            err(QStringLiteral("mazelab-cli %1: cannot write %2: %3")
                    .arg(args.value(0), path.isEmpty() ? QStringLiteral("''") : path, why));
            return BadInput;
        }
        probe.cancelWriting();
    }
    return -1;
}

static void printUsage()
{
    out(QStringLiteral("Usage: mazelab-cli <command> [options]\n\n"
                       "MazeLab on the command line: the same core as the GUI, for batch work\n"
                       "and scripting. Exit codes: 0 success, 1 negative answer, 2 bad input.\n\n"
                       "Commands:"));
    auto list = commands();
    std::sort(list.begin(), list.end(),
              [](const auto& a, const auto& b) { return a.name < b.name; });
    for (const auto& c : list)
        out(QStringLiteral("  %1%2").arg(c.name, -14).arg(c.summary));
    out(QStringLiteral("\nRun 'mazelab-cli <command> --help' for a command's options."));
}

// Headless runs without XDG_RUNTIME_DIR make Qt warn on stderr; that noise would be
// mistaken for an error message by scripts reading stderr.
static void quietMessageHandler(QtMsgType type, const QMessageLogContext&, const QString& msg)
{
    if (msg.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (type != QtDebugMsg)
        err(msg);
}

} // namespace mazelab::cli

int main(int argc, char** argv)
{
    using namespace mazelab::cli;
    // Rendering needs a QGuiApplication, never a display.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietMessageHandler);
    rememberRawArguments(argc, argv); // before Qt decodes (and may drop) them
    QGuiApplication app(argc, argv);
    // Qt switched the C library to the system locale; printf / strtod would then write and read
    // "0,5" under a German, Dutch or Romanian locale. Numbers on screen follow the system
    // locale through QLocale (%L), which does not depend on this.
    std::setlocale(LC_NUMERIC, "C");
    QGuiApplication::setApplicationName(QStringLiteral("mazelab-cli"));
    QGuiApplication::setApplicationVersion(QStringLiteral(MAZELAB_VERSION));

    QStringList args = QGuiApplication::arguments();
    args.removeFirst();
    if (args.isEmpty() || args.first() == QLatin1String("--help")
        || args.first() == QLatin1String("-h") || args.first() == QLatin1String("help")) {
        printUsage();
        return args.isEmpty() ? BadInput : Ok;
    }
    if (args.first() == QLatin1String("--version")) {
        out(QStringLiteral("mazelab-cli " MAZELAB_VERSION));
        return Ok;
    }
    for (const auto& c : commands()) {
        if (c.name != args.first())
            continue;
        try {
            const int rc = c.run(args);
            if (rc == Ok && outputFailed()) { // e.g. the disk filled up during a search
                err(QStringLiteral("mazelab-cli %1: finished, but a file could not be written "
                                   "(see above)")
                        .arg(c.name));
                return BadInput;
            }
            return rc;
        } catch (const std::bad_alloc&) {
            // Past the process's address-space limit (ulimit -v, a batch system's h_vmem) or
            // the machine's memory, in a step without a memory cap of its own: a message and
            // exit 1, as a search stopped by --memory-limit, not "terminate called" and a core.
            err(QStringLiteral("mazelab-cli %1: out of memory (the process may not allocate "
                               "more; try a smaller request or a lower --memory-limit)")
                    .arg(c.name));
            return Negative;
        }
    }
    err(QStringLiteral("mazelab-cli: unknown command '%1'").arg(args.first()));
    err(QStringLiteral("Run 'mazelab-cli --help' for the list of commands."));
    return BadInput;
}
