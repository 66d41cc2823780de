#pragma once
// Colour scales for heatmaps (visit counts, search effort, solved step). Each maps t in [0,1]
// to a colour; `textColourOn` picks black or white text for legibility on that colour.

#include <QColor>
#include <QString>
#include <QStringList>

namespace mazelab {

enum class ColorScaleKind {
    GreenYellow, // the Kongregate "Mouse Maze" look: pale green -> yellow -> orange
    Viridis,     // perceptually uniform, colour-blind safe
    Cividis,     // optimised for red-green colour-vision deficiency
    Greys,
};

QColor colorAt(ColorScaleKind kind, double t);
// t for `value` in [0, maxValue] (maxValue <= 0 gives 0).
double normalized(double value, double maxValue);
QColor textColourOn(const QColor& background);
// Untranslated identifiers ("green-yellow", "viridis", ...) for settings and the CLI.
QString colorScaleId(ColorScaleKind kind);
bool colorScaleFromId(const QString& id, ColorScaleKind* kind);
QStringList colorScaleIds();

} // namespace mazelab
