/// A segue declared on a source controller, made anew each time it is triggered (what a
/// storyboard holds for each of its arrows).
@MainActor
struct _SegueTemplate {
    let identifier: String
    let kind: UIStoryboardSegue.Kind
    let trigger: UIStoryboardSegue.Trigger
    let makeDestination: @MainActor () -> UIViewController

    /// A new segue from `source` to a new destination, performing as `kind` says.
    func instantiate(from source: UIViewController, sender: Any?) -> UIStoryboardSegue {
        let destination = makeDestination()
        let kind = kind
        return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            switch kind {
            case .show: source.show(destination, sender: sender)
            case .showDetail: source.showDetailViewController(destination, sender: sender)
            case .presentModally: source.present(destination, animated: true)
            }
        }
    }
}
