import Glibc

/// The Interface Builder templates a worker thread has translated. Every document of a
/// bulk run names the same cell file, and reading, parsing and measuring it was a fifth
/// of such a run: the translation is kept, keyed by the template as written, where it
/// sits, and the file as it is now (its identity, size and modification time, so an
/// edited file is read again). Only translations that succeeded are kept, so errors
/// read as they always do.
final class InterfaceBuilderTemplates {
    private var byKey: [String: InterfaceBuilderTemplate] = [:]
    /// Templates kept at most; past it the cache starts again.
    private let capacity = 64

    func template(_ object: JSONObject, at pointer: JSONPointer, folder: String,
                  files: inout [String: IBDocument]) throws(DocumentError) -> InterfaceBuilderTemplate {
        guard case .string(let path)? = object["xib"],
              case .success(let info) = InputFile(path: DocumentOrigin.path(path, in: folder), layout: .wholeFile).systemPath.status(),
              info.specialKind == nil else {
            return try InterfaceBuilderTemplate(object, at: pointer, folder: folder, files: &files)
        }
        let identity = FileIdentity(info)
        let key = "\(pointer)\u{0}\(describe(.object(object)))\u{0}\(folder)\u{0}\(identity.device):\(identity.inode)"
            + ":\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        if let kept = byKey[key] { return kept }
        let made = try InterfaceBuilderTemplate(object, at: pointer, folder: folder, files: &files)
        if byKey.count >= capacity { byKey.removeAll(keepingCapacity: true) }
        byKey[key] = made
        return made
    }
}
