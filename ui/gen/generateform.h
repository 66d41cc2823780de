#pragma once
// GenerateForm: the "Generate" tab of the Generate mode's side panel — algorithm (every
// generator of the registry, its summary as tooltip), rows × cols, seed and "New seed", the
// generator's own parameters (GenParamsForm), braid share, mask (none / the workspace maze's
// free cells / a PNG file), start and goal placement, "Instant", the overlays, and the
// Generate / Cancel / Add to workspace / Replace current maze buttons with a message line.
// It holds no maze: the page reads settings() and owns the job and its result. Options the
// chosen generator cannot use (a mask, braiding, placement for block-only generators) are
// disabled with the reason as tooltip.

#include "ui/gen/generatesettings.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace mazelab {

class GenParamsForm;

class GenerateForm : public QWidget {
    Q_OBJECT
public:
    explicit GenerateForm(QWidget* parent = nullptr);

    GenerateSettings settings() const;
    void setSettings(const GenerateSettings& s); // emits nothing
    // A message under the buttons (error: in red), e.g. the reason of a refused request.
    void setMessage(const QString& text, bool error = false);
    QString message() const;
    // While this page's job runs: Generate off, Cancel on.
    void setRunning(bool running);
    void setHaveResult(bool have);

    QComboBox* algorithmBox() const { return m_algorithm; }
    QSpinBox* rowsSpin() const { return m_rows; }
    QSpinBox* colsSpin() const { return m_cols; }
    QSpinBox* seedSpin() const { return m_seed; }
    QToolButton* newSeedButton() const { return m_newSeed; }
    GenParamsForm* paramsForm() const { return m_params; }
    QDoubleSpinBox* braidSpin() const { return m_braid; }
    QComboBox* maskBox() const { return m_mask; }
    QComboBox* placementBox() const { return m_placement; }
    QCheckBox* instantCheck() const { return m_instant; }
    QCheckBox* distancesCheck() const { return m_distances; }
    QCheckBox* longestPathCheck() const { return m_longest; }
    QPushButton* generateButton() const { return m_generate; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* addButton() const { return m_add; }
    QPushButton* replaceButton() const { return m_replace; }
    // The result / refusal line; not in the form's layout: the page places it (always
    // visible under the side panel).
    QLabel* messageLabel() const { return m_message; }
    // The PNG of the mask (set by the file dialog, or directly by tests).
    void setMaskPath(const QString& path);

signals:
    void settingsChanged();
    void overlaysChanged();
    void generateRequested();
    void cancelRequested();
    void addRequested();
    void replaceRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void algorithmChanged();
    void maskChosen();
    void updateEnabled();
    QWidget* buildRequestBox();
    QWidget* buildButtons();

    QGroupBox* m_requestBox;
    QGroupBox* m_showBox;
    QFormLayout* m_form;
    QComboBox* m_algorithm;
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QSpinBox* m_seed;
    QToolButton* m_newSeed;
    GenParamsForm* m_params;
    QDoubleSpinBox* m_braid;
    QComboBox* m_mask;
    QLabel* m_maskFile;
    QComboBox* m_placement;
    QCheckBox* m_instant;
    QCheckBox* m_distances;
    QCheckBox* m_longest;
    QPushButton* m_generate;
    QPushButton* m_cancel;
    QPushButton* m_add;
    QPushButton* m_replace;
    QLabel* m_message;
    QString m_maskPath;
    QMap<QString, QString> m_paramValues; // every algorithm's parameters set so far
    bool m_running = false;
    bool m_haveResult = false;
    bool m_loading = false;
};

} // namespace mazelab
