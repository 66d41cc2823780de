#pragma once
// CellTrace: the one recording every animated algorithm emits (STYLE.md §3). A view, the
// player, captions and GIF export all replay it; nothing is re-simulated.
//
// Model. The animated state over a rows × cols grid is
//   - L layers (1 ≤ L ≤ kMaxLayers), each one int32 per cell (row-major), all 0 at step 0
//     unless an initial state is given: visit counts, carve state, visited/frontier/path
//     marks, distances, …;
//   - M markers (0 ≤ M ≤ kMaxMarkers), each a cell index or kNoCell: the mouse, the token,
//     a generator's or solver's current cell, CoLab's agents, …;
//   - a caption: the text of the last note at or before the step (may be empty).
// The trace is a sequence of steps 1 … length(); step k is a small list of events applied to
// the state after step k-1. State after step 0 = the initial state.
//
// Storage (what keeps seeking bounded). Events are 8 bytes: the cell index (or marker cell)
// and a code word — bit 31 ends the step, bits 28-30 the op, bits 24-27 the channel (layer or
// marker), bits 0-23 a signed value; moveAdd packs the layer into value bits 21-23 and the
// delta into bits 0-20. There is no per-step index: a step is the run of events up to one
// with the end bit, and an empty step (a pause frame) is one no-op event with the end bit, so
// eventCount() ≥ length(). After every keyframeInterval() events (at the next step boundary)
// the full state is stored as a keyframe (step, event index, layers, markers); keyframe 0 is
// step 0. When the keyframes outgrow the keyframe budget, every other one is dropped and the
// interval doubles (as SequenceRun thins its checkpoints), so memory is
//   8 bytes · events (in blocks of 64 Ki events, not reallocated once full) + O(budget)
// and seek(k) copies one keyframe and applies at most about 2 · keyframeInterval() events
// (a keyframe waits for the end of the step that crosses the interval). The default interval
// (kMinKeyframeInterval, raised to the cell count when that is larger, so that applying the
// events costs about as much as copying the keyframe) keeps a seek on a 500 × 500 board with
// 10 million steps well under 16 ms (bench_trace; figures in README "Traces: scrubbing and
// memory").
//
// Recording: the algorithm calls the event functions for step k, then endStep(). Values that
// fit in 24 signed bits (|v| ≤ kMaxValue) take one event; larger ones are split into several
// events of the same step automatically (set: 2 events; add: chunks of kMaxValue; moveAdd with
// |delta| ≥ 2^20: a move plus an add). A recorded trace is immutable after finish() and then
// safe to read from several threads, each with its own TraceCursor.
//
// Traces that are not CellTraces: the Simultaneous mode runs one move sequence over up to a
// million mazes; its trace is SequenceRun (core/simaso/sequencerun.h), whose moves are the
// events and whose position checkpoints are the keyframes. Copying it into a CellTrace would
// cost a cell per maze per step; a view asks SequenceRun::position(i, k) for its visible tiles
// and the per-step counts instead (both bounded, see there).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mazelab {

// The state of a CellTrace after some step.
struct TraceState {
    std::int64_t step = 0;
    std::vector<std::vector<std::int32_t>> layers; // [layer][cell]
    std::vector<std::int32_t> markers;             // cell index or CellTrace::kNoCell
    friend bool operator==(const TraceState&, const TraceState&) = default;
};

class CellTrace {
public:
    static constexpr int kMaxLayers = 8;
    static constexpr int kMaxMarkers = 8;
    static constexpr std::int32_t kNoCell = -1;
    static constexpr std::int32_t kMaxValue = (1 << 23) - 1;
    static constexpr std::uint64_t kMinKeyframeInterval = 1u << 16;   // events
    static constexpr std::size_t kDefaultKeyframeBudget = std::size_t(64) << 20; // bytes

    // Precondition: rows, cols ≥ 1; 1 ≤ layers ≤ kMaxLayers; 0 ≤ markers ≤ kMaxMarkers.
    // `keyframeInterval` 0 means the default (max(kMinKeyframeInterval, rows · cols)); tests
    // pass small ones to exercise thinning on small traces.
    CellTrace(int rows, int cols, int layers, int markers,
              std::size_t keyframeBudgetBytes = kDefaultKeyframeBudget,
              std::uint64_t keyframeInterval = 0);

    // Streaming (recordings too big to keep, e.g. the GIF of a 2047 × 2047 carving): from now
    // on no event, keyframe or old note is stored; the trace keeps only the live state and
    // the latest note, and calls onStep(live state) after each endStep() (state.step = the
    // step's number; caption(length()) is its note). Memory: one state, i.e. layers · cells
    // int32. Precondition: no event recorded yet. A streamed trace cannot be read back
    // (stateAt, TraceCursor); finish() ends it as usual.
    using StepObserver = std::function<void(const TraceState& live)>;
    void stream(StepObserver onStep);
    bool isStreaming() const { return bool(m_observer); }

