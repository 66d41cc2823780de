#include "ui/simaso/sequenceplayer.h"
#include "ui/animation/captionlabel.h"

#include "ui/animation/animation.h"

#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"
#include "ui/savefile.h"
#include "ui/simaso/simasosession.h"
#include "ui/simaso/simasoset.h"
#include "ui/simaso/solvedchart.h"

#include "core/simaso/sequencetext.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QHBoxLayout>
#include <QMenu>
#include <QToolButton>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QValidator>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace mazelab {

namespace {

// Typed text: u d l r in either case and spaces (kept as typed). Pasted text may be a .seq
// file's content (comments from ';' to the line's end, commas, line breaks, a byte order mark):
// it is accepted and written as the plain moves. Anything else is refused, as a character that
// is not a move is.
class SequenceValidator : public QValidator {
public:
    using QValidator::QValidator;
    State validate(QString& input, int& pos) const override
    {
        static const QRegularExpression typed(QStringLiteral("^[udlrUDLR ]*$"));
        if (typed.match(input).hasMatch())
            return Acceptable;
        // A paste lands inside what is there, so a comment may follow moves on its line: each
        // line counts up to its ';'.
        QStringList lines = input.split(u'\n');
        for (QString& line : lines)
            line.truncate(line.indexOf(u';') < 0 ? line.size() : line.indexOf(u';'));
        const QByteArray utf8 = lines.join(u'\n').toUtf8();
        const SequenceText read = parseSequenceText(
            std::string_view(utf8.constData(), std::size_t(utf8.size())), false);
        if (read.error)
            return Invalid;
        input = QString::fromStdString(movesToString(read.moves));
        pos = int(input.size());
        return Acceptable;
    }
};

} // namespace

SequencePlayer::SequencePlayer(SimasoSession* session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("sequencePlayer"));
    setFocusPolicy(Qt::StrongFocus);
    m_label = new QLabel(this);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("sequenceEdit"));
    m_edit->setValidator(new SequenceValidator(m_edit));
    m_edit->setMaxLength(kMaxMoves); // QLineEdit's default, 32767, cut longer sequences short
    m_edit->setFont(QFont(QStringLiteral("DejaVu Sans Mono")));
    m_edit->installEventFilter(this);
    m_label->setBuddy(m_edit);
    m_length = new QLabel(this);
    m_saved = new QComboBox(this);
    m_saved->setObjectName(QStringLiteral("savedSequences"));
    m_saved->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_saved->setMinimumContentsLength(12);
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveSequence"));
    m_file = new QToolButton(this);
    m_file->setObjectName(QStringLiteral("sequenceFile"));
    m_file->setPopupMode(QToolButton::InstantPopup);
    m_file->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* fileMenu = new QMenu(m_file);
    fileMenu->addAction(QString(), this, [this] { chooseSequenceFile(false); })
        ->setObjectName(QStringLiteral("openSequenceFile"));
    fileMenu->addAction(QString(), this, [this] { chooseSequenceFile(true); })
        ->setObjectName(QStringLiteral("saveSequenceFile"));
    m_file->setMenu(fileMenu);
    m_bar = new PlayerBar(session->player(), this);
    m_counter = new QLabel(this);
    m_counter->setObjectName(QStringLiteral("solvedCounter"));
    QFont big = m_counter->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_counter->setFont(big);
    m_chart = new SolvedChart(session, this);
    m_chart->plot()->setFocusPolicy(Qt::ClickFocus);
    m_chart->plot()->installEventFilter(this);

    auto* top = new QHBoxLayout;
    top->addWidget(m_label);
    top->addWidget(m_edit, 1);
    top->addWidget(m_length);
    top->addWidget(m_saved);
    top->addWidget(m_save);
    top->addWidget(m_file);
    m_caption = new CaptionLabel(this);
    m_caption->setObjectName(QStringLiteral("simasoCaption"));
    m_export = new QToolButton(this);
    m_export->setObjectName(QStringLiteral("simasoExportAnimation"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* exportMenu = new QMenu(m_export);
    exportMenu->addAction(QString(), this, &SequencePlayer::exportTilesRequested)
        ->setObjectName(QStringLiteral("exportTiles"));
    exportMenu->addAction(QString(), this, &SequencePlayer::exportSelectedRequested)
        ->setObjectName(QStringLiteral("exportSelected"));
    m_export->setMenu(exportMenu);
    connect(session->animation(), &Animation::captionChanged, m_caption, &QLabel::setText);
    auto* counterRow = new QHBoxLayout;
    counterRow->addWidget(m_counter);
    counterRow->addWidget(m_caption, 1);
    counterRow->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_bar);
    layout->addLayout(counterRow);
    layout->addWidget(m_chart, 1);

    connect(m_edit, &QLineEdit::textEdited, this, &SequencePlayer::onTextEdited);
    connect(m_save, &QPushButton::clicked, this, [this] { saveSequence(); });
    connect(m_saved, &QComboBox::activated, this, [this](int i) {
        const QString moves = m_saved->itemData(i).toString();
        if (const auto parsed = parseMoves(moves.toStdString()))
            m_session->setMoves(*parsed, 0);
    });
    connect(session, &SimasoSession::runChanged, this, [this] {
        syncField();
        updateCounter();
    });
    connect(session, &SimasoSession::setChanged, this, &SequencePlayer::updateCounter);
    connect(session, &SimasoSession::stepChanged, this, &SequencePlayer::updateCounter);
    connect(session, &SimasoSession::runPendingChanged, this, &SequencePlayer::updateCounter);
    if (MazeDocument* doc = session->document())
        connect(doc, &MazeDocument::sequencesChanged, this, &SequencePlayer::refillSaved);
    retranslateUi();
}

