// The text form of move sequences (sequencetext.h).
#include "core/simaso/sequencetext.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace mazelab {

namespace {

bool sequenceTextIgnored(char32_t c)
{
    return c == U' ' || c == U'\t' || c == U',' || c == U'\r';
}

// The code point starting at text[i] and its length in bytes; malformed UTF-8 reads as one
// byte of U+FFFD (the error message then shows a replacement character, never garbage), so a
// byte that is not ASCII can never read as a move.
char32_t sequenceTextDecode(std::string_view text, std::size_t i, std::size_t& length)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b = byte(i);
    const std::size_t n = b < 0x80           ? 1
                          : (b >> 5) == 0x6  ? 2
                          : (b >> 4) == 0xE  ? 3
                          : (b >> 3) == 0x1E ? 4
                                             : 0; // a continuation byte or 0xF8 and above
    length = 1;
    if (n == 1)
        return b;
    if (n == 0 || i + n > text.size())
        return U'\uFFFD';
    char32_t c = b & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return U'\uFFFD';
        c = (c << 6) | (byte(i + k) & 0x3F);
    }
    // Overlong forms ("\xC1\x95" would read as 'U'), UTF-16 surrogates and code points past
    // U+10FFFF are malformed too.
    static constexpr char32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < kLeast[n] || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF)
        return U'\uFFFD';
    length = n;
    return c;
}

} // namespace

SequenceText parseSequenceText(std::string_view text, bool comments)
{
    SequenceText out;
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    out.moves.reserve(text.size());
    std::size_t line = 1;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view row = text.substr(pos, end - pos);
        const std::size_t first = row.find_first_not_of(" \t\r");
        if (!(comments && first != std::string_view::npos && row[first] == ';')) {
            std::size_t column = 1;
            for (std::size_t i = 0; i < row.size(); ++column) {
                std::size_t length = 1;
                const char32_t c = sequenceTextDecode(row, i, length);
                i += length;
                if (sequenceTextIgnored(c))
                    continue;
                const auto move = c < 0x80 ? moveFromChar(char(c)) : std::nullopt;
                if (!move) {
                    out.moves.clear();
                    out.error = SequenceTextError{line, column, c};
                    return out;
                }
                out.moves.push_back(*move);
            }
        }
        pos = end + 1;
        ++line;
    }
    return out;
}

SequenceFileRead readSequenceFile(const std::string& path, std::size_t maxBytes)
{
    SequenceFileRead out;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        out.problem = SequenceFileProblem::Directory;
        return out;
    }
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                              &std::fclose);
    if (!file) {
        out.problem = SequenceFileProblem::CannotOpen;
        out.reason = std::strerror(errno);
        return out;
    }
    std::string bytes(maxBytes + 1 < 65536 ? maxBytes + 1 : 65536, '\0');
    std::size_t size = 0;
    for (;;) {
        size += std::fread(bytes.data() + size, 1, bytes.size() - size, file.get());
        if (size > maxBytes) {
            out.problem = SequenceFileProblem::TooLarge;
            return out;
        }
        if (size < bytes.size()) // the end (or a read error, which ferror reports)
            break;
        bytes.resize(std::min(bytes.size() * 2, maxBytes + 1));
    }
    if (std::ferror(file.get())) {
        out.problem = SequenceFileProblem::CannotOpen;
        out.reason = std::strerror(errno);
        return out;
    }
    bytes.resize(size);
    out.text = parseSequenceText(bytes);
    return out;
}

std::string formatSequenceFile(const std::vector<Move>& moves,
                               const std::vector<std::string>& commentLines)
{
    std::string out;
    for (std::string line : commentLines) {
        for (char& c : line)
            if (c == '\n' || c == '\r')
                c = ' ';
        out += "; " + line + '\n';
    }
    out += movesToString(moves);
    out += '\n';
    return out;
}

} // namespace mazelab
