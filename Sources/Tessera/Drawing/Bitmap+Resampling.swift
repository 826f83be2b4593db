// Resampling of bitmaps for display: the renderer scales images to a view's
// pixel size (one half-block pixel is 11 × 11 pt), usually shrinking a photo by
// a large factor, sometimes enlarging a small icon.

extension Bitmap {
    /// Returns the bitmap scaled to exactly `width × height` pixels.
    ///
    /// Each axis is resampled on its own. An axis that shrinks uses area
    /// averaging (a box filter): every output pixel is the coverage-weighted mean
    /// of the source pixels under it, so thin details fade instead of flickering
    /// in and out. An axis that grows uses bilinear interpolation between pixel
    /// centres. Both weigh colour by alpha (they average premultiplied colour),
    /// so transparent pixels never darken or tint their neighbours.
    ///
    /// The result does not preserve aspect ratio; callers that want aspect fit or
    /// fill compute the target size first.
    ///
    ///     let icon = Bitmap(width: 64, height: 64, fill: RGBA8(r: 255, g: 0, b: 0))
    ///     icon.resized(width: 8, height: 8)   // 8 × 8, still opaque red
    ///
    /// - Parameters:
    ///   - width: The width of the result in pixels; zero or less gives an empty bitmap.
    ///   - height: The height of the result in pixels; zero or less gives an empty bitmap.
    /// - Returns: The resampled bitmap, or `self` when the size is unchanged.
    /// - Complexity: O(`self.width × self.height + width × height`): the axis
    ///   that shrinks is resampled first, so the intermediate image is never
    ///   larger than the input or the output.
    func resized(width newWidth: Int, height newHeight: Int) -> Bitmap {
        guard newWidth > 0, newHeight > 0 else { return Bitmap(width: 0, height: 0) }
        if newWidth == width && newHeight == height { return self }
        guard width > 0, height > 0 else { return Bitmap(width: newWidth, height: newHeight) }

        let horizontal = ResamplingKernel(from: width, to: newWidth)
        let vertical = ResamplingKernel(from: height, to: newHeight)
        // The first pass reads 8-bit pixels directly, so a large photo is never
        // expanded to floating point as a whole; only the smaller intermediate is.
        let source = StraightPixels(bitmap: self)
        let plane: PremultipliedPlane
        if newWidth <= width {
            plane = PremultipliedPlane.resampledHorizontally(source, horizontal)
                .resampledVertically(vertical)
        } else {
            plane = PremultipliedPlane.resampledVertically(source, vertical)
                .resampledHorizontally(horizontal)
        }
        return plane.bitmap()
    }
}

/// One axis of a resampling: for every output index, the run of source indices
/// that contribute to it and their weights (which sum to 1).
private struct ResamplingKernel {
    /// First source index contributing to each output index.
    var starts: [Int] = []
    /// Offsets into `weights` for each output index; `offsets[i]..<offsets[i + 1]`.
    var offsets: [Int] = [0]
    var weights: [Double] = []

    init(from source: Int, to target: Int) {
        starts.reserveCapacity(target)
        offsets.reserveCapacity(target + 1)
        let ratio = Double(source) / Double(target)
        if target <= source {
            // Box filter: output pixel i covers source interval [i·ratio, (i+1)·ratio).
            for index in 0..<target {
                let lower = Double(index) * ratio
                let upper = min(Double(index + 1) * ratio, Double(source))
                let first = Int(lower)
                let last = min(Int((upper).rounded(.up)) - 1, source - 1)
                starts.append(first)
                var total = 0.0
                let begin = weights.count
                for sourceIndex in first...max(first, last) {
                    let overlap = min(upper, Double(sourceIndex + 1)) - max(lower, Double(sourceIndex))
                    let weight = max(overlap, 0)
                    weights.append(weight)
                    total += weight
                }
                if total > 0 {
                    for k in begin..<weights.count { weights[k] /= total }
                }
                offsets.append(weights.count)
            }
        } else {
            // Bilinear: sample the source at the output pixel's centre, pixel
            // centres aligned, clamped at the edges.
            for index in 0..<target {
                let position = (Double(index) + 0.5) * ratio - 0.5
                let clamped = min(max(position, 0), Double(source - 1))
                let first = min(Int(clamped), source - 1)
                let fraction = clamped - Double(first)
                starts.append(first)
                weights.append(1 - fraction)
                if first + 1 < source {
                    weights.append(fraction)
                }
                offsets.append(weights.count)
            }
        }
    }