void SequencePlayer::retranslateUi()
{
    m_label->setText(tr("&Sequence:"));
    m_export->setText(tr("Export animation…"));
    m_export->setToolTip(tr("Save the run as a GIF or as PNG frames (in the background)"));
    m_export->menu()->actions().at(0)->setText(tr("The mazes shown (up to 24 tiles)…"));
    m_export->menu()->actions().at(1)->setText(tr("The selected maze…"));
    m_session->animation()->refresh(); // the caption in the new language
    m_caption->setText(m_session->animation()->caption());
    m_edit->setPlaceholderText(tr("type moves u d l r, or press the arrow keys"));
    m_edit->setToolTip(tr("Moves u (up), d (down), l (left), r (right). Arrow keys append a "
                          "move, Backspace removes one, Space plays / pauses."));
    m_save->setText(tr("Save to project"));
    m_save->setToolTip(tr("Store this sequence in the document (saved in the .mazelab project)"));
    m_saved->setToolTip(tr("Sequences stored in the document"));
    m_file->setText(tr("Sequence file"));
    m_file->setToolTip(tr("Open or save a .seq file, as mazelab-cli reads and writes them"));
    m_file->menu()->actions().at(0)->setText(tr("Open sequence file…"));
    m_file->menu()->actions().at(1)->setText(tr("Save sequence as file…"));
    m_bar->setCounterFormatter([](qint64 position, qint64 length) {
        return tr("step %L1 / %L2").arg(position).arg(length);
    });
    refillSaved();
    updateLength();
    updateCounter();
}

void SequencePlayer::updateLength()
{
    m_length->setText(tr("%Ln moves", nullptr, int(m_session->moves().size())));
    m_file->menu()->actions().at(1)->setEnabled(!m_session->moves().empty());
}

void SequencePlayer::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SequencePlayer::refillSaved()
{
    m_saved->clear();
    m_saved->addItem(tr("Saved sequences…"), QString());
    if (MazeDocument* doc = m_session->document())
        for (const MoveSequence& s : doc->sequences())
            m_saved->addItem(tr("%1 (%Ln moves)", nullptr, int(s.moves.size())).arg(s.name),
                             s.moves);
    m_saved->setEnabled(m_saved->count() > 1);
}

