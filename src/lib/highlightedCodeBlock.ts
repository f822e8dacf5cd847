import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ThemeCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {codeBlockHighlighter} from './codeBlockHighlighter';

// What the theme's client module would run on every page, run only where code is shown.
prismIncludeLanguages(Prism);
// The alias is typed `any`; it is the theme's CodeBlock.
codeBlockHighlighter.CodeBlock = ThemeCodeBlock as ComponentType<Props>;
