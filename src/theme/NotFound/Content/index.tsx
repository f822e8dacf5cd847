// Change: unknown /docs and /blog paths render only this content, without a page title; add it.
import type {ComponentProps} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';

export default function ContentWithTitle(props: ComponentProps<typeof Content>) {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
    </>
  );
}
