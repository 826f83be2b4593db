/// A type that produces view previews.
///
///     struct ContentView_Previews: PreviewProvider {
///         static var previews: some View {
///             ContentView()
///         }
///     }
///
/// Rendering previews headlessly by one command is a later part of TesseraUI; today a
/// preview is a view like any other, which a test can host.
@preconcurrency @MainActor
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
