#include "core/mouse/mousebest.h"

#include "core/mazeformat.h"
#include "core/mouse/mousewalktree.h"
#include "core/progresstext.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace mazelab {
namespace {

using namespace mousetree;

constexpr const char* kSizeMessage =
    "exhaustive mouse search supports rows·(cols+1) <= 128, rows·cols <= 64, cols <= 62";
constexpr int kTaskDepth = 14; // binary branch points fixed per task

Maze mazeFromStatus(int rows, int cols, const std::vector<std::uint8_t>& status)
{
    Maze maze(rows, cols);
    if (status.empty())
        return maze;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            maze.setBlocked({r, c}, status[std::size_t((r + 1) * (cols + 2) + c + 1)] != kFree);
    return maze;
}

template <typename Bits>
std::vector<Task> makeTasks(int rows, int cols, bool freeEnds)
{
    std::vector<Task> tasks;
    Control control;
    const int lastEntry = freeEnds ? cols - 1 : 0;
    for (int e = 0; e <= lastEntry; ++e)
        for (int x = 0; x <= lastEntry; ++x) {
            WalkTree<Bits> tree(rows, cols, e, x, control);
            std::vector<std::vector<std::uint8_t>> prefixes;
            Partial ignored;
            tree.collect(kTaskDepth, prefixes, ignored);
            for (auto& p : prefixes)
                tasks.push_back({e, x, std::move(p)});
        }
    return tasks;
}

std::string doneToText(const std::vector<char>& done)
{
    std::string s(done.size(), '0');
    for (std::size_t i = 0; i < done.size(); ++i)
        if (done[i])
            s[i] = '1';
    return s;
}

void writeAtomically(const std::string& path, const std::string& text)
{
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out)
            throw std::runtime_error("cannot write checkpoint " + tmp);
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0)
        throw std::runtime_error("cannot rename checkpoint to " + path);
}

std::vector<MouseEndsBest> noEnds(int cols, bool freeEnds)
{
    std::vector<MouseEndsBest> ends;
    const int n = freeEnds ? cols : 1;
    for (int e = 0; e < n; ++e)
        for (int x = 0; x < n; ++x)
            ends.push_back({e, x, 0, 0, 0});
    return ends;
}

std::size_t endsIndex(int cols, bool freeEnds, int entryCol, int exitCol)
{
    return freeEnds ? std::size_t(entryCol * cols + exitCol) : 0;
}

// Adds the results of other tasks with the same entrance and exit.
void addEnds(MouseEndsBest& into, std::int64_t steps, std::uint64_t optimal, std::uint64_t tested)
{
    into.tested += tested;
    if (steps > into.steps) {
        into.steps = steps;
        into.optimalCount = optimal;
    } else if (steps == into.steps && steps > 0) {
        into.optimalCount += optimal;
    }
}

} // namespace

MouseBestResult mergeMouseBest(const std::vector<MouseBestResult>& parts)
{
    if (parts.empty())
        throw std::invalid_argument("nothing to merge");
    MouseBestResult m = parts.front();
    m.tested = m.optimalCount = m.tasksDone = 0;
    m.steps = 0;
    m.seconds = 0;
    m.complete = true;
    m.shardIndex = 0;
    m.shardCount = 1;
    m.ends = noEnds(m.cols, m.freeEnds);
    // Every shard i/K exactly once (version-1 files do not name their shard: 0/1, unchecked).
    const int shards = parts.front().shardCount;
    std::vector<char> seen(std::size_t(shards), 0);
    bool endsKnown = true;
    std::uint64_t tasks = 0;
    for (const MouseBestResult& p : parts) {
        if (p.rows != m.rows || p.cols != m.cols || p.freeEnds != m.freeEnds)
            throw std::invalid_argument("results of different sizes cannot be merged");
        if (p.shardCount != shards)
            throw std::invalid_argument("shards of different splits (" + std::to_string(shards)
                                        + " and " + std::to_string(p.shardCount) + " shards)");
        if (shards > 1 && seen[std::size_t(p.shardIndex)]++)
            throw std::invalid_argument("shard " + std::to_string(p.shardIndex) + "/"
                                        + std::to_string(shards) + " given twice");
        if (p.ends.size() == m.ends.size()) {
            for (std::size_t i = 0; i < p.ends.size(); ++i)
                addEnds(m.ends[i], p.ends[i].steps, p.ends[i].optimalCount, p.ends[i].tested);
        } else if (!p.freeEnds) { // a version-1 file: its one pair is the whole result
            addEnds(m.ends[0], p.steps, p.optimalCount, p.tested);
        } else {
            endsKnown = false;
        }
        m.tested += p.tested;
        m.tasksDone += p.tasksDone;
        tasks += p.taskCount; // shards are disjoint
        m.seconds += p.seconds;
        if (p.steps > m.steps) {
            m.steps = p.steps;
            m.maze = p.maze;
            m.entryCol = p.entryCol;
            m.exitCol = p.exitCol;
            m.optimalCount = p.optimalCount;
        } else if (p.steps == m.steps) {
            m.optimalCount += p.optimalCount;
        }
    }
    m.taskCount = tasks;
    m.complete = m.tasksDone == tasks;
    for (int i = 0; i < shards && shards > 1; ++i)
        if (!seen[std::size_t(i)])
            throw std::invalid_argument("shard " + std::to_string(i) + "/"
                                        + std::to_string(shards) + " is missing");
    if (!endsKnown)
        m.ends.clear();
    return m;
}

