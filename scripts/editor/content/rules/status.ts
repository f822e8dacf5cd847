/** What keeps a page from being published or listed: a draft, a later date, unlisted. */
import {isPublished, tokyoDay} from '../../../../config/publishing';
import {fileRule} from '../rule-types';

export default fileRule('status', ({partial, frontMatter, keyLines, date}, report, {now}) => {
  if (partial) return;
  if (frontMatter.draft === true) report('draft', keyLines.get('draft'));
  else if (date && !isPublished(date, now)) {
    report('scheduled', keyLines.get('date') ?? 1, tokyoDay(date));
  }
  if (frontMatter.unlisted === true) report('unlisted', keyLines.get('unlisted'));
});
