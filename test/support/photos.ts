import sharp from 'sharp';

/** Where and with what a phone photo says it was taken, as a phone writes it into EXIF. */
export const CAMERA = {
  latitude: 35.658,
  longitude: 139.744,
  bodySerial: 'F17XK0Q1N72Q',
  lensSerial: 'LENS0042',
};

/** The EXIF orientation of a photo taken with the phone held upright (rotate 90° clockwise). */
export const UPRIGHT_PHONE = 6;

const dms = (degrees: number) => {
  const minutes = (degrees % 1) * 60;
  return `${Math.trunc(degrees)}/1 ${Math.trunc(minutes)}/1 ${Math.round((minutes % 1) * 6000)}/100`;
};

/**
 * A JPEG such as a phone writes: noisy pixels (they compress like a photo's), the GPS position
 * and camera serials of CAMERA, a Display P3 colour profile and the upright-phone orientation.
 */
export function gpsTaggedJpeg({width, height}: {width: number; height: number}): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: {type: 'gaussian', mean: 128, sigma: 12},
    },
  })
    .withIccProfile('p3')
    .withMetadata({orientation: UPRIGHT_PHONE})
    .withExif({
      IFD0: {Make: 'Apple', Model: 'iPhone 15'},
      IFD2: {BodySerialNumber: CAMERA.bodySerial, LensSerialNumber: CAMERA.lensSerial},
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: dms(CAMERA.latitude),
        GPSLongitudeRef: 'E',
        GPSLongitude: dms(CAMERA.longitude),
      },
    })
    .jpeg({quality: 90})
    .toBuffer();
}
