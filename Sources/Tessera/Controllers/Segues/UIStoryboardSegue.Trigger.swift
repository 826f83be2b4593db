extension UIStoryboardSegue {
    /// What starts a segue declared in code: the control a storyboard's segue is drawn from
    /// (Tessera; iOS reads it from the storyboard).
    public enum Trigger: Sendable, Equatable {
        /// Only ``UIViewController/performSegue(withIdentifier:sender:)``: a segue drawn from
        /// the controller itself.
        case manual
        /// Selecting a row whose cell has this reuse identifier, in a table view of the source
        /// controller's view: a segue drawn from a prototype cell. The cell is the sender.
        case selectingCell(reuseIdentifier: String)
    }
}
