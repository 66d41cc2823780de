#pragma once
// File names that are not UTF-8. Linux names are bytes; decoded into a QString, the invalid
// bytes become U+FFFD and QFile can no longer find the file. Names that arrive as bytes (the
// command line) are remembered here with their decoded form, so that readWorkspaceFile() can
// open them by their original bytes. Writing such a name is refused (QSaveFile takes only a
// QString): the user saves under another name instead.

#include <QByteArray>
#include <QString>

namespace mazelab {

// Remembers `raw` (e.g. an argv entry) when its decoded form does not encode back to it, also
// under its absolute path (relative to the current directory).
void rememberNativeName(const QByteArray& raw);
// The original bytes of a remembered name, else QFile::encodeName(name).
QByteArray nativeName(const QString& name);
// True when `name` stands for bytes that QFile cannot reproduce (a remembered raw name).
bool isLossyName(const QString& name);

} // namespace mazelab
