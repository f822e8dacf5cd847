/**
 * A photo under static/ is published as it is, linked or not; one that most browsers cannot show
 * is reported by its file (a Markdown line that shows it is reported by the images rule as well).
 */
import {error, siteRule} from '../rule';
import {FIXED_IN_PULL_REQUEST} from './images';

/** Photo files that most browsers cannot show: an iPhone's HEIC, and scanners' TIFF. */
const UNSHOWABLE_PHOTO = /\.(?:hei[cf]|tiff?)$/i;

const rule = {
  id: 'photo-format',
  help: 'add-photos',
  messages: {
    'photo-unshowable': error(
      (file) =>
        `写真 ${file} は多くのブラウザーで表示できない形式（iPhone の HEIC や TIFF）です。JPEG に変換し、この写真を使っている行も書き換えます。${FIXED_IN_PULL_REQUEST}`,
      'fixable',
    ),
  },
};

export default siteRule(rule, (files, _site, report) => {
  for (const file of files) {
    if (!file.path.startsWith('static/') || !UNSHOWABLE_PHOTO.test(file.path)) continue;
    report(file)('photo-unshowable', {fix: {photo: file.path}}, file.path);
  }
});
