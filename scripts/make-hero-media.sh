#!/usr/bin/env bash
# Renders the home page hero: a calm, seamless 8-second loop of slowly folding "silk"
# in the club's palette (ink, aubergine, oxblood, a brass highlight), plus a poster frame.
# Everything is computed by ffmpeg's own sources: no stock footage, no hotlinked media.
#
#   scripts/make-hero-media.sh            # writes src/web/public/media/hero.{mp4,webm} and hero-poster.{jpg,webp}
#
# The loop is seamless because every time term is a whole-period sine of t/T.
set -euo pipefail

OUT_DIR="${1:-$(dirname "$0")/../src/web/public/media}"
mkdir -p "$OUT_DIR"
T=8          # seconds, one full period
FPS=24
W=480; H=270 # rendered small (geq is per-pixel), then scaled up; the picture is soft anyway

# Phase terms: P = one turn per loop, Q = two turns per loop.
P="(2*PI*T/$T)"
Q="(4*PI*T/$T)"
# A warped diagonal field in [0,1]: folds of fabric drifting slowly.
F="(0.5+0.5*sin(X/34+Y/52+1.6*sin(Y/61+$P)+0.9*sin((X-Y)/83-$Q+1.3)+0.5*sin(X/29+$P+2.1)))"
# Colour ramp: ink (24,18,22) -> oxblood (96,30,44) -> brass highlight (182,150,104) in the brightest folds.
R="24+72*$F+86*pow($F,6)"
G="18+12*$F+108*pow($F,6)"
B="22+22*$F+60*pow($F,6)"

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${W}x${H}:r=${FPS}:d=${T}" \
  -vf "format=gbrp,geq=r='$R':g='$G':b='$B',scale=1280:720:flags=bicubic,gblur=sigma=6,vignette=angle=PI/4.2,noise=alls=3:allf=t,format=yuv420p" \
  -c:v libx264 -preset slow -crf 26 -profile:v high -pix_fmt yuv420p -movflags +faststart -an \
  "$tmp/hero.mp4"

cp "$tmp/hero.mp4" "$OUT_DIR/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$OUT_DIR/hero.mp4" \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 4 -an "$OUT_DIR/hero.webm"
ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$OUT_DIR/hero.mp4" -frames:v 1 -q:v 4 "$OUT_DIR/hero-poster.jpg"
# The page paints the WebP (half the bytes); the JPEG is for link previews. sharp is the app's own image library.
node -e "require('sharp')(process.argv[1]).webp({ quality: 70 }).toFile(process.argv[2])" "$OUT_DIR/hero-poster.jpg" "$OUT_DIR/hero-poster.webp"

ls -l "$OUT_DIR"/hero.mp4 "$OUT_DIR"/hero.webm "$OUT_DIR"/hero-poster.jpg "$OUT_DIR"/hero-poster.webp
