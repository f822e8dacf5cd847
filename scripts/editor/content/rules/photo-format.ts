/**
 * A photo under static/ is published as it is, linked or not; one that most browsers cannot show
 * is reported by its file (a Markdown line that shows it is reported by the images rule as well).
 */
import {siteRule} from '../rule-types';

/** Photo files that most browsers cannot show: an iPhone's HEIC, and scanners' TIFF. */
const UNSHOWABLE_PHOTO = /\.(?:hei[cf]|tiff?)$/i;

export default siteRule('photo-format', (files, _site, report) => {
  for (const file of files) {
    if (!file.path.startsWith('static/') || !UNSHOWABLE_PHOTO.test(file.path)) continue;
    report(file)('photo-unshowable', {fix: {photo: file.path}}, file.path);
  }
});
