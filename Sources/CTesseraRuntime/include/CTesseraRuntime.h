#ifndef CTESSERARUNTIME_H
#define CTESSERARUNTIME_H

#include <stdint.h>

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
/// The method descriptor of Foundation's `NSObject.init()`.
const void *tessera_NSObject_initDescriptor(void);
/// The class descriptor of Foundation's `NSObject`.
const void *tessera_NSObject_classDescriptor(void);

/// Calls `init(frame:)` of a `UIView` subclass with the rectangle's four doubles.
void *tessera_callFrameInitializer(const void *function, const void *classMetadata, double x, double y, double width, double height);

/// Calls `init(style:reuseIdentifier:)` of a `UITableViewCell` subclass: `style` is the enum's
/// tag byte, `string` points at the two words of a `String?` whose ownership (+1) passes to the
/// initialiser.
void *tessera_callStyleAndStringInitializer(const void *function, const void *classMetadata, uint8_t style, const uint64_t *string);

/// Calls `init(reuseIdentifier:)` of a `UITableViewHeaderFooterView` subclass; `string` as above.
void *tessera_callStringInitializer(const void *function, const void *classMetadata, const uint64_t *string);

/// Method and class descriptors of the designated initialisers UIKit instantiates views with.
const void *tessera_UIView_initFrameDescriptor(void);
const void *tessera_UIView_classDescriptor(void);
const void *tessera_UITableViewCell_initStyleDescriptor(void);
const void *tessera_UITableViewCell_classDescriptor(void);
const void *tessera_UITableViewHeaderFooterView_initReuseIdentifierDescriptor(void);
const void *tessera_UITableViewHeaderFooterView_classDescriptor(void);

/// Whether the caller runs on the process's main thread: the thread that loaded the program,
/// recorded by a load-time constructor. A register read, no system call.
int tessera_isMainThread(void);

#include "CTesseraOverrides.h"
#include "CTesseraPreviewRecords.h"

#endif
