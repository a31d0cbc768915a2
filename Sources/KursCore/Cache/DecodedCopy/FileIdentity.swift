#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which version of a file is on disk: device, inode, size and modification time (nanoseconds), from `fstat(2)` on
/// the descriptor the file was read or written through. Cache files are replaced by `rename(2)`, so every write
/// gives a new identity (`FileSystem` reports it for every file read or written); a decoded copy records the identity of the cache file it was made from and is used only
/// while that file is still the same.
package struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The identity of the regular file open on `descriptor`; nil when it can't be `fstat`ed or is not a regular
    /// file (a directory, FIFO or device).
    init?(regularFileDescriptor descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// An identity given field by field.
    init(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(device)
        writer.write(inode)
        writer.write(size)
        writer.write(modifiedSeconds)
        writer.write(modifiedNanoseconds)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        device = try reader.readUInt64()
        inode = try reader.readUInt64()
        size = try reader.readInt64()
        modifiedSeconds = try reader.readInt64()
        modifiedNanoseconds = try reader.readInt64()
    }
}
