import { AVATAR_EDGE_PX } from '@sessionbook/domain';

/**
 * A phone photo is several megabytes; a profile picture needs AVATAR_EDGE_PX at most. The browser
 * scales it down (keeping its proportions) and encodes a JPEG, so uploads stay small and fast. A file
 * the browser cannot read as an image is sent as it is: the server then answers what is wrong.
 */
export async function shrinkPicture(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, AVATAR_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  return blob ?? file;
}
