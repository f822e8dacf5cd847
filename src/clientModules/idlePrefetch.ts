import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus's Link prefetches a page's chunks when the link scrolls into view, and every link
 * that appears at once does so in the same task. On a page of many links (the tag and author
 * lists) that task took about 40 ms of a mobile CPU's time just after loading, which Lighthouse
 * counts as blocking time. Here each prefetch waits for an idle moment of its own instead; which
 * pages are prefetched, and that nothing is on a 2g or data-saver connection, stay as they were.
 */
const whenIdle = (task: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(task);
  else setTimeout(task, 0);
};

const idlePrefetch: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    // Only on the page load: Docusaurus sets window.docusaurus after running client modules, and
    // before the first route update.
    if (previousLocation) return;
    const {prefetch, preload} = window.docusaurus;
    const prefetchWhenIdle: typeof prefetch = (routePath) =>
      new Promise((resolve) => {
        whenIdle(() => {
          resolve(prefetch(routePath) || []);
        });
      });
    window.docusaurus = Object.freeze({prefetch: prefetchWhenIdle, preload});
  },
};

export default idlePrefetch;
