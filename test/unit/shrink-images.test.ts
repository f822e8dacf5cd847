import {test} from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import {IMAGE_MAX_BYTES} from '../../scripts/lib/content';
import {shrinkImage} from '../../scripts/shrink-images';

/** Something like a 12-megapixel phone photo: fine detail that compresses poorly. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: {type: 'gaussian', mean: 128, sigma: 8},
    },
  })
    .blur(1.5)
    .jpeg({quality: 98})
    .toBuffer();

test('a phone photo over the limit comes out under it, as a JPEG a page can show', async () => {
  const photo = await phonePhoto();
  assert.ok(photo.length > IMAGE_MAX_BYTES, `the sample photo is ${photo.length} bytes`);
  const shrunk = await shrinkImage(photo);
  assert.ok(shrunk.length <= IMAGE_MAX_BYTES, `${shrunk.length} bytes`);
  const {format, width, height} = await sharp(shrunk).metadata();
  assert.deepEqual([format, width, height], ['jpeg', 1600, 1200]);
});
