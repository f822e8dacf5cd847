import type * as Preset from '@docusaurus/preset-classic';
import {school, TRIAL_CTA_LABEL} from '../src/data/school';

export const navbar = {
  title: school.name,
  logo: {
    alt: `${school.name}のロゴ`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'doc',
      docId: 'intro/intro',
      label: 'はじめての方へ',
      position: 'left',
    },
    {to: '/blog', label: 'ブログ', position: 'left'},
    {
      href: school.trialFormUrl,
      label: TRIAL_CTA_LABEL,
      position: 'right',
      className: 'navbar-trial-button',
    },
  ],
} satisfies Preset.ThemeConfig['navbar'];
