// The plain-text form of mouse-best results and checkpoints (core/mouse/mousebest.h): written
// by `mouse best --out/--checkpoint`, read back on resume and by `--merge`. The files travel
// between machines of a batch system and a pre-empted job can leave anything behind, so the
// reader checks every line and number and names the line and column of the first problem.
#include "core/mouse/mousebest.h"

#include "core/mazeformat.h"

#include <charconv>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace mazelab {
namespace {

constexpr int kVersion = 2;

[[noreturn]] void fail(int line, int column, const std::string& what)
{
    throw std::runtime_error("line " + std::to_string(line) + ", column " + std::to_string(column)
                             + ": " + what);
}

// One token of a line with its 1-based column.
struct Token {
    std::string_view text;
    int column = 0;
};

// Reads a text line by line; `firstLine` is the file line number of the text's first line.
class LineReader {
public:
    LineReader(std::string_view text, int firstLine) : m_text(text), m_line(firstLine - 1) {}

    int line() const { return m_line; }
    std::string_view rest() const { return m_text.substr(m_pos); }

    // The next line split at spaces; its first token must be `key` and `count` more follow.
    std::vector<Token> keyed(const char* key, std::size_t count)
    {
        const std::vector<Token> t = next(key);
        if (t.empty() || t[0].text != key)
            fail(m_line, 1, std::string("expected '") + key + "'"
                                + (t.empty() ? std::string(", found an empty line or the end")
                                             : ", found '" + clip(t[0].text) + "'"));
        if (t.size() != count + 1) {
            const int column = t.size() > count + 1 ? t[count + 1].column : m_lineEnd;
            fail(m_line, column, std::string("'") + key + "' takes " + std::to_string(count)
                                     + " value" + (count == 1 ? "" : "s") + ", found "
                                     + std::to_string(t.size() - 1));
        }
        return t;
    }

    template <typename T>
    T number(const Token& t, const char* key, T min, T max) const
    {
        T v{};
        const char* first = t.text.data();
        const char* last = first + t.text.size();
        const auto [end, ec] = std::from_chars(first, last, v);
        if (ec != std::errc() || end != last)
            fail(m_line, t.column, std::string("expected a whole number after '") + key
                                       + "', found '" + clip(t.text) + "'");
        if (v < min || v > max)
            fail(m_line, t.column, std::string("'") + key + "' value " + std::string(t.text)
                                       + " out of range " + std::to_string(min) + ".."
                                       + std::to_string(max));
        return v;
    }

    double real(const Token& t, const char* key) const
    {
        // from_chars for double is in libstdc++ 11+; istringstream keeps this portable.
        std::istringstream s{std::string(t.text)};
        double v = 0;
        char extra = 0;
        // Tiny values are refused: written with 6 digits they could read back as subnormals,
        // which the stream rejects.
        if (!(s >> v) || (s >> extra) || !(v >= 0) || v > 1e15 || (v != 0 && v < 1e-9))
            fail(m_line, t.column, std::string("expected seconds after '") + key + "', found '"
                                       + clip(t.text) + "'");
        return v;
    }

    bool flag(const Token& t, const char* key) const { return number<int>(t, key, 0, 1) != 0; }

private:
    static std::string clip(std::string_view s)
    {
        return std::string(s.substr(0, 20)) + (s.size() > 20 ? "…" : "");
    }