    // ---- recording (one thread; before finish()) ----
    // The state at step 0 (replaces the zero state). Precondition: no event recorded yet;
    // sizes as constructed.
    void setInitialState(const TraceState& state);
    // Preconditions of the event functions: not finished, 0 ≤ cell < rows · cols,
    // layer < layerCount(), marker < markerCount().
    void set(int layer, std::int32_t cell, std::int32_t value);  // layer[cell] = value
    void add(int layer, std::int32_t cell, std::int32_t delta);  // layer[cell] += delta
    void move(int marker, std::int32_t cell);                    // marker = cell (or kNoCell)
    // marker = cell and layer[cell] += delta, one event (the mouse's step: move and count).
    void moveAdd(int marker, int layer, std::int32_t cell, std::int32_t delta);
    // The caption from the open step on (English or already translated; the mode decides).
    // A later note in the same step replaces it.
    void note(std::string text);
    // Closes the open step (a step may have no event: a pause frame). Returns its number.
    std::int64_t endStep();
    // Ends recording: an open step with events or a note is closed; the recording buffers are
    // released. Idempotent.
    void finish();
    bool isFinished() const { return m_finished; }

    // ---- reading ----
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int layerCount() const { return m_layers; }
    int markerCount() const { return m_markers; }
    std::int64_t length() const { return m_length; }           // number of closed steps
    std::uint64_t eventCount() const { return m_eventCount; }
    std::uint64_t keyframeInterval() const { return m_interval; }
    std::size_t keyframeCount() const { return m_keyframes.size(); }
    // All bytes held: events + keyframes + notes + initial state.
    std::size_t memoryBytes() const;
    // The keyframes alone: at most the budget, or keyframe 0 alone when that is larger.
    std::size_t keyframeBytes() const;
    // The state at step 0: keyframe 0 (one copy, not two); empty once streaming.
    const TraceState& initialState() const;
    // The caption after `step` (the last note at or before it). O(log notes).
    std::string caption(std::int64_t step) const;
    // The state after `step` (clamped to [0, length()]). O(keyframeInterval + cells · layers).
    TraceState stateAt(std::int64_t step) const;

private:
    friend class TraceCursor;
    struct Event {
        std::uint32_t cell;
        std::uint32_t code; // bit 31 end of step, bits 28-30 op, 24-27 channel, 0-23 value
    };
    struct Keyframe {
        std::int64_t step;
        std::uint64_t event; // index of the first event of step+1
        TraceState state;
    };
    struct Note {
        std::int64_t step; // from this step on
        std::string text;
    };
    enum Op : std::uint32_t { Set, Add, Move, MoveAdd, SetLow, OrHigh, Nop };
    static constexpr std::uint32_t kEndBit = 1u << 31;
    static Event makeEvent(Op op, int channel, std::uint32_t cell, std::uint32_t value24);
    static void apply(const Event& e, TraceState& state);
    void push(Event e);
    void maybeKeyframe();
    std::size_t bytesPerKeyframe() const;
    // Moves `state` (a state of this trace after some step, `nextEvent` its first unapplied
    // event) to `step`: forward by applying events when that is no farther than from the
    // nearest keyframe, else by copying that keyframe into state's buffers and applying.
    void seek(std::int64_t step, TraceState& state, std::uint64_t& nextEvent) const;

    int m_rows, m_cols, m_layers, m_markers;
    std::size_t m_budget;
    std::uint64_t m_interval;
    std::int64_t m_length = 0;
    bool m_finished = false;
    bool m_openHasEvents = false; // events recorded since the last endStep()
    // Events in blocks of kBlockSize: a long recording never copies its full blocks (no
    // reallocation peak), only the first block grows by doubling (small traces stay small).
    static constexpr int kBlockBits = 16;
    static constexpr std::uint64_t kBlockSize = std::uint64_t(1) << kBlockBits;
    Event& eventAt(std::uint64_t i) { return m_blocks[i >> kBlockBits][i & (kBlockSize - 1)]; }
    std::vector<std::vector<Event>> m_blocks;
    std::uint64_t m_eventCount = 0;
    std::vector<Keyframe> m_keyframes; // keyframes[0] is step 0
    std::vector<Note> m_notes;
    TraceState m_live; // recording: the state after the events pushed so far
    StepObserver m_observer; // set: streaming
};

// A read position on a finished CellTrace with its own state: stepping forward applies one
// step's events (O(events of the step)); any other move seeks through the nearest keyframe.
// Each thread that reads a trace uses its own cursor.
class TraceCursor {
public:
    // Precondition: trace finished; trace outlives the cursor. Starts at step 0.
    explicit TraceCursor(std::shared_ptr<const CellTrace> trace);
    const CellTrace& trace() const { return *m_trace; }
    std::int64_t step() const { return m_state.step; }
    const TraceState& state() const { return m_state; }
    // Moves to `step` (clamped to [0, length]).
    void seek(std::int64_t step);
    void stepForward();
    void stepBack();

private:
    std::shared_ptr<const CellTrace> m_trace;
    TraceState m_state;
    std::uint64_t m_nextEvent = 0; // index of the first event of step m_state.step + 1
};

} // namespace mazelab
