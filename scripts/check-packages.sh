#!/usr/bin/env bash
# Checks what `make dist` and `make deb` built (run by `make check-packages` in CI):
# the tarball's and the deb's file lists, the deb's control fields, that both binaries run `--version`, and, as
# root, that the deb installs with dpkg -i, runs `kurs --version` and `kurs --offline rates`, and removes cleanly.
#
# Usage: scripts/check-packages.sh VERSION [DIR]
set -euo pipefail
version=${1:?version}
dir=${2:-dist}
tarball="$dir/kurs-$version-linux-$(uname -m).tar.gz"
deb="$dir/kurs_${version}_$(dpkg --print-architecture).deb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-packages: $*" >&2; exit 1; }

# Exactly `expected` (one path a line, sorted) or fail with the difference.
same_list() {
  diff -u <(printf '%s\n' "$2" | sort) <(sort "$3") >&2 || fail "$1: unexpected file list (- expected, + found)"
}
# `binary --version` says "kurs VERSION (COMMIT)" with a real commit.
runs_version() {
  local line
  line=$("$1" --version) || fail "$1 --version failed"
  [[ $line =~ ^kurs\ $version\ \(([0-9a-f]{7,40}|unknown\ build)\)$ ]] || fail "$1 --version said: $line"
  echo "$line"
}
# No symbol table: the shipped binary is stripped.
stripped() { ! readelf -S "$1" | grep -q '\.symtab' || fail "$1 is not stripped"; }

top="kurs-$version-linux-$(uname -m)"
tar -tzf "$tarball" | grep -v '/$' > "$work/tar.list"
same_list "$tarball" "$top/LICENSE
$top/README.md
$top/bin/kurs
$top/share/bash-completion/completions/kurs
$top/share/fish/vendor_completions.d/kurs.fish
$top/share/man/man1/kurs.1
$top/share/zsh/site-functions/_kurs" "$work/tar.list"
tar -xzf "$tarball" -C "$work"
stripped "$work/$top/bin/kurs"
echo "tarball ok: $(runs_version "$work/$top/bin/kurs"), $(du -k "$tarball" | cut -f1) KiB"

dpkg-deb --contents "$deb" > "$work/deb.contents"
awk '{print $NF}' "$work/deb.contents" | grep -v '/$' | sed 's|^\./|/|' > "$work/deb.list"
same_list "$deb" "/usr/bin/kurs
/usr/share/bash-completion/completions/kurs
/usr/share/doc/kurs/changelog.gz
/usr/share/doc/kurs/copyright
/usr/share/fish/vendor_completions.d/kurs.fish
/usr/share/man/man1/kurs.1.gz
/usr/share/zsh/vendor-completions/_kurs" "$work/deb.list"
awk '$2 != "root/root" {bad=1} END {exit bad}' "$work/deb.contents" || fail "$deb: files not owned by root"
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = kurs ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version)"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture: $(field Architecture)"
for name in Maintainer Installed-Size Section Priority Description; do [ -n "$(field "$name")" ] || fail "no $name:"; done
for package in libc6 libncursesw6 libtinfo6 libsqlite3-0 libcurl4; do
  field Depends | tr ',' '\n' | grep -q "^ *$package\( \|$\)" || fail "Depends: lacks $package: $(field Depends)"
done
field Depends | tr ',' '\n' | grep -q "^ *libcurl4 | libcurl3-gnutls$" || fail "Depends: libcurl4 without its GnuTLS alternative"
[ "$(field Recommends)" = ca-certificates ] || fail "Recommends: $(field Recommends)"
dpkg-deb --fsys-tarfile "$deb" | tar -xf - -C "$work" ./usr/bin/kurs ./usr/share/man/man1/kurs.1.gz
gzip -t "$work/usr/share/man/man1/kurs.1.gz" || fail "man page is not gzip"
stripped "$work/usr/bin/kurs"
echo "deb ok: $(runs_version "$work/usr/bin/kurs"), $(du -k "$deb" | cut -f1) KiB, Depends: $(field Depends); Recommends: $(field Recommends)"

if [ "$(id -u)" != 0 ]; then echo "check-packages: SKIPPED dpkg -i (needs root)"; exit 0; fi
dpkg -s kurs >/dev/null 2>&1 && fail "a kurs package is installed already; not replacing it"
trap 'dpkg -r kurs >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
dpkg -i "$deb" >/dev/null
home="$work/home"
mkdir -p "$home"
runs_version /usr/bin/kurs >/dev/null
rates=$(env -u XDG_CACHE_HOME -u XDG_CONFIG_HOME -u XDG_STATE_HOME HOME="$home" /usr/bin/kurs --offline rates 2>/dev/null) \
  || fail "installed kurs --offline rates failed"
grep -q $'^USD\tUAH\t' <<<"$rates" || fail "installed kurs --offline rates printed: $rates"
dpkg -r kurs >/dev/null
[ ! -e /usr/bin/kurs ] || fail "/usr/bin/kurs is left after dpkg -r"
echo "deb installs, runs --version and --offline rates, and removes cleanly"
