/**
 * Pixel work for the image cache, in plain JavaScript: transparency flattened onto white (a JPEG
 * has no alpha) and an area-averaging downscale (each target pixel is the mean of the source
 * pixels it covers, the same as a box filter with fractional edges), which never aliases when a
 * 4000-pixel photo becomes 960 pixels wide. Never upscales.
 */

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, RGBA. */
  data: Uint8Array;
}

/** The size an image gets: at most maxWidth wide, the aspect kept, never larger than it was. */
export function targetSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** For each target index along one axis: the source indices it covers and their weights (summing to 1). */
function axisWeights(from: number, to: number): Array<{ start: number; weights: Float32Array }> {
  const scale = from / to;
  const result: Array<{ start: number; weights: Float32Array }> = [];
  for (let d = 0; d < to; d += 1) {
    const start = d * scale;
    const end = Math.min(from, start + scale);
    const first = Math.floor(start);
    const last = Math.min(from - 1, Math.ceil(end) - 1);
    const weights = new Float32Array(last - first + 1);
    for (let s = first; s <= last; s += 1) weights[s - first] = (Math.min(end, s + 1) - Math.max(start, s)) / scale;
    result.push({ start: first, weights });
  }
  return result;
}

/**
 * Flattens onto white and scales to at most maxWidth wide. The answer is RGBA with alpha 255
 * (what jpeg-js's encoder reads).
 */
export function flattenAndResize(image: RgbaImage, maxWidth: number): RgbaImage {
  const { width: tw, height: th } = targetSize(image.width, image.height, maxWidth);
  const { width: sw, height: sh, data } = image;
  // Flattened RGB of the source as floats, one row at a time into the horizontal pass.
  const xs = axisWeights(sw, tw);
  const ys = axisWeights(sh, th);
  const rows = new Float32Array(sh * tw * 3);
  const line = new Float32Array(sw * 3);
  for (let y = 0; y < sh; y += 1) {
    for (let x = 0; x < sw; x += 1) {
      const p = (y * sw + x) * 4;
      const alpha = (data[p + 3] ?? 255) / 255;
      const white = 255 * (1 - alpha);
      line[x * 3] = (data[p] ?? 0) * alpha + white;
      line[x * 3 + 1] = (data[p + 1] ?? 0) * alpha + white;
      line[x * 3 + 2] = (data[p + 2] ?? 0) * alpha + white;
    }
    const rowOut = y * tw * 3;
    for (let dx = 0; dx < tw; dx += 1) {
      const { start, weights } = xs[dx] as { start: number; weights: Float32Array };
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k += 1) {
        const w = weights[k] as number;
        const q = (start + k) * 3;
        r += (line[q] as number) * w;
        g += (line[q + 1] as number) * w;
        b += (line[q + 2] as number) * w;
      }
      rows[rowOut + dx * 3] = r;
      rows[rowOut + dx * 3 + 1] = g;
      rows[rowOut + dx * 3 + 2] = b;
    }
  }
  const out = new Uint8Array(tw * th * 4);
  for (let dy = 0; dy < th; dy += 1) {
    const { start, weights } = ys[dy] as { start: number; weights: Float32Array };
    for (let dx = 0; dx < tw; dx += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < weights.length; k += 1) {
        const w = weights[k] as number;
        const q = ((start + k) * tw + dx) * 3;
        r += (rows[q] as number) * w;
        g += (rows[q + 1] as number) * w;
        b += (rows[q + 2] as number) * w;
      }
      const o = (dy * tw + dx) * 4;
      out[o] = Math.min(255, Math.round(r));
      out[o + 1] = Math.min(255, Math.round(g));
      out[o + 2] = Math.min(255, Math.round(b));
      out[o + 3] = 255;
    }
  }
  return { width: tw, height: th, data: out };
}
