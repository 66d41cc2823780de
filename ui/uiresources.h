#pragma once
// The ui library is static: its Qt resources (the demo workspace under :/demo, the German
// translation under :/i18n) must be registered explicitly, or the linker may drop them.

namespace mazelab {

// Registers the resources once; cheap to call again.
void initUiResources();

} // namespace mazelab
