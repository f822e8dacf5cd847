import type * as Preset from '@docusaurus/preset-classic';
import {school} from '../src/data/school';

export const footer = {
  style: 'dark',
  links: [
    {
      title: '教室について',
      items: [
        {label: '学習コース', to: '/docs/intro/course'},
        {label: '講師紹介', to: '/docs/intro/teacher'},
        {label: '料金プラン', to: '/docs/intro/plan'},
        {label: '教室のご案内', to: '/docs/intro/classrooms'},
        {label: '受講環境', to: '/docs/intro/environment'},
        {label: '受講規約', to: '/docs/aboutCompany/terms'},
        {label: '特定商取引法に基づく表記', to: '/docs/aboutCompany/legalNotice'},
        {label: 'プライバシーポリシー', to: '/docs/aboutCompany/privacyPolicy'},
      ],
    },
    {
      title: 'もっと見る',
      items: [
        {label: 'ブログ', to: '/blog'},
        {label: 'GitHub', href: school.githubUrl},
      ],
    },
  ],
  copyright: `© ${school.foundedYear} ${school.name}`,
} satisfies Preset.ThemeConfig['footer'];
