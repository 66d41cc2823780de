#pragma once
// Atomic, checked saves for every file MazeLab writes (issue 16, "No lost work"): projects,
// `.maze` files, recovery copies, screenshots, PNG and CSV exports, GIFs, the CLI's outputs.
// Widget-free (render library), so `mazelab-cli` uses the same code.
//
// Contract of writeFileAtomically()
// - The file at `path` is afterwards either the old content or the new one, never a part:
//   QSaveFile writes a temporary file next to it and renames it (no direct-write fallback).
// - Unbuffered: with Qt 6.4.2's write buffer, a short write at flush time (a full disk, a file
//   size limit) was committed as a truncated file and reported as success; unbuffered,
//   write() returns the short count and nothing is committed.
// - A directory or a device as the target is refused before QSaveFile runs (as root, Qt 6.4
//   replaced a device node with a regular file).
// - On failure: false and a translated `error` that names the path and the reason ("… is a
//   directory", "Permission denied", "only 20 of 69 bytes could be written (is the disk
//   full?)"). Qt itself says "Unknown error" for a short write.

#include <QByteArray>
#include <QString>

class QImage;

namespace mazelab {

class Control;

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

// False (with a translated `error`) when `path` exists and is a directory or not a regular
// file; true when it is a regular file or does not exist yet.
bool checkSaveTarget(const QString& path, QString* error);

// An opaque 32-bit image (RGB32, ARGB32, premultiplied ARGB32) of at most 255 colours as an
// Indexed8 image of the same pixels, dots per metre and text; null for any other image.
// One pass with ColourTable's lookup (ui/export/gifpalette.h), bailing out at the 256th colour.
// `control` (may be null) is polled per row: cancelled, the result is null too.
QImage exactPaletteImage(const QImage& image, Control* control = nullptr);
// `image` encoded in `format` ("PNG"); empty when it cannot be encoded (a null image).
// A PNG of an image exactPaletteImage() takes is written as a palette PNG: the same pixels in
// a quarter of the bytes to filter and deflate (a maze drawing: 3-4 times faster, smaller).
// With a `control`, it is polled while the image is converted and encoded: cancelled (or
// stopped by a limit), the result is empty.
QByteArray encodeImage(const QImage& image, const char* format = "PNG",
                       Control* control = nullptr);
// encodeImage() then writeFileAtomically(); a null image is an error, not an empty file.
bool writeImageAtomically(const QString& path, const QImage& image, QString* error,
                          const char* format = "PNG");

// The same message writeFileAtomically() gives for a short write of `written` of `total` bytes.
QString shortWriteMessage(const QString& path, qint64 written, qint64 total);

} // namespace mazelab
