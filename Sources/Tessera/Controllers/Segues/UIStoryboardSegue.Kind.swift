extension UIStoryboardSegue {
    /// How a segue declared in code shows its destination: the kinds Interface Builder offers
    /// when a segue is drawn (Tessera; iOS reads the kind from the storyboard).
    public enum Kind: Sendable, Equatable {
        /// "Show": ``UIViewController/show(_:sender:)`` — pushed on the source's navigation
        /// controller, else presented.
        case show
        /// "Show Detail": ``UIViewController/showDetailViewController(_:sender:)``.
        case showDetail
        /// "Present Modally": ``UIViewController/present(_:animated:completion:)``, animated.
        case presentModally
    }
}
