#if os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few libcurl easy-interface functions kurs calls directly, looked up at run time in `libcurl.so.4` (or
/// Debian's `libcurl-gnutls.so.4`, same ABI). kurs does not link libcurl (nor FoundationNetworking, which would pull
/// in libcurl and its ~35 dependent libraries at every start): it is loaded on the first request, so commands that
/// never fetch don't pay for loading and relocating it.
///
/// Why not URLSession on Linux: swift-corelibs-foundation's `URLSession._MultiHandle` keeps the socket's write
/// DispatchSource alive after libcurl switches from waiting for "writable" (connecting) to "readable" (waiting for
/// the response); a writable socket then fires that source continuously, and a request waiting on a slow server
/// burns a full core until it ends. `curl_easy_perform` waits in `poll()` instead: no CPU while waiting.
///
/// `curl_easy_setopt` is variadic; it is called through non-variadic function types with one integer or pointer
/// argument, which the SysV x86-64 and AAPCS64 (Linux) calling conventions pass identically.
struct LibCurl: @unchecked Sendable {
    typealias Handle = OpaquePointer
    typealias EasyInit = @convention(c) () -> Handle?
    typealias SetoptLong = @convention(c) (Handle?, Int32, Int) -> Int32
    typealias SetoptPointer = @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
    typealias Perform = @convention(c) (Handle?) -> Int32
    typealias GetinfoLong = @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>) -> Int32
    typealias Cleanup = @convention(c) (Handle?) -> Void
    typealias SlistAppend = @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    typealias SlistFreeAll = @convention(c) (OpaquePointer?) -> Void
    typealias GlobalInit = @convention(c) (Int) -> Int32

    let easyInit: EasyInit
    let setoptLong: SetoptLong
    let setoptPointer: SetoptPointer
    let perform: Perform
    let getinfoLong: GetinfoLong
    let cleanup: Cleanup
    let slistAppend: SlistAppend
    let slistFreeAll: SlistFreeAll

    /// libcurl, loaded and initialised once on first use (`curl_global_init(CURL_GLOBAL_ALL)`), or nil when it
    /// can't be loaded (`unavailableReason` says why).
    static var shared: LibCurl? { loaded.library }

    /// Why `shared` is nil, in words, e.g. "libcurl.so.4: cannot open shared object file: No such file or directory".
    static var unavailableReason: String { loaded.reason }

    /// The library names tried, in order.
    static let libraryNames = ["libcurl.so.4", "libcurl-gnutls.so.4"]

    private static let loaded: (library: LibCurl?, reason: String) = load()

    private static func load() -> (library: LibCurl?, reason: String) {
        var reason = "libcurl.so.4 could not be loaded"
        for name in libraryNames {
            guard let library = dlopen(name, RTLD_NOW) else {
                if name == libraryNames[0], let error = dlerror() { reason = String(cString: error) }
                continue
            }
            if let curl = LibCurl(library: library) { return (curl, "") }
            reason = "\(name) lacks the easy interface or failed to initialise"
        }
        return (nil, reason)
    }

    private init?(library: UnsafeMutableRawPointer) {
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            guard let pointer = dlsym(library, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let globalInit = symbol("curl_global_init", GlobalInit.self),
            let easyInit = symbol("curl_easy_init", EasyInit.self),
            let setoptLong = symbol("curl_easy_setopt", SetoptLong.self),
            let setoptPointer = symbol("curl_easy_setopt", SetoptPointer.self),
            let perform = symbol("curl_easy_perform", Perform.self),
            let getinfoLong = symbol("curl_easy_getinfo", GetinfoLong.self),
            let cleanup = symbol("curl_easy_cleanup", Cleanup.self),
            let slistAppend = symbol("curl_slist_append", SlistAppend.self),
            let slistFreeAll = symbol("curl_slist_free_all", SlistFreeAll.self),
            globalInit(Global.all) == Code.ok
        else { return nil }
        self.easyInit = easyInit
        self.setoptLong = setoptLong
        self.setoptPointer = setoptPointer
        self.perform = perform
        self.getinfoLong = getinfoLong
        self.cleanup = cleanup
        self.slistAppend = slistAppend
        self.slistFreeAll = slistFreeAll
    }

    /// `CURL_GLOBAL_*` flags.
    enum Global { static let all = 3 }

    /// `CURLoption` values (curl.h: LONG +0, OBJECTPOINT +10000, FUNCTIONPOINT +20000).
    enum Option {
        static let writeData: Int32 = 10001
        static let url: Int32 = 10002
        static let lowSpeedLimit: Int32 = 19
        static let lowSpeedTime: Int32 = 20
        static let httpHeader: Int32 = 10023
        static let headerData: Int32 = 10029
        static let noProgress: Int32 = 43
        static let followLocation: Int32 = 52
        static let xferInfoData: Int32 = 10057
        static let maxRedirects: Int32 = 68
        static let httpGet: Int32 = 80
        static let noSignal: Int32 = 99
        static let acceptEncoding: Int32 = 10102
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let writeFunction: Int32 = 20011
        static let headerFunction: Int32 = 20079
        static let xferInfoFunction: Int32 = 20219
    }

    /// `CURLINFO` values.
    enum Info { static let responseCode: Int32 = 0x200000 + 2 }

    /// `CURLcode` values kurs distinguishes.
    enum Code {
        static let ok: Int32 = 0
        static let weirdServerReply: Int32 = 8
        static let partialFile: Int32 = 18
        static let operationTimedOut: Int32 = 28
        static let abortedByCallback: Int32 = 42
        static let gotNothing: Int32 = 52
        static let badContentEncoding: Int32 = 61
    }
}
#endif
