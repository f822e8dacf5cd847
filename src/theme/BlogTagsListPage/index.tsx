// Change: give the tag list page a meta description, which the theme leaves out.
import type {ComponentProps} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {school} from '@site/src/data/school';

export default function BlogTagsListPageWithDescription(
  props: ComponentProps<typeof BlogTagsListPage>,
) {
  return (
    <>
      <PageMetadata description={`${school.name}のブログの記事を、タグ別に探せます。`} />
      <BlogTagsListPage {...props} />
    </>
  );
}
