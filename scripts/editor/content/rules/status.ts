/** What keeps a page from being published or listed: a draft, a later date, unlisted. */
import {isPublished, tokyoDay} from '../../../../config/publishing';
import {fileRule, notice} from '../rule';

const rule = {
  id: 'status',
  help: 'draft-schedule-unlisted',
  messages: {
    draft: notice(
      () =>
        '下書き（draft: true）なので公開されません。公開するときは draft の行を消してください。',
    ),
    scheduled: notice(
      (day) =>
        `公開日が ${day} なので、まだ公開されません。その日の 0 時過ぎ（日本時間）に、毎日の自動公開でサイトに載ります。`,
    ),
    unlisted: notice(
      () =>
        '限定公開（unlisted: true）です。一覧・サイドバー・検索エンジンには載らず、URL を知っている人だけが見られます。',
    ),
  },
};

export default fileRule(rule, ({partial, frontMatter, keyLines}, report, {now}, {data: {date}}) => {
  if (partial) return;
  if (frontMatter.draft === true) report('draft', keyLines.get('draft'));
  else if (date && !isPublished(date, now)) {
    report('scheduled', keyLines.get('date') ?? 1, tokyoDay(date));
  }
  if (frontMatter.unlisted === true) report('unlisted', keyLines.get('unlisted'));
});
