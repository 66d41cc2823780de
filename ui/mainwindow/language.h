#pragma once
// Language: installs and removes MazeLab's German translator (":/i18n/mazelab_de.qm", compiled
// into the ui library) and Qt's own, so that every window retranslates live through
// QEvent::LanguageChange.

#include <QObject>
#include <QTranslator>

namespace mazelab {

class Language : public QObject {
    Q_OBJECT
public:
    explicit Language(QObject* parent = nullptr);
    ~Language() override;

    // "" = the system locale's language, "en" = English (no translator), "de" = German.
    // Returns false if the translation could not be loaded (English is used then).
    bool apply(const QString& code);
    // The language in use after apply(): "en" or "de".
    QString current() const { return m_current; }
    // The language "" resolves to on this system.
    static QString systemLanguage();

private:
    void removeTranslators();

    QTranslator m_app;
    QTranslator m_qt;
    bool m_installed = false;
    QString m_current = QStringLiteral("en");
};

} // namespace mazelab
