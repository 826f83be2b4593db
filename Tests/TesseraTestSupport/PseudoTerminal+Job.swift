import Foundation

extension PseudoTerminal {
    /// Why a process could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `executable` as a shell starts a job in a terminal window: in a session of its
    /// own whose controlling terminal is this one (so it is the terminal's foreground process
    /// group), with standard input, output and error on the follower, default signal actions
    /// and no blocked signals. The caller reaps it (see ``waitForStatus(of:timeout:until:)``).
    public func spawnJob(executable: String, arguments: [String] = [], environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (0x80, a GNU extension the Glibc module leaves out): setsid() runs
        // before the file actions, so opening the follower makes it the controlling terminal.
        let setSession: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | setSession))
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD, SIGWINCH, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, leader)
        posix_spawn_file_actions_addclose(&actions, follower)
        posix_spawn_file_actions_addopen(&actions, 0, followerPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Other descriptors of the test process (other tests' terminals) stay out of the job.
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }
}

/// What `waitpid` reports about a child.
public enum ChildStatus: Equatable, Sendable {
    case exited(code: Int32)
    case signaled(signal: Int32)
    case stopped(signal: Int32)
    case continued

    init(_ status: Int32) {
        if status == 0xFFFF {
            self = .continued
        } else if status & 0xFF == 0x7F {
            self = .stopped(signal: (status >> 8) & 0xFF)
        } else if status & 0x7F == 0 {
            self = .exited(code: (status >> 8) & 0xFF)
        } else {
            self = .signaled(signal: status & 0x7F)
        }
    }
}

/// Polls `waitpid(pid, WUNTRACED | WCONTINUED | WNOHANG)` until a status satisfies `done`, or
/// `timeout` seconds pass; returns the last status seen (or `nil`). Ended children are reaped.
public func waitForStatus(of pid: pid_t, timeout: TimeInterval, until done: (ChildStatus) -> Bool) -> ChildStatus? {
    let deadline = Date().addingTimeInterval(timeout)
    var last: ChildStatus?
    repeat {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WUNTRACED | WCONTINUED | WNOHANG)
        if result == pid {
            last = ChildStatus(status)
            if done(last!) { return last }
            continue
        }
        if result < 0 && errno != EINTR { return last }
        var poll = pollfd(fd: -1, events: 0, revents: 0)
        _ = Glibc.poll(&poll, 0, 10)  // a 10 ms pause between polls
    } while Date() < deadline
    return last
}
