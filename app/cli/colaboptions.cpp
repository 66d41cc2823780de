#include "app/cli/colaboptions.h"

#include "core/colab/colabstrategies.h"

#include <QCommandLineParser>

#include <algorithm>
#include <thread>

namespace mazelab::cli {

ColabOptions::ColabOptions()
    : generator(cliOption("generator", "Maze generator (default backtracker).", "ALGO")),
      size(cliOption("size", "Passage cells RxC (default 10x10, the thesis' size: 21 x 21 block mazes).", "RxC")),
      braid(cliOption("braid", "Share of dead ends opened, 0 to 1 (default 0).", "P")),
      seed(cliOption("seed", "Seed (default 1).", "S")),
      maxSteps(cliOption("max-steps", "Steps before a timeout (default 300).", "N")),
      threads(cliOption("threads", "Worker threads (default: all cores).", "T")),
      json(cliOption("json", "Print JSON."))
{
}

void ColabOptions::add(QCommandLineParser& p) const
{
    p.addOptions({generator, size, braid, seed, maxSteps, threads, json});
}

int ColabOptions::read(const QCommandLineParser& p, ColabSettings& s) const
{
    s.generator = p.isSet(generator) ? p.value(generator).toStdString() : "backtracker";
    s.rows = s.cols = 10;
    if (p.isSet(size) && (!parseNxM(p.value(size), s.rows, s.cols) || s.rows < 1 || s.cols < 1
                          || s.rows > 200 || s.cols > 200)) {
        err(kColabCmd + QStringLiteral(": --size must be RxC passage cells, 1 to 200 each"));
        return BadInput;
    }
    bool ok = true;
    s.braid = p.isSet(braid) ? p.value(braid).toDouble(&ok) : 0.0;
    if (!ok || !(s.braid >= 0 && s.braid <= 1)) {
        err(kColabCmd + QStringLiteral(": --braid must be from 0 to 1"));
        return BadInput;
    }
    s.seed = p.isSet(seed) ? p.value(seed).toULongLong(&ok) : 1;
    if (!ok) {
        err(kColabCmd + QStringLiteral(": --seed must be a whole number >= 0"));
        return BadInput;
    }
    s.maxSteps = p.isSet(maxSteps) ? p.value(maxSteps).toInt(&ok) : 300;
    if (!ok || s.maxSteps < 1 || s.maxSteps > 1'000'000) {
        err(kColabCmd + QStringLiteral(": --max-steps must be from 1 to 1000000"));
        return BadInput;
    }
    s.threads = p.isSet(threads) ? p.value(threads).toInt(&ok)
                                 : int(std::max(1u, std::thread::hardware_concurrency()));
    if (!ok || s.threads < 1 || s.threads > 256) {
        err(kColabCmd + QStringLiteral(": --threads must be from 1 to 256"));
        return BadInput;
    }
    s.json = p.isSet(json);
    return -1;
}

bool checkColabStrategy(const QString& name)
{
    try {
        colab::makeStrategy(name.toStdString());
        return true;
    } catch (const std::invalid_argument& e) {
        err(kColabCmd + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return false;
    }
}

} // namespace mazelab::cli
