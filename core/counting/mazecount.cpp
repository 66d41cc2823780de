// Nusser 2016, §4.7: the exact number of solvable mazes — here by a frontier (transfer-matrix)
// dynamic program over connectivity states instead of the thesis' enumeration of right-hand
// paths.
//
// The grid is swept row-major along its longer side, so the frontier has w = min(rows, cols)
// columns (transposing maps start and goal corners onto themselves). Before cell (r, c) the
// frontier holds cells (r, 0..c-1) and (r-1, c..w-1): a "broken profile". A state gives each
// frontier column a 4-bit label: 0 = blocked, otherwise the component the cell belongs to
// (within the part already swept). Labels are canonical: the start's component is always 1,
// the others are numbered 2, 3, ... in order of first appearance from the left, so equal
// connectivity gives equal keys. Placing a cell free joins it to its up and left neighbours
// (merging their components); placing it blocked may remove the last frontier cell of a
// component. A component other than the start's may vanish freely (the cells it contains
// are arbitrary); when the start's component vanishes before the goal, the goal can never be
// reached, so the state is dropped. The goal (last cell) must be free, and the maze counts
// when the goal ends up labelled 1.
#include "core/counting/mazecount.h"

#include "core/counting/statetable.h"
#include "core/progresstext.h"
#include "core/sysmemory.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mazelab {
namespace {

// A state packs the label of frontier column i into bits 4i .. 4i+3.
constexpr int kLabelBits = 4;
constexpr std::uint64_t kNibbleLows = 0x1111111111111111ull;
constexpr std::uint64_t kFreshLabel = 15; // never canonical: w <= 16 needs at most 9 labels
constexpr std::size_t kBatch = 16;        // states expanded between prefetch and insertion

inline std::uint64_t labelAt(std::uint64_t key, int column)
{
    return (key >> (kLabelBits * column)) & 15u;
}

// Bit 4i set iff column i (< width) has label `label`.
inline std::uint64_t columnsWith(std::uint64_t key, std::uint64_t label, std::uint64_t lows)
{
    const std::uint64_t t = key ^ (label * kNibbleLows);
    return ~(t | (t >> 1) | (t >> 2) | (t >> 3)) & lows;
}

// Canonical form: the start's component keeps 1, the others are renumbered 2, 3, ... by
// first appearance from the left.
inline std::uint64_t canonical(std::uint64_t key, int width)
{
    std::uint8_t relabel[16] = {0, 1};
    std::uint8_t next = 2;
    std::uint64_t out = 0;
    for (int i = 0; i < width; ++i) {
        const unsigned l = unsigned(labelAt(key, i));
        if (l == 0)
            continue;
        if (relabel[l] == 0)
            relabel[l] = next++;
        out |= std::uint64_t(relabel[l]) << (kLabelBits * i);
    }
    return out;
}

struct Successors {
    std::uint64_t blocked = 0; // valid when hasBlocked
    std::uint64_t free = 0;
    bool hasBlocked = false;   // false when blocking the cell disconnects the start for good
    bool freeJoinsStart = false; // the free cell belongs to the start's component
};

// The two ways to place the cell in frontier column c over state `key`.
inline Successors place(std::uint64_t key, int width, int c)
{
    const std::uint64_t lows = kNibbleLows >> (64 - kLabelBits * width);
    const int shift = kLabelBits * c;
    const std::uint64_t cellMask = std::uint64_t(15) << shift;
    const std::uint64_t below = (std::uint64_t(1) << shift) - 1; // columns left of c
    const std::uint64_t up = labelAt(key, c);
    const std::uint64_t left = c > 0 ? labelAt(key, c - 1) : 0;
    Successors s;

    // Blocked: column c forgets the cell above.
    if (up == 0) {
        s.blocked = key;
        s.hasBlocked = true;
    } else {
        const std::uint64_t others = columnsWith(key, up, lows) & ~(std::uint64_t(1) << shift);
        s.hasBlocked = up != 1 || others != 0;
        if (s.hasBlocked) {
            const std::uint64_t cleared = key & ~cellMask;
            // Renumbering is needed only if column c was the label's first appearance.
            s.blocked = (others & below) != 0 ? cleared : canonical(cleared, width);
        }
    }

    // Free: joins the up and left neighbours.
    std::uint64_t label = up;
    s.free = key;
    if (up == 0) {
        if (left != 0) { // left's first appearance precedes c: no renumbering
            label = left;
            s.free = key | (left << shift);
        } else {
            label = kFreshLabel;
            s.free = canonical(key | (kFreshLabel << shift), width);
            label = labelAt(s.free, c);
        }
    } else if (left != 0 && left != up) {
        label = std::min(up, left); // keeps 1 when the start's component is involved
        const std::uint64_t gone = std::max(up, left);
        s.free = canonical(key ^ (columnsWith(key, gone, lows) * (gone ^ label)), width);
    }
    s.freeJoinsStart = label == 1;
    return s;
}

template <int kLimbs>
MazeCountResult sweep(int sweepRows, int width, int runtimeLimbs, Control& control,
                      std::size_t memoryLimit)
{
    const int limbs = kLimbs > 0 ? kLimbs : runtimeLimbs;
    const std::size_t stride = std::size_t(limbs);
    const std::size_t cells = std::size_t(sweepRows) * std::size_t(width);
    MazeCountResult result;
    result.frontierWidth = width;

    // After the start cell (0,0), which is free and labelled 1, the rest of row -1 is blocked.
    std::vector<std::uint64_t> keys{1};
    std::vector<std::uint64_t> values(stride, 0);
    values[0] = 1;
    std::vector<std::uint64_t> total(stride, 0);
    result.cellsDone = 1;
    result.peakStates = 1;
    if (cells == 1) { // start == goal
        result.count = BigUint(1);
        result.complete = true;
        return result;
    }

    StateTable<kLimbs> table(limbs);
    std::uint64_t pendingKey[2 * kBatch];
    const std::uint64_t* pendingValue[2 * kBatch];
    std::uint64_t batches = 0;
    for (std::size_t cell = 1; cell < cells; ++cell) {
        const int c = int(cell % std::size_t(width));
        const bool isGoal = cell + 1 == cells;
        result.stateVisits += keys.size();
        for (std::size_t first = 0; first < keys.size(); first += kBatch) {
            const std::size_t last = std::min(keys.size(), first + kBatch);
            // The clock every 64 batches (1024 states): with wide counts (16×400: 101 limbs a
            // state) Control::poll()'s 4096-call countdown overran a 2 s limit by 0.7-2 s.
            if (++batches % 64 == 0 && control.checkNow()) {
                result.message = control.stopReason() + " at cell " + std::to_string(cell + 1)
                                 + " of " + std::to_string(cells) + " ("
                                 + std::to_string(table.size()) + " states)";
                return result;
            }
            const std::size_t listBytes = (keys.capacity() + values.capacity()) * 8;
            if (listBytes + table.bytesAfterReserve(2 * (last - first)) > memoryLimit) {
                result.message = "memory limit of " + std::to_string(memoryLimit >> 20)
                                 + " MB reached at cell " + std::to_string(cell + 1) + " of "
                                 + std::to_string(cells) + " (" + std::to_string(table.size())
                                 + " states)";
                return result;
            }
            table.reserveMore(2 * (last - first));
            std::size_t pending = 0;
            for (std::size_t i = first; i < last; ++i) {
                const std::uint64_t* value = &values[i * stride];
                const Successors s = place(keys[i], width, c);
                if (isGoal) { // the goal must be free and in the start's component
                    if (s.freeJoinsStart)
                        addLimbs<kLimbs>(total.data(), value, limbs);
                    continue;
                }
                if (s.hasBlocked) {
                    table.prefetch(s.blocked);
                    pendingKey[pending] = s.blocked;
                    pendingValue[pending++] = value;
                }
                table.prefetch(s.free);
                pendingKey[pending] = s.free;
                pendingValue[pending++] = value;
            }
            for (std::size_t k = 0; k < pending; ++k)
                table.add(pendingKey[k], pendingValue[k]);
        }
        table.drainTo(keys, values);
        result.cellsDone = cell + 1;
        result.peakStates = std::max(result.peakStates, keys.size());
        control.progress(double(cell + 1) / double(cells), progress_text::kCountCells,
                         {std::to_string(cell + 1), std::to_string(cells),
                          {progress_text::kNStates, std::int64_t(keys.size())}});
    }
    result.count = BigUint::fromLimbs(total.data(), total.size());
    result.complete = true;
    return result;
}

} // namespace

