import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The side effect the theme's client module would run on every page, run only where code is shown.
prismIncludeLanguages(Prism);
