import {findService} from './services';

const video = findService('video');

/** Needed for every online lesson, whatever the course: the first list on /docs/intro/environment. */
export const onlineLessonNeeds = {
  items: [
    `ビデオ通話アプリ「${video.service}」（アカウントは要りません。講師がお送りするリンクから参加します）`,
    'マイク付きのイヤホンかヘッドセット（周りの音を拾いにくく、声が聞き取りやすくなります）',
    'Web カメラ（ノートパソコンに付いているもので十分です）',
    '画面を共有しても途切れにくい回線（光回線などの固定回線をおすすめします。スマートフォンのテザリングは途切れやすいため避けてください）',
  ],
} as const;