void SequencePlayer::onTextEdited(const QString& text)
{
    const auto moves = parseMoves(text.toStdString());
    if (moves)
        m_session->setMoves(*moves, -1);
}

void SequencePlayer::syncField()
{
    const QString text = m_session->sequenceText();
    const QString current = m_edit->text();
    const auto parsed = parseMoves(current.toStdString());
    if (!parsed || *parsed != m_session->moves()) {
        // A longer sequence from elsewhere (a project) must not be cut by the field's limit:
        // a key typed there would cut the sequence itself.
        if (text.size() > m_edit->maxLength())
            m_edit->setMaxLength(int(text.size()));
        m_edit->setText(text);
    }
    updateLength();
}

void SequencePlayer::updateCounter()
{
    const qint64 n = m_session->mazeCount();
    const qint64 solved = m_session->solvedNow();
    QString text = tr("solved %L1 of %L2").arg(solved).arg(n);
    if (n > 0 && solved == n)
        text += QStringLiteral(" \u2713");
    if (m_session->isRunPending())
        text += QLatin1Char(' ') + tr("(running…)");
    m_counter->setText(text);
}

void SequencePlayer::appendMove(char move)
{
    auto moves = m_session->moves();
    if (moves.size() >= std::size_t(kMaxMoves))
        return; // as many as the field holds
    if (const auto m = moveFromChar(move)) {
        moves.push_back(*m);
        m_session->setMoves(std::move(moves), -1);
    }
}

void SequencePlayer::removeLastMove()
{
    auto moves = m_session->moves();
    if (moves.empty())
        return;
    moves.pop_back();
    m_session->setMoves(std::move(moves), -1);
}

void SequencePlayer::saveSequence(QString name)
{
    MazeDocument* doc = m_session->document();
    if (!doc || m_session->moves().empty())
        return;
    if (name.isEmpty()) {
        bool ok = false;
        name = QInputDialog::getText(this, tr("Save sequence"), tr("Name:"), QLineEdit::Normal,
                                     tr("Sequence %1").arg(doc->sequences().size() + 1), &ok);
        if (!ok || name.trimmed().isEmpty())
            return;
    }
    auto sequences = doc->sequences();
    sequences.push_back({name.trimmed(), m_session->sequenceText()});
    doc->setSequences(sequences);
}

bool SequencePlayer::openSequenceFile(const QString& path, QString* error)
{
    const SequenceFileRead file = readSequenceFile(QFile::encodeName(path).toStdString());
    const SequenceText& read = file.text;
    QString why;
    if (file.problem == SequenceFileProblem::Directory)
        why = tr("Cannot read %1: it is a directory").arg(path);
    else if (file.problem == SequenceFileProblem::CannotOpen)
        why = tr("Cannot read %1: %2").arg(path, QString::fromLocal8Bit(file.reason));
    else if (file.problem == SequenceFileProblem::TooLarge)
        why = tr("Cannot read %1: it is larger than 64 MB, too large for a move sequence")
                  .arg(path);
    else if (const auto& e = read.error) {
        const char32_t c = e->character;
        why = tr("%1, line %2, column %3: '%4' is not a move (u, d, l, r; spaces and commas "
                 "are ignored, lines starting with ; are comments)")
                  .arg(path)
                  .arg(e->line)
                  .arg(e->column)
                  .arg(QChar::isPrint(c) ? QString::fromUcs4(&c, 1)
                                         : QStringLiteral("U+%1").arg(uint(c), 4, 16,
                                                                      QLatin1Char('0')));
    } else if (read.moves.size() > std::size_t(kMaxMoves))
        why = tr("%1 holds %L2 moves; the player takes up to %L3")
                  .arg(path)
                  .arg(qint64(read.moves.size()))
                  .arg(kMaxMoves);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    m_fileDir = QFileInfo(path).absolutePath();
    m_session->setMoves(read.moves, 0);
    return true;
}