    std::vector<Token> next(const char* key)
    {
        ++m_line;
        if (m_pos >= m_text.size())
            fail(m_line, 1, std::string("expected '") + key + "', found the end of the text");
        std::size_t end = m_text.find('\n', m_pos);
        if (end == std::string_view::npos)
            end = m_text.size();
        std::string_view line = m_text.substr(m_pos, end - m_pos);
        m_pos = end < m_text.size() ? end + 1 : end;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        m_lineEnd = int(line.size()) + 1;
        std::vector<Token> tokens;
        for (std::size_t i = 0; i < line.size();) {
            if (line[i] == ' ' || line[i] == '\t') {
                ++i;
                continue;
            }
            std::size_t j = i;
            while (j < line.size() && line[j] != ' ' && line[j] != '\t')
                ++j;
            if (tokens.size() > 16)
                fail(m_line, int(i) + 1, "too many values");
            tokens.push_back({line.substr(i, j - i), int(i) + 1});
            i = j;
        }
        return tokens;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line;
    int m_lineEnd = 1;
};

constexpr std::uint64_t kU64Max = ~std::uint64_t(0);
constexpr std::int64_t kStepsMax = std::int64_t(1) << 50;

MouseBestResult readResult(LineReader& in)
{
    MouseBestResult r;
    std::vector<Token> t = in.keyed("mazelab-mouse-best", 1);
    const int version = in.number<int>(t[1], "mazelab-mouse-best", 1, kVersion);
    t = in.keyed("size", 3);
    r.rows = in.number<int>(t[1], "size", 1, kMouseBestMaxBits);
    r.cols = in.number<int>(t[2], "size", 1, kMouseBestMaxBits);
    if (!mouseBestSizeSupported(r.rows, r.cols))
        fail(in.line(), t[1].column, "size " + std::to_string(r.rows) + "x"
                                         + std::to_string(r.cols) + " is not supported (rows·"
                                         "(cols+1) <= " + std::to_string(kMouseBestMaxBits) + ")");
    r.freeEnds = in.flag(t[3], "size");
    r.complete = in.flag(in.keyed("complete", 1)[1], "complete");
    r.steps = in.number<std::int64_t>(in.keyed("steps", 1)[1], "steps", 0, kStepsMax);
    t = in.keyed("ends", 2);
    r.entryCol = in.number<int>(t[1], "ends", 0, r.cols - 1);
    r.exitCol = in.number<int>(t[2], "ends", 0, r.cols - 1);
    r.tested = in.number<std::uint64_t>(in.keyed("tested", 1)[1], "tested", 0, kU64Max);
    r.optimalCount = in.number<std::uint64_t>(in.keyed("optimal", 1)[1], "optimal", 0, kU64Max);
    if (version >= 2) {
        t = in.keyed("shard", 2);
        r.shardCount = in.number<int>(t[2], "shard", 1, 1 << 24);
        r.shardIndex = in.number<int>(t[1], "shard", 0, r.shardCount - 1);
    }
    t = in.keyed("tasks", 2);
    r.taskCount = in.number<std::uint64_t>(t[2], "tasks", 0, std::uint64_t(1) << 40);
    r.tasksDone = in.number<std::uint64_t>(t[1], "tasks", 0, r.taskCount);
    r.seconds = in.real(in.keyed("seconds", 1)[1], "seconds");
    if (version >= 2) {
        // 0 pairs: a version-1 result written again (its per-pair results are unknown).
        const int all = r.freeEnds ? r.cols * r.cols : 1;
        t = in.keyed("pairs", 1);
        const int pairs = in.number<int>(t[1], "pairs", 0, all);
        if (pairs != 0 && pairs != all)
            fail(in.line(), t[1].column, "expected 0 or " + std::to_string(all) + " pairs");
        for (int i = 0; i < pairs; ++i) {
            t = in.keyed("pair", 5);
            MouseEndsBest e;
            e.entryCol = in.number<int>(t[1], "pair", 0, r.cols - 1);
            e.exitCol = in.number<int>(t[2], "pair", 0, r.cols - 1);
            const int expectEntry = r.freeEnds ? i / r.cols : r.entryCol;
            const int expectExit = r.freeEnds ? i % r.cols : r.exitCol;
            if (e.entryCol != expectEntry || e.exitCol != expectExit)
                fail(in.line(), t[1].column, "expected the pair " + std::to_string(expectEntry)
                                                 + " " + std::to_string(expectExit));
            e.steps = in.number<std::int64_t>(t[3], "pair", 0, r.steps);
            e.optimalCount = in.number<std::uint64_t>(t[4], "pair", 0, kU64Max);
            e.tested = in.number<std::uint64_t>(t[5], "pair", 0, kU64Max);
            r.ends.push_back(e);
        }
    }
    in.keyed("maze", 0);
    const int mazeLine = in.line() + 1;
    try {
        const MazeFile file = parseMazeText(in.rest(), kMouseBestMaxBits);
        if (file.mazes.size() != 1 || file.mazes[0].rows() != r.rows
            || file.mazes[0].cols() != r.cols)
            fail(mazeLine, 1, "expected one " + std::to_string(r.rows) + "x"
                                  + std::to_string(r.cols) + " maze after 'maze'");
        r.maze = file.mazes[0];
    } catch (const MazeFormatError& e) {
        fail(mazeLine + std::max(0, e.line() - 1), std::max(1, e.column()), e.reason());
    }
    return r;
}

} // namespace

std::string mouseBestToText(const MouseBestResult& r)
{
    std::ostringstream s;
    s << "mazelab-mouse-best " << kVersion << '\n'
      << "size " << r.rows << ' ' << r.cols << ' ' << (r.freeEnds ? 1 : 0) << '\n'
      << "complete " << (r.complete ? 1 : 0) << '\n'
      << "steps " << r.steps << '\n'
      << "ends " << r.entryCol << ' ' << r.exitCol << '\n'
      << "tested " << r.tested << '\n'
      << "optimal " << r.optimalCount << '\n'
      << "shard " << r.shardIndex << ' ' << r.shardCount << '\n'
      << "tasks " << r.tasksDone << ' ' << r.taskCount << '\n'
      << "seconds " << r.seconds << '\n'
      << "pairs " << r.ends.size() << '\n';
    for (const MouseEndsBest& e : r.ends)
        s << "pair " << e.entryCol << ' ' << e.exitCol << ' ' << e.steps << ' ' << e.optimalCount
          << ' ' << e.tested << '\n';
    s << "maze\n" << mazeToText(r.maze);
    return s.str();
}

MouseBestResult mouseBestFromText(const std::string& text)
{
    LineReader in(text, 1);
    return readResult(in);
}

std::string mouseCheckpointToText(const MouseBestCheckpoint& c)
{
    return "done " + c.done + "\n" + mouseBestToText(c.result);
}

MouseBestCheckpoint mouseCheckpointFromText(const std::string& text)
{
    LineReader in(text, 1);
    MouseBestCheckpoint c;
    const std::vector<Token> t = in.keyed("done", 1);
    for (std::size_t i = 0; i < t[1].text.size(); ++i)
        if (t[1].text[i] != '0' && t[1].text[i] != '1')
            fail(1, t[1].column + int(i), "a task's state must be 0 or 1");
    c.done = std::string(t[1].text);
    c.result = readResult(in);
    return c;
}

MouseBestResult mouseBestFromFileText(const std::string& text)
{
    if (text.rfind("done", 0) == 0)
        return mouseCheckpointFromText(text).result;
    return mouseBestFromText(text);
}

} // namespace mazelab
