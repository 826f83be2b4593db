import TesseraUI

/// Creates a preview of a SwiftUI view.
///
///     #Preview {
///         ContentView()
///     }
///
///     #Preview("Chris") {
///         RowView(name: "Chris")
///     }
///
/// `TESSERA_PREVIEW=Chris swift run <app>` shows the second preview instead of the app's scene;
/// `TESSERA_PREVIEW=list` lists the previews linked into the app. A preview without a name is
/// labelled, as Xcode's canvas labels it, by where it appears in source: `ContentView.swift:12`
/// (every preview can be asked for that way). Declare previews at file scope.
///
/// - Parameters:
///   - name: An optional display name for the preview.
///   - body: A view builder that produces the SwiftUI view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraUIMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view using the specified traits.
///
///     #Preview("Row", traits: .sizeThatFitsLayout) {
///         RowView(name: "Chris")
///     }
///
/// See ``PreviewTrait`` for the traits Tessera honours.
///
/// - Parameters:
///   - name: An optional display name for the preview.
///   - traits: A trait that customizes the appearance of the preview.
///   - additionalTraits: Further traits.
///   - body: A view builder that produces the SwiftUI view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraUIMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view.
///
///     #Preview("Badge", traits: .fixedLayout(width: 110, height: 44)) {
///         BadgeView(count: 3)
///     }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "TesseraUIMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view controller.
///
///     #Preview("Contacts") {
///         ContactsViewController()
///     }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "TesseraUIMacros", type: "PreviewMacro")
