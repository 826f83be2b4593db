// On iOS, `import SwiftUI` brings UIKit along: a file that imports only SwiftUI can write
// `Color(UIColor.systemBackground)`, `Image(uiImage:)` or `UIApplication.shared`, and UIKit
// brings Foundation. TesseraUI does the same with Tessera (which re-exports Foundation), so
// porting a SwiftUI file is its import line alone: `import SwiftUI` becomes `import TesseraUI`.
@_exported import Tessera