namespace {

template <typename Bits>
MouseBestEstimate estimateImpl(int rows, int cols, bool freeEnds, std::uint64_t probes,
                               std::uint64_t seed, Control& control)
{
    MouseBestEstimate e;
    const int ends = freeEnds ? cols : 1;
    std::vector<std::unique_ptr<WalkTree<Bits>>> trees;
    for (int entry = 0; entry < ends; ++entry)
        for (int exit = 0; exit < ends; ++exit)
            trees.push_back(std::make_unique<WalkTree<Bits>>(rows, cols, entry, exit, control));
    std::mt19937_64 rng(seed);
    double sum = 0;
    double sumSquares = 0;
    double stepSum = 0;
    for (std::uint64_t i = 0; i < probes; ++i) {
        if (control.poll())
            break;
        std::int64_t steps = 0;
        // Every entrance/exit pair is its own tree: pick one, scale by their number.
        const double w = trees[std::size_t(rng() % trees.size())]->probe(rng, steps)
                         * double(trees.size());
        sum += w;
        sumSquares += w * w;
        stepSum += w * double(steps);
        ++e.probes;
        if ((i & 1023) == 0)
            control.progress(double(i) / double(probes), progress_text::kEstimating);
    }
    if (e.probes == 0)
        return e;
    const double n = double(e.probes);
    e.walks = sum / n;
    e.standardError = std::sqrt(std::max(0.0, sumSquares / n - e.walks * e.walks) / n);
    e.averageSteps = sum > 0 ? stepSum / sum : 0;
    return e;
}

template <typename Bits>
MouseBestResult findBestImpl(const MouseBestOptions& o, Control& control)
{
    const auto started = std::chrono::steady_clock::now();
    const std::vector<Task> tasks = makeTasks<Bits>(o.rows, o.cols, o.freeEnds);
    // Progress is walks simulated over the estimated total: tasks differ by orders of magnitude.
    double estimatedWalks = 0;
    if (o.estimateProbes > 0 && o.rows * o.cols > 25) { // 5×5 and smaller end in milliseconds
        Control quiet; // the estimate is quick; it neither reports nor cancels
        estimatedWalks = estimateImpl<Bits>(o.rows, o.cols, o.freeEnds, o.estimateProbes, 1, quiet)
                             .walks
                         / double(o.shardCount);
    }

    MouseBestResult result;
    result.rows = o.rows;
    result.cols = o.cols;
    result.freeEnds = o.freeEnds;
    result.maze = Maze(o.rows, o.cols);
    std::vector<char> done(tasks.size(), 0);
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (int(i % std::size_t(o.shardCount)) != o.shardIndex)
            done[i] = 1; // another shard's task
    double previousSeconds = 0;
    Partial total;
    std::vector<MouseEndsBest> ends = noEnds(o.cols, o.freeEnds);
    if (!o.checkpointPath.empty()) {
        std::ifstream in(o.checkpointPath, std::ios::binary);
        if (in) {
            const std::string text((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
            MouseBestCheckpoint checkpoint;
            try {
                checkpoint = mouseCheckpointFromText(text);
            } catch (const std::runtime_error& e) {
                throw std::runtime_error("checkpoint " + o.checkpointPath + ", " + e.what());
            }
            const std::string& doneText = checkpoint.done;
            const MouseBestResult& saved = checkpoint.result;
            std::uint64_t ownTasks = 0;
            for (std::size_t i = 0; i < tasks.size(); ++i)
                ownTasks += int(i % std::size_t(o.shardCount)) == o.shardIndex ? 1 : 0;
            if (saved.rows != o.rows || saved.cols != o.cols || saved.freeEnds != o.freeEnds
                || doneText.size() != tasks.size() || saved.taskCount != ownTasks)
                throw std::runtime_error("checkpoint " + o.checkpointPath
                                         + " belongs to another search (size, ends or shard)");
            if (saved.ends.size() == ends.size())
                ends = saved.ends;
            else if (!o.freeEnds)
                ends[0] = {0, 0, saved.steps, saved.optimalCount, saved.tested};
            else
                throw std::runtime_error("checkpoint " + o.checkpointPath + " has no per-pair "
                                         "results (an older MazeLab): delete it to start again");
            for (std::size_t i = 0; i < tasks.size(); ++i)
                if (doneText[i] == '1')
                    done[i] = 1;
            total.steps = saved.steps;
            total.tested = saved.tested;
            total.optimal = saved.optimalCount;
            total.entryCol = saved.entryCol;
            total.exitCol = saved.exitCol;
            total.status.assign(std::size_t((o.rows + 2) * (o.cols + 2)), kBlocked);
            for (int r = 0; r < o.rows; ++r)
                for (int c = 0; c < o.cols; ++c)
                    if (!saved.maze.isBlocked({r, c}))
                        total.status[std::size_t((r + 1) * (o.cols + 2) + c + 1)] = kFree;
            previousSeconds = saved.seconds;
        }
    }
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (!done[i])
            todo.push_back(i);
    std::uint64_t shardTasks = 0;
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (int(i % std::size_t(o.shardCount)) == o.shardIndex)
            ++shardTasks;
    std::uint64_t shardDone = shardTasks - todo.size();

    std::mutex mutex;
    std::atomic<std::size_t> nextTask{0};
    // Walks of the tasks still running, as their trees last published them (at each poll).
    std::atomic<std::uint64_t> liveTested{0};
    const auto walksSoFar = [&]() {
        return total.tested + liveTested.load(std::memory_order_relaxed);
    };
    const auto doneFraction = [&]() {
        if (estimatedWalks > 0)
            return std::min(0.99, double(walksSoFar()) / estimatedWalks);
        return double(shardDone) / double(std::max<std::uint64_t>(1, shardTasks));
    };
    auto lastSave = std::chrono::steady_clock::now();
    const auto snapshot = [&](bool complete) {
        MouseBestResult r = result;
        r.complete = complete;
        r.steps = total.steps;
        r.maze = mazeFromStatus(o.rows, o.cols, total.status);
        r.entryCol = total.entryCol;
        r.exitCol = total.exitCol;
        r.tested = total.tested;
        r.optimalCount = total.optimal;
        r.ends = ends;
        r.shardIndex = o.shardIndex;
        r.shardCount = o.shardCount;
        r.taskCount = shardTasks;
        r.estimatedWalks = estimatedWalks;
        r.tasksDone = shardDone;
        r.seconds = previousSeconds
                    + std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                          .count();
        return r;
    };
    const auto save = [&]() {
        if (!o.checkpointPath.empty())
            writeAtomically(o.checkpointPath,
                            mouseCheckpointToText({doneToText(done), snapshot(false)}));
    };
    // Best-so-far reports (options.reporting), all under `mutex`.
    std::atomic<std::int64_t> reportedSteps{total.steps};
    MouseBestSoFar best;
    best.steps = total.steps;
    best.maze = mazeFromStatus(o.rows, o.cols, total.status);
    best.entryCol = total.entryCol;
    best.exitCol = total.exitCol;
    bool bestDirty = total.steps > 0, anyReport = false;
    auto lastReport = std::chrono::steady_clock::now();
    const auto report = [&](bool force) {
        const auto now = std::chrono::steady_clock::now();
        const bool due =
            force || (bestDirty && (!anyReport || now - lastReport >= o.reporting.interval));
        if (!o.reporting.callback || !due)
            return;
        best.tested = walksSoFar();
        best.fraction = shardDone == shardTasks ? 1.0 : doneFraction();
        o.reporting.callback(best);
        best.improved = false;
        bestDirty = false;
        anyReport = true;
        lastReport = now;
    };
    const LeafImproved onLeafImproved = [&](std::int64_t steps,
                                            const std::vector<std::uint8_t>& status, int entryCol,
                                            int exitCol) {
        std::lock_guard lock(mutex);
        if (steps <= best.steps)
            return; // another thread got there first
        best.steps = steps;
        best.maze = mazeFromStatus(o.rows, o.cols, status);
        best.entryCol = entryCol;
        best.exitCol = exitCol;
        best.improved = true;
        bestDirty = true;
        reportedSteps.store(steps, std::memory_order_relaxed);
        report(false);
    };
    const LeafImproved* improvedHook = o.reporting.callback ? &onLeafImproved : nullptr;
    {
        std::lock_guard lock(mutex);
        report(false); // a resumed search shows its saved best at once
    }
    const auto reportProgress = [&]() { // under `mutex`
        // The best walk inside running tasks counts too (known when reporting is on).
        const std::int64_t bestSteps = std::max(total.steps, best.steps);
        control.progress(doneFraction(), progress_text::kMouseBest,
                         {std::to_string(bestSteps), {progress_text::kNWalks, std::int64_t(walksSoFar())}});
        bestDirty = true; // progress to show
        report(false);
    };
    // Progress from inside running tasks (a 7×7 task can take minutes); never waits for the lock.
    auto lastLiveReport = std::chrono::steady_clock::now();
    const std::function<void(std::uint64_t)> onWalked = [&](std::uint64_t walks) {
        liveTested.fetch_add(walks, std::memory_order_relaxed);
        std::unique_lock lock(mutex, std::try_to_lock);
        const auto now = std::chrono::steady_clock::now();
        if (!lock.owns_lock() || now - lastLiveReport < std::chrono::milliseconds(200))
            return;
        lastLiveReport = now;
        reportProgress();
    };
    const auto worker = [&]() {
        for (;;) {
            const std::size_t k = nextTask.fetch_add(1);
            if (k >= todo.size() || control.checkNow())
                return;
            const Task& task = tasks[todo[k]];
            WalkTree<Bits> tree(o.rows, o.cols, task.entryCol, task.exitCol, control, improvedHook,
                          &reportedSteps);
            tree.setWalkedHook(&onWalked);
            Partial part;
            tree.run(task.masks, part);
            if (tree.stopped() || control.checkNow())
                return; // the task is incomplete: not recorded
            std::lock_guard lock(mutex);
            liveTested.fetch_sub(tree.published(), std::memory_order_relaxed);
            total.add(part);
            addEnds(ends[endsIndex(o.cols, o.freeEnds, task.entryCol, task.exitCol)], part.steps,
                    part.optimal, part.tested);
            done[todo[k]] = 1;
            ++shardDone;
            const auto now = std::chrono::steady_clock::now();
            if (now - lastSave > std::chrono::duration<double>(o.checkpointSeconds)) {
                lastSave = now;
                save();
            }
            reportProgress();
        }
    };
    int threads = o.threads > 0 ? o.threads : int(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, 256);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    save();
    const MouseBestResult finalResult = snapshot(shardDone == shardTasks);
    if (o.reporting.callback) { // the final report is the result (unfinished tasks do not count)
        best.improved = finalResult.steps > best.steps;
        best.steps = finalResult.steps;
        best.maze = finalResult.maze;
        best.entryCol = finalResult.entryCol;
        best.exitCol = finalResult.exitCol;
        report(true);
    }
    return finalResult;
}

} // namespace

MouseBestEstimate estimateMouseBest(int rows, int cols, bool freeEnds, std::uint64_t probes,
                                    std::uint64_t seed, Control& control)
{
    if (!mouseBestSizeSupported(rows, cols))
        throw std::invalid_argument(kSizeMessage);
    return mouseBestNeedsWideBoard(rows, cols)
               ? estimateImpl<Wide>(rows, cols, freeEnds, probes, seed, control)
               : estimateImpl<std::uint64_t>(rows, cols, freeEnds, probes, seed, control);
}

MouseBestResult findBestMouseMaze(const MouseBestOptions& o, Control& control)
{
    if (!mouseBestSizeSupported(o.rows, o.cols))
        throw std::invalid_argument(kSizeMessage);
    if (o.shardCount < 1 || o.shardIndex < 0 || o.shardIndex >= o.shardCount)
        throw std::invalid_argument("shard must be i/K with 0 <= i < K");
    return o.forceWideBoard || mouseBestNeedsWideBoard(o.rows, o.cols)
               ? findBestImpl<Wide>(o, control)
               : findBestImpl<std::uint64_t>(o, control);
}

} // namespace mazelab
