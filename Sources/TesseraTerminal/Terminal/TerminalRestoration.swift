import Foundation

/// Puts the terminal back the way it was, whatever ends the program: a normal exit, SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, or a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP).
///
/// The restoring bytes and settings are prepared before any handler is installed, so the
/// handler only calls async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`,
/// `_exit`). On a crash the previous handler (such as Swift's backtracer) runs afterwards, so
/// its report lands on the normal screen.
///
/// While the app has the screen, what the process writes to standard error (UIKit-style
/// warnings, skipped vCards, a fatal error's message) would scribble over the frame and be
/// lost with the alternate screen. When standard error is the terminal, it is sent to an
/// unlinked temporary file instead and written to the terminal once the screen is restored,
/// crash or not — as Xcode's console keeps an app's log apart from its screen.
enum TerminalRestoration {
    private struct State {
        var inputDescriptor: Int32 = 0
        var outputDescriptor: Int32 = 1
        var settings = termios()
        var exitBytes: UnsafeMutableBufferPointer<UInt8>?
        /// Standard error (a parameter so that tests can use a descriptor of their own).
        var errorDescriptor: Int32 = 2
        /// The terminal's standard error, saved while it is captured; -1 when not captured.
        var savedStandardError: Int32 = -1
        /// The file standard error goes to meanwhile.
        var capturedStandardError: Int32 = -1
        var armed = false
    }

    /// Where captured standard error is copied through on restoration (no allocation there).
    nonisolated(unsafe) private static let copyBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)

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
    static func arm(
        descriptor: Int32, outputDescriptor: Int32, errorDescriptor: Int32 = STDERR_FILENO, settings: termios, exitSequence: [UInt8]
    ) {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: exitSequence.count)
        _ = bytes.initialize(from: exitSequence)
        state = State(
            inputDescriptor: descriptor, outputDescriptor: outputDescriptor, settings: settings, exitBytes: bytes,
            errorDescriptor: errorDescriptor, armed: true)
        captureStandardError()
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

    /// Restores the terminal now; later calls do nothing. Then writes what standard error
    /// received meanwhile to the terminal, and gives standard error back to it.
    static func restoreNow() {
        guard state.armed else { return }
        state.armed = false
        if let bytes = state.exitBytes {
            _ = write(state.outputDescriptor, bytes.baseAddress, bytes.count)
        }
        _ = tcsetattr(state.inputDescriptor, TCSAFLUSH, &state.settings)
        releaseStandardError()
    }

    /// Arms restoration again after `restoreNow()`, when a suspended app takes the terminal
    /// back: `settings` (the terminal's settings now) are what the next restoration restores,
    /// and standard error is held off the screen again. Does nothing unless `arm` was called.
    static func rearm(settings: termios) {
        guard state.exitBytes != nil, !state.armed else { return }
        state.settings = settings
        captureStandardError()
        state.armed = true
    }

    /// Sends standard error to an unlinked temporary file, when it is the terminal.
    private static func captureStandardError() {
        let descriptor = state.errorDescriptor
        guard isatty(descriptor) == 1 else { return }
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/tessera-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(descriptor)
        guard saved >= 0, dup2(file, descriptor) >= 0 else {
            if saved >= 0 { close(saved) }
            close(file)
            return
        }
        state.savedStandardError = saved
        state.capturedStandardError = file
    }

    /// Gives standard error back to the terminal and copies to it what was captured.
    /// Async-signal-safe: `dup2`, `lseek`, `read`, `write`, `close` and a preallocated buffer.
    private static func releaseStandardError() {
        let (saved, file) = (state.savedStandardError, state.capturedStandardError)
        guard saved >= 0, file >= 0 else { return }
        state.savedStandardError = -1
        state.capturedStandardError = -1
        let descriptor = state.errorDescriptor
        _ = dup2(saved, descriptor)
        close(saved)
        _ = lseek(file, 0, SEEK_SET)
        while true {
            let count = read(file, copyBuffer.baseAddress, copyBuffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset < count {
                let written = write(descriptor, copyBuffer.baseAddress! + offset, count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
        }
        close(file)
    }

    private static let handleSignal: @convention(c) (Int32) -> Void = { signal in
        TerminalRestoration.restoreNow()
        // Reinstall the previous handler (SIG_DFL when there was none).
        sigaction(signal, TerminalRestoration.previousActions + Int(signal), nil)
        // Re-raise: the previous handler (or the default action) ends the program.
        raise(signal)
    }
}
