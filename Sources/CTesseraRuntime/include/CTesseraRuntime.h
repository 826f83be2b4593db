#ifndef CTESSERARUNTIME_H
#define CTESSERARUNTIME_H

/// Looks up `method` in the vtable of `classMetadata` (a subclass of the class that
/// `classDescriptor` describes) through the Swift runtime: the subclass's own override, the
/// initialiser it inherited, or Swift's "unimplemented initializer" stub.
const void *tessera_lookUpClassMethod(const void *classMetadata, const void *method, const void *classDescriptor);

/// Calls a class's allocating initialiser that takes no arguments (or only `Void`), passing the
/// class metadata as Swift's `self`. Returns the new object, +1 retained.
void *tessera_callAllocatingInitializer(const void *function, const void *classMetadata);

/// The method descriptor of `UIResponder.init(_dynamicallyInstantiated:)`.
const void *tessera_UIResponder_dynamicInitDescriptor(void);
/// The class descriptor of `UIResponder`.
const void *tessera_UIResponder_classDescriptor(void);

/// Whether the caller runs on the process's main thread: the thread that loaded the program,
/// recorded by a load-time constructor. A register read, no system call.
int tessera_isMainThread(void);

#include "CTesseraOverrides.h"

#endif
