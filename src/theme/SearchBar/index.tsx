// Change: the theme has no search; this button opens the site search, loaded on first use.
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** The dialog and Pagefind stay out of every page's scripts until a visitor reaches for search. */
const loadDialog = () => import('@site/src/components/SiteSearch');
const SearchDialog = lazy(loadDialog);

/** `/` or Ctrl/⌘+K, unless the visitor is typing somewhere. */
function isShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing =
    target?.isContentEditable === true || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
  return event.key === '/' && !typing && !event.altKey && !event.ctrlKey && !event.metaKey;
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const {baseUrl} = useDocusaurusContext().siteConfig;
  const prepare = () => {
    void loadDialog().then(({preloadSearch}) => {
      preloadSearch(baseUrl);
    });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx('site-search', styles.button)}
        aria-label="検索"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => {
          setOpen(true);
        }}
        onFocus={prepare}
        onPointerEnter={prepare}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
        </svg>
        <span className={styles.label}>検索</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
