#include "ui/uiresources.h"

#include <QtGlobal>

static void registerResources()
{
    Q_INIT_RESOURCE(resources);
    Q_INIT_RESOURCE(ui_translations);
}

namespace mazelab {

void initUiResources()
{
    static const bool once = [] {
        registerResources();
        return true;
    }();
    (void)once;
}

} // namespace mazelab
