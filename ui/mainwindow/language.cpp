#include "ui/mainwindow/language.h"

#include "ui/uiresources.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>

#include <array>

namespace mazelab {

namespace {

constexpr std::array<SupportedLanguage, 4> kLanguages{{
    {"en", "English"},
    {"de", "Deutsch"},
    {"nl", "Nederlands"},
    {"ro", "Română"},
}};

// English plural forms ("1 move", "2 moves") from the plural-only :/i18n/mazelab_en.qm.
// Installed once per application, before any other catalogue, and never removed: Qt searches
// the translator installed last first, so every other language's catalogue wins over it, and
// English (no translator of its own) still gets it. Without the file the source texts show.
void installEnglishPlurals()
{
    static QPointer<QTranslator> installed; // null again once the application deleted it
    QCoreApplication* app = QCoreApplication::instance();
    if (installed || !app)
        return;
    auto* plurals = new QTranslator(app);
    if (!plurals->load(QStringLiteral(":/i18n/mazelab_en.qm"))) {
        delete plurals;
        return;
    }
    QCoreApplication::installTranslator(plurals);
    installed = plurals;
}

} // namespace

Language::Language(QObject* parent) : QObject(parent)
{
    initUiResources();
    installEnglishPlurals();
}

Language::~Language()
{
    removeTranslators();
}

std::span<const SupportedLanguage> Language::supported()
{
    return kLanguages;
}

bool Language::isSupported(const QString& code)
{
    return supportedCodes().contains(code);
}

QStringList Language::supportedCodes()
{
    QStringList codes;
    for (const SupportedLanguage& language : kLanguages)
        codes << QLatin1String(language.code);
    return codes;
}

QString Language::systemLanguage()
{
    return systemLanguage(QLocale::system().uiLanguages());
}

QString Language::systemLanguage(const QStringList& uiLanguages)
{
    for (const QString& name : uiLanguages) {
        const QLocale::Language wanted = QLocale(name).language();
        if (wanted == QLocale::C || wanted == QLocale::AnyLanguage)
            continue;
        for (const SupportedLanguage& language : kLanguages)
            if (QLocale(QLatin1String(language.code)).language() == wanted)
                return QLatin1String(language.code);
    }
    return QStringLiteral("en");
}

void Language::removeTranslators()
{
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_app);
        QCoreApplication::removeTranslator(&m_qt);
        m_installed = false;
    }
}

bool Language::apply(const QString& code)
{
    const QString lang = code.isEmpty() ? systemLanguage() : code;
    if (lang == m_current && (m_installed || lang == QLatin1String("en")))
        return true;
    removeTranslators();
    m_current = QStringLiteral("en");
    if (lang == QLatin1String("en") || !isSupported(lang)) {
        // removeTranslator already sent LanguageChange when a translator was installed.
        return lang == QLatin1String("en");
    }
    if (!m_app.load(QStringLiteral(":/i18n/mazelab_%1.qm").arg(lang)))
        return false;
    // Qt's own dialogs and buttons; not every Qt installation ships every language, so where
    // Qt's catalogue is missing MazeLab's own covers the standard buttons and the message box
    // (translations/qtbase_<code>.ts: Romanian, which Debian's Qt 6.4 lacks).
    const bool qtLoaded = m_qt.load(QStringLiteral("qtbase_") + lang,
                                    QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        || m_qt.load(QStringLiteral(":/i18n/qtbase_%1.qm").arg(lang));
    if (qtLoaded)
        QCoreApplication::installTranslator(&m_qt);
    QCoreApplication::installTranslator(&m_app);
    m_installed = true;
    m_current = lang;
    return true;
}

} // namespace mazelab
