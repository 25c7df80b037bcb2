import sharp from 'sharp';
import { UnsupportedImageError, type ImageProcessor } from './images.ts';

/** Formats we accept, as sharp names them after decoding (the file name or MIME type is never trusted). */
const ACCEPTED = new Set(['jpeg', 'png']);
/** Refuse decompression bombs: a 5 MB PNG can declare a gigantic canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export function createSharpImages(): ImageProcessor {
  return {
    async toSquareJpeg(bytes, size, quality) {
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
          .resize(size, size, { fit: 'cover' })
          .flatten({ background: '#ffffff' }) // transparent PNG areas become white, not black
          .jpeg({ quality })
          .toBuffer();
      } catch {
        throw new UnsupportedImageError('image could not be decoded');
      }
    },
  };
}