std::size_t defaultCountingMemory()
{
    const std::size_t cap = defaultSearchMemoryCap();
    return cap == 0 ? kDefaultCountingMemory : std::min(kDefaultCountingMemory, cap);
}

MazeCountResult countSolvableMazes(int rows, int cols, Control& control,
                                   std::size_t memoryLimitBytes)
{
    if (rows < 1 || cols < 1)
        throw std::invalid_argument("countSolvableMazes: rows and cols must be >= 1");
    const int width = std::min(rows, cols);
    const int sweepRows = std::max(rows, cols);
    if (width > kMaxCountingWidth)
        throw std::invalid_argument("countSolvableMazes: min(rows, cols) must be <= "
                                    + std::to_string(kMaxCountingWidth));
    // Partial counts never exceed 2^(cells swept) <= 2^(rows·cols).
    const std::size_t cells = std::size_t(rows) * std::size_t(cols);
    const int limbs = int(cells / 64 + 1);
    switch (limbs) {
    case 1: return sweep<1>(sweepRows, width, limbs, control, memoryLimitBytes);
    case 2: return sweep<2>(sweepRows, width, limbs, control, memoryLimitBytes);
    case 3: return sweep<3>(sweepRows, width, limbs, control, memoryLimitBytes);
    case 4: return sweep<4>(sweepRows, width, limbs, control, memoryLimitBytes);
    case 5: return sweep<5>(sweepRows, width, limbs, control, memoryLimitBytes);
    case 6: return sweep<6>(sweepRows, width, limbs, control, memoryLimitBytes);
    default: return sweep<0>(sweepRows, width, limbs, control, memoryLimitBytes);
    }
}

} // namespace mazelab
