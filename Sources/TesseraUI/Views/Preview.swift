/// A preview that a `#Preview` macro declares: a name, traits and a body that makes the view.
///
/// Write the macro rather than this type: `#Preview("Row") { RowView(name: "Chris") }` expands
/// into a record that calls this initialiser when the preview is asked for (see
/// ``Preview(_:body:)``). Tessera renders a preview with `TESSERA_PREVIEW=<name>`.
@preconcurrency @MainActor
public struct Preview {
    /// Traits that apply to previews of views and view controllers.
    public enum ViewTraits {}

    /// The display name given to the macro, if any.
    let displayName: String?
    /// The traits, in the order written; the last layout trait decides the layout.
    let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed content, called when the preview is shown.
    let makeContent: @MainActor () -> AnyView

    /// Creates a preview of a SwiftUI view.
    ///
    /// The `#Preview` macros expand into a declaration that calls this initialiser; use them
    /// instead of calling it directly.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        displayName = name
        self.traits = traits
        makeContent = { AnyView(body()) }
    }

    /// Creates a preview of a UIKit view, shown as a ``UIViewRepresentable`` shows it.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        body: @escaping @MainActor () -> UIView
    ) {
        displayName = name
        self.traits = traits
        makeContent = { AnyView(_PreviewedUIView(make: body)) }
    }

    /// Creates a preview of a UIKit view controller, shown as a
    /// ``UIViewControllerRepresentable`` shows it.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        body: @escaping @MainActor () -> UIViewController
    ) {
        displayName = name
        self.traits = traits
        makeContent = { AnyView(_PreviewedUIViewController(make: body)) }
    }

    /// The previewed content, placed as its layout trait asks: centred in the window (the
    /// default, the device's layout), at its own size in the top-leading corner
    /// (`sizeThatFitsLayout`), or centred in a container of a fixed size in that corner
    /// (`fixedLayout(width:height:)`).
    var content: AnyView {
        let content = makeContent()
        switch traits.lazy.compactMap(\.layout).last ?? .device {
        case .device:
            return content
        case .sizeThatFits:
            return AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        case .fixed(let width, let height):
            return AnyView(
                content.frame(width: width, height: height)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
    }
}

/// A UIKit view that a `#Preview` body returns, in the SwiftUI hierarchy.
struct _PreviewedUIView: UIViewRepresentable {
    let make: @MainActor () -> UIView

    func makeUIView(context: Context) -> UIView { make() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A UIKit view controller that a `#Preview` body returns, in the SwiftUI hierarchy.
struct _PreviewedUIViewController: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    func makeUIViewController(context: Context) -> UIViewController { make() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
