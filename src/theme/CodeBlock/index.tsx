// Change: renders Shiki tokens made at build time instead of highlighting with Prism in the browser.
import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import {parseCodeBlock, type CodeTokens} from '@site/src/lib/codeBlock';
import styles from './styles.module.css';

/** plugins/markdown/rehype-shiki.ts adds `tokens` (JSON) to every Markdown code fence. */
type Props = ThemeProps & {tokens?: string};

/**
 * Markdown code fences come with Shiki's tokens from the build, so the server HTML is already
 * coloured and no highlighter reaches the browser. A CodeBlock written in a React page has no
 * tokens: it renders plain text on the server and in the hydrating render (so they match), then
 * imports the Shiki chunk (src/lib/shikiBrowser.ts) after mount, also after client navigation.
 * Only pages that render such a block download that chunk.
 */
function useBrowserTokens(code: string, language: string, skip: boolean) {
  const [result, setResult] = useState<{code: string; language: string; tokens: CodeTokens}>();
  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    void import('@site/src/lib/shikiBrowser')
      .then(({highlight}) => highlight(code, language))
      .then((tokens) => {
        if (current) setResult({code, language, tokens});
      });
    return () => {
      current = false;
    };
  }, [code, language, skip]);
  return result?.code === code && result.language === language ? result.tokens : undefined;
}

function CopyButton({code}: {code: string}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timeout = window.setTimeout(() => {
      setCopied(false);
    }, 1000);
    return () => {
      window.clearTimeout(timeout);
    };
  }, [copied]);
  const label = copied
    ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
    : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', copied && styles.copied)}
      aria-label={label}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      onClick={() => {
        void navigator.clipboard.writeText(code).then(() => {
          setCopied(true);
        });
      }}>
      <span className={styles.copyIcons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}

function CodeLines({
  code,
  tokens,
  highlightedLines,
  numbered,
}: {
  code: string;
  tokens: CodeTokens | undefined;
  highlightedLines: Set<number>;
  numbered: boolean;
}) {
  const lines = tokens?.lines ?? code.split('\n').map((line) => [[line, -1] as const]);
  return lines.map((line, index) => {
    const content = line.map(([text, color], key) => {
      const [light, dark] = tokens?.colors[color]?.split(' ') ?? [];
      const style = {'--shiki-light': light, '--shiki-dark': dark} as CSSProperties;
      return light ? (
        <span key={key} className={styles.token} style={style}>
          {text}
        </span>
      ) : (
        <span key={key}>{text}</span>
      );
    });
    return (
      <span
        key={index}
        className={clsx(
          'token-line',
          styles.line,
          numbered && styles.numberedLine,
          highlightedLines.has(index) && [
            'theme-code-block-highlighted-line',
            styles.highlightedLine,
          ],
        )}>
        {numbered ? (
          <>
            <span className={styles.lineNumber} />
            <span className={styles.lineContent}>{content}</span>
          </>
        ) : (
          content
        )}
        <br />
      </span>
    );
  });
}

export default function CodeBlock({children, tokens: buildTokens, ...props}: Props) {
  const source = Array.isArray(children) ? children.join('') : children;
  const isString = typeof source === 'string';
  const block = parseCodeBlock({...props, title: undefined, children: isString ? source : ''});
  const parsedTokens = buildTokens ? (JSON.parse(buildTokens) as CodeTokens) : undefined;
  const browserTokens = useBrowserTokens(
    block.code,
    block.language,
    !isString || parsedTokens !== undefined,
  );
  const isBrowser = useIsBrowser();
  const preRef = useRef<HTMLPreElement>(null);
  const [scrollable, setScrollable] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return undefined;
    // Also fires when a hidden tab panel with this block is shown.
    const observer = new ResizeObserver(() => {
      setScrollable(pre.scrollWidth > pre.clientWidth);
    });
    observer.observe(pre);
    return () => {
      observer.disconnect();
    };
  }, []);

  const title: ReactNode = props.title ?? block.title;
  const {lineNumbersStart} = block;
  const numbered = lineNumbersStart !== undefined;
  const wrapTitle = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  // A Markdown fence already has it in its className; a React page's block may not.
  const languageClass = `language-${block.language}`;
  return (
    <div
      className={clsx(
        ThemeClassNames.common.codeBlock,
        styles.container,
        props.className,
        !props.className?.split(' ').includes(languageClass) && languageClass,
      )}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* Focusable like the theme's, so keyboard users can scroll long lines. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre ref={preRef} tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
          <code
            className={clsx(styles.lines, numbered && styles.numberedLines)}
            style={{
              counterReset: numbered ? `line-count ${lineNumbersStart - 1}` : undefined,
              ...(wrapped && {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'}),
            }}>
            {isString ? (
              <CodeLines
                code={block.code}
                tokens={parsedTokens ?? browserTokens}
                highlightedLines={block.highlightedLines}
                numbered={numbered}
              />
            ) : (
              children
            )}
          </code>
        </pre>
        {/* Like the theme's: the buttons need JavaScript, so the server HTML leaves them out. */}
        {isBrowser && isString && (
          <div className={styles.buttons}>
            {(scrollable || wrapped) && (
              <button
                type="button"
                className={clsx('clean-btn', wrapped && styles.wrapped)}
                aria-label={wrapTitle}
                title={wrapTitle}
                onClick={() => {
                  setWrapped(!wrapped);
                }}>
                <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
              </button>
            )}
            <CopyButton code={block.code} />
          </div>
        )}
      </div>
    </div>
  );
}
