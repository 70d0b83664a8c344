import CCairo
import CPNGWriter

/// Collects the bytes Cairo writes to a stream. Cairo holds it as an opaque `void *`
/// closure for the lifetime of one surface; the caller keeps it alive meanwhile.
final class ByteSink {
    var bytes: [UInt8] = []

    /// The `closure` argument for Cairo's `*_for_stream` functions.
    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// A `cairo_write_func_t` appending to the sink passed as `closure`.
    static var write: cairo_write_func_t {
        { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            if let data, length > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            }
            return CAIRO_STATUS_SUCCESS
        }
    }

    /// A `marbles_png_write_func` appending to the sink passed as `closure`.
    static var writePNG: marbles_png_write_func {
        { closure, data, length in
            guard let closure else { return 1 }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            if let data, length > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
            }
            return 0
        }
    }
}

/// Hands PNG bytes to Cairo's reader, in the chunks it asks for.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The `closure` argument for `cairo_image_surface_create_from_png_stream`.
    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// A `cairo_read_func_t` reading from the source passed as `closure`.
    static var read: cairo_read_func_t {
        { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { buffer in
                data.update(from: buffer.baseAddress! + source.offset, count: count)
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }
    }
}
