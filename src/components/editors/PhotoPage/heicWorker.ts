/*
 * Decodes an iPhone photo (HEIC) into pixels for the photo page, off the page. A worker loaded
 * from the site's own file takes no policy from the page's meta Content-Security-Policy, so
 * heic-to may start its own `blob:` worker here, which `worker-src 'self'` refuses on the page.
 * `heic-to/csp` compiles its decoder without `new Function`.
 */
import {heicTo} from 'heic-to/csp';

onmessage = async ({data}: MessageEvent<Blob>) => {
  try {
    const bitmap = await heicTo({blob: data, type: 'bitmap'});
    postMessage({bitmap}, {transfer: [bitmap]});
  } catch (error) {
    postMessage({error: String(error)});
  }
};
