import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The notices in docs/aboutCompany (privacy policy, terms, legal notice) are deliberately in no
// sidebar: the footer links them from every page.
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro/intro',
    'intro/aboutPrograming',
    'intro/course',
    'intro/plan',
    'intro/classrooms',
    'intro/environment',
    'intro/teacher',
  ],
};

export default sidebars;
