// The GAN generator's file format and checks (ganmodel.h); the forward pass is ganforward.cpp.
#include "core/gan/ganmodel.h"

#include "core/numtext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace mazelab::gan {
namespace {

constexpr int kMaxChannels = 1024, kMaxKernel = 7, kMaxStride = 4, kMaxLayers = 16, kMaxScale = 64;
constexpr std::size_t kMaxWeights = std::size_t(4) << 20;

// Reads the text token by token, knowing each token's line and column (1-based).
class Reader {
public:
    explicit Reader(std::string_view text) : m_text(text) { }

    // The next token on the current line; empty at the end of the line.
    std::string_view word()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t'
                                         || m_text[m_pos] == '\r'))
            ++m_pos;
        m_start = m_pos;
        while (m_pos < m_text.size() && !isSpace(m_text[m_pos]))
            ++m_pos;
        return m_text.substr(m_start, m_pos - m_start);
    }
    // The rest of the current line, trimmed.
    std::string_view rest()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t'))
            ++m_pos;
        m_start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] != '\n')
            ++m_pos;
        std::string_view s = m_text.substr(m_start, m_pos - m_start);
        while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t'))
            s.remove_suffix(1);
        return s;
    }
    // Moves to the next line that is neither empty nor a comment; false at the end of the text.
    bool nextLine()
    {
        for (;;) {
            while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                ++m_pos;
            if (m_pos >= m_text.size())
                return false;
            ++m_pos;
            ++m_line;
            m_lineStart = m_pos;
            m_start = m_pos;
            if (!blankOrComment())
                return true;
        }
    }
    // Positions on the first meaningful line (call once).
    bool firstLine()
    {
        if (!blankOrComment())
            return true;
        return nextLine();
    }
    // The next number of a run that may span lines (comments skipped).
    float number(const char* what)
    {
        std::string_view w = word();
        while (w.empty()) {
            if (!nextLine())
                fail("the file ends inside " + std::string(what));
            w = word();
        }
        float value = 0;
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
        if (ec != std::errc() || end != w.data() + w.size() || !std::isfinite(value))
            fail("'" + std::string(w) + "' is not a finite number (" + what + ")");
        return value;
    }
    int integer(const char* what, int lo, int hi)
    {
        const std::string_view w = word();
        int value = 0;
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
        if (w.empty())
            fail(std::string("missing ") + what);
        if (ec != std::errc() || end != w.data() + w.size() || value < lo || value > hi)
            fail(std::string(what) + " must be a whole number from " + std::to_string(lo)
                 + " to " + std::to_string(hi) + ", not '" + std::string(w) + "'");
        return value;
    }
    void endOfLine()
    {
        const std::string_view w = word();
        if (!w.empty())
            fail("unexpected '" + std::string(w) + "' at the end of the line");
    }
    [[noreturn]] void fail(const std::string& reason) const
    {
        failAt(m_line, m_start >= m_lineStart ? int(m_start - m_lineStart) + 1 : 1, reason);
    }
    [[noreturn]] static void failAt(int line, int column, const std::string& reason)
    {
        throw GanModelError("line " + std::to_string(line) + ", column " + std::to_string(column)
                            + ": " + reason);
    }
    int line() const { return m_line; }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
    bool blankOrComment()
    {
        std::size_t p = m_pos;
        while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t' || m_text[p] == '\r'))
            ++p;
        return p >= m_text.size() || m_text[p] == '\n' || m_text[p] == '#';
    }

    std::string_view m_text;
    std::size_t m_pos = 0, m_start = 0, m_lineStart = 0;
    int m_line = 1;
};

const char* activationName(Activation a)
{
    switch (a) {
    case Activation::Relu:
        return "relu";
    case Activation::Sigmoid:
        return "sigmoid";
    case Activation::None:
        break;
    }
    return "none";
}

// The shape rules of one layer; empty when it is fine.
std::string layerProblem(const GanLayer& l)
{
    if (l.kind == LayerKind::ConvTranspose && l.kernel - 2 * l.padding != l.stride)
        return "a convt layer needs K - 2P = S (the output is the input times S)";
    if (l.kind == LayerKind::Conv && (l.stride != 1 || l.kernel != 2 * l.padding + 1))
        return "a conv layer needs S = 1 and K = 2P + 1 (the output has the input's size)";
    return {};
}

} // namespace

int GanModel::scale() const
{
    int s = 1;
    for (const GanLayer& l : layers)
        if (l.kind == LayerKind::ConvTranspose)
            s *= l.stride;
    return s;
}

std::size_t GanModel::parameterCount() const
{
    std::size_t n = 0;
    for (const GanLayer& l : layers)
        n += l.weights.size() + l.bias.size();
    return n;
}

