#include "ui/colorscale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace mazelab {

namespace {
struct Stop {
    double t;
    int r, g, b;
};

template <std::size_t N>
QColor interpolate(const std::array<Stop, N>& stops, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    for (std::size_t i = 1; i < N; ++i) {
        if (t <= stops[i].t) {
            const Stop& a = stops[i - 1];
            const Stop& b = stops[i];
            const double f = (t - a.t) / (b.t - a.t);
            return QColor(int(std::lround(a.r + f * (b.r - a.r))), int(std::lround(a.g + f * (b.g - a.g))),
                          int(std::lround(a.b + f * (b.b - a.b))));
        }
    }
    return QColor(stops.back().r, stops.back().g, stops.back().b);
}

// Samples of matplotlib's viridis and cividis (public domain colour maps).
constexpr std::array<Stop, 9> kViridis{{{0.0, 68, 1, 84}, {0.125, 71, 44, 122}, {0.25, 59, 81, 139},
                                        {0.375, 44, 113, 142}, {0.5, 33, 144, 141}, {0.625, 39, 173, 129},
                                        {0.75, 92, 200, 99}, {0.875, 170, 220, 50}, {1.0, 253, 231, 37}}};
constexpr std::array<Stop, 5> kCividis{{{0.0, 0, 34, 78}, {0.25, 61, 78, 108}, {0.5, 125, 124, 120},
                                        {0.75, 188, 175, 111}, {1.0, 254, 232, 56}}};
constexpr std::array<Stop, 4> kGreenYellow{
    {{0.0, 200, 240, 190}, {0.4, 150, 215, 90}, {0.75, 245, 225, 60}, {1.0, 245, 150, 40}}};
constexpr std::array<Stop, 2> kGreys{{{0.0, 245, 245, 245}, {1.0, 40, 40, 40}}};
} // namespace

QColor colorAt(ColorScaleKind kind, double t)
{
    switch (kind) {
    case ColorScaleKind::GreenYellow: return interpolate(kGreenYellow, t);
    case ColorScaleKind::Viridis: return interpolate(kViridis, t);
    case ColorScaleKind::Cividis: return interpolate(kCividis, t);
    case ColorScaleKind::Greys: return interpolate(kGreys, t);
    }
    return Qt::white;
}

double normalized(double value, double maxValue)
{
    return maxValue <= 0 ? 0.0 : std::clamp(value / maxValue, 0.0, 1.0);
}

QColor textColourOn(const QColor& c)
{
    // Relative luminance (sRGB approximation); dark text on light backgrounds.
    const double l = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
    return l > 0.5 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

QString colorScaleId(ColorScaleKind kind)
{
    switch (kind) {
    case ColorScaleKind::GreenYellow: return QStringLiteral("green-yellow");
    case ColorScaleKind::Viridis: return QStringLiteral("viridis");
    case ColorScaleKind::Cividis: return QStringLiteral("cividis");
    case ColorScaleKind::Greys: return QStringLiteral("greys");
    }
    return {};
}

QStringList colorScaleIds()
{
    return {QStringLiteral("green-yellow"), QStringLiteral("viridis"), QStringLiteral("cividis"),
            QStringLiteral("greys")};
}

bool colorScaleFromId(const QString& id, ColorScaleKind* kind)
{
    for (auto k : {ColorScaleKind::GreenYellow, ColorScaleKind::Viridis, ColorScaleKind::Cividis,
                   ColorScaleKind::Greys}) {
        if (colorScaleId(k) == id) {
            *kind = k;
            return true;
        }
    }
    return false;
}

} // namespace mazelab
