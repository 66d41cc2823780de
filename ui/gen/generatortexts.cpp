#include "ui/gen/generatortexts.h"

#include <QCoreApplication>

#include <iterator>

namespace mazelab {

namespace {
// Copied from core/gen/generators.cpp; keep in step when a generator's text changes.
const char* const kTexts[] = {
    QT_TRANSLATE_NOOP("GeneratorText",
                      "depth-first search with a stack (recursive backtracker)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "favour horizontal (> 0) or vertical (< 0) moves"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "each cell opens toward one corner"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "the corner the passages lead to"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "runs along each row, closed by one passage up"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "chance to extend a run eastward"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "random walk; when stuck, hunt for a cell beside the maze"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "random walls joining different sets (union-find)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "random walk carving into new cells (uniform spanning tree)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "loop-erased random walks (uniform spanning tree)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "random edges of the frontier from the centre"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "grow from a list of cells: newest, random, oldest or mixed"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "which cell of the list grows"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "mixed: chance to take the newest cell"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "row by row with sets (streams in O(columns) memory)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "chance to join neighbours in a row"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "chance of an extra passage down"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "recursive division of an open field by walls with one gap"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "where a chamber is split: random, or half (the thesis)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "random walls with a rising chance after each wall kept (not perfect)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "base chance to carve a wall"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "added to the chance for each wall kept"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "hunt-and-kill with straight runs turning clockwise"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "longest straight run (0: unlimited)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "genetic algorithm on the wall bits, fitness M4-general + M5 (§2.1.12)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "generations"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "population size"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "one-point crossover chance"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "per-bit mutation chance"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "share kept unchanged (the thesis' K)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "a trained generative adversarial network's wall chances (§2.3)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "the built-in network: trained on Kruskal, Hunt-and-Kill or Binary Tree mazes"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "a .gan file (from gan train) used instead of the built-in network; empty: "
                      "the built-in one"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "perfect: the spanning tree of the likeliest walls; connected: the "
                      "network's walls, parts joined; raw: the network's walls as they are (the "
                      "thesis)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "connected/raw: a wall opens above this chance"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "dungeon: random rooms, corridors between them, doors, dead ends pruned"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "room placements tried"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "smallest room side"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "largest room side"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "chance of an extra door into a room"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "chance to prune each dead-end corridor cell"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "one Hamiltonian path from start to end (random walk + backbite moves)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "the start cell R,C"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "the end cell R,C, or auto (an allowed corner)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "Life-like cellular automaton on the block maze (not perfect)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "generations to run"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "the rule (Maze B3/S12345, Mazectric B3/S1234, or any B…/S…)"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "share of walls in the random start patch"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "side of the central start patch, share of the maze"),
    QT_TRANSLATE_NOOP("GeneratorText",
                      "inside of a random Hamiltonian cycle of the pixel corners: "
                      "no 2x2 wall, passage or checkerboard"),
};
// Each parameter's label (the key is its CLI name, core/gen/generators.cpp); keep in step.
struct ParamLabel {
    const char* name;
    const char* label;
};
const ParamLabel kParamLabels[] = {
    {"bias", QT_TRANSLATE_NOOP("GeneratorParam", "Bias")},
    {"corner", QT_TRANSLATE_NOOP("GeneratorParam", "Corner")},
    {"east", QT_TRANSLATE_NOOP("GeneratorParam", "East chance")},
    {"choose", QT_TRANSLATE_NOOP("GeneratorParam", "Choose")},
    {"p", QT_TRANSLATE_NOOP("GeneratorParam", "Chance")},
    {"horizontal", QT_TRANSLATE_NOOP("GeneratorParam", "Join in row")},
    {"vertical", QT_TRANSLATE_NOOP("GeneratorParam", "Passage down")},
    {"split", QT_TRANSLATE_NOOP("GeneratorParam", "Split")},
    {"step", QT_TRANSLATE_NOOP("GeneratorParam", "Step")},
    {"length", QT_TRANSLATE_NOOP("GeneratorParam", "Run length")},
    {"generations", QT_TRANSLATE_NOOP("GeneratorParam", "Generations")},
    {"population", QT_TRANSLATE_NOOP("GeneratorParam", "Population")},
    {"crossover", QT_TRANSLATE_NOOP("GeneratorParam", "Crossover")},
    {"mutation", QT_TRANSLATE_NOOP("GeneratorParam", "Mutation")},
    {"elite", QT_TRANSLATE_NOOP("GeneratorParam", "Elite share")},
    {"model", QT_TRANSLATE_NOOP("GeneratorParam", "Network")},
    {"output", QT_TRANSLATE_NOOP("GeneratorParam", "Output")},
    {"threshold", QT_TRANSLATE_NOOP("GeneratorParam", "Threshold")},
    {"file", QT_TRANSLATE_NOOP("GeneratorParam", "Model file")},
    {"attempts", QT_TRANSLATE_NOOP("GeneratorParam", "Attempts")},
    {"min", QT_TRANSLATE_NOOP("GeneratorParam", "Smallest room")},
    {"max", QT_TRANSLATE_NOOP("GeneratorParam", "Largest room")},
    {"doors", QT_TRANSLATE_NOOP("GeneratorParam", "Extra doors")},
    {"prune", QT_TRANSLATE_NOOP("GeneratorParam", "Prune")},
    {"start", QT_TRANSLATE_NOOP("GeneratorParam", "Start cell")},
    {"end", QT_TRANSLATE_NOOP("GeneratorParam", "End cell")},
    {"crossings", QT_TRANSLATE_NOOP("GeneratorParam", "Crossings")},
    {"rule", QT_TRANSLATE_NOOP("GeneratorParam", "Rule")},
    {"density", QT_TRANSLATE_NOOP("GeneratorParam", "Density")},
    {"patch", QT_TRANSLATE_NOOP("GeneratorParam", "Start patch")},
    {"allow", QT_TRANSLATE_NOOP("GeneratorParam", "Allow")},
    {"cycle", QT_TRANSLATE_NOOP("GeneratorParam", "Cycle")},
    {"mix", QT_TRANSLATE_NOOP("GeneratorParam", "Mix")},
    {"grow", QT_TRANSLATE_NOOP("GeneratorParam", "Grow")},
};
} // namespace

QString generatorText(const std::string& english)
{
    return QCoreApplication::translate("GeneratorText", english.c_str());
}

QStringList generatorTextSources()
{
    QStringList out;
    for (const char* text : kTexts)
        out << QString::fromUtf8(text);
    return out;
}

QString generatorParamLabel(const std::string& name)
{
    for (const ParamLabel& p : kParamLabels)
        if (name == p.name)
            return QCoreApplication::translate("GeneratorParam", p.label);
    return QString::fromStdString(name);
}

QStringList generatorParamLabelSources()
{
    QStringList out;
    for (const ParamLabel& p : kParamLabels)
        out << QString::fromUtf8(p.label);
    return out;
}

} // namespace mazelab
