import { PICTURE_QUALITY, PICTURE_SIZE } from '@fundshop/core';

/** SPEC §5: a participant picture is a jpg, jpeg or png file. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export function isAcceptedPicture(file: File): boolean {
  return /\.(jpe?g|png)$/i.test(file.name) || file.type === 'image/jpeg' || file.type === 'image/png';
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture could not be read.'));
    };
    image.src = url;
  });
}

/**
 * Resizes a picture in the browser to SPEC's 600x600 JPEG at quality 0.95 (the centre square, like the server's
 * `cover`), so uploads stay small; the server decodes and re-encodes it again. Resolves with a data: URL.
 */
export async function resizePictureToJpeg(file: File): Promise<string> {
  const image = await loadImage(file);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  if (!side) throw new Error('The picture could not be read.');
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_SIZE;
  canvas.height = PICTURE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be read.');
  // A PNG with transparency gets a white background rather than JPEG's black.
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, PICTURE_SIZE, PICTURE_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    (image.naturalWidth - side) / 2,
    (image.naturalHeight - side) / 2,
    side,
    side,
    0,
    0,
    PICTURE_SIZE,
    PICTURE_SIZE,
  );
  return canvas.toDataURL('image/jpeg', PICTURE_QUALITY / 100);
}
