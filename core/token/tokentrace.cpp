#include "core/token/tokentrace.h"

#include <cassert>

namespace mazelab::token {

std::shared_ptr<const CellTrace> recordTokenTrace(const Maze& board, const Path& path)
{
    auto trace = std::make_shared<CellTrace>(board.rows(), board.cols(), 1, 1);
    std::int32_t order = 0;
    for (const Cell& c : path) {
        assert(board.contains(c));
        const auto cell = std::int32_t(board.index(c));
        trace->set(0, cell, ++order);
        trace->move(0, cell);
        trace->endStep();
    }
    trace->finish();
    return trace;
}

} // namespace mazelab::token
