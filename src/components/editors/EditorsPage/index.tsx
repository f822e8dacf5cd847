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
  /** What the page is for, before the notice that it needs JavaScript. */
  intro: ReactNode;
  children: ReactNode;
}

/**
 * An editors' page: kept out of search engines (noindex), its title as its one heading, and a
 * notice that it works only with JavaScript.
 */
export default function EditorsPage({
  title,
  description,
  className,
  intro,
  children,
}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container margin-vert--lg', className)}>
        <Heading as="h1">{title}</Heading>
        {intro}
        <p>このページは JavaScript を使います。JavaScript がオフのブラウザーでは動きません。</p>
        <noscript>
          <p className="alert alert--danger">
            JavaScript がオフになっています。ブラウザーの設定で JavaScript
            をオンにしてから、もう一度開いてください。
          </p>
        </noscript>
        {children}
      </main>
    </Layout>
  );
}
