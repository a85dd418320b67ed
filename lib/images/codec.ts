// The photo codec port: the only two things the upload pipeline (lib/catalog/photos.ts) asks of an
// image library. The rules (sniffed bytes, size and pixel limits, polyglots) stay in the pipeline,
// so every codec is held to the same contract; the codec is chosen by configuration (IMAGE_CODEC).

export type ProbedImage = { format: string; width: number; height: number };

export type JpegOptions = {
  /** The longest side of the result; smaller photos are not enlarged. */
  maxSide: number;
  quality: number;
  /** Refuse to decode more pixels than this (the header was checked already; this is the backstop). */
  maxPixels: number;
};

export type EncodedJpeg = { bytes: Uint8Array; width: number; height: number };

export type PhotoCodec = {
  readonly name: ImageCodecName;
  /** Format and dimensions from the header, without decoding pixels; null when unreadable. */
  probe(bytes: Uint8Array): Promise<ProbedImage | null>;
  /**
   * Decodes the first frame, applies the EXIF orientation, fits it inside maxSide × maxSide, puts
   * transparent areas on white and encodes a JPEG with no metadata at all. Throws when unreadable.
   */
  toJpeg(bytes: Uint8Array, options: JpegOptions): Promise<EncodedJpeg>;
};

export const IMAGE_CODECS = ['sharp', 'wasm'] as const;
export type ImageCodecName = (typeof IMAGE_CODECS)[number];

/** IMAGE_CODEC: `sharp` (native, the Node default) or `wasm` (WebAssembly, for Workers). */
export function parseImageCodec(value: string | undefined): ImageCodecName {
  if (value === undefined || value === '') return 'sharp';
  if ((IMAGE_CODECS as readonly string[]).includes(value)) return value as ImageCodecName;
  throw new Error(`IMAGE_CODEC must be one of ${IMAGE_CODECS.join(', ')} (got "${value}")`);
}

/** The size that fits inside maxSide × maxSide keeping the aspect ratio, never larger than the input. */
export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
