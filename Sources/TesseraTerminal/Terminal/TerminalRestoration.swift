import Foundation

/// Puts the terminal back the way it was, whatever ends the program: a normal exit, SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, or a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP).
///
/// The restoring bytes and settings are prepared before any handler is installed, so the
/// handler only calls async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`,
/// `_exit`). On a crash the previous handler (such as Swift's backtracer) runs afterwards, so
/// its report lands on the normal screen.
package enum TerminalRestoration {
    private struct State {
        var inputDescriptor: Int32 = 0
        var outputDescriptor: Int32 = 1
        var settings = termios()
        var exitBytes: UnsafeMutableBufferPointer<UInt8>?
        var armed = false
    }

    nonisolated(unsafe) private static var state = State()
    /// Previous handlers, indexed by signal number (a fixed table: no lookups that could allocate).
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        return table
    }()

    private static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Records what to restore and installs the handlers. Call once, before raw mode.
    package static func arm(descriptor: Int32, outputDescriptor: Int32, settings: termios, exitSequence: [UInt8]) {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: exitSequence.count)
        _ = bytes.initialize(from: exitSequence)
        state = State(inputDescriptor: descriptor, outputDescriptor: outputDescriptor, settings: settings, exitBytes: bytes, armed: true)
        for signal in terminatingSignals + crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handleSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            previousActions[Int(signal)] = previous
        }
        // A parent may have started us with these signals blocked; handle them regardless.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in terminatingSignals + crashSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        atexit { TerminalRestoration.restoreNow() }
    }

    /// Restores the terminal now; later calls do nothing.
    package static func restoreNow() {
        guard state.armed else { return }
        state.armed = false
        if let bytes = state.exitBytes {
            _ = write(state.outputDescriptor, bytes.baseAddress, bytes.count)
        }
        _ = tcsetattr(state.inputDescriptor, TCSAFLUSH, &state.settings)
    }

    private static let handleSignal: @convention(c) (Int32) -> Void = { signal in
        TerminalRestoration.restoreNow()
        // Reinstall the previous handler (SIG_DFL when there was none).
        sigaction(signal, TerminalRestoration.previousActions + Int(signal), nil)
        // Re-raise: the previous handler (or the default action) ends the program.
        raise(signal)
    }
}
