/// The control under a button's label: a title-less `UIButton`, so that it runs the button's
/// action on a tap and, focused from the keyboard, on Return or Space, as UIKit buttons do.
final class _ButtonControl: UIButton {
    var action: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
