// The `#Preview` records of this executable or shared library. ELF linkers define
// `__start_<section>` and `__stop_<section>` for every section whose name is a C identifier;
// weak, because they exist only when a record does, and hidden, so that each image reads its
// own section.
#include "CTesseraPreviewRecords.h"

extern const char __start_tessera_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_tessera_previews[] __attribute__((weak, visibility("hidden")));

const void *tessera_previewRecordsStart(void) { return __start_tessera_previews; }
const void *tessera_previewRecordsEnd(void) { return __stop_tessera_previews; }
