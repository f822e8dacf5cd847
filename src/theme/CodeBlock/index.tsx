// Change: load Prism (about 36 KB gzip) only on pages that show code, after registering the extra languages.
import {lazy, Suspense, type ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(async () => {
  await import('@site/src/lib/prismLanguages');
  // The alias is typed `any`; it is the theme's CodeBlock.
  return import('@theme-original/CodeBlock') as Promise<{default: ComponentType<Props>}>;
});

/**
 * The server renders the highlighted block, and hydration keeps that HTML until Prism has
 * loaded. Only a page reached by client-side navigation shows the plain code for a moment.
 */
export default function CodeBlock(props: Props) {
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
