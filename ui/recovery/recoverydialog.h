#pragma once
// RecoveryDialog: shown at start when the recovery folder holds documents of a MazeLab that
// did not exit cleanly. Lists them (name, original file, time of the last autosave), each with
// a check box (all checked); Restore opens the checked ones as modified documents, Discard
// deletes the checked ones, Later keeps everything for the next start.

#include "ui/recovery/recoverystore.h"

#include <QDialog>

class QListWidget;

namespace mazelab {

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { Later, Restore, Discard };

    explicit RecoveryDialog(const QList<RecoveryEntry>& entries, QWidget* parent = nullptr);

    Choice choice() const { return m_choice; }
    QList<RecoveryEntry> checkedEntries() const;

private:
    QList<RecoveryEntry> m_entries;
    QListWidget* m_list;
    Choice m_choice = Choice::Later;
};

} // namespace mazelab
