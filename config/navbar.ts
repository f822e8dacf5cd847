import type * as Preset from '@docusaurus/preset-classic';
import {splitIntoPhrases} from '../lib/phrases';
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
      // Between its phrases, the label may wrap on a phone (src/components/Phrases does this in
      // pages); one <span> keeps the phrases in one line box inside the flex button.
      html: `<span>${splitIntoPhrases(TRIAL_CTA_LABEL).join('<wbr>')}</span>`,
      position: 'right',
      className: 'navbar-trial-button',
    },
  ],
} satisfies Preset.ThemeConfig['navbar'];
