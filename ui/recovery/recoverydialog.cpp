#include "ui/recovery/recoverydialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace mazelab {

RecoveryDialog::RecoveryDialog(const QList<RecoveryEntry>& entries, QWidget* parent)
    : QDialog(parent), m_entries(entries)
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover Unsaved Work"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("MazeLab did not exit cleanly last time. These documents had unsaved changes; "
           "the copies below hold the edits up to the last autosave."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("recoveryList"));
    const QLocale locale;
    for (const RecoveryEntry& e : entries) {
        const QString where = e.originalPath.isEmpty() ? tr("never saved") : e.originalPath;
        auto* item = new QListWidgetItem(
            tr("%1 (%2), autosaved %3")
                .arg(e.displayName, where, locale.toString(e.time, QLocale::ShortFormat)),
            m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        item->setToolTip(e.dataPath);
    }
    layout->addWidget(m_list);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    restore->setDefault(true);
    QPushButton* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton* later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    later->setToolTip(tr("Keep the copies and ask again at the next start."));
    connect(restore, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Restore;
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Discard;
        accept();
    });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 300);
}

QList<RecoveryEntry> RecoveryDialog::checkedEntries() const
{
    QList<RecoveryEntry> out;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out.append(m_entries[i]);
    return out;
}

} // namespace mazelab
