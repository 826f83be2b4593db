extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// A style displaying only the time component for a date (`4:30 PM`).
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date (`June 3, 2019`).
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now (`2 hours, 23 minutes`).
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now (`+2 hours`).
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now (`2:32`).
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// The text is formatted when the view is made; the relative styles do not yet tick on
    /// their own.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, now: Date()))
    }

    /// Creates an instance that displays a localized range between two dates.
    public init(_ dates: ClosedRange<Date>) {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        self.init(verbatim: formatter.string(from: dates.lowerBound, to: dates.upperBound))
    }

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style.kind {
        case .time:
            return DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .short)
        case .date:
            return DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
        case .relative, .offset:
            let interval = date.timeIntervalSince(now)
            let text = spelledOut(abs(interval))
            guard style.kind == .offset else { return text }
            return (interval < 0 ? "-" : "+") + text
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
            let clock = String(format: "%d:%02d", minutes, seconds % 60)
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, seconds % 60) : clock
        }
    }

    /// The two largest units of a duration in English, as iOS spells them
    /// (`2 hours, 23 minutes`). swift-corelibs-foundation has no `DateComponentsFormatter`.
    private static func spelledOut(_ interval: TimeInterval) -> String {
        var remaining = Int(interval.rounded(.down))
        let units: [(String, Int)] = [("year", 31_536_000), ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        var parts: [String] = []
        for (name, seconds) in units where parts.count < 2 {
            let count = remaining / seconds
            guard count > 0 || (parts.isEmpty && seconds == 1) else { continue }
            remaining -= count * seconds
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        return parts.joined(separator: ", ")
    }
}
