import Observation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable
private final class Caption {
    var text = "Hi"
}

private struct CaptionView: View {
    let caption: Caption

    var body: some View {
        Text(caption.text).padding(.horizontal, 11)
    }
}

@MainActor
@Suite("Hosting in UIKit")
struct HostingTests {
    @Test func sizeThatFitsAsksTheRootView() {
        let controller = UIHostingController(rootView: Text("Hello world"))
        #expect(controller.sizeThatFits(in: CGSize(width: 1000, height: 1000)) == CGSize(width: 121, height: 22))
        #expect(controller.sizeThatFits(in: CGSize(width: 66, height: 1000)) == CGSize(width: 55, height: 44))
    }

    @Test func intrinsicSizingLetsAutoLayoutSizeTheHostedViewAndFollowsItsContent() {
        let caption = Caption()
        let controller = UIHostingController(rootView: CaptionView(caption: caption))
        #expect(controller.view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        controller.sizingOptions = .intrinsicContentSize
        #expect(controller.view.intrinsicContentSize == CGSize(width: 44, height: 22))

        let window = UIWindow()
        let hosted = controller.view!
        hosted.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(hosted)
        NSLayoutConstraint.activate([
            hosted.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            hosted.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 10, rows: 1)
        expectScreen(host.text, " Hi")
        #expect(hosted.frame.size == CGSize(width: 44, height: 22))

        caption.text = "Hello"
        expectScreen(host.text, " Hello")
        #expect(hosted.frame.size == CGSize(width: 77, height: 22))
    }

    @Test func aHostingControllerReleasesItsGraph() {
        weak var root: _ViewNode?
        weak var leaf: _ViewNode?
        do {
            let controller = UIHostingController(rootView: VStack { Text("a"); Color.red.padding() })
            controller.view.frame = CGRect(x: 0, y: 0, width: 110, height: 66)
            controller.view.layoutIfNeeded()
            #expect(controller.view.subviews.count == 2)
            root = controller._graph.root
            leaf = root?.children.first?.children.first
        }
        #expect(root == nil)
        #expect(leaf == nil)
    }

    @Test func aNewRootViewReplacesTheContent() {
        let stage = Stage(Text("One"), columns: 5, rows: 1)
        expectScreen(stage.text, " One")
        stage.controller.rootView = Text("Three")
        expectScreen(stage.text, "Three")
    }
}
