import Foundation
@_spi(TerminalHost) import Tessera

/// Runs an app in the terminal: the host `UIApplicationMain` finds by name when an app links
/// `TesseraTerminal`.
///
/// The main run loop serves `DispatchQueue.main`, timers, terminal input and resize signals.
/// Rendering is a display tick scheduled only when a window asks for a frame, an animation runs
/// or an unpaused `CADisplayLink` is added to a run loop, at most at the display rate (60 a
/// second by default); each frame fires the display links, then writes only what changed (see
/// ``TerminalFrameWriter``). When standard output is not a terminal, the host prints one frame
/// as text and exits.
///
/// Ctrl-Z (or SIGTSTP) suspends the app as the Home button does on iOS: it resigns active and
/// enters the background, the terminal is restored as on exit, and the process stops; `fg`
/// takes the terminal back, repaints the whole screen, and the app enters the foreground and
/// becomes active. Ctrl-C, the end of input and `exit()` quit: the app resigns active, enters
/// the background, its scenes disconnect and `applicationWillTerminate(_:)` runs, all before
/// the terminal is restored.
///
/// Drawn content (views overriding `draw(_:)`, image views) goes out as real pixels when the
/// terminal answers that it supports the kitty graphics protocol or sixel, asked once at
/// launch (see ``TerminalGraphicsQuery``), or as `TESSERA_GRAPHICS` says; otherwise as block
/// characters.
@preconcurrency @MainActor
public final class TerminalApplicationHost: UIApplicationHosting {
    private let device: TerminalDevice
    private let application: UIApplication
    private var decoder = TerminalInputDecoder()
    private var writer: TerminalFrameWriter
    private let router = TerminalInputRouter()
    private weak var window: UIWindow?
    /// The next frame's time and the work that draws it, while one is scheduled.
    private var scheduledFrame: (time: TimeInterval, work: DispatchWorkItem)?
    private var lastFrameTime: TimeInterval = 0
    private var pendingFlush: DispatchWorkItem?
    private var sources: [any DispatchSourceProtocol] = []
    /// Terminal input, not read while suspended (it belongs to the shell then).
    private var inputSource: (any DispatchSourceRead)?
    /// Whether the app gave the terminal back for a suspension (Ctrl-Z) and has not resumed.
    private var isSuspended = false
    /// The read end of the job-control pipe (see ``TerminalJobControl``).
    private var jobControlDescriptor: Int32 = -1

    /// The display rate, in frames per second.
    private static let displayRate = framesPerSecond(environment: ProcessInfo.processInfo.environment)
    /// The shortest time between frames: one over the display rate.
    private static let frameInterval: TimeInterval = 1 / Double(displayRate)

    /// The display rate: `TESSERA_FPS` (1 to 240) when set, else 60, or 30 over SSH, where
    /// every frame crosses the network.
    static func framesPerSecond(environment: [String: String]) -> Int {
        if let requested = environment["TESSERA_FPS"].flatMap(Int.init), (1...240).contains(requested) { return requested }
        let overSSH = environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil
        return overSSH ? 30 : 60
    }
    /// How long a lone Escape waits for the rest of a sequence.
    private static let escapeTimeout: TimeInterval = 0.025

    private init(application: UIApplication, device: TerminalDevice) {
        self.application = application
        self.device = device
        writer = TerminalFrameWriter(colorMode: Self.environmentColorMode)
    }

