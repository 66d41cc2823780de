#pragma once
// Numbers in text independent of the process's C locale. A Qt application switches the C
// library to the system locale (setlocale(LC_ALL, "") in QCoreApplication), so under a German,
// Dutch or Romanian locale strtod("0.5") reads 0 and printf("%g", 0.5) writes "0,5": every
// number the core reads from or writes into files, parameters and messages goes through these
// instead (C++ streams use the global C++ locale, which stays "C", and std::from_chars /
// std::to_chars use none).

#include <optional>
#include <string>
#include <string_view>

namespace mazelab {

// The whole text as a number, read as a C++ stream in the classic locale reads it (leading
// white space and a sign allowed, "1e-3" too); nullopt when anything else is left over.
std::optional<double> parseNumber(std::string_view text);
// printf's "%.{precision}g" / "%.{decimals}f" in the "C" locale.
std::string formatGeneral(double value, int precision);
std::string formatFixed(double value, int decimals);

} // namespace mazelab
