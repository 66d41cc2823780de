#pragma once
// The parts of `mazelab-cli sigma` shared by its two files: cmd_sigma.cpp (the search) and
// sigma_check.cpp (`sigma check CERT`, re-checking a certificate).
#include "core/control.h"
#include "core/simaso_sat/sigmasat.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <string>

namespace mazelab::cli {

// --time-limit: false (after printing) when malformed.
bool applyTimeLimit(const QCommandLineParser& parser, const QCommandLineOption& limit,
                    Control& control, const QString& who);
// An integer option in [lo, hi] into `target` (left alone when the option is not given); false
// (after printing) when malformed or out of range.
bool intOption(const QCommandLineParser& parser, const QCommandLineOption& option, int lo, int hi,
               int& target, const QString& who);
// --config (default, sat, unsat or plain) into `config` as LengthSolver::Options::solverConfig
// ("" for default; left alone when the option is not given); false (after printing) otherwise.
bool solverConfigOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                        std::string& config, const QString& who);
// Reads a certificate file; false (after printing the file and the line) when it cannot.
bool readCertificate(const QString& path, simaso_sat::SigmaCertificate& cert, const QString& who);
// mazelab-cli sigma check CERT [--time-limit S] [--json] [--dimacs FILE]; args[0] is "sigma".
int runSigmaCheck(const QStringList& args);

} // namespace mazelab::cli