    public static func run(_ application: UIApplication) -> Never {
        let device = TerminalDevice()
        guard device.isInteractive, let size = device.size else {
            printOneFrame(of: application, columns: device.size?.columns ?? 80)
            exit(0)
        }
        let host = TerminalApplicationHost(application: application, device: device)
        startRecording(on: device, columns: size.columns, rows: size.rows)
        do {
            try device.enterFullScreen()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        host.chooseGraphics()
        host.start(columns: size.columns, rows: size.rows)
        // Registered after restoration's own handler, so it runs first: an app that calls
        // exit() is terminated (and saves) while the screen is still its own.
        atexit {
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { UIApplication.shared.terminate() }
        }
        RunLoop.main.run()
        host.quit()
    }

    /// How long the terminal may take to answer the graphics query (an SSH round trip).
    private static let graphicsQueryTimeout: TimeInterval = 0.5

    /// Sets how drawings reach the terminal, from `TESSERA_GRAPHICS` or by asking it; what the
    /// user typed during the query is kept as input.
    private func chooseGraphics() {
        var typed: [UInt8] = []
        writer.graphics = Self.graphics(environment: ProcessInfo.processInfo.environment) {
            let (graphics, answer) = TerminalGraphicsQuery.negotiate(
                input: device.inputDescriptor, output: device.outputDescriptor, timeout: Self.graphicsQueryTimeout)
            typed = TerminalGraphicsQuery.input(in: answer)
            return graphics
        }
        launchInput = typed
    }

    /// What the user typed while the terminal was asked about graphics, handled at start.
    private var launchInput: [UInt8] = []

    /// The graphics `TESSERA_GRAPHICS` asks for: `off` (block characters), `kitty`, `sixel`, or
    /// `auto` (the default): what `negotiate()` finds, kitty before sixel. Any other value is
    /// reported on standard error and taken as `auto`.
    static func graphics(
        environment: [String: String], negotiate: () -> TerminalGraphics
    ) -> TerminalFrameWriter.Graphics {
        switch environment["TESSERA_GRAPHICS"]?.lowercased() {
        case "off": return .cells
        case "kitty": return .kitty
        case "sixel": return .sixel
        case nil, "", "auto": break
        case let other?:
            FileHandle.standardError.write(Data("TESSERA_GRAPHICS=\(other): expected off, kitty, sixel or auto; using auto\n".utf8))
        }
        let supported = negotiate()
        return supported.contains(.kitty) ? .kitty : supported.contains(.sixel) ? .sixel : .cells
    }

    /// The cell size drawings are rasterised at for the terminal, or `nil` for block characters.
    private var imageCellSize: CellPixelSize? {
        writer.graphics == .cells ? nil : device.cellPixelSize ?? .standard
    }

    /// `TESSERA_COLOR=256` or a terminal without `COLORTERM=truecolor|24bit` gets the 256-colour palette.
    private static var environmentColorMode: ANSIEncoder.ColorMode {
        let environment = ProcessInfo.processInfo.environment
        if let forced = environment["TESSERA_COLOR"] { return forced == "256" ? .palette256 : .trueColor }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm.contains("truecolor") || colorTerm.contains("24bit") ? .trueColor : .palette256
    }

    /// Prints the key window once, for pipes and files: as text, or as `TESSERA_OUTPUT=ansi|svg|png`,
    /// at `TESSERA_SIZE=COLUMNSxROWS` (80x24 by default).
    private static func printOneFrame(of application: UIApplication, columns: Int) {
        // Let work the app queued on the main queue during launch run first.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        let environment = ProcessInfo.processInfo.environment
        let size = environment["TESSERA_SIZE"].flatMap(Self.parseSize) ?? (columns, 24)
        guard let window = application.windows.first(where: { $0.isKeyWindow }) else { return }
        let host = HeadlessHost(window: window, columns: size.0, rows: size.1)
        switch environment["TESSERA_OUTPUT"] {
        case "ansi": print(host.ansi(colorMode: environmentColorMode))
        case "svg": print(host.svg, terminator: "")
        case "png":
            do {
                FileHandle.standardOutput.write(try host.pngData())
            } catch {
                FileHandle.standardError.write(Data("TESSERA_OUTPUT=png: \(error)\n".utf8))
                exit(1)
            }
        default: print(host.text)
        }
    }

    /// Records the session to the file `TESSERA_RECORD` names, as asciicast v2; a file that
    /// cannot be written is reported on standard error and the app runs unrecorded.
    private static func startRecording(on device: TerminalDevice, columns: Int, rows: Int) {
        guard let path = ProcessInfo.processInfo.environment["TESSERA_RECORD"], !path.isEmpty else { return }
        let environment = ProcessInfo.processInfo.environment.filter { $0.key == "TERM" || $0.key == "SHELL" }
        do {
            device.recorder = try AsciicastRecorder(path: path, columns: columns, rows: rows, environment: environment)
        } catch {
            FileHandle.standardError.write(Data("TESSERA_RECORD: cannot write \(path): \(error)\n".utf8))
        }
    }

    /// `"100x30"` → (100, 30).
    private static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
        return (parts[0], parts[1])
    }

