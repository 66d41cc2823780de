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
// Storage (what keeps seeking bounded). Events are 8 bytes (cell index + packed op, channel,
// value and an end-of-step bit); there is no per-step index. Every keyframeInterval() events
// the full state is stored as a keyframe (step, event index, layers, markers). When the
// keyframes outgrow the keyframe budget, every other one is dropped and the interval doubles
// (as SequenceRun thins its checkpoints), so memory is
//   8 bytes · events + O(budget)
// and seek(k) copies one keyframe and applies at most keyframeInterval() events. The default
// interval (kMinKeyframeInterval, raised to the cell count when that is larger) keeps a seek
// on a 500 × 500 board with 10 million steps well under 16 ms (bench_trace).
//
// Recording: the algorithm calls the event functions for step k, then endStep(). Values must
// fit in 24 signed bits (|v| < 2^23) for set/add; larger values are split into several events
// automatically by set() (still one step). A recorded trace is immutable after finish() and
// then safe to read from several threads, each with its own TraceCursor.

#include <cstdint>
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
    CellTrace(int rows, int cols, int layers, int markers,
              std::size_t keyframeBudgetBytes = kDefaultKeyframeBudget);

    // ---- recording (one thread; before finish()) ----
    // The state at step 0 (replaces the zero state). Precondition: no event recorded yet;
    // sizes as constructed.
    void setInitialState(const TraceState& state);
    void set(int layer, std::int32_t cell, std::int32_t value);  // layer[cell] = value
    void add(int layer, std::int32_t cell, std::int32_t delta);  // layer[cell] += delta
    void move(int marker, std::int32_t cell);                    // marker = cell (or kNoCell)
    // marker = cell and layer[cell] += delta, one event (the mouse's step: move and count).
    void moveAdd(int marker, int layer, std::int32_t cell, std::int32_t delta);
    // The caption from this step on (English or already translated; the mode decides).
    void note(std::string text);
    // Closes the current step (a step may have no event: a pause frame). Returns its number.
    std::int64_t endStep();
    // Ends recording: an open step with events is closed. Idempotent.
    void finish();

    // ---- reading ----
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int layerCount() const { return m_layers; }
    int markerCount() const { return m_markers; }
    std::int64_t length() const { return m_length; }           // number of closed steps
    std::uint64_t eventCount() const { return m_events.size(); }
    std::uint64_t keyframeInterval() const { return m_interval; }
    std::size_t keyframeCount() const { return m_keyframes.size(); }
    std::size_t memoryBytes() const;
    const TraceState& initialState() const { return m_initial; }
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
    static void apply(const Event& e, TraceState& state);
    void push(Event e);
    void maybeKeyframe();

    int m_rows, m_cols, m_layers, m_markers;
    std::size_t m_budget;
    std::uint64_t m_interval;
    std::int64_t m_length = 0;
    bool m_finished = false;
    std::vector<Event> m_events;
    std::vector<Keyframe> m_keyframes; // keyframes[0] is step 0
    std::vector<Note> m_notes;
    TraceState m_initial;
    TraceState m_live; // recording: the state after the events pushed so far
    std::uint64_t m_sinceKeyframe = 0;
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
