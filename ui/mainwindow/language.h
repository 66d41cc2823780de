#pragma once
// Language: the languages MazeLab speaks, and the translators that make the running program
// speak one of them. A translation is ":/i18n/mazelab_<code>.qm" (translations/mazelab_<code>.ts,
// compiled into the ui library) plus Qt's own "qtbase_<code>" where it is installed; installing
// or removing them sends QEvent::LanguageChange, from which every window retranslates live.
// English plural forms come from the plural-only ":/i18n/mazelab_en.qm", installed under every
// other catalogue by the first Language and kept (language.cpp).

#include <QObject>
#include <QStringList>
#include <QTranslator>

#include <span>

namespace mazelab {

// One supported language. English is the source language (its catalogue holds only the
// numerus messages); every other entry has a complete translations/mazelab_<code>.ts
// registered in ui/CMakeLists.txt (README, "Adding a language"). AppSettings accepts, the
// Preferences dialog offers and `mazelab --language` takes exactly these codes.
struct SupportedLanguage {
    const char* code;       // ISO 639-1, as QLocale::name() begins
    const char* nativeName; // UTF-8, the language's name in itself ("Deutsch"); never translated
};

class Language : public QObject {
    Q_OBJECT
public:
    explicit Language(QObject* parent = nullptr);
    ~Language() override;

    // English first, then the translations in the order the Preferences dialog lists them.
    static std::span<const SupportedLanguage> supported();
    static bool isSupported(const QString& code);
    // The codes of supported(), e.g. for an error message: "en, de, nl, ro".
    static QStringList supportedCodes();

    // "" = the system's language, otherwise a code of supported(). Unknown codes and a
    // catalogue that fails to load leave English in use and return false.
    bool apply(const QString& code);
    // The language in use after apply(): a code of supported().
    QString current() const { return m_current; }
    // The language "" resolves to on this system: systemLanguage(QLocale::system().uiLanguages()).
    static QString systemLanguage();
    // The first entry of `uiLanguages` (BCP 47 names in the user's order of preference, as
    // QLocale::uiLanguages() gives them) whose language is supported; "en" when none is.
    static QString systemLanguage(const QStringList& uiLanguages);

private:
    void removeTranslators();

    QTranslator m_app;
    QTranslator m_qt;
    bool m_installed = false;
    QString m_current = QStringLiteral("en");
};

} // namespace mazelab
