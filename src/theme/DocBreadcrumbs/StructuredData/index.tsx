// Change: the theme's BreadcrumbList JSON-LD, written through StructuredData, which escapes `<`, `>`, `&`.
import type {ReactNode} from 'react';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import StructuredData from '@site/src/components/StructuredData';

export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props): ReactNode {
  return <StructuredData data={useBreadcrumbsStructuredData({breadcrumbs})} />;
}
