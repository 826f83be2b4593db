import Foundation

extension UIImage {
    /// The base class of the configurations that adjust how an image is drawn.
    ///
    /// Tessera's only concrete configuration is `UIImage.SymbolConfiguration`.
    /// Configurations are immutable and safe to share between threads.
    open class Configuration: NSObject, @unchecked Sendable {
        override init() {
            super.init()
        }

        /// Returns a configuration whose specified values come from
        /// `otherConfiguration` where it specifies them, and from this
        /// configuration otherwise.
        ///
        /// - Parameter otherConfiguration: The configuration whose values win; `nil`
        ///   returns this configuration.
        /// - Returns: The combined configuration, of this configuration's type.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            // `combined(with:)` returns an instance of the receiver's own class.
            combined(with: otherConfiguration) as! Self
        }

        /// Combines with another configuration; subclasses override this and
        /// return an instance of their own class.
        func combined(with otherConfiguration: UIImage.Configuration?) -> UIImage.Configuration {
            self
        }
    }
}
