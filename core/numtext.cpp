#include "core/numtext.h"

#include <charconv>
#include <locale>
#include <sstream>

namespace mazelab {

std::optional<double> parseNumber(std::string_view text)
{
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    double value = 0;
    in >> value;
    if (in.fail())
        return std::nullopt;
    if (in.eof())
        return value;
    in >> std::ws;
    return in.eof() ? std::optional<double>(value) : std::nullopt;
}

namespace {
std::string numtextChars(double value, std::chars_format format, int precision)
{
    char buffer[400]; // %f of 1e308 has 309 digits
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, format, precision);
    return ec == std::errc() ? std::string(buffer, end) : std::string("?");
}
} // namespace

std::string formatGeneral(double value, int precision)
{
    return numtextChars(value, std::chars_format::general, precision);
}

std::string formatFixed(double value, int decimals)
{
    return numtextChars(value, std::chars_format::fixed, decimals);
}

} // namespace mazelab
