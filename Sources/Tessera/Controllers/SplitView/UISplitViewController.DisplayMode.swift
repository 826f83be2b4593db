extension UISplitViewController {
    /// Which columns an expanded split view controller shows beside (or over) the secondary one.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses: every column beside the secondary one.
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary of a triple column) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps its full width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns, pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// The classic name of ``secondaryOnly``.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of ``oneBesideSecondary``.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of ``oneOverSecondary``.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
}

extension UISplitViewController.DisplayMode: CustomStringConvertible {
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .secondaryOnly: "secondaryOnly"
        case .oneBesideSecondary: "oneBesideSecondary"
        case .oneOverSecondary: "oneOverSecondary"
        case .twoBesideSecondary: "twoBesideSecondary"
        case .twoOverSecondary: "twoOverSecondary"
        case .twoDisplaceSecondary: "twoDisplaceSecondary"
        }
    }
}
