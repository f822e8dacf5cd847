// Change: the theme's BlogPosting JSON-LD, written through StructuredData, which escapes `<`, `>`, `&`.
import type {ReactNode} from 'react';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';

export default function BlogPostPageStructuredData(): ReactNode {
  return <StructuredData data={useBlogPostStructuredData()} />;
}
