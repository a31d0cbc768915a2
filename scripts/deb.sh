#!/usr/bin/env bash
# Builds dist/kurs_VERSION_ARCH.deb with dpkg-deb from the stripped release binary (run by `make deb`).
#
# Usage: scripts/deb.sh VERSION BINARY [OUTDIR]      (BINARY: stripped; MAINTAINER="Name <mail>" overrides the Maintainer field)
#
# Depends: the shared libraries the binary links (libc, libm, libgcc; libstdc++ is linked in statically), found by
# dpkg-shlibdeps (dpkg-dev), plus those kurs loads with dlopen when first needed, which ldd cannot see: libncursesw6
# and libtinfo6 (the dashboard), libcurl4 or libcurl3-gnutls (the same ABI, loaded when libcurl.so.4 is missing; at
# its first request: without it every fetch fails with "no HTTP (install libcurl)", so a kurs that can only show
# sample data is not what the package promises) and libsqlite3-0 (the rate history; 3.31 for SQLITE_OPEN_NOFOLLOW).
# Recommends: ca-certificates — every source is HTTPS, and libcurl only recommends them (`--no-install-recommends`
# would leave every fetch failing on the certificate).
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?version}
binary=${2:?stripped release binary}
outdir=${3:-dist}
maintainer=${MAINTAINER:-kurs contributors <kurs@example.org>}
arch=$(dpkg --print-architecture)
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
EXTRA_DEPENDS="libncursesw6 (>= 6), libtinfo6 (>= 6), libcurl4 | libcurl3-gnutls, libsqlite3-0 (>= 3.31)"
command -v dpkg-shlibdeps >/dev/null || { echo "deb.sh: dpkg-shlibdeps is missing (apt-get install dpkg-dev)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"
doc="$root/usr/share/doc/kurs"
install -D -m 755 "$binary" "$root/usr/bin/kurs"
install -d -m 755 "$root/usr/share/man/man1" "$doc"
gzip -9n < Resources/kurs.1 > "$root/usr/share/man/man1/kurs.1.gz"
install -D -m 644 Resources/completions/kurs.bash "$root/usr/share/bash-completion/completions/kurs"
install -D -m 644 Resources/completions/_kurs "$root/usr/share/zsh/vendor-completions/_kurs"
install -D -m 644 Resources/completions/kurs.fish "$root/usr/share/fish/vendor_completions.d/kurs.fish"

# /usr/share/doc/kurs/copyright (machine-readable format; MIT is "Expat" in Debian's terms) and changelog.gz.
{
  cat <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: kurs

Files: *
Copyright: 2026 kurs contributors
License: Expat

Files: usr/bin/kurs
Copyright: 2026 kurs contributors
 2014-2026 Apple Inc. and the Swift project authors
License: Expat and Apache-2.0
Comment: The Swift standard library, Foundation and Dispatch are linked statically into the binary; they are
 under the Apache License 2.0 with the Runtime Library Exception.

License: Apache-2.0
 On Debian systems the full text of the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0.

License: Expat
COPYRIGHT
  sed -n '/^Permission/,$p' LICENSE | sed 's/^$/./; s/^/ /'
} > "$doc/copyright"
printf 'kurs (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' "$version" "$version" "$maintainer" \
  "$(date -u -R -d "@$epoch")" | gzip -9n > "$doc/changelog.gz"
find "$root" -type d -exec chmod 755 {} +
find "$root/usr/share" -type f -exec chmod 644 {} +
find "$root" -exec touch -h -d "@$epoch" {} +

# Depends from the linked libraries (dpkg-shlibdeps reads a debian/control beside the package tree).
mkdir -p "$work/debian" "$root/DEBIAN"
printf 'Source: kurs\n\nPackage: kurs\nArchitecture: any\n' > "$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O root/usr/bin/kurs 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

installed_size=$(du -s -k --apparent-size "$root/usr" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: kurs
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $shlibs, $EXTRA_DEPENDS
Recommends: ca-certificates
Suggests: tmux
Section: utils
Priority: optional
Description: terminal dashboard for hryvnia exchange rates, coins and weather
 kurs shows PrivatBank buy/sale rates, a currency converter, CoinGecko coins
 with a detail view and the weather in one terminal screen, refreshed on a
 schedule, working offline from its cache, and feeding tmux status lines.
 .
 Its commands (kurs rates, kurs convert, kurs coins, kurs status, kurs weather)
 print aligned columns, tab-separated values or JSON for scripts.
CONTROL
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

mkdir -p "$outdir"
deb="$outdir/kurs_${version}_${arch}.deb"
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
