import Foundation
import Tessera

extension TerminalFrameWriter {
    /// The kitty graphics protocol commands the writer sends: `ESC _ G keys ; payload ESC \`.
    ///
    /// Every command has `q=2`, so the terminal sends no reply to be mistaken for input, and
    /// `C=1`, so the cursor stays where it was. Images are placed under the text (`z=-1`)
    /// with placement id 1, at the cursor, over the cells of their visible part; the pixels of
    /// that part are the source rectangle (`x`, `y`, `w`, `h`), so an image partly scrolled
    /// out of its clip is not sent again, only placed again.
    enum _KittyCommand {
        /// Base64 bytes per chunk, as the protocol asks.
        static let chunkSize = 4096

        /// Transmits `image` as RGBA (`f=32`), zlib-compressed (`o=z`) when that is smaller, and
        /// places it (`a=T`), in chunks: `m=1` on every chunk but the last, the keys on the
        /// first only.
        static func appendTransmission(of image: Canvas.Image, to bytes: inout [UInt8]) {
            let compressed = _Zlib.compressed(image.rgba)
            let payload = Array(Data(compressed ?? image.rgba).base64EncodedData())
            let format = compressed == nil ? "f=32" : "f=32,o=z"
            var keys = "a=T,\(format),s=\(image.width),v=\(image.height),\(placementKeys(image))"
            var offset = 0
            repeat {
                let end = min(payload.count, offset + chunkSize)
                let more = end < payload.count
                if offset > 0 { keys = "q=2" }
                if more || offset > 0 { keys += more ? ",m=1" : ",m=0" }
                append(keys: keys, payload: payload[offset..<end], to: &bytes)
                offset = end
            } while offset < payload.count
        }

        /// Places the image sent before under `image.id` again, replacing its placement.
        static func appendPlacement(of image: Canvas.Image, to bytes: inout [UInt8]) {
            append(keys: "a=p,\(placementKeys(image))", payload: [], to: &bytes)
        }

        /// Deletes the image `id`, its placements and its pixels (`d=I`).
        static func appendDeletion(of id: Int, to bytes: inout [UInt8]) {
            append(keys: "a=d,d=I,i=\(id),q=2", payload: [], to: &bytes)
        }

        /// Deletes every image this program placed (`d=A`), for a repaint.
        static func appendDeletionOfAll(to bytes: inout [UInt8]) {
            append(keys: "a=d,d=A,q=2", payload: [], to: &bytes)
        }

        private static func placementKeys(_ image: Canvas.Image) -> String {
            let source = image.visiblePixels
            return "i=\(image.id),p=1,q=2,C=1,z=-1,x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height)"
                + ",c=\(image.visible.width),r=\(image.visible.height)"
        }

        private static func append(keys: String, payload: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
            bytes.append(0x1B)
            bytes.append(0x5F)  // _
            bytes.append(0x47)  // G
            bytes.append(contentsOf: keys.utf8)
            if !payload.isEmpty {
                bytes.append(0x3B)  // ;
                bytes.append(contentsOf: payload)
            }
            bytes.append(0x1B)
            bytes.append(0x5C)  // \
        }
    }
}
