// Change: a title for unknown /docs and /blog paths, which render only this content; the 404 text's 「トップページ」 is a link home.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

export default function NotFoundContent({className}: Props) {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            {/* An h1 of the usual size, not Infima's 3rem hero title: 「見つかりません」 fits a 320 px phone. */}
            <Heading as="h1">{title}</Heading>
            {/* .markdown underlines the link in the sentence (WCAG 1.4.1), as in every page's text. */}
            <div className="markdown">
              <p>
                <Translate
                  id="theme.NotFound.p1"
                  description="The first paragraph of the 404 page"
                  values={{
                    home: (
                      <Link to="/">
                        <Translate
                          id="site.NotFound.homeLink"
                          description="The link home in the first paragraph of the 404 page">
                          Home page
                        </Translate>
                      </Link>
                    ),
                  }}>
                  {'We could not find what you were looking for. Start again from the {home}.'}
                </Translate>
              </p>
              <p>
                <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                  Please contact the owner of the site that linked you to the original URL and let
                  them know their link is broken.
                </Translate>
              </p>
            </div>
          </div>
        </div>
      </main>
    </>
  );
}
