// Change: keep Prism (about 36 KB gzip) out of every page's JavaScript; pages with code bring it in their own chunk.
import type {Props} from '@theme/CodeBlock';
import clsx from 'clsx';
import {codeBlockHighlighter} from '@site/src/lib/codeBlockHighlighter';
import styles from './styles.module.css';

/**
 * Markdown pages with code import the highlighter with their chunk, which loads before the page
 * renders: the server HTML and hydration both show the highlighted block, with no plain flash.
 * A React page that shows a CodeBlock imports `@site/src/lib/highlightedCodeBlock` itself.
 */
export default function CodeBlock(props: Props) {
  const {CodeBlock: Highlighted} = codeBlockHighlighter;
  if (Highlighted) {
    return <Highlighted {...props} className={clsx(props.className, styles.stableButtons)} />;
  }
  return (
    <pre>
      <code>{props.children}</code>
    </pre>
  );
}
