/// A type that produces view previews.
///
///     struct ContentView_Previews: PreviewProvider {
///         static var previews: some View {
///             ContentView()
///         }
///     }
///
/// `TESSERA_PREVIEW=ContentView_Previews swift run <app>` shows the previews in the app's
/// window instead of its scene — live in a terminal, or as one frame of text, ANSI or SVG
/// (`TESSERA_OUTPUT`) when standard output is not a terminal. A test can host a preview as
/// any other view.
@preconcurrency @MainActor
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
