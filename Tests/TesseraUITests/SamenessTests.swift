import Testing
@testable import TesseraUI

/// A view too large for an existential's inline buffer.
private struct Wide: View {
    var a = 1, b = 2, c = 3, d = 4, e = 5

    var body: some View { EmptyView() }
}

private struct WithEnvironment: View {
    @Environment(\.lineLimit) private var lineLimit
    @State private var count = 0
    var padding = [1, 2, 3]

    var body: some View { EmptyView() }
}

@MainActor
@Suite("When a view is the same as before")
struct SamenessTests {
    @Test func largeViewsCompareByTheirValueNotTheirBox() {
        #expect(_isSameView(Wide(), Wide()))
        #expect(!_isSameView(Wide(), Wide(e: 6)))
        #expect(!_isSameView(Wide(), EmptyView()))
        #expect(_isSameValue(Wide() as Any, Wide() as Any))
        #expect(!_isSameValue(Wide() as Any, Wide(a: 0) as Any))
    }

    @Test func dynamicPropertiesCompareByWhatTheyDescribe() {
        let padding = [1, 2, 3]
        #expect(_isSameView(WithEnvironment(padding: padding), WithEnvironment(padding: padding)))
        #expect(!_isSameView(WithEnvironment(padding: padding), WithEnvironment(padding: [1, 2, 4])))
    }

    @Test func equatableViewsUseEquality() {
        #expect(_isSameView(Text("a") + Text("b"), Text("a") + Text("b")))
        #expect(!_isSameView(Text("a"), Text("b")))
    }
}
