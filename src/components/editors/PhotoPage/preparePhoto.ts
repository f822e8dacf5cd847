/*
 * Makes one photo ready for a post, entirely in the browser: an iPhone photo (HEIC) decoded to
 * pixels (heicWorker.ts), every photo drawn on a canvas and encoded again as a JPEG no larger
 * than the site's limit. Encoding from pixels writes no metadata: no GPS position, no camera
 * serials. Loaded by the photo page only when an editor chooses photos.
 */
import imageCompression from 'browser-image-compression';
import {IMAGE_MAX_BYTES, PHOTO_MAX_SIDE} from '@site/src/lib/photos';

/** A reason to show the editor, in Japanese, for a photo that could not be prepared. */
export class PhotoError extends Error {}

const isHeic = (file: File) => /\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/.test(file.type);

/**
 * The pixels of an iPhone photo as a JPEG at full quality, for the compression to shrink; the
 * photo as it is where the decoder cannot run, for Safari, which shows HEIC itself.
 */
async function heicAsJpeg(file: File): Promise<File> {
  const worker = new Worker(new URL('./heicWorker.ts', import.meta.url));
  try {
    const bitmap = await new Promise<ImageBitmap>((resolve, reject) => {
      worker.onmessage = ({data}: MessageEvent<{bitmap?: ImageBitmap; error?: string}>) => {
        if (data.bitmap) resolve(data.bitmap);
        else reject(new Error(data.error));
      };
      worker.onerror = (event) => {
        reject(new Error(event.message));
      };
      worker.postMessage(file);
    });
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [bitmap.width, bitmap.height];
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', 1);
    });
    if (!blob) throw new Error('toBlob');
    return new File([blob], file.name, {type: 'image/jpeg'});
  } catch {
    return new File([file], file.name, {type: 'image/heic'});
  } finally {
    worker.terminate();
  }
}

export interface PreparedPhoto {
  jpeg: File;
  width: number;
  height: number;
}

/** `file` as a JPEG under the size limit, without metadata. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const heic = isHeic(file);
  const source = heic ? await heicAsJpeg(file) : file;
  if (!source.type.startsWith('image/')) {
    throw new PhotoError('写真のファイルではありません。JPEG・PNG・HEIC の写真を選んでください。');
  }
  let jpeg: File;
  try {
    // On the page's thread: the library's worker would load the library from another host.
    jpeg = await imageCompression(source, {
      maxSizeMB: IMAGE_MAX_BYTES / 1024 / 1024,
      maxWidthOrHeight: PHOTO_MAX_SIDE,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
      maxIteration: 20,
      useWebWorker: false,
      preserveExif: false,
    });
  } catch {
    throw new PhotoError(
      heic
        ? 'このブラウザーでは iPhone の写真（HEIC）を変換できませんでした。iPhone の Safari でこのページを開くか、写真アプリで JPEG として書き出してから選んでください。'
        : 'このブラウザーでは、この写真を読み込めませんでした。写真アプリで JPEG として書き出してから選んでください。',
    );
  }
  if (jpeg.size > IMAGE_MAX_BYTES) {
    throw new PhotoError(
      `${IMAGE_MAX_BYTES / 1024} KB 以下にできませんでした。写真アプリで小さく切り取ってから、もう一度選んでください。`,
    );
  }
  const bitmap = await createImageBitmap(jpeg);
  const {width, height} = bitmap;
  bitmap.close();
  return {jpeg, width, height};
}
