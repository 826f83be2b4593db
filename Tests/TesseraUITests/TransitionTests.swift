import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A view shown or hidden in `withAnimation`, with a transition.
private struct Shown: View {
    let transition: AnyTransition
    let animated: Bool
    @State private var on = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Flip") {
                if animated { withAnimation(.linear(duration: 0.2)) { on.toggle() } } else { on.toggle() }
            }
            if on { Text("Hi").transition(transition) }
        }
        .frame(width: 110, height: 66, alignment: .top)
    }
}

@MainActor
@Suite("Transitions")
struct TransitionTests {
    private func label(_ stage: Stage<some View>, _ text: String) -> UILabel? {
        stage.controller.view.subviews.compactMap { $0 as? UILabel }.first { $0.text == text }
    }

    @Test func aMovedViewArrivesFromItsEdgeAndComesToRest() throws {
        let stage = Stage(Shown(transition: .move(edge: .leading), animated: true), columns: 10, rows: 3)
        stage.tap(label: "Flip")
        stage.flush()
        let hi = try #require(label(stage, "Hi"))
        let rest = hi.frame
        let start = hi.layer.presentation()!.frame
        #expect(start.maxX <= 0, "it starts past the leading edge")
        #expect(hi.layer.presentation()!.opacity == 1, "a move does not fade")
        stage.host.advance(by: 0.1)
        let halfway = hi.layer.presentation()!.frame.minX
        #expect(halfway > start.minX && halfway < rest.minX)
        stage.host.settle()
        #expect(hi.layer.presentation()!.frame == rest)
    }

    @Test func aRemovedViewStaysWhileItLeavesThenGoes() throws {
        let stage = Stage(Shown(transition: .slide, animated: true), columns: 10, rows: 3)
        stage.tap(label: "Flip")
        stage.flush()
        stage.host.settle()
        let hi = try #require(label(stage, "Hi"))
        stage.tap(label: "Flip")
        stage.flush()
        // Its identity ended, but it is still on screen, sliding out towards the trailing edge.
        #expect(hi.superview === stage.controller.view)
        stage.host.advance(by: 0.1)
        #expect(hi.layer.presentation()!.frame.minX > 0)
        stage.host.settle()
        #expect(hi.superview == nil)
        #expect(label(stage, "Hi") == nil)
    }

    @Test func anAsymmetricTransitionScalesInAndFadesOut() throws {
        let stage = Stage(Shown(transition: .asymmetric(insertion: .scale, removal: .opacity), animated: true), columns: 10, rows: 3)
        stage.tap(label: "Flip")
        stage.flush()
        let hi = try #require(label(stage, "Hi"))
        let scale = hi.layer.presentation()!.transform
        #expect(scale.m11 < 0.01 && hi.layer.presentation()!.opacity == 1)
        stage.host.settle()
        stage.tap(label: "Flip")
        stage.flush()
        stage.host.advance(by: 0.1)
        let opacity = hi.layer.presentation()!.opacity
        #expect(opacity > 0 && opacity < 1)
        #expect(CATransform3DIsIdentity(hi.layer.presentation()!.transform))
        stage.host.settle()
        #expect(hi.superview == nil)
    }

    @Test func withoutAnimationAViewLeavesAtOnce() throws {
        let stage = Stage(Shown(transition: .slide, animated: false), columns: 10, rows: 3)
        stage.tap(label: "Flip")
        stage.flush()
        let hi = try #require(label(stage, "Hi"))
        stage.tap(label: "Flip")
        stage.flush()
        #expect(hi.superview == nil)
    }
}