GanModel parseGanModel(std::string_view text)
{
    Reader r(text);
    if (!r.firstLine())
        r.fail("empty file: expected 'mazelab-gan 1'");
    if (r.word() != "mazelab-gan")
        r.fail("expected 'mazelab-gan 1' (a MazeLab GAN model)");
    r.integer("the format version", 1, 1);
    r.endOfLine();
    GanModel m;
    std::size_t total = 0;
    bool ended = false;
    int lastLayerLine = 0;
    while (!ended) {
        if (!r.nextLine())
            r.fail("the file ends before 'end'");
        const std::string_view key = r.word();
        const int keyLine = r.line();
        if (key == "name") {
            m.name = std::string(r.word());
            if (m.name.empty())
                r.fail("missing the model's name");
            r.endOfLine();
        } else if (key == "about") {
            m.about = std::string(r.rest());
        } else if (key == "latent") {
            if (!m.layers.empty())
                r.fail("'latent' must come before the first layer");
            m.latent = r.integer("latent channels", 1, 256);
            r.endOfLine();
        } else if (key == "layer") {
            if (m.latent == 0)
                r.fail("'latent' must come before the first layer");
            if (int(m.layers.size()) == kMaxLayers)
                r.fail("more than " + std::to_string(kMaxLayers) + " layers");
            GanLayer l;
            const std::string_view kind = r.word();
            if (kind == "conv")
                l.kind = LayerKind::Conv;
            else if (kind == "convt")
                l.kind = LayerKind::ConvTranspose;
            else
                r.fail("unknown layer kind '" + std::string(kind) + "' (conv or convt)");
            l.in = r.integer("IN channels", 1, kMaxChannels);
            const int expected = m.layers.empty() ? m.latent : m.layers.back().out;
            if (l.in != expected)
                r.fail("IN must be " + std::to_string(expected)
                       + (m.layers.empty() ? " (the latent channels)" : " (the previous OUT)"));
            l.out = r.integer("OUT channels", 1, kMaxChannels);
            l.kernel = r.integer("the kernel size K", 1, kMaxKernel);
            l.stride = r.integer("the stride S", 1, kMaxStride);
            l.padding = r.integer("the padding P", 0, kMaxKernel);
            if (const std::string p = layerProblem(l); !p.empty())
                r.fail(p);
            if (l.kind == LayerKind::ConvTranspose && m.scale() * l.stride > kMaxScale)
                r.fail("the transposed convolutions scale by more than " + std::to_string(kMaxScale));
            const std::string_view act = r.word();
            if (act == "relu")
                l.activation = Activation::Relu;
            else if (act == "sigmoid")
                l.activation = Activation::Sigmoid;
            else if (act == "none")
                l.activation = Activation::None;
            else
                r.fail("unknown activation '" + std::string(act) + "' (relu, sigmoid or none)");
            r.endOfLine();
            const std::size_t count = std::size_t(l.in) * l.out * l.kernel * l.kernel;
            total += count + std::size_t(l.out);
            if (total > kMaxWeights)
                Reader::failAt(keyLine, 1, "more than " + std::to_string(kMaxWeights) + " weights in all");
            l.weights.resize(count);
            for (float& w : l.weights)
                w = r.number("the layer's weights");
            l.bias.resize(std::size_t(l.out));
            for (float& b : l.bias)
                b = r.number("the layer's biases");
            r.endOfLine();
            m.layers.push_back(std::move(l));
            lastLayerLine = keyLine;
        } else if (key == "end") {
            r.endOfLine();
            ended = true;
        } else {
            r.fail("unknown entry '" + std::string(key)
                   + "' (name, about, latent, layer or end)");
        }
    }
    if (m.name.empty())
        r.fail("the model has no 'name'");
    if (m.layers.empty())
        r.fail("the model has no layer");
    if (m.layers.back().out != 2)
        Reader::failAt(lastLayerLine, 1, "the last layer must have OUT = 2 (East and South passages)");
    if (r.nextLine())
        r.fail("text after 'end'");
    return m;
}

void validateGanModel(const GanModel& m)
{
    if (m.name.empty() || m.latent < 1 || m.layers.empty() || m.layers.back().out != 2)
        throw GanModelError("line 0, column 0: a model needs a name, latent channels and layers "
                            "ending in 2 channels");
    if (m.scale() > kMaxScale)
        throw GanModelError("line 0, column 0: the transposed convolutions scale by more than 64");
    int in = m.latent;
    for (const GanLayer& l : m.layers) {
        if (l.in != in || l.weights.size() != std::size_t(l.in) * l.out * l.kernel * l.kernel
            || l.bias.size() != std::size_t(l.out) || !layerProblem(l).empty())
            throw GanModelError("line 0, column 0: inconsistent layer");
        in = l.out;
    }
}

std::size_t forwardBytes(const GanModel& m, int rows, int cols)
{
    const int s = m.scale();
    std::size_t h = std::size_t((rows + s - 1) / s), w = std::size_t((cols + s - 1) / s);
    std::size_t previous = std::size_t(m.latent) * h * w, peak = previous;
    for (const GanLayer& l : m.layers) {
        if (l.kind == LayerKind::ConvTranspose) {
            h *= std::size_t(l.stride);
            w *= std::size_t(l.stride);
        }
        const std::size_t now = std::size_t(l.out) * h * w;
        peak = std::max(peak, previous + now);
        previous = now;
    }
    return peak * sizeof(float);
}

std::string writeGanModel(const GanModel& m)
{
    validateGanModel(m);
    std::string s = "mazelab-gan 1\nname " + m.name + "\n";
    if (!m.about.empty())
        s += "about " + m.about + "\n";
    s += "latent " + std::to_string(m.latent) + "\n";
    const auto numbers = [&](const std::vector<float>& v) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            s += formatGeneral(double(v[i]), 9);
            s += (i + 1) % 12 == 0 || i + 1 == v.size() ? '\n' : ' ';
        }
    };
    for (const GanLayer& l : m.layers) {
        s += std::string("layer ") + (l.kind == LayerKind::Conv ? "conv" : "convt") + ' '
             + std::to_string(l.in) + ' ' + std::to_string(l.out) + ' '
             + std::to_string(l.kernel) + ' ' + std::to_string(l.stride) + ' '
             + std::to_string(l.padding) + ' ' + activationName(l.activation) + '\n';
        numbers(l.weights);
        numbers(l.bias);
    }
    s += "end\n";
    return s;
}

} // namespace mazelab::gan
