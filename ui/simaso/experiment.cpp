#include "ui/simaso/experiment.h"

#include "ui/simaso/simasoset.h"

#include <QCoreApplication>
#include <QMap>
#include <chrono>
#include <cmath>

namespace mazelab {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(mazelab::ExperimentPanel)
};
} // namespace

std::vector<ExperimentRun> runExperiment(const ExperimentConfig& config, Control& control)
{
    std::vector<ExperimentRun> runs;
    const int ks = std::max(0, config.kTo - config.kFrom + 1);
    const double total = double(ks) * config.setsPerK;
    int done = 0;
    for (int k = config.kFrom; k <= config.kTo; ++k)
        for (int s = 0; s < config.setsPerK; ++s) {
            if (control.checkNow())
                return runs;
            const std::uint64_t seed = config.seed + 1000u * std::uint64_t(k) + std::uint64_t(s);
            auto set = SimasoSet::random(k, config.rows, config.cols, config.density, seed,
                                         control);
            if (!set)
                return runs;
            std::vector<ExperimentRun> setRuns;
            for (const SolverSpec& spec : config.solvers) {
                SolverParams params;
                for (const SolverParam& p : spec.params)
                    params.insert(p.key, p.value);
                ExperimentRun run;
                run.algorithm = spec.name;
                run.k = k;
                run.set = s;
                const auto t0 = std::chrono::steady_clock::now();
                try {
                    const SolverOutcome o = spec.run(*set, params, control);
                    run.length = o.sequence.empty() ? -1 : int(o.sequence.size());
                    run.exact = o.exact;
                } catch (const std::exception& e) {
                    run.error = QString::fromStdString(e.what());
                }
                run.ms = std::chrono::duration<double, std::milli>(
                             std::chrono::steady_clock::now() - t0).count();
                if (control.checkNow())
                    return runs; // an interrupted run does not count
                setRuns.push_back(run);
            }
            runs.insert(runs.end(), setRuns.begin(), setRuns.end());
            ++done;
            control.progressText(done / total,
                             Tr::tr("k = %1, set %2 of %3")
                                 .arg(k).arg(s + 1).arg(config.setsPerK).toStdString());
        }
    return runs;
}

std::vector<ExperimentSummary> summarize(const std::vector<ExperimentRun>& runs)
{
    std::vector<ExperimentSummary> out;
    QMap<QPair<QString, int>, std::vector<const ExperimentRun*>> groups;
    QStringList order;
    for (const ExperimentRun& r : runs) {
        if (!order.contains(r.algorithm))
            order << r.algorithm;
        groups[{r.algorithm, r.k}].push_back(&r);
    }
    for (const QString& algorithm : order)
        for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
            if (it.key().first != algorithm)
                continue;
            ExperimentSummary s;
            s.algorithm = algorithm;
            s.k = it.key().second;
            double sumMs = 0, sumMs2 = 0, sumL = 0, sumL2 = 0;
            int timed = 0;
            for (const ExperimentRun* r : it.value()) {
                sumMs += r->ms;
                sumMs2 += r->ms * r->ms;
                ++timed;
                if (r->length >= 0) {
                    sumL += r->length;
                    sumL2 += double(r->length) * r->length;
                    ++s.runs;
                }
            }
            auto sd = [](double sum, double sum2, int n) {
                if (n < 2)
                    return 0.0;
                const double mean = sum / n;
                return std::sqrt(std::max(0.0, (sum2 - n * mean * mean) / (n - 1)));
            };
            s.meanMs = timed ? sumMs / timed : 0;
            s.sdMs = sd(sumMs, sumMs2, timed);
            s.meanLength = s.runs ? sumL / s.runs : 0;
            s.sdLength = sd(sumL, sumL2, s.runs);
            out.push_back(s);
        }
    return out;
}

QString experimentCsv(const std::vector<ExperimentRun>& runs, int rows, int cols)
{
    QString csv = QStringLiteral("algorithm,rows,cols,k,set,length,exact,ms,error\n");
    auto quote = [](QString s) {
        s.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    };
    for (const ExperimentRun& r : runs)
        csv += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                   .arg(quote(r.algorithm)).arg(rows).arg(cols).arg(r.k).arg(r.set)
                   .arg(r.length).arg(r.exact ? 1 : 0).arg(r.ms, 0, 'f', 3).arg(quote(r.error));
    return csv;
}

} // namespace mazelab
