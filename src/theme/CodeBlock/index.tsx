// Change: register the extra Prism languages here, so Prism loads with code blocks, not on every page.
import '@site/src/lib/prismLanguages';
import CodeBlock from '@theme-original/CodeBlock';

export default CodeBlock;
