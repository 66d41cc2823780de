#pragma once
// `sigma check --shard` / `--merge` (sigma_shard.cpp), called from sigma_check.cpp.
#include "core/control.h"
#include "core/simaso_sat/sigmasat.h"

#include <QString>
#include <QStringList>

#include <string>

namespace mazelab::cli {

struct ShardRequest {
    int index = 0, count = 1, depth = 4;
    QString out;        // the shard file (checkpoint and result)
    std::string config; // CaDiCaL configuration ("" default)
};
// Exit codes as the CLI's: 0 every cube of the shard refuted, 1 a solving sequence found
// (certificate rejected) or stopped, 2 bad input.
int runSigmaShard(const simaso_sat::SigmaCertificate& cert, const ShardRequest& request,
                  Control& control, bool json);
// 0 the files cover every cube (the bound is proved), 1 cubes missing, 2 bad input.
int runSigmaMerge(const simaso_sat::SigmaCertificate& cert, const QStringList& files, bool json);

} // namespace mazelab::cli
