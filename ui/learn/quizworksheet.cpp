#include "ui/learn/quizworksheet.h"

#include "ui/celltext.h"
#include "ui/learn/quizoverlay.h"
#include "ui/learn/quiztexts.h"
#include "ui/mazerenderer.h"
#include "ui/mouse/mouseoverlay.h"

#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include <algorithm>

namespace mazelab {

namespace {

// Draws `doc` at (x, y) and returns its height.
double drawSheetText(QPainter& p, QTextDocument& doc, double x, double y)
{
    p.save();
    p.translate(x, y);
    doc.drawContents(&p);
    p.restore();
    return doc.size().height();
}

// The question's board, cell size `cs`, its top-left corner at the painter's origin (the
// mouse's entrance row above included).
void drawSheetBoard(QPainter& p, const quiz::Question& q, double cs)
{
    const bool mouse = q.kind == quiz::Kind::MouseNext;
    MazeStyle style;
    style.showStartGoal = !mouse;
    p.save();
    if (mouse)
        p.translate(0, cs);
    paintMaze(p, q.maze, cs, {}, style);
    if (mouse) {
        MouseOverlay overlay;
        overlay.rows = q.maze.rows();
        overlay.cols = q.maze.cols();
        overlay.visits = q.visits;
        overlay.maxVisit = *std::max_element(q.visits.begin(), q.visits.end());
        overlay.mouse = int(q.maze.index(q.marks[0]));
        overlay.entryCol = q.entryCol;
        overlay.exitCol = q.exitCol;
        overlay.paint(p, cs, QRect(0, 0, q.maze.cols(), q.maze.rows()));
    }
    if (q.kind == quiz::Kind::NearerCell) {
        QuizOverlay overlay;
        overlay.marks = {{q.marks[0], QStringLiteral("A")}, {q.marks[1], QStringLiteral("B")}};
        overlay.paint(p, cs, QRect(0, 0, q.maze.cols(), q.maze.rows()));
    }
    // Row and column numbers where the answer is a cell.
    if (quiz::answerType(q.kind) == quiz::AnswerType::Cell) {
        QFont f = p.font();
        f.setPixelSize(std::max(6, int(cs * 0.4)));
        p.setFont(f);
        p.setPen(Qt::darkGray);
        for (int c = 0; c < q.maze.cols(); ++c)
            p.drawText(QRectF(c * cs, -cs * (mouse ? 1.6 : 0.6), cs, cs * 0.6), Qt::AlignCenter,
                       QString::number(c));
        for (int r = 0; r < q.maze.rows(); ++r)
            p.drawText(QRectF(-cs * 0.8, r * cs, cs * 0.7, cs), Qt::AlignRight | Qt::AlignVCenter,
                       QString::number(r));
    }
    p.restore();
}

const QString kGap = QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;");

// The place to answer, HTML.
QString sheetAnswerLine(const quiz::Question& q)
{
    const QString box = QStringLiteral("\u2610 ");
    switch (quiz::answerType(q.kind)) {
    case quiz::AnswerType::Number: return QuizTexts::tr("Answer: ________ moves").toHtmlEscaped();
    case quiz::AnswerType::Cell:
        return QuizTexts::tr("Row: ______").toHtmlEscaped() + kGap + QuizTexts::tr("Column: ______").toHtmlEscaped();
    case quiz::AnswerType::YesNo:
        return box + QuizTexts::tr("Yes").toHtmlEscaped() + kGap + box + QuizTexts::tr("No").toHtmlEscaped();
    case quiz::AnswerType::Choice: {
        QStringList items;
        const int n = q.kind == quiz::Kind::Generator ? int(q.choices.size()) : 2;
        for (int i = 0; i < n; ++i)
            items << box + QuizTexts::choiceLabel(q, i).toHtmlEscaped();
        return items.join(kGap);
    }
    }
    return {};
}

QString sheetShortAnswer(const quiz::Question& q)
{
    switch (quiz::answerType(q.kind)) {
    case quiz::AnswerType::Number: return QuizTexts::tr("%n moves", nullptr, q.number);
    case quiz::AnswerType::Cell: return cellText(q.cell);
    case quiz::AnswerType::YesNo: return q.yes ? QuizTexts::tr("Yes") : QuizTexts::tr("No");
    case quiz::AnswerType::Choice: return QuizTexts::choiceLabel(q, q.choice);
    }
    return {};
}

// What the answer key adds to the short answer (nothing is drawn there).
QString sheetKeyDetail(const quiz::Question& q)
{
    switch (q.kind) {
    case quiz::Kind::NearerCell:
        return QuizTexts::tr("A is %1 moves away, B %2.").arg(q.distanceA).arg(q.distanceB);
    case quiz::Kind::SequenceSolves:
        return q.yes ? QString() : QuizTexts::tr("It stops on %1.").arg(cellText(q.path.back()));
    case quiz::Kind::Perfect:
        return q.yes ? QString() : QuizTexts::tr("A loop passes %1.").arg(cellText(q.path.front()));
    case quiz::Kind::Generator: return QuizTexts::generatorTexture(q.choices[std::size_t(q.choice)]);
    case quiz::Kind::ShortestPath:
    case quiz::Kind::TokenAfter:
    case quiz::Kind::MouseNext: return {};
    }
    return {};
}

} // namespace

bool writeQuizWorksheet(const QString& path, const std::vector<quiz::Question>& questions,
                        std::uint64_t seed, quiz::Level level, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        pdf.setResolution(144);
        pdf.setTitle(QuizTexts::tr("MazeLab quiz %1 (%2)").arg(seed).arg(QuizTexts::levelTitle(level)));
        pdf.setCreator(QStringLiteral("MazeLab"));
        QPainter p(&pdf);
        const QRect page = p.viewport();
        const double width = page.width();
        const double mm = pdf.resolution() / 25.4;
        QFont base = p.font();
        base.setPointSizeF(11);
        auto textDoc = [&](const QString& html, double pointSize = 11) {
            auto* doc = new QTextDocument;
            QFont f = base;
            f.setPointSizeF(pointSize);
            doc->setDefaultFont(f);
            doc->setTextWidth(width);
            doc->setHtml(html);
            return doc;
        };
        double y = 0;
        {
            std::unique_ptr<QTextDocument> title(textDoc(
                QStringLiteral("<b>%1</b>").arg(QuizTexts::tr("MazeLab quiz %1 (%2)").arg(seed).arg(QuizTexts::levelTitle(level)).toHtmlEscaped()),
                16));
            y += drawSheetText(p, *title, 0, y);
            std::unique_ptr<QTextDocument> name(textDoc(QuizTexts::tr("Name: ______________________")));
            y += drawSheetText(p, *name, 0, y) + 4 * mm;
        }
        for (std::size_t i = 0; i < questions.size(); ++i) {
            const quiz::Question& q = questions[i];
            std::unique_ptr<QTextDocument> prompt(textDoc(
                QStringLiteral("<b>%1.</b> %2").arg(i + 1).arg(QuizTexts::prompt(q))));
            std::unique_ptr<QTextDocument> answer(textDoc(sheetAnswerLine(q)));
            const bool mouse = q.kind == quiz::Kind::MouseNext;
            const int boardRows = q.maze.rows() + (mouse ? 2 : 0);
            const double maxSide = 65 * mm;
            const double cs = std::min(maxSide / q.maze.cols(), maxSide / boardRows);
            const double boardHeight = cs * boardRows + (mouse ? 0 : cs * 0.6);
            const double block = prompt->size().height() + 3 * mm + boardHeight + 3 * mm
                                 + answer->size().height() + 8 * mm;
            if (y + block > page.height() && y > 0) {
                pdf.newPage();
                y = 0;
            }
            y += drawSheetText(p, *prompt, 0, y) + 3 * mm;
            p.save();
            p.translate(8 * mm, y + (mouse ? 0 : cs * 0.6));
            drawSheetBoard(p, q, cs);
            p.restore();
            y += boardHeight + 3 * mm;
            y += drawSheetText(p, *answer, 0, y) + 8 * mm;
        }
        pdf.newPage();
        y = 0;
        std::unique_ptr<QTextDocument> head(textDoc(
            QStringLiteral("<b>%1</b>").arg(QuizTexts::tr("Answers").toHtmlEscaped()), 14));
        y += drawSheetText(p, *head, 0, y) + 2 * mm;
        for (std::size_t i = 0; i < questions.size(); ++i) {
            const quiz::Question& q = questions[i];
            const QString detail = sheetKeyDetail(q);
            std::unique_ptr<QTextDocument> line(textDoc(
                QStringLiteral("<b>%1. %2</b>%3")
                    .arg(i + 1)
                    .arg(sheetShortAnswer(q).toHtmlEscaped(),
                         detail.isEmpty() ? QString() : QStringLiteral(" — ") + detail.toHtmlEscaped()),
                11));
            if (y + line->size().height() > page.height()) {
                pdf.newPage();
                y = 0;
            }
            y += drawSheetText(p, *line, 0, y) + 1.5 * mm;
        }
        if (!p.end()) {
            if (error)
                *error = QuizTexts::tr("The PDF could not be drawn.");
            file.cancelWriting();
            return false;
        }
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace mazelab