    private func start(columns: Int, rows: Int) {
        UIScreen.main.setSize(columns: columns, rows: rows)
        UIScreen.main.setMaximumFramesPerSecond(Self.displayRate)
        _DisplayLinkDriver.shared.onStart = { [weak self] in self?.scheduleFrame() }
        attach(application.windows.first { $0.isKeyWindow })
        UIWindow.keyWindowDidChange = { [weak self] window in self?.attach(window) }
        if !launchInput.isEmpty { handle(decoder.decode(launchInput)) }

        let input = DispatchSource.makeReadSource(fileDescriptor: device.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        input.resume()
        inputSource = input
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resize() } }
        resize.resume()
        sources = [input, resize]
        if let descriptor = TerminalJobControl.install() {
            jobControlDescriptor = descriptor
            let jobControl = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            jobControl.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handleJobControl() } }
            jobControl.resume()
            sources.append(jobControl)
        }
        renderFrame()
    }

    private func attach(_ window: UIWindow?) {
        guard let window else { return }
        self.window = window
        window.host = self
        window.animationClock.onStart = { [weak self] in self?.scheduleFrame() }
        window.animationClock.timeSource = { ProcessInfo.processInfo.systemUptime }
        window.frame = UIScreen.main.bounds
        writer.invalidate()
        scheduleFrame()
    }

    // MARK: Frames

    /// Schedules a frame at the display rate, and not before `notBefore` (the end of an
    /// animation's delay); a frame already scheduled for later is brought forward.
    private func scheduleFrame(notBefore: TimeInterval = 0) {
        let now = ProcessInfo.processInfo.systemUptime
        let time = max(now, lastFrameTime + Self.frameInterval, notBefore)
        if let scheduled = scheduledFrame {
            guard time < scheduled.time else { return }
            scheduled.work.cancel()
        }
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.renderFrame() }
        }
        scheduledFrame = (time, work)
        DispatchQueue.main.asyncAfter(deadline: .now() + (time - now), execute: work)
    }

    private func renderFrame() {
        scheduledFrame?.work.cancel()
        scheduledFrame = nil
        guard !isSuspended else { return }
        lastFrameTime = ProcessInfo.processInfo.systemUptime
        window?.animationClock.tick(to: lastFrameTime)
        // Links fire before the frame is drawn, so what they change shows in it.
        let displayLinks = _DisplayLinkDriver.shared
        displayLinks.tick(to: lastFrameTime, duration: Self.frameInterval)
        if let window {
            let canvas = window.renderFrame(columns: UIScreen.main.columns, rows: UIScreen.main.rows, imageCellSize: imageCellSize)
            device.write(writer.frame(canvas))
        }
        if displayLinks.isRunning {
            scheduleFrame()
        } else if let next = window?.animationClock.nextFrameTime {
            scheduleFrame(notBefore: next)
        }
    }

    private func resize() {
        guard !isSuspended, let size = device.size else { return }
        device.recorder?.recordResize(columns: size.columns, rows: size.rows)
        UIScreen.main.setSize(columns: size.columns, rows: size.rows)
        window?.frame = UIScreen.main.bounds
        writer.invalidate()
        renderFrame()
    }

    // MARK: Input

    private func readInput() {
        let bytes = device.read()
        if bytes.isEmpty {
            quit()
        }
        handle(decoder.decode(bytes))
        pendingFlush?.cancel()
        if decoder.hasPendingInput {
            let flush = DispatchWorkItem { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.handle(self.decoder.flush())
                }
            }
            pendingFlush = flush
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.escapeTimeout, execute: flush)
        }
    }

    private func handle(_ events: [TerminalInputEvent]) {
        window?.animationClock.synchronize(to: ProcessInfo.processInfo.systemUptime)
        for event in events {
            if case .key(let key) = event, key.modifiers == .control {
                if key.code == .character("c") { quit() }
                if key.code == .character("z") {
                    suspend()
                    return
                }
            }
            guard let window else { continue }
            router.route(event, to: window)
        }
    }

    /// Terminates the app (see `UIApplication.terminate()`), restores the terminal and exits.
    private func quit() -> Never {
        application.terminate()
        device.restore()
        exit(0)
    }

    // MARK: Suspending

    private func handleJobControl() {
        for event in TerminalJobControl.readEvents(from: jobControlDescriptor) {
            switch event {
            case .suspend: suspend()
            case .resume: resume()
            }
        }
    }

    /// Backgrounds the app, gives the terminal back as on exit and stops the process. The
    /// SIGCONT that continues it arrives through the job-control pipe (see `resume()`).
    private func suspend() {
        guard !isSuspended else { return }
        application.enterBackground()
        isSuspended = true
        inputSource?.suspend()
        device.restore()
        TerminalJobControl.stopProcess(terminal: device.inputDescriptor)
    }

    /// After SIGCONT: takes the terminal back, repaints everything and brings the app to the
    /// foreground. A stop the host did not make (SIGSTOP from outside) only retakes the
    /// terminal and repaints.
    private func resume() {
        if isSuspended {
            // Continued in the background (`bg`), retaking the terminal stops the process again
            // (SIGTTOU) until `fg`; where it fails outright, the app stays suspended.
            guard (try? device.resumeFullScreen()) != nil else { return }
            isSuspended = false
            // Retaking the terminal discarded what was typed meanwhile.
            inputSource?.resume()
        } else {
            device.reassertFullScreen()
        }
        if let size = device.size {
            UIScreen.main.setSize(columns: size.columns, rows: size.rows)
            window?.frame = UIScreen.main.bounds
        }
        writer.invalidate()
        renderFrame()
        application.enterForeground()
    }
}

@_spi(TerminalHost) extension TerminalApplicationHost: UIWindowHost {
    public func windowNeedsFrame(_ window: UIWindow) {
        scheduleFrame()
    }
}
