import sharp from 'sharp';
import { UnsupportedImageError, type ImageProcessor } from './images.ts';

/** Formats we accept, as sharp names them after decoding (the file name or MIME type is never trusted). */
const ACCEPTED = new Set(['jpeg', 'png']);
/** Refuse decompression bombs: a 5 MB PNG can declare a gigantic canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Decodes an accepted picture and re-encodes it as a JPEG of the given size and fit; never keeps the bytes as given. */
async function reencode(bytes: Buffer, resize: sharp.ResizeOptions, quality: number): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new UnsupportedImageError('not an image');
  }
  if (!format || !ACCEPTED.has(format)) throw new UnsupportedImageError(`unsupported format ${format}`);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize(resize)
      .flatten({ background: '#ffffff' }) // transparent PNG areas become white, not black
      .jpeg({ quality })
      .toBuffer();
  } catch {
    throw new UnsupportedImageError('image could not be decoded');
  }
}

export function createSharpImages(): ImageProcessor {
  return {
    toSquareJpeg: (bytes, size, quality) => reencode(bytes, { width: size, height: size, fit: 'cover' }, quality),
    toJpegWithin: (bytes, width, height, quality) =>
      reencode(bytes, { width, height, fit: 'inside', withoutEnlargement: true }, quality),
  };
}
