#include "ui/simaso/solvercatalog.h"

namespace mazelab {

std::vector<SolverSpec> builtinSolvers()
{
    // Filled from core/simaso's algorithms (see solvercatalog.h); until that library is
    // merged the panel says that no solver is available.
    return {};
}

} // namespace mazelab
