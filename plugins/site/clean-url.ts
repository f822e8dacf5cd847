import type {Plugin} from '@docusaurus/types';

/**
 * GitHub Pages serves /x.html as is and answers /x/index.html with the 404 page. The spec
 * normalises both to /x: the first is renamed in place before React hydrates (same page, so
 * no hydration mismatch), the second is reloaded from the clean path.
 */
const script = `(function() {
  var path = location.pathname, rest = location.search + location.hash;
  if (/.\\/index\\.html$/.test(path)) location.replace(path.slice(0, -'/index.html'.length) + rest);
  else if (/\\.html$/.test(path)) history.replaceState(history.state, '', path.replace(/(index)?\\.html$/, '') + rest);
})();`;

export default function cleanUrlPlugin(): Plugin {
  return {
    name: 'clean-url',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: script}]}),
  };
}
