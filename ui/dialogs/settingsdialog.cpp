#include "ui/dialogs/settingsdialog.h"

#include "ui/mainwindow/language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace mazelab {

SettingsDialog::SettingsDialog(const QString& language, QWidget* parent) : QDialog(parent)
{
    auto* form = new QFormLayout(this);
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(QString(), QString());
    for (const SupportedLanguage& supported : Language::supported())
        m_language->addItem(QString::fromUtf8(supported.nativeName),
                            QLatin1String(supported.code));
    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    form->addRow(m_languageLabel, m_language);
    m_autosave = new QSpinBox(this);
    m_autosave->setObjectName(QStringLiteral("autosaveSeconds"));
    m_autosave->setRange(0, 3600);
    m_autosave->setValue(30);
    m_autosaveLabel = new QLabel(this);
    m_autosaveLabel->setBuddy(m_autosave);
    form->addRow(m_autosaveLabel, m_autosave);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    form->addRow(buttons);
    setLanguage(language);
    connect(m_language, &QComboBox::currentIndexChanged, this,
            [this] { emit languageChosen(this->language()); });
    connect(m_autosave, &QSpinBox::valueChanged, this, &SettingsDialog::autosaveSecondsChosen);
    retranslateUi();
}

QString SettingsDialog::language() const
{
    return m_language->currentData().toString();
}

void SettingsDialog::setLanguage(const QString& code)
{
    const int i = m_language->findData(code);
    m_language->setCurrentIndex(i < 0 ? 0 : i);
}

int SettingsDialog::autosaveSeconds() const
{
    return m_autosave->value();
}

void SettingsDialog::setAutosaveSeconds(int seconds)
{
    m_autosave->setValue(seconds);
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(0, tr("System default"));
    m_language->setToolTip(tr("The language of menus and dialogs; changes apply at once."));
    m_autosaveLabel->setText(tr("&Autosave every:"));
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setSpecialValueText(tr("Off"));
    m_autosave->setToolTip(tr("How often a modified document is copied to the recovery "
                              "folder, from which MazeLab restores it after a crash."));
}

} // namespace mazelab
