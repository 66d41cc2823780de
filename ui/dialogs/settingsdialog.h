#pragma once
// SettingsDialog (Preferences): the interface language (System / English / Deutsch). The choice
// applies at once (the main window retranslates live) and is stored by the caller.

#include <QDialog>

class QComboBox;
class QLabel;

namespace mazelab {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    // `language`: "" (system), "en" or "de".
    explicit SettingsDialog(const QString& language, QWidget* parent = nullptr);
    QString language() const;
    void setLanguage(const QString& code);

signals:
    void languageChosen(const QString& code);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QComboBox* m_language;
    QLabel* m_languageLabel;
};

} // namespace mazelab
