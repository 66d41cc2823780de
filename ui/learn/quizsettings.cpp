#include "ui/learn/quizsettings.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <optional>

namespace mazelab {

QJsonObject quizSettingsToJson(const quiz::QuizOptions& options)
{
    QJsonArray topics;
    for (quiz::Kind kind : options.kinds.empty() ? quiz::allKinds() : options.kinds)
        topics.append(QString::fromStdString(quiz::kindName(kind)));
    return {{QStringLiteral("number"), qint64(options.seed)},
            {QStringLiteral("level"), QString::fromStdString(quiz::levelName(options.level))},
            {QStringLiteral("questions"), options.count},
            {QStringLiteral("topics"), topics}};
}

quiz::QuizOptions quizSettingsFromJson(const QJsonObject& settings,
                                       const quiz::QuizOptions& fallback, QStringList* unread)
{
    quiz::QuizOptions out = fallback;
    QStringList bad;
    // A whole number within [low, high], or nullopt (the field then counts as unread).
    auto whole = [&settings, &bad](const char* key, qint64 low, qint64 high) -> std::optional<qint64> {
        const QJsonValue v = settings.value(QLatin1String(key));
        if (v.isUndefined())
            return std::nullopt;
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || d != std::floor(d)) { // not a whole number: not used
            bad << QLatin1String(key);
            return std::nullopt;
        }
        if (d < double(low) || d > double(high)) // out of range: brought into range
            bad << QLatin1String(key);
        return qint64(std::clamp(d, double(low), double(high)));
    };
    if (const auto n = whole("number", 0, kMaxQuizNumber))
        out.seed = std::uint64_t(*n);
    if (const auto n = whole("questions", 1, quiz::kMaxQuestions))
        out.count = int(*n);
    if (const QJsonValue v = settings.value(QStringLiteral("level")); !v.isUndefined()) {
        if (quiz::Level level{}; quiz::parseLevel(v.toString().toStdString(), level))
            out.level = level;
        else
            bad << QStringLiteral("level");
    }
    if (const QJsonValue v = settings.value(QStringLiteral("topics")); !v.isUndefined()) {
        out.kinds.clear();
        bool allRead = v.isArray();
        for (const QJsonValue& t : v.toArray()) {
            quiz::Kind kind{};
            if (!quiz::parseKind(t.toString().toStdString(), kind))
                allRead = false;
            else if (std::find(out.kinds.begin(), out.kinds.end(), kind) == out.kinds.end())
                out.kinds.push_back(kind);
        }
        std::sort(out.kinds.begin(), out.kinds.end()); // a set (quiz::makeQuiz)
        if (!allRead || out.kinds.empty())
            bad << QStringLiteral("topics");
    }
    if (out.kinds.empty())
        out.kinds = quiz::allKinds();
    if (unread)
        *unread = bad;
    return out;
}

} // namespace mazelab
