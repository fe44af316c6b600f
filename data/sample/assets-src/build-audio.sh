#!/usr/bin/env bash
# Regenerates the SAMPLE daily-briefing audio in data/sample/audio/ from the
# fictional scripts in assets-src/briefings/*.txt, then rewrites media.json.
#
# Synthetic speech only (espeak-ng); nothing here is real news.
# Needs: espeak-ng, sox, lame (Debian: apt-get install -y espeak-ng sox lame).
# Idempotent: every run overwrites the same files with the same bytes.
#
# Usage: bash data/sample/assets-src/build-audio.sh   (SKIP_MEDIA=1 to leave media.json alone)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
sample="$(dirname "$here")"
out="$sample/audio"
scripts="$here/briefings"

for tool in espeak-ng sox lame; do
  command -v "$tool" >/dev/null || { echo "build-audio: missing $tool" >&2; exit 1; }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# region | espeak-ng voice | words per minute | pitch | spoken edition name (ID3 title)
regions=(
  "global|en-us|168|42|Global Edition"
  "india|en-gb|166|48|India Edition"
  "usa|en-us+m3|168|40|USA Edition"
  "california|en-us+f2|166|50|California Edition"
  "netherlands|nl|160|45|Netherlands Edition"
  "portugal|en-gb-x-rp|166|44|Portugal Edition"
  "unitedkingdom|en-gb|165|38|United Kingdom Edition"
  "bengal|en-gb+f3|165|52|West Bengal Edition"
)

for row in "${regions[@]}"; do
  IFS='|' read -r region voice wpm pitch edition <<<"$row"
  text="$scripts/$region.txt"
  [[ -f "$text" ]] || { echo "build-audio: missing $text" >&2; exit 1; }

  espeak-ng -v "$voice" -s "$wpm" -p "$pitch" -g 3 -f "$text" -w "$tmp/$region.raw.wav"
  # 22.05 kHz mono, short lead-in/out silence, normalised to -3 dBFS, no dither (so reruns are byte-identical).
  sox -D "$tmp/$region.raw.wav" -r 22050 -c 1 -b 16 "$tmp/$region.wav" pad 0.6 0.9 norm -3
  lame --quiet -m m -b 32 --cbr --resample 22.05 \
    --tt "Tidings sample briefing - $edition" \
    --ta "Tidings (sample content)" \
    --tl "Tidings sample" \
    --tc "Fictional sample; synthetic speech (espeak-ng)" \
    "$tmp/$region.wav" "$out/$region-briefing.mp3"

  printf '%-14s %6.2f s  %s\n' "$region" "$(soxi -D "$tmp/$region.wav")" "audio/$region-briefing.mp3"
done

if [[ "${SKIP_MEDIA:-}" == 1 ]]; then
  : # caller regenerates media.json itself
elif command -v node >/dev/null; then
  node "$here/build-media.mjs"
else
  echo "build-audio: node not found; run assets-src/build-media.mjs to refresh media.json" >&2
fi
