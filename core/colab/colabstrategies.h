#pragma once
// CoLab strategies (Petercă 2024, §4.3.1–4.3.4). The thesis plays a random default player,
// CopyPlayer (Tit-for-Tat: "cooperation" is a successful trade, "deflection" an unsuccessful
// one), RememberMe (accepts at once a cell it once needed) and evolved players, and names
// Tit-for-Two-Tats, Win-Stay-Lose-Switch and Grim Trigger as the next to test; MazeLab plays
// all of them, plus an unconditional defector (the "P_0" brute-force player of Table 4.1) and
// an unconditional cooperator. Names (makeStrategy):
//   random[:P]          negotiates and accepts with chance P (default 0.5); offers a random
//                       known cell, asks for a random unknown one
//   defector            never negotiates
//   cooperator          always negotiates and accepts; offers the cell the opponent asked for
//                       last when it knows it, else the known cell nearest to the opponent that
//                       the opponent may not know; asks for the first unknown cell of its route
//   tit-for-tat         as cooperator, but sits out the next negotiation after the opponent
//                       defected (refused to negotiate, or refused its proposal in every attempt)
//   tit-for-two-tats    sits out only after two defections in a row
//   grim-trigger        cooperates until the opponent's first defection, then never again
//   win-stay-lose-shift keeps negotiating after a trade that taught it a cell, else switches
//   remember-me         as tit-for-tat, but accepts at once any offer of a cell it once asked
//                       for or planned through while unknown
//   evolved:G0,…,G8     the genome below (colabevolve.h evolves it)

#include "core/colab/colabgame.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::colab {

// The evolved player's chromosome (after §4.3.3's DNEXT, MOFF, MREQ, SCORE_THRESHOLD,
// EXPLORATION_CHANCE, ATTEMPT_MODIFIER, UNKNOWN_CELL_MODIFIER, plus the will to negotiate and
// the honesty of its offers). It accepts a proposal when
//   MREQ · gain(offer received) − MOFF · value(offer given) + ATTEMPT · attempt ≥ THRESHOLD,
// gain = 1 for an unknown cell on its route, 0.3 next to it, 0.1 elsewhere, 0 when known;
// value = 1 when its offer is what the opponent asked for, else 0.5 / (1 + distance to the
// opponent).
struct Genome {
    enum Gene { Negotiate, RequestIndex, Honesty, GainWeight, GiveWeight, Threshold,
                AttemptModifier, Exploration, UnknownCost, kCount };
    std::array<double, kCount> genes{0.8, 0, 0.8, 1.0, 0.5, 0.2, 0.1, 0.0, 1.5};

    static double minimum(int gene);
    static double maximum(int gene);
    static const char* geneName(int gene); // "negotiate", "DNEXT", …
    void clamp();
    // "0.8,0,0.8,1,0.5,0.2,0.1,0,1.5"; parse() throws std::invalid_argument.
    std::string text() const;
    static Genome parse(std::string_view text);
};

// The built-in names, in the order of the list above (without the parameterised forms).
const std::vector<std::string>& strategyNames();

// A fresh strategy for `name` (see the list above). Throws std::invalid_argument naming the
// known strategies for an unknown name or a bad parameter.
std::unique_ptr<Strategy> makeStrategy(std::string_view name);

} // namespace mazelab::colab
