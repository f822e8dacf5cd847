import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The privacy policy (docs/aboutCompany) is deliberately in no sidebar.
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro/intro',
    'intro/aboutPrograming',
    'intro/course',
    'intro/plan',
    'intro/teacher',
  ],
};

export default sidebars;
