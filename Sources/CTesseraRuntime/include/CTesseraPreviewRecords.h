#ifndef CTESSERAPREVIEWRECORDS_H
#define CTESSERAPREVIEWRECORDS_H

/// The bounds of the `tessera_previews` section, where the `#Preview` macro places one record
/// per preview: the linker gathers the records of every module linked into this executable
/// (or shared library) and defines `__start_`/`__stop_` symbols around them. Both are null
/// when nothing declares a preview.
const void *tessera_previewRecordsStart(void);
const void *tessera_previewRecordsEnd(void);

#endif
