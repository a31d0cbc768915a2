#!/usr/bin/env bash
# Packs the release binary into dist/kurs-VERSION-linux-ARCH.tar.gz (run by `make dist`).
#
# Usage: scripts/dist.sh VERSION BINARY [OUTDIR]      (BINARY: the stripped release binary, see `make stripped`)
#
# The archive has one top directory, kurs-VERSION-linux-ARCH/ (d below), with README.md, LICENSE and a prefix tree:
#   bin/kurs (stripped), share/man/man1/kurs.1, share/bash-completion/completions/kurs,
#   share/zsh/site-functions/_kurs, share/fish/vendor_completions.d/kurs.fish
# so `tar -xzf $d.tar.gz --strip-components=1 -C /usr/local $d/bin $d/share` installs it.
# Files are owned by 0:0, sorted and dated by the last commit (SOURCE_DATE_EPOCH), so the same tree packs the same.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?version}
binary=${2:?stripped release binary}
outdir=${3:-dist}
arch=$(uname -m)
name="kurs-$version-linux-$arch"
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
top="$stage/$name"
install -D -m 755 "$binary" "$top/bin/kurs"
install -D -m 644 Resources/kurs.1 "$top/share/man/man1/kurs.1"
install -D -m 644 Resources/completions/kurs.bash "$top/share/bash-completion/completions/kurs"
install -D -m 644 Resources/completions/_kurs "$top/share/zsh/site-functions/_kurs"
install -D -m 644 Resources/completions/kurs.fish "$top/share/fish/vendor_completions.d/kurs.fish"
install -m 644 README.md LICENSE "$top/"

mkdir -p "$outdir"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" \
  | gzip -9n > "$outdir/$name.tar.gz"
echo "$outdir/$name.tar.gz"
