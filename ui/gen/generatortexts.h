#pragma once
// The generator registry's English texts (core/gen/generators.h: each generator's summary and
// its parameters' descriptions) in the user's language. The core stays Qt-free; the texts are
// listed in generatortexts.cpp for lupdate (context "GeneratorText"). A text not listed there
// (a generator added later) shows in English until it is added and translated.

#include <QString>
#include <QStringList>

#include <string>

namespace mazelab {

// `english` translated when the catalogue has it, else unchanged.
QString generatorText(const std::string& english);
// Every text listed for translation (tests check that each has a German translation).
QStringList generatorTextSources();
// A parameter's label in the form ("Run length" for `length`; context "GeneratorParam"), in
// the user's language; the CLI name itself when the table lacks it (its tooltip still says
// what it does).
QString generatorParamLabel(const std::string& name);
// Every label listed for translation (English).
QStringList generatorParamLabelSources();

} // namespace mazelab
