// Calls Swift initialisers through the class vtable. The Swift calling convention passes a
// method's `self` (here the class metadata, for an allocating initialiser) in the register
// clang's `swift_context` parameter attribute selects.
#include "CTesseraRuntime.h"

extern const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// Symbols of the Tessera module, named by their Swift mangling. A rename in Swift breaks the
// link, never the behaviour; DynamicInitializerTests covers every entry.
extern const char tessera_UIResponder_dynamicInit __asm__("$s7Tessera11UIResponderC24_dynamicallyInstantiatedACyt_tcfCTq");
extern const char tessera_UIResponder_descriptor __asm__("$s7Tessera11UIResponderCMn");
extern const char tessera_NSObject_init __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char tessera_NSObject_descriptor __asm__("$s10Foundation8NSObjectCMn");
extern const char tessera_UIView_initFrame __asm__("$s7Tessera6UIViewC5frameAC10Foundation6CGRectV_tcfCTq");
extern const char tessera_UIView_descriptor __asm__("$s7Tessera6UIViewCMn");
extern const char tessera_UITableViewCell_initStyle __asm__("$s7Tessera15UITableViewCellC5style15reuseIdentifierA2C0D5StyleO_SSSgtcfCTq");
extern const char tessera_UITableViewCell_descriptor __asm__("$s7Tessera15UITableViewCellCMn");
extern const char tessera_UITableViewHeaderFooterView_initReuseIdentifier __asm__("$s7Tessera023UITableViewHeaderFooterC0C15reuseIdentifierACSSSg_tcfCTq");
extern const char tessera_UITableViewHeaderFooterView_descriptor __asm__("$s7Tessera023UITableViewHeaderFooterC0CMn");

typedef void *(*AllocatingInitializer)(__attribute__((swift_context)) const void *classMetadata) __attribute__((swiftcall));

// The Swift calling convention passes each argument's scalars in order: a payload-free enum as
// its tag byte, a String? as its two 64-bit words, a CGRect as four doubles.
typedef void *(*FrameInitializer)(double x, double y, double width, double height,
                                  __attribute__((swift_context)) const void *classMetadata) __attribute__((swiftcall));
typedef void *(*StyleAndStringInitializer)(uint8_t style, uint64_t stringWord0, uint64_t stringWord1,
                                           __attribute__((swift_context)) const void *classMetadata) __attribute__((swiftcall));
typedef void *(*StringInitializer)(uint64_t stringWord0, uint64_t stringWord1,
                                   __attribute__((swift_context)) const void *classMetadata) __attribute__((swiftcall));

const void *tessera_lookUpClassMethod(const void *classMetadata, const void *method, const void *classDescriptor) {
    return swift_lookUpClassMethod(classMetadata, method, classDescriptor);
}

void *tessera_callAllocatingInitializer(const void *function, const void *classMetadata) {
    return ((AllocatingInitializer)function)(classMetadata);
}

const void *tessera_UIResponder_dynamicInitDescriptor(void) { return &tessera_UIResponder_dynamicInit; }
const void *tessera_UIResponder_classDescriptor(void) { return &tessera_UIResponder_descriptor; }
const void *tessera_NSObject_initDescriptor(void) { return &tessera_NSObject_init; }
const void *tessera_NSObject_classDescriptor(void) { return &tessera_NSObject_descriptor; }

void *tessera_callFrameInitializer(const void *function, const void *classMetadata, double x, double y, double width, double height) {
    return ((FrameInitializer)function)(x, y, width, height, classMetadata);
}

void *tessera_callStyleAndStringInitializer(const void *function, const void *classMetadata, uint8_t style, const uint64_t *string) {
    return ((StyleAndStringInitializer)function)(style, string[0], string[1], classMetadata);
}

void *tessera_callStringInitializer(const void *function, const void *classMetadata, const uint64_t *string) {
    return ((StringInitializer)function)(string[0], string[1], classMetadata);
}

const void *tessera_UIView_initFrameDescriptor(void) { return &tessera_UIView_initFrame; }
const void *tessera_UIView_classDescriptor(void) { return &tessera_UIView_descriptor; }
const void *tessera_UITableViewCell_initStyleDescriptor(void) { return &tessera_UITableViewCell_initStyle; }
const void *tessera_UITableViewCell_classDescriptor(void) { return &tessera_UITableViewCell_descriptor; }
const void *tessera_UITableViewHeaderFooterView_initReuseIdentifierDescriptor(void) {
    return &tessera_UITableViewHeaderFooterView_initReuseIdentifier;
}
const void *tessera_UITableViewHeaderFooterView_classDescriptor(void) { return &tessera_UITableViewHeaderFooterView_descriptor; }
