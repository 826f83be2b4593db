// The main thread, recorded before main() runs: constructors run on the thread that loads the
// program, and no other thread exists yet.
#include <pthread.h>
#include "CTesseraRuntime.h"

static pthread_t mainThread;

__attribute__((constructor)) static void recordMainThread(void) {
    mainThread = pthread_self();
}

int tessera_isMainThread(void) {
    return pthread_equal(pthread_self(), mainThread);
}
