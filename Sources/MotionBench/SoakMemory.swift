import Foundation

/// The soak's view of this process's memory: resident pages (`/proc/self/statm`) and glibc
/// malloc's own account of its heap (`malloc_info`, summed over every arena): the bytes it has
/// handed out and not yet been given back (`heapInUse`), and the bytes it holds free inside its
/// arenas (`heapFree`). Resident memory that grows while `heapInUse` stays flat is free space
/// malloc keeps (fragmentation), not memory the program holds on to.
///
/// Where the process does not run on glibc (or `/proc` is missing) the figures are 0.
///
/// ```swift
/// let before = SoakMemory.now()
/// runFrames()
/// print(SoakMemory.now().heapInUse - before.heapInUse)   // bytes the frames kept
/// ```
struct SoakMemory {
    /// Resident memory, in bytes.
    var resident: Int
    /// Bytes malloc has handed out (its arenas' used chunks plus its mmapped blocks).
    var heapInUse: Int
    /// Bytes malloc holds free in its arenas (in its bins and at their tops).
    var heapFree: Int

    /// The figures now.
    static func now() -> SoakMemory {
        let heap = mallocTotals()
        return SoakMemory(resident: residentBytes(), heapInUse: max(heap.system - heap.free, 0) + heap.mmapped,
                          heapFree: heap.free)
    }

    /// Gives malloc's free pages back to the system (`malloc_trim(0)`); returns whether any were.
    @discardableResult
    static func trim() -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return false }
        typealias Trim = @convention(c) (Int) -> Int32
        return unsafeBitCast(symbol, to: Trim.self)(0) != 0
    }

    /// One line: resident, in use and free, in MB.
    var summary: String {
        String(format: "resident %.2f MB, heap in use %.2f MB, free in malloc's arenas %.2f MB",
               Double(resident) / 1_048_576, Double(heapInUse) / 1_048_576, Double(heapFree) / 1_048_576)
    }

    private static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// malloc's totals over every arena, from the last lines of `malloc_info(0, …)`: free chunks
    /// (`<total type="fast">` and `<total type="rest">`), the arenas' memory from the system
    /// (`<system type="current">`) and the blocks it mmapped (`<total type="mmap">`).
    private static func mallocTotals() -> (system: Int, free: Int, mmapped: Int) {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return (0, 0, 0) }
        typealias Info = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return (0, 0, 0) }
        _ = unsafeBitCast(symbol, to: Info.self)(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard let buffer else { return (0, 0, 0) }
        // The totals follow the last </heap>; each heap repeats the same tags for itself.
        let xml = String(cString: buffer)
        let totals = xml.range(of: "</heap>", options: .backwards).map { String(xml[$0.upperBound...]) } ?? xml
        func size(_ tag: String, _ type: String) -> Int {
            guard let start = totals.range(of: "<\(tag) type=\"\(type)\"") else { return 0 }
            let rest = totals[start.upperBound...]
            guard let sizeStart = rest.range(of: "size=\"") else { return 0 }
            return Int(rest[sizeStart.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        return (size("system", "current"), size("total", "fast") + size("total", "rest"), size("total", "mmap"))
    }
}
