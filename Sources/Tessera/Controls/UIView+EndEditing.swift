/// Ending text editing from a view, as apps do from a background tap.
extension UIView {
    /// Makes the first responder resign when it is this view or one of its descendants.
    ///
    /// With `force`, a text field resigns even when its delegate's
    /// `textFieldShouldEndEditing(_:)` returns `false`, as in UIKit.
    ///
    ///     let tap = UITapGestureRecognizer { [unowned self] _ in view.endEditing(true) }
    ///
    /// - Returns: Whether the first responder resigned (`true` when there was none here).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force, let field = responder as? UITextField { return field.resignFirstResponder(force: true) }
        return responder.resignFirstResponder()
    }
}
