// mazelab-cli gan list|train|evaluate — the numerical-matrix GAN of Petercă 2024 §2.3
// (core/gan/): the built-in models, training a new one with libtorch (mazelab-gan-train, built
// where libtorch-dev was found: core/gan/torch/), and measuring how close a model's mazes come to its training
// generator's (cmd_gan_evaluate.cpp). Generating uses the generator registry:
// `mazelab-cli generate gan …`.
#include "app/cli/command.h"
#include "app/cli/stoponsignal.h"
#include "core/gan/ganmodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

namespace mazelab::cli {

int runGanEvaluate(const QStringList& args); // cmd_gan_evaluate.cpp

namespace {

const QString kGanCmd = QStringLiteral("mazelab-cli gan");

const char* kGanHelp =
    "The numerical-matrix GAN (Petercă 2024, §2.3). Subcommands:\n"
    "  list      the built-in models\n"
    "  train     train a generator with libtorch on a generator's mazes, write a .gan file\n"
    "  evaluate  cell types, dead ends, areas and loops of a model's mazes beside its training\n"
    "            generator's and beside random walls of the same density\n"
    "Generate with: mazelab-cli generate gan --param model=kruskal --param output=perfect";

int runList(const QStringList& args)
{
    QCommandLineParser parser;
    if (const int rc = parseOrExit(parser, args, QStringLiteral("The built-in GAN models.")); rc >= 0)
        return rc;
    for (const gan::GanModel& m : gan::builtinModels())
        out(QStringLiteral("%1: %2 parameters, %3")
                .arg(QString::fromStdString(m.name))
                .arg(m.parameterCount())
                .arg(QString::fromStdString(m.about)));
    return Ok;
}

// Runs mazelab-gan-train from this program's folder with the same arguments (its output and
// exit code pass through); SIGINT/SIGTERM reach it as SIGTERM, and it writes its best epoch.
int runTrain(const QStringList& args)
{
    const QString trainer =
        QCoreApplication::applicationDirPath() + QStringLiteral("/mazelab-gan-train");
    if (!QFileInfo(trainer).isExecutable()) {
        err(kGanCmd + QStringLiteral(" train: this MazeLab was built without libtorch "
                                     "(mazelab-gan-train is missing); install libtorch-dev "
                                     "(Debian) and build again"));
        return BadInput;
    }
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.setInputChannelMode(QProcess::ForwardedInputChannel);
    Control control;
    StopOnSignal stopOnSignal(control);
    p.start(trainer, args.mid(1));
    if (!p.waitForStarted(30000)) {
        err(kGanCmd + QStringLiteral(" train: cannot start %1").arg(trainer));
        return BadInput;
    }
    bool forwarded = false;
    while (!p.waitForFinished(100))
        if (control.isCancelled() && !forwarded) {
            p.terminate();
            forwarded = true;
        }
    if (p.exitStatus() != QProcess::NormalExit) {
        err(kGanCmd + QStringLiteral(" train: mazelab-gan-train ended abnormally"));
        return BadInput;
    }
    return p.exitCode();
}

int runGan(const QStringList& args)
{
    const QString sub = args.size() > 1 ? args[1] : QString();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return runList(rest);
    if (sub == QLatin1String("train"))
        return runTrain(rest);
    if (sub == QLatin1String("evaluate"))
        return runGanEvaluate(rest);
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out(QString::fromUtf8(kGanHelp));
        return sub.isEmpty() ? BadInput : Ok;
    }
    err(kGanCmd + QStringLiteral(": unknown subcommand '%1'\n").arg(sub) + QString::fromUtf8(kGanHelp));
    return BadInput;
}

CliRegistrar regCmdGan({QStringLiteral("gan"),
                        QStringLiteral("The GAN generator (Petercă §2.3): list, train, evaluate"),
                        runGan});

} // namespace
} // namespace mazelab::cli
