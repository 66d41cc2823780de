#pragma once
// SequencePlayer: the Simultaneous mode's player — a sequence field, the standard PlayerBar
// over the session's PlaybackController, the counter "solved k of N" and the SolvedChart.
//
// Keys (in the field, or anywhere in the player once it has focus):
//   arrow keys      append the move u / d / l / r (the player then shows the new last step)
//   Backspace       removes the last move (in the field: the character before the cursor)
//   Space           play / pause;  Ctrl+Left / Ctrl+Right (or , / .) step back / forward
//   Home / End      jump to start / end (outside the field; Ctrl+Home / Ctrl+End in it)
// Typed text may contain u d l r in either case and spaces; pasted text may also be a .seq
// file's content (comment lines, commas, line breaks), which becomes the plain moves.
// "Sequence file" opens and saves `.seq` files, the form `mazelab-cli` reads and writes
// (core/simaso/sequencetext.h): the bounds under tests/data/sigma/ open here as they are.

#include "ui/keyhelp.h"
#include <QWidget>

class QComboBox;
class QToolButton;
class QLabel;
class QLineEdit;
class QPushButton;

namespace mazelab {

class PlayerBar;
class SimasoSession;
class SolvedChart;

class SequencePlayer : public QWidget {
    Q_OBJECT
public:
    // Its keys beyond the player's (handleKey), for Help ▸ Keyboard shortcuts.
    static QList<KeyHelp> keyHelp();
    // The longest sequence the player takes (a file, a paste, the field): 30 times the thesis'
    // longest (3,728 moves, σ(6,6) by IAS) and far beyond any MazeLab search.
    static constexpr int kMaxMoves = 1'000'000;

    explicit SequencePlayer(SimasoSession* session, QWidget* parent = nullptr);

    QLineEdit* sequenceEdit() const { return m_edit; }
    PlayerBar* bar() const { return m_bar; }
    QLabel* solvedCounter() const { return m_counter; }
    QLabel* lengthLabel() const { return m_length; } // "%n moves"
    SolvedChart* chart() const { return m_chart; }
    QComboBox* savedSequences() const { return m_saved; }
    QPushButton* saveButton() const { return m_save; }
    QLabel* captionLabel() const { return m_caption; }
    // "Export animation…": a menu with the tiles shown and the selected maze.
    QToolButton* exportButton() const { return m_export; }
    // "Sequence file": a menu with Open… and Save as….
    QToolButton* fileButton() const { return m_file; }

    // Appends / removes one move (as the arrow keys and Backspace do).
    void appendMove(char move);
    void removeLastMove();
    // Stores the current sequence in the document under `name` (undoable; goes into the
    // .mazelab project). Empty name: asks the user.
    void saveSequence(QString name = {});
    // Loads the moves of a .seq file into the player (shown from step 0). False, with the
    // reason in `error` ("…: line 3, column 6: 'x' is not a move …"), when the file cannot be
    // read or holds no move sequence; the player keeps its sequence then.
    bool openSequenceFile(const QString& path, QString* error = nullptr);
    // Writes the current sequence as a .seq file (atomically; a comment line says what it
    // solves). False, with the reason in `error`; the old file is kept then.
    bool saveSequenceFile(const QString& path, QString* error = nullptr);

signals:
    void exportTilesRequested();
    void exportSelectedRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    bool handleKey(QKeyEvent* event, bool inField);
    void onTextEdited(const QString& text);
    void syncField();
    void updateCounter();
    void refillSaved();
    void retranslateUi();
    void updateLength();
    void chooseSequenceFile(bool save);

    SimasoSession* m_session;
    QLabel* m_label;
    QLineEdit* m_edit;
    QLabel* m_length;
    QComboBox* m_saved;
    QPushButton* m_save;
    PlayerBar* m_bar;
    QLabel* m_counter;
    QLabel* m_caption;
    QToolButton* m_export;
    QToolButton* m_file;
    QString m_fileDir; // where the last sequence file was opened or saved
    SolvedChart* m_chart;
};

} // namespace mazelab
