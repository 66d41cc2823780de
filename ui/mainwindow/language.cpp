#include "ui/mainwindow/language.h"

#include "ui/uiresources.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace mazelab {

Language::Language(QObject* parent) : QObject(parent)
{
    initUiResources();
}

Language::~Language()
{
    removeTranslators();
}

QString Language::systemLanguage()
{
    return QLocale::system().language() == QLocale::German ? QStringLiteral("de")
                                                           : QStringLiteral("en");
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
    if (lang != QLatin1String("de")) {
        // removeTranslator already sent LanguageChange when a translator was installed.
        return lang == QLatin1String("en");
    }
    if (!m_app.load(QStringLiteral(":/i18n/mazelab_de.qm")))
        return false;
    (void)m_qt.load(QStringLiteral("qtbase_de"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    QCoreApplication::installTranslator(&m_qt);
    QCoreApplication::installTranslator(&m_app);
    m_installed = true;
    m_current = lang;
    return true;
}

} // namespace mazelab
