import {logger} from '@docusaurus/logger';
import type {OnBrokenMarkdownLinksFunction} from '@docusaurus/types';

/**
 * The spec says a broken Markdown file link (`[x](./missing.md)`) only warns. Docusaurus warns and
 * then fails the build on the same link as a broken page link, so the link is kept as a plain link
 * (`pathname://`) that the broken-link checks skip; a visitor who follows it sees the 404 page.
 */
export const warnBrokenMarkdownLink: OnBrokenMarkdownLinksFunction = ({
  sourceFilePath,
  url,
  node,
}) => {
  const line = node.position ? ` ${node.position.start.line} 行目` : '';
  logger.warn(
    `Markdown のリンク先 ${url} が見つかりません（${sourceFilePath}${line}）。ビルドは続けますが、公開されるページではリンク切れになります。`,
  );
  return `pathname://${url}`;
};
