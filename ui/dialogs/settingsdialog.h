#pragma once
// SettingsDialog (Preferences): the interface language (System default, then every entry of
// Language::supported() under its native name: English, Deutsch, Nederlands, ...) and the
// autosave interval (seconds, 0 = off). Choices apply at once (the main window retranslates
// live) and are stored by the caller.

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace mazelab {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    // `language`: "" (system) or a code of Language::supported().
    explicit SettingsDialog(const QString& language, QWidget* parent = nullptr);
    QString language() const;
    void setLanguage(const QString& code);
    int autosaveSeconds() const;
    void setAutosaveSeconds(int seconds);

signals:
    void languageChosen(const QString& code);
    void autosaveSecondsChosen(int seconds);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QComboBox* m_language;
    QLabel* m_languageLabel;
    QSpinBox* m_autosave;
    QLabel* m_autosaveLabel;
};

} // namespace mazelab
