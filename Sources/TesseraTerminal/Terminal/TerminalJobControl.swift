import Foundation

/// Suspending and continuing the terminal host (Ctrl-Z, `kill -TSTP`, `fg`).
///
/// The SIGTSTP and SIGCONT handlers only write one byte to a pipe (async-signal-safe); the
/// host's run loop reads the pipe and does the work on the main thread: the life-cycle calls,
/// restoring or retaking the terminal, stopping the process.
enum TerminalJobControl {
    /// What a signal asked for.
    enum Event: UInt8, Sendable {
        /// SIGTSTP: suspend.
        case suspend = 0x54
        /// SIGCONT: the process was continued.
        case resume = 0x43
    }

    /// The pipe's write end, set before the handlers are installed.
    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1

    /// Installs the SIGTSTP and SIGCONT handlers and returns the pipe's read end (non-blocking),
    /// or `nil` when no pipe can be made. Call once.
    static func install() -> Int32? {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        writeDescriptor = descriptors[1]
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTSTP, SIGCONT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handleSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
            sigaddset(&signals, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return descriptors[0]
    }

    /// The events waiting in the pipe whose read end is `descriptor`, oldest first.
    static func readEvents(from descriptor: Int32) -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return events }
            events += buffer.prefix(count).compactMap(Event.init(rawValue:))
        }
    }

    /// Stops the process as Ctrl-Z stops a job in a cooked terminal: the whole process group
    /// when it is the terminal's foreground group (so a shell sees the job stop), this process
    /// alone otherwise. Returns once the process is continued.
    ///
    /// SIGSTOP, not SIGTSTP: the kernel discards a default-action SIGTSTP sent to an orphaned
    /// process group (an app started with `setsid`, say), and the handler above catches ours.
    static func stopProcess(terminal: Int32) {
        if tcgetpgrp(terminal) == getpgrp() {
            kill(0, SIGSTOP)
        } else {
            kill(getpid(), SIGSTOP)
        }
    }

    private static let handleSignal: @convention(c) (Int32) -> Void = { signal in
        let savedErrno = errno
        var byte: UInt8 = signal == SIGTSTP ? 0x54 : 0x43
        _ = write(TerminalJobControl.writeDescriptor, &byte, 1)
        errno = savedErrno
    }
}
