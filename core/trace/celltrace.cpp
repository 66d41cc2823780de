#include "core/trace/celltrace.h"

#include <algorithm>
#include <cassert>

namespace mazelab {

namespace {

constexpr std::uint32_t kValueMask = (1u << 24) - 1;
constexpr std::uint32_t kDeltaMask = (1u << 21) - 1;
constexpr std::int32_t kMaxMoveAddDelta = (1 << 20) - 1;

// Sign-extends the low `bits` bits of `v`.
inline std::int32_t signExtend(std::uint32_t v, int bits)
{
    const std::uint32_t m = 1u << (bits - 1);
    v &= (1u << bits) - 1;
    return std::int32_t(v ^ m) - std::int32_t(m);
}

TraceState zeroState(int cells, int layers, int markers)
{
    TraceState s;
    s.layers.assign(std::size_t(layers), std::vector<std::int32_t>(std::size_t(cells), 0));
    s.markers.assign(std::size_t(markers), CellTrace::kNoCell);
    return s;
}

// Two's-complement addition (wraps instead of overflowing, like the split adds expect).
inline void addTo(std::int32_t& v, std::int32_t d)
{
    v = std::int32_t(std::uint32_t(v) + std::uint32_t(d));
}

// Copies `from` into `to` without reallocating when the sizes already agree.
void copyState(const TraceState& from, TraceState& to)
{
    to.step = from.step;
    if (to.layers.size() != from.layers.size())
        to.layers.resize(from.layers.size());
    for (std::size_t l = 0; l < from.layers.size(); ++l)
        to.layers[l].assign(from.layers[l].begin(), from.layers[l].end());
    to.markers.assign(from.markers.begin(), from.markers.end());
}

} // namespace

CellTrace::CellTrace(int rows, int cols, int layers, int markers, std::size_t keyframeBudgetBytes,
                     std::uint64_t keyframeInterval)
    : m_rows(rows), m_cols(cols), m_layers(layers), m_markers(markers),
      m_budget(keyframeBudgetBytes)
{
    assert(rows >= 1 && cols >= 1);
    assert(layers >= 1 && layers <= kMaxLayers);
    assert(markers >= 0 && markers <= kMaxMarkers);
    const std::uint64_t cells = std::uint64_t(rows) * std::uint64_t(cols);
    m_interval = keyframeInterval > 0 ? keyframeInterval : std::max(kMinKeyframeInterval, cells);
    m_live = zeroState(int(cells), layers, markers);
    m_keyframes.push_back({0, 0, m_live});
}

void CellTrace::setInitialState(const TraceState& state)
{
    assert(!m_finished && m_eventCount == 0);
    assert(state.layers.size() == std::size_t(m_layers));
    assert(state.markers.size() == std::size_t(m_markers));
    m_live = state;
    m_live.step = 0;
    m_keyframes.assign(1, {0, 0, m_live});
}

void CellTrace::stream(StepObserver onStep)
{
    assert(!m_finished && m_eventCount == 0 && onStep);
    m_observer = std::move(onStep);
    m_keyframes.clear();
    m_keyframes.shrink_to_fit();
    // m_live holds the initial state
}

const TraceState& CellTrace::initialState() const
{
    static const TraceState kNone;
    return m_keyframes.empty() ? kNone : m_keyframes.front().state;
}

CellTrace::Event CellTrace::makeEvent(Op op, int channel, std::uint32_t cell,
                                      std::uint32_t value24)
{
    return {cell, (std::uint32_t(op) << 28) | (std::uint32_t(channel) << 24)
                      | (value24 & kValueMask)};
}

void CellTrace::apply(const Event& e, TraceState& state)
{
    const std::uint32_t op = (e.code >> 28) & 7u;
    const std::size_t channel = (e.code >> 24) & 15u;
    switch (op) {
    case Set:
        state.layers[channel][e.cell] = signExtend(e.code, 24);
        break;
    case Add:
        addTo(state.layers[channel][e.cell], signExtend(e.code, 24));
        break;
    case Move:
        state.markers[channel] = std::int32_t(e.cell);
        break;
    case MoveAdd:
        state.markers[channel] = std::int32_t(e.cell);
        addTo(state.layers[(e.code >> 21) & 7u][e.cell], signExtend(e.code, 21));
        break;
    case SetLow:
        state.layers[channel][e.cell] = std::int32_t(e.code & kValueMask);
        break;
    case OrHigh:
        state.layers[channel][e.cell] = std::int32_t(
            std::uint32_t(state.layers[channel][e.cell]) | ((e.code & 0xFFu) << 24));
        break;
    default: // Nop
        break;
    }
}

void CellTrace::push(Event e)
{
    assert(!m_finished);
    apply(e, m_live);
    if (m_observer) {
        ++m_eventCount;
        m_openHasEvents = true;
        return;
    }
    if (m_blocks.empty() || m_blocks.back().size() == kBlockSize) {
        m_blocks.emplace_back();
        if (m_blocks.size() > 1)
            m_blocks.back().reserve(kBlockSize);
    }
    m_blocks.back().push_back(e);
    ++m_eventCount;
    m_openHasEvents = true;
}

void CellTrace::set(int layer, std::int32_t cell, std::int32_t value)
{
    assert(layer >= 0 && layer < m_layers && cell >= 0 && cell < m_rows * m_cols);
    if (value >= -kMaxValue - 1 && value <= kMaxValue) {
        push(makeEvent(Set, layer, std::uint32_t(cell), std::uint32_t(value)));
        return;
    }
    const auto bits = std::uint32_t(value);
    push(makeEvent(SetLow, layer, std::uint32_t(cell), bits));
    push(makeEvent(OrHigh, layer, std::uint32_t(cell), bits >> 24));
}

void CellTrace::add(int layer, std::int32_t cell, std::int32_t delta)
{
    assert(layer >= 0 && layer < m_layers && cell >= 0 && cell < m_rows * m_cols);
    std::int64_t rest = delta;
    do {
        const std::int64_t chunk = std::clamp<std::int64_t>(rest, -kMaxValue, kMaxValue);
        push(makeEvent(Add, layer, std::uint32_t(cell), std::uint32_t(std::int32_t(chunk))));
        rest -= chunk;
    } while (rest != 0);
}

void CellTrace::move(int marker, std::int32_t cell)
{
    assert(marker >= 0 && marker < m_markers);
    assert(cell == kNoCell || (cell >= 0 && cell < m_rows * m_cols));
    push(makeEvent(Move, marker, std::uint32_t(cell), 0));
}

void CellTrace::moveAdd(int marker, int layer, std::int32_t cell, std::int32_t delta)
{
    assert(marker >= 0 && marker < m_markers && layer >= 0 && layer < m_layers);
    assert(cell >= 0 && cell < m_rows * m_cols);
    if (delta < -kMaxMoveAddDelta || delta > kMaxMoveAddDelta) {
        move(marker, cell);
        add(layer, cell, delta);
        return;
    }
    const std::uint32_t value = (std::uint32_t(layer) << 21) | (std::uint32_t(delta) & kDeltaMask);
    push(makeEvent(MoveAdd, marker, std::uint32_t(cell), value));
}

void CellTrace::note(std::string text)
{
    assert(!m_finished);
    const std::int64_t step = m_length + 1;
    if (m_observer)
        m_notes.clear(); // streaming: only the latest note
    if (!m_notes.empty() && m_notes.back().step == step)
        m_notes.back().text = std::move(text);
    else
        m_notes.push_back({step, std::move(text)});
}

std::int64_t CellTrace::endStep()
{
    assert(!m_finished);
    if (m_observer) {
        m_openHasEvents = false;
        ++m_length;
        m_live.step = m_length;
        m_observer(m_live);
        return m_length;
    }
    if (!m_openHasEvents)
        push(makeEvent(Nop, 0, 0, 0));
    eventAt(m_eventCount - 1).code |= kEndBit;
    m_openHasEvents = false;
    ++m_length;
    m_live.step = m_length;
    maybeKeyframe();
    return m_length;
}

std::size_t CellTrace::bytesPerKeyframe() const
{
    return sizeof(Keyframe) + std::size_t(m_layers) * sizeof(std::vector<std::int32_t>)
        + (std::size_t(m_layers) * std::size_t(m_rows) * std::size_t(m_cols)
           + std::size_t(m_markers)) * sizeof(std::int32_t);
}

void CellTrace::maybeKeyframe()
{
    if (m_eventCount - m_keyframes.back().event < m_interval)
        return;
    m_keyframes.push_back({m_length, m_eventCount, m_live});
    // Thin: keep keyframes 0, 2, 4, … (keyframe 0 is always step 0) and double the interval.
    while (m_keyframes.size() > 1 && m_keyframes.size() * bytesPerKeyframe() > m_budget) {
        std::size_t kept = 0;
        for (std::size_t j = 0; j < m_keyframes.size(); j += 2, ++kept)
            if (j != kept)
                m_keyframes[kept] = std::move(m_keyframes[j]);
        m_keyframes.resize(kept);
        m_interval *= 2;
    }
}

void CellTrace::finish()
{
    if (m_finished)
        return;
    if (m_openHasEvents || (!m_notes.empty() && m_notes.back().step == m_length + 1))
        endStep();
    m_finished = true;
    if (m_blocks.size() == 1)
        m_blocks.back().shrink_to_fit(); // a small trace: at most one doubling's slack
    m_keyframes.shrink_to_fit();
    m_live = TraceState();
}

std::size_t CellTrace::keyframeBytes() const
{
    if (m_observer)
        return 0;
    return m_keyframes.size() * bytesPerKeyframe();
}

std::size_t CellTrace::memoryBytes() const
{
    std::size_t bytes = sizeof(*this) + m_blocks.capacity() * sizeof(m_blocks[0]) + keyframeBytes()
        + (m_finished ? 0 : bytesPerKeyframe() - sizeof(Keyframe)); // m_live while recording
    for (const auto& block : m_blocks)
        bytes += block.capacity() * sizeof(Event);
    for (const Note& n : m_notes)
        bytes += sizeof(Note) + n.text.capacity();
    return bytes;
}

std::string CellTrace::caption(std::int64_t step) const
{
    const auto it = std::upper_bound(m_notes.begin(), m_notes.end(), step,
                                     [](std::int64_t s, const Note& n) { return s < n.step; });
    return it == m_notes.begin() ? std::string() : std::prev(it)->text;
}

void CellTrace::seek(std::int64_t step, TraceState& state, std::uint64_t& nextEvent) const
{
    step = std::clamp<std::int64_t>(step, 0, m_length);
    const auto kf = std::prev(std::upper_bound(
        m_keyframes.begin(), m_keyframes.end(), step,
        [](std::int64_t s, const Keyframe& k) { return s < k.step; }));
    // Forward from where the state is, unless we must go back or the keyframe saves more
    // events than copying it costs (a copied int is several times cheaper than an event).
    const std::uint64_t copyCost =
        std::uint64_t(m_layers) * std::uint64_t(m_rows) * std::uint64_t(m_cols) / 8;
    if (step < state.step || (kf->step > state.step && kf->event - nextEvent > copyCost)) {
        copyState(kf->state, state);
        nextEvent = kf->event;
    }
    std::int64_t s = state.step;
    std::uint64_t e = nextEvent;
    while (s < step) { // one block at a time
        const Event* block = m_blocks[e >> kBlockBits].data();
        std::uint64_t i = e & (kBlockSize - 1);
        for (; i < kBlockSize && s < step; ++i) {
            apply(block[i], state);
            if (block[i].code & kEndBit)
                ++s;
        }
        e = ((e >> kBlockBits) << kBlockBits) + i;
    }
    state.step = s;
    nextEvent = e;
}

TraceState CellTrace::stateAt(std::int64_t step) const
{
    TraceState state = initialState();
    std::uint64_t next = 0;
    seek(step, state, next);
    return state;
}

TraceCursor::TraceCursor(std::shared_ptr<const CellTrace> trace) : m_trace(std::move(trace))
{
    assert(m_trace);
    m_state = m_trace->initialState();
}

void TraceCursor::seek(std::int64_t step)
{
    m_trace->seek(step, m_state, m_nextEvent);
}

void TraceCursor::stepForward()
{
    if (m_state.step < m_trace->length())
        m_trace->seek(m_state.step + 1, m_state, m_nextEvent);
}

void TraceCursor::stepBack()
{
    if (m_state.step > 0)
        m_trace->seek(m_state.step - 1, m_state, m_nextEvent);
}

} // namespace mazelab