bool SequencePlayer::saveSequenceFile(const QString& path, QString* error)
{
    const std::vector<Move>& moves = m_session->moves();
    // The comments are for the reader of the file, so they stay English as mazelab-cli's do.
    std::vector<std::string> comments{
        std::to_string(moves.size()) + (moves.size() == 1 ? " move" : " moves")
        + ", saved by the MazeLab Simultaneous player"};
    const SetRun& run = m_session->run();
    if (!m_session->isRunPending() && run.complete && run.moves == moves && m_session->set())
        comments.push_back("solves " + std::to_string(run.solvedAt(qint64(moves.size())))
                           + " of " + std::to_string(run.mazeCount()) + " mazes: "
                           + m_session->set()->description().toStdString());
    const std::string text = formatSequenceFile(moves, comments);
    if (!writeFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())), error))
        return false;
    m_fileDir = QFileInfo(path).absolutePath();
    return true;
}

void SequencePlayer::chooseSequenceFile(bool save)
{
    const QString filter = tr("Move sequences (*.seq *.txt);;All files (*)");
    QString path;
    if (save) {
        const QString suggestion = QDir(m_fileDir).filePath(QStringLiteral("sequence.seq"));
        path = QFileDialog::getSaveFileName(this, tr("Save sequence as file"), suggestion, filter);
    } else {
        path = QFileDialog::getOpenFileName(this, tr("Open sequence file"), m_fileDir, filter);
    }
    if (path.isEmpty())
        return;
    QString error;
    if (!(save ? saveSequenceFile(path, &error) : openSequenceFile(path, &error)))
        QMessageBox::warning(this, save ? tr("Save sequence as file") : tr("Open sequence file"),
                             error);
}

QList<KeyHelp> SequencePlayer::keyHelp()
{
    return {{{QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_Left),
              QKeySequence(Qt::Key_Right)},
             tr("Append the move u, d, l or r to the sequence")},
            {{QKeySequence(Qt::Key_Backspace)}, tr("Remove the last move")}};
}

bool SequencePlayer::handleKey(QKeyEvent* event, bool inField)
{
    PlaybackController* player = m_session->player();
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    switch (event->key()) {
    case Qt::Key_Up: appendMove('u'); return true;
    case Qt::Key_Down: appendMove('d'); return true;
    case Qt::Key_Left:
        ctrl ? player->stepBack() : appendMove('l');
        return true;
    case Qt::Key_Right:
        ctrl ? player->stepForward() : appendMove('r');
        return true;
    case Qt::Key_Space: player->togglePlay(); return true;
    case Qt::Key_Comma: player->stepBack(); return true;
    case Qt::Key_Period: player->stepForward(); return true;
    case Qt::Key_Home:
        if (inField && !ctrl)
            return false;
        player->jumpToStart();
        return true;
    case Qt::Key_End:
        if (inField && !ctrl)
            return false;
        player->jumpToEnd();
        return true;
    case Qt::Key_Backspace:
        if (inField)
            return false;
        removeLastMove();
        return true;
    default: return false;
    }
}

void SequencePlayer::keyPressEvent(QKeyEvent* event)
{
    if (!handleKey(event, false))
        QWidget::keyPressEvent(event);
}

bool SequencePlayer::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress)
        return handleKey(static_cast<QKeyEvent*>(event), watched == m_edit);
    // Keep shortcuts (e.g. the main window's) from taking our keys while we have focus.
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Space || key->key() == Qt::Key_Left
            || key->key() == Qt::Key_Right || key->key() == Qt::Key_Up
            || key->key() == Qt::Key_Down) {
            event->accept();
            return false;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace mazelab
