// Change: give the authors page a meta description, which the theme leaves out.
import type {ComponentProps} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {school} from '@site/src/data/school';

export default function BlogAuthorsListPageWithDescription(
  props: ComponentProps<typeof BlogAuthorsListPage>,
) {
  return (
    <>
      <PageMetadata description={`${school.name}のブログを書いている講師の一覧です。`} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
