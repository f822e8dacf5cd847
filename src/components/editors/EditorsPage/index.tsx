import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

interface Props {
  /** The page's title, also its one heading. */
  title: string;
  description: string;
  /** More classes for `<main>`. */
  className?: string;
  children: ReactNode;
}

/** An editors' page: kept out of search engines (noindex), its title as its one heading. */
export default function EditorsPage({title, description, className, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--lg', className)}>
        <Heading as="h1">{title}</Heading>
        {children}
      </main>
    </Layout>
  );
}
