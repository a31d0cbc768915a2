#if os(Linux)
import CCurl

/// The few libcurl easy-interface functions kurs calls, through the CCurl C target, which loads `libcurl.so.4` (or
/// Debian's `libcurl-gnutls.so.4`, same ABI) with `dlopen` on first use. kurs does not link libcurl (nor
/// FoundationNetworking, which would pull in libcurl and its ~35 dependent libraries at every start), so commands
/// that never fetch don't pay for loading and relocating it.
///
/// Why not URLSession on Linux: swift-corelibs-foundation's `URLSession._MultiHandle` keeps the socket's write
/// DispatchSource alive after libcurl switches from waiting for "writable" (connecting) to "readable" (waiting for
/// the response); a writable socket then fires that source continuously, and a request waiting on a slow server
/// burns a full core until it ends. `curl_easy_perform` waits in `poll()` instead: no CPU while waiting.
///
/// `curl_easy_setopt` and `curl_easy_getinfo` are variadic; Swift can't call C variadic functions correctly, so
/// CCurl exposes one non-variadic C wrapper per argument type (`ccurl_setopt_long`, `…_pointer`, `…_off_t`, the
/// callback types, `ccurl_getinfo_long`) that passes the argument exactly as libcurl's `va_arg` reads it.
struct LibCurl: Sendable {
    typealias Handle = OpaquePointer
    /// `size_t (*)(char *, size_t, size_t, void *)`: `CURLOPT_WRITEFUNCTION`, `CURLOPT_HEADERFUNCTION`.
    typealias WriteCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
    /// `int (*)(void *, curl_off_t ×4)`: `CURLOPT_XFERINFOFUNCTION`.
    typealias XferInfoCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

    /// libcurl, loaded and initialised once on first use (`curl_global_init(CURL_GLOBAL_ALL)`), or nil when it
    /// can't be loaded (`unavailableReason` says why).
    static var shared: LibCurl? { ccurl_load() != 0 ? LibCurl() : nil }

    /// Why `shared` is nil, in words, e.g. "libcurl.so.4: cannot open shared object file: No such file or directory".
    static var unavailableReason: String { String(cString: ccurl_unavailable_reason()) }

    private init() {}

    func easyInit() -> Handle? { ccurl_easy_init() }
    func cleanup(_ handle: Handle) { ccurl_easy_cleanup(handle) }
    func perform(_ handle: Handle) -> Int32 { ccurl_easy_perform(handle) }

    @discardableResult
    func setopt(_ handle: Handle, _ option: Int32, long value: Int) -> Int32 { ccurl_setopt_long(handle, option, value) }

    @discardableResult
    func setopt(_ handle: Handle, _ option: Int32, pointer value: UnsafeRawPointer?) -> Int32 {
        ccurl_setopt_pointer(handle, option, value)
    }

    @discardableResult
    func setopt(_ handle: Handle, _ option: Int32, offT value: Int64) -> Int32 {
        ccurl_setopt_off_t(handle, option, value)
    }

    @discardableResult
    func setopt(_ handle: Handle, _ option: Int32, write callback: WriteCallback) -> Int32 {
        ccurl_setopt_write_callback(handle, option, callback)
    }

    @discardableResult
    func setopt(_ handle: Handle, _ option: Int32, xferInfo callback: XferInfoCallback) -> Int32 {
        ccurl_setopt_xferinfo_callback(handle, option, callback)
    }

    /// A `CURLINFO_LONG` item, or nil when libcurl fails to give it.
    func getinfoLong(_ handle: Handle, _ info: Int32) -> Int? {
        var value = 0
        return ccurl_getinfo_long(handle, info, &value) == Code.ok ? value : nil
    }

    func slistAppend(_ list: OpaquePointer?, _ line: String) -> OpaquePointer? { ccurl_slist_append(list, line) }
    func slistFreeAll(_ list: OpaquePointer?) { ccurl_slist_free_all(list) }

    /// `CURLoption` values (curl.h: LONG +0, OBJECTPOINT +10000, FUNCTIONPOINT +20000, OFF_T +30000).
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
        static let httpGet: Int32 = 80
        static let noSignal: Int32 = 99
        static let acceptEncoding: Int32 = 10102
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let protocolsString: Int32 = 10318
        static let writeFunction: Int32 = 20011
        static let headerFunction: Int32 = 20079
        static let xferInfoFunction: Int32 = 20219
        static let maxFileSizeLarge: Int32 = 30117
    }

    /// `CURLINFO` values.
    enum Info { static let responseCode: Int32 = 0x200000 + 2 }

    /// `CURLcode` values kurs distinguishes.
    enum Code {
        static let ok: Int32 = 0
        static let weirdServerReply: Int32 = 8
        static let partialFile: Int32 = 18
        static let writeError: Int32 = 23
        static let operationTimedOut: Int32 = 28
        static let sslConnectError: Int32 = 35
        static let abortedByCallback: Int32 = 42
        static let gotNothing: Int32 = 52
        static let sslCertProblem: Int32 = 58
        static let sslCipher: Int32 = 59
        static let peerFailedVerification: Int32 = 60
        static let badContentEncoding: Int32 = 61
        static let fileSizeExceeded: Int32 = 63
        static let sslCACertBadFile: Int32 = 77
        static let sslIssuerError: Int32 = 83
        static let sslInvalidCertStatus: Int32 = 91
        static let sslClientCert: Int32 = 98
    }
}
#endif
