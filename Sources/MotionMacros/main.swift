import Foundation

// Motion's compiler plugin: the macros SwiftUI files use that only make sense in Xcode. It speaks
// the Swift compiler's plugin protocol by hand (messages framed by an 8-byte little-endian length,
// JSON inside), because no swift-syntax package can be fetched here; its only macro, `#Preview`,
// expands to nothing, so it needs no syntax tree.
//
//     #Preview { ContentView() }   // compiles, and adds nothing to the program

/// Reads exactly `count` bytes from standard input; nil at the end of the stream.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Sends one message: its length as 8 little-endian bytes, then the JSON.
func send(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object) else { return }
    var length = UInt64(json.count).littleEndian
    var message = Data(bytes: &length, count: 8)
    message.append(json)
    FileHandle.standardOutput.write(message)
}

/// The protocol version of the compiler (sent with its first message).
var hostVersion = 1
/// The newest protocol version this plugin answers in.
let pluginProtocolVersion = 7

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard length > 0, let body = readBytes(Int(length)),
          let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { break }
    if let request = message["getCapability"] as? [String: Any] {
        let host = ((request["capability"] as? [String: Any])?["protocolVersion"] as? Int) ?? 1
        send(["getCapabilityResult": ["capability": ["protocolVersion": min(host, pluginProtocolVersion)]]])
        hostVersion = host
    } else if message["expandFreestandingMacro"] != nil || message["expandAttachedMacro"] != nil {
        // Every macro of this plugin expands to nothing.
        let result: [String: Any] = ["expandedSource": "", "diagnostics": [Any]()]
        send([hostVersion >= 5 ? "expandMacroResult" : "expandFreestandingMacroResult": result])
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]])
    } else {
        break
    }
}
