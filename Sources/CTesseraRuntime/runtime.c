// Calls Swift initialisers through the class vtable. The Swift calling convention passes a
// method's `self` (here the class metadata, for an allocating initialiser) in the register
// clang's `swift_context` parameter attribute selects.
#include "CTesseraRuntime.h"

extern const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// Symbols of the Tessera module, named by their Swift mangling. A rename in Swift breaks the
// link, never the behaviour; DynamicInitializerTests covers every entry.
extern const char tessera_UIResponder_dynamicInit __asm__("$s7Tessera11UIResponderC24_dynamicallyInstantiatedACyt_tcfCTq");
extern const char tessera_UIResponder_descriptor __asm__("$s7Tessera11UIResponderCMn");

typedef void *(*AllocatingInitializer)(__attribute__((swift_context)) const void *classMetadata) __attribute__((swiftcall));

const void *tessera_lookUpClassMethod(const void *classMetadata, const void *method, const void *classDescriptor) {
    return swift_lookUpClassMethod(classMetadata, method, classDescriptor);
}

void *tessera_callAllocatingInitializer(const void *function, const void *classMetadata) {
    return ((AllocatingInitializer)function)(classMetadata);
}

const void *tessera_UIResponder_dynamicInitDescriptor(void) { return &tessera_UIResponder_dynamicInit; }
const void *tessera_UIResponder_classDescriptor(void) { return &tessera_UIResponder_descriptor; }
