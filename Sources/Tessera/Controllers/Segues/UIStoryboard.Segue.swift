extension UIStoryboard {
    /// A segue drawn from a scene to another, declared in code (Tessera; iOS reads it from the
    /// storyboard file). Each controller the storyboard makes for the source scene gets it as
    /// with ``UIViewController/addSegue(withIdentifier:kind:trigger:destination:)``; its
    /// destination is a new controller of the scene with the Storyboard ID `destination`.
    public struct Segue: Sendable {
        public let identifier: String
        /// The Storyboard ID of the destination scene.
        public let destinationIdentifier: String
        public let kind: UIStoryboardSegue.Kind
        public let trigger: UIStoryboardSegue.Trigger

        public init(
            identifier: String, destination destinationIdentifier: String, kind: UIStoryboardSegue.Kind = .show,
            trigger: UIStoryboardSegue.Trigger = .manual
        ) {
            self.identifier = identifier
            self.destinationIdentifier = destinationIdentifier
            self.kind = kind
            self.trigger = trigger
        }
    }
}