    var count: Int { starts.count }
}

/// Something the resampling passes read premultiplied samples from.
private protocol PremultipliedSource {
    var width: Int { get }
    var height: Int { get }
    /// The premultiplied sample (r·a, g·a, b·a, a) at a row-major index.
    subscript(index: Int) -> SIMD4<Double> { get }
}

/// A bitmap's 8-bit straight-alpha pixels, premultiplied as they are read.
private struct StraightPixels: PremultipliedSource {
    let bitmap: Bitmap

    var width: Int { bitmap.width }
    var height: Int { bitmap.height }

    subscript(index: Int) -> SIMD4<Double> {
        let pixel = bitmap.pixels[index]
        let alpha = Double(pixel.a) / 255
        return SIMD4(Double(pixel.r) * alpha, Double(pixel.g) * alpha, Double(pixel.b) * alpha, alpha)
    }
}

/// An image as premultiplied floating-point samples (r·a, g·a, b·a, a), a ∈ 0...1.
private struct PremultipliedPlane: PremultipliedSource {
    var width: Int
    var height: Int
    var samples: [SIMD4<Double>]

    subscript(index: Int) -> SIMD4<Double> { samples[index] }

    func resampledHorizontally(_ kernel: ResamplingKernel) -> PremultipliedPlane {
        PremultipliedPlane.resampledHorizontally(self, kernel)
    }

    func resampledVertically(_ kernel: ResamplingKernel) -> PremultipliedPlane {
        PremultipliedPlane.resampledVertically(self, kernel)
    }

    /// Resamples each row of `source` to `kernel.count` columns.
    static func resampledHorizontally(_ source: some PremultipliedSource, _ kernel: ResamplingKernel) -> PremultipliedPlane {
        let newWidth = kernel.count
        let width = source.width
        var result = [SIMD4<Double>](repeating: .zero, count: newWidth * source.height)
        result.withUnsafeMutableBufferPointer { target in
            for y in 0..<source.height {
                let sourceRow = y * width
                let targetRow = y * newWidth
                for x in 0..<newWidth {
                    var sum = SIMD4<Double>.zero
                    let first = sourceRow + kernel.starts[x] - kernel.offsets[x]
                    for k in kernel.offsets[x]..<kernel.offsets[x + 1] {
                        sum += source[first + k] * kernel.weights[k]
                    }
                    target[targetRow + x] = sum
                }
            }
        }
        return PremultipliedPlane(width: newWidth, height: source.height, samples: result)
    }

    /// Resamples each column of `source` to `kernel.count` rows.
    static func resampledVertically(_ source: some PremultipliedSource, _ kernel: ResamplingKernel) -> PremultipliedPlane {
        let newHeight = kernel.count
        let width = source.width
        var result = [SIMD4<Double>](repeating: .zero, count: width * newHeight)
        result.withUnsafeMutableBufferPointer { target in
            for y in 0..<newHeight {
                let targetRow = y * width
                for k in kernel.offsets[y]..<kernel.offsets[y + 1] {
                    let weight = kernel.weights[k]
                    let sourceRow = (kernel.starts[y] + k - kernel.offsets[y]) * width
                    for x in 0..<width {
                        target[targetRow + x] += source[sourceRow + x] * weight
                    }
                }
            }
        }
        return PremultipliedPlane(width: width, height: newHeight, samples: result)
    }

    /// Converts back to straight-alpha 8-bit pixels, rounding to nearest.
    func bitmap() -> Bitmap {
        let pixels = samples.map { sample -> RGBA8 in
            let alpha = sample.w
            guard alpha > 1e-9 else { return .clear }
            func channel(_ value: Double) -> UInt8 {
                UInt8(min(max((value / alpha).rounded(), 0), 255))
            }
            return RGBA8(
                r: channel(sample.x), g: channel(sample.y), b: channel(sample.z),
                a: UInt8(min(max((alpha * 255).rounded(), 0), 255)))
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
