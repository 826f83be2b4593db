/// A view that displays an image.
///
/// An image keeps its own size unless made `resizable()`, when it fills what it is offered.
/// A system symbol is sized like a character of text — one cell on the terminal grid, where
/// it draws as its one-column stand-in — and is tinted with the foreground colour.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, @unchecked Sendable {
        // UIImage is immutable once made; sharing it across threads is safe.
        case symbol(String)
        case uiImage(UIImage)
        case named(String, Bundle?)
    }

    let source: Source
    var isResizable = false

    /// Creates a system symbol image.
    public init(systemName: String) {
        source = .symbol(systemName)
    }

    /// Creates a SwiftUI image from a UIKit image instance.
    public init(uiImage: UIImage) {
        source = .uiImage(uiImage)
    }

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle)
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The UIKit image shown, if it exists.
    @MainActor var uiImage: UIImage? {
        switch source {
        case .symbol(let name): UIImage(systemName: name)
        case .uiImage(let image): image
        case .named(let name, _): UIImage(named: name)
        }
    }
}

extension Image: View, _LeafView {
    public var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let view = platformView(node) { UIImageView() }
        view.image = uiImage
        // A symbol fills its cell, where it draws as its stand-in character.
        if case .symbol = source { view.contentMode = .scaleToFill } else {
            view.contentMode = isResizable ? .scaleToFill : .center
        }
        view.tintColor = (node.environment._foregroundColor ?? .primary).uiColor
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let grid = CellGrid.current
        let natural: CGSize =
            if case .symbol = source { CGSize(width: grid.cellWidth, height: grid.cellHeight) }
            else { (node.platformView as? UIImageView)?.image?.size ?? .zero }
        guard isResizable else { return natural }
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }
}

extension Image {
    /// The symbol's name, for a system image.
    var _systemName: String? {
        if case .symbol(let name) = source { return name }
        return nil
    }
}
