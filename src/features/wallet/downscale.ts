// Large photos are made smaller on the device before they are kept and uploaded: a phone's 12 MP
// photo of a boarding pass reads as well at 2560 px on its longest side, as a JPEG, at a fraction
// of the bytes. PDFs and photos already small enough are kept as they are.

export const longestSidePx = 2560;
const jpegQuality = 0.85;

/** The photo, downscaled to at most 2560 px on its longest side as a JPEG; the file itself when it fits, is a PDF, or the browser cannot decode it. */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = longestSidePx / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG would turn black as a JPEG: paint it on white, as paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const smaller = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
    return smaller && smaller.size < file.size ? smaller : file;
  } finally {
    bitmap.close();
  }
}
