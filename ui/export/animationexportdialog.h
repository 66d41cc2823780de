#pragma once
// AnimationExportDialog: the options of "Export animation…" for any mode (issue 13): where
// (a .gif file or a folder of PNG frames), which steps (from / to, steps per frame), how
// fast (frames per second, hold on the last frame), how big (pixels per cell), loop once,
// caption. Shows how many frames that makes. It only collects options: the caller runs
// startAnimationExport() with options() and path() after exec() returns Accepted.
//
// The widget accessors are for tests (fill fields, then read options()).

#include "ui/export/animationexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace mazelab {

class AnimationExportDialog : public QDialog {
    Q_OBJECT
public:
    // `length`: the trace's last step (the range spin boxes run 0 … length);
    // `suggestedPath`: the initial file name (its suffix follows the format).
    AnimationExportDialog(qint64 length, const QString& suggestedPath,
                          QWidget* parent = nullptr);

    // Fills the fields from `options` (last < 0: the whole trace).
    void setOptions(const AnimationExportOptions& options);
    AnimationExportOptions options() const;
    QString path() const;

    QLineEdit* pathEdit() const { return m_path; }
    QPushButton* browseButton() const { return m_browse; }
    QComboBox* formatCombo() const { return m_format; }
    QSpinBox* fromSpin() const { return m_from; }
    QSpinBox* toSpin() const { return m_to; }
    QSpinBox* strideSpin() const { return m_stride; }
    QDoubleSpinBox* fpsSpin() const { return m_fps; }
    QDoubleSpinBox* holdSpin() const { return m_hold; }
    QSpinBox* cellSpin() const { return m_cell; }
    QCheckBox* loopOnceCheck() const { return m_once; }
    QCheckBox* captionCheck() const { return m_caption; }
    QLabel* framesHint() const { return m_hint; }
    QPushButton* okButton() const { return m_ok; }

private:
    void browse();
    void formatChanged();
    void updateHint();

    qint64 m_length;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QComboBox* m_format;
    QSpinBox* m_from;
    QSpinBox* m_to;
    QSpinBox* m_stride;
    QDoubleSpinBox* m_fps;
    QDoubleSpinBox* m_hold;
    QSpinBox* m_cell;
    QCheckBox* m_once;
    QCheckBox* m_caption;
    QLabel* m_hint;
    QPushButton* m_ok;
};

} // namespace mazelab
