import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchivePost} from '@site/src/lib/blogArchive';
import styles from './styles.module.css';

interface YearProp {
  year: string;
  posts: ArchivePost[];
}

/*
 * The blog archive of plugins/site/blog-archive.ts: the theme's archive page with year headings as h2
 * (its h3 skips a level after the page's h1) and post links that are 24 px targets, fed with only
 * a title, date and link per post.
 */
function Year({year, posts}: YearProp) {
  // What the theme's internal useDateTimeFormat does, through the public site context.
  const {currentLocale, localeConfigs} = useDocusaurusContext().i18n;
  const dateTimeFormat = new Intl.DateTimeFormat(currentLocale, {
    calendar: localeConfigs[currentLocale].calendar,
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.permalink}>
            <Link className={styles.postLink} to={post.permalink}>
              {dateTimeFormat.format(new Date(post.date))} - {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function listPostsByYears(posts: readonly ArchivePost[]): YearProp[] {
  const postsByYear = new Map<string, ArchivePost[]>();
  for (const post of posts) {
    const [year = ''] = post.date.split('-');
    // Prepended, as the theme's archive does: oldest first within a year, newest year first.
    postsByYear.set(year, [post, ...(postsByYear.get(year) ?? [])]);
  }
  return Array.from(postsByYear, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchive({posts}: {posts: ArchivePost[]}): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(posts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* Inside `main`, as on the home page: outside, it is a second banner landmark. */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <Year {...year} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
