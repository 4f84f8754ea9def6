#!/usr/bin/env bash
# Pictures as a person sees them: writes sample SVGs from the core
# (test/browser/svg_samples, no server), renders each in headless Chromium
# to a PNG at a fixed size, and checks pixels at known places (a given is
# dark, an eliminated candidate red and struck, a placed one green in a
# ring, strong links solid and weak ones dashed, the disc colours apart in
# greyscale): test/browser/check_pixels.py.  Ends with "N passed, N failed".
#
#   test/browser/check_svg.sh                 the check
#   test/browser/check_svg.sh --save DIR [SCALE]
#                                             the README's pictures (a fish, a
#                                             nice loop, a forcing chain) as
#                                             PNGs in DIR, at SCALE pixels a
#                                             unit (doc/img: 1); the checks
#                                             run at SCALE 2 only
set -uo pipefail
cd "$(dirname "$0")/../.."

save="" scale=2 all=""
if [ "${1:-}" = "--save" ]; then
  save=${2:?--save needs a directory}
  scale=${3:-2}
  all="--all"
fi

browser=""
for b in chromium chromium-browser google-chrome; do
  command -v "$b" >/dev/null 2>&1 && { browser=$b; break; }
done
if [ -z "$browser" ]; then
  echo "not ok 1 - no Chromium (Debian: apt-get install chromium)"
  echo "0 passed, 1 failed"
  exit 1
fi
python=$(command -v python3 || true)
if [ -z "$python" ]; then
  echo "not ok 1 - no python3 to read the PNGs"
  echo "0 passed, 1 failed"
  exit 1
fi

make -s test/browser/svg_samples || { echo "0 passed, 1 failed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/out" "$work/profile"
test/browser/svg_samples $all "$work/out" "$scale" || { echo "not ok 1 - svg_samples failed"; echo "0 passed, 1 failed"; exit 1; }

# one headless Chromium run a picture, the window the picture's size
while read -r kind name width height _; do
  [ "$kind" = "svg" ] || continue
  flags=(--headless --disable-gpu --hide-scrollbars --force-device-scale-factor=1
         --no-first-run --no-default-browser-check --disable-extensions
         --user-data-dir="$work/profile" --window-size="$width,$height"
         --screenshot="$work/out/$name.png")
  # only files this script wrote are opened: no sandbox needed (and none works
  # as root or in most containers)
  flags+=(--no-sandbox)
  timeout 60 "$browser" "${flags[@]}" "file://$work/out/$name.svg" >"$work/$name.log" 2>&1 \
    || { echo "# $browser failed on $name.svg:"; tail -n 5 "$work/$name.log" | sed 's/^/#   /'; }
done < "$work/out/checks.txt"

if [ -n "$save" ]; then
  mkdir -p "$save"
  for name in fish loop forcing; do
    cp "$work/out/$name.png" "$save/" && echo "# wrote $save/$name.png"
  done
  [ "$scale" -eq 2 ] || { echo "# the checks are made for SCALE 2: not run"; exit 0; }
fi
"$python" test/browser/check_pixels.py "$work/out"
