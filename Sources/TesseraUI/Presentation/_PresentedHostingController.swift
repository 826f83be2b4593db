/// The hosting controller a sheet, cover or popover shows its content in: it tells its
/// presenter when it has been dismissed, whoever dismissed it (the code, `dismiss`, or the
/// person pressing Escape).
@MainActor
final class _PresentedHostingController: UIHostingController<AnyView> {
    var didDismiss: () -> Void = {}

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil else { return }
        let action = didDismiss
        didDismiss = {}
        action()
    }
}
