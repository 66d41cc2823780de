#include "ui/mainwindow/shortcutsdialog.h"

#include "ui/learn/quizpage.h"
#include "ui/mainwindow/editorpage.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazeview.h"
#include "ui/player/playerbar.h"
#include "ui/simaso/mazesetbrowser.h"
#include "ui/simaso/sequenceplayer.h"
#include "ui/token/tokenpage.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mazelab {

namespace {

// "Save &As…" -> "Save As…": the menu text without its mnemonic.
QString plainText(const QAction* action)
{
    QString text = action->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.replace(QStringLiteral("&&"), QStringLiteral("&"));
}

QString keysText(const QList<QKeySequence>& keys)
{
    QStringList parts;
    for (const QKeySequence& k : keys)
        if (!k.isEmpty())
            parts << k.toString(QKeySequence::NativeText);
    return parts.join(QStringLiteral(" / ")); // not ", ": the comma is a key here
}

} // namespace

ShortcutsDialog::ShortcutsDialog(MainWindow* window)
    : QDialog(window), m_window(window), m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setColumnCount(2);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(760, 640);
    rebuild();
}

void ShortcutsDialog::rebuild()
{
    setWindowTitle(tr("Keyboard shortcuts"));
    m_tree->setHeaderLabels({tr("Keys"), tr("What they do")});
    m_tree->clear();
    auto group = [this](const QString& title, const QList<KeyHelp>& rows) {
        if (rows.isEmpty())
            return;
        auto* head = new QTreeWidgetItem(m_tree, {title});
        head->setFirstColumnSpanned(true);
        QFont bold = head->font(0);
        bold.setBold(true);
        head->setFont(0, bold);
        for (const KeyHelp& row : rows) {
            auto* item = new QTreeWidgetItem(m_tree, {keysText(row.keys), row.what});
            item->setToolTip(0, item->text(0));
            item->setToolTip(1, row.what);
        }
    };

    // The window's actions (menus and tool bar), in the order they were made, then the tools.
    QList<KeyHelp> menus;
    for (const QAction* a : m_window->QWidget::actions())
        if (!a->shortcuts().isEmpty() && !plainText(a).isEmpty())
            menus.append({a->shortcuts(), plainText(a)});
    for (const QAction* a : m_window->editor()->toolActions())
        if (!a->shortcuts().isEmpty())
            menus.append({a->shortcuts(), tr("Tool: %1").arg(plainText(a))});
    group(tr("Menus and tools"), menus);
    group(tr("Maze canvas (Editor)"), MazeView::keyHelp());
    group(tr("Player (every animated mode, also in presentation mode)"), PlayerBar::keyHelp());
    group(tr("Simultaneous: the tiles"), MazeSetBrowser::keyHelp());
    group(tr("Simultaneous: the sequence"), SequencePlayer::keyHelp());
    group(tr("Token"), TokenPage::keyHelp());
    group(tr("Quiz"), QuizPage::keyHelp());
    group(tr("Presentation mode"),
          {{{QKeySequence(Qt::Key_Escape)}, tr("Leave presentation mode (as F5 does)")}});
}

void ShortcutsDialog::changeEvent(QEvent* event)
{
    // Queued: the main window retranslates its actions on the same change, maybe after this.
    if (event->type() == QEvent::LanguageChange)
        QMetaObject::invokeMethod(this, &ShortcutsDialog::rebuild, Qt::QueuedConnection);
    QDialog::changeEvent(event);
}

} // namespace mazelab
