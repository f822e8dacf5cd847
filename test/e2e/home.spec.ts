import {courses} from '../../src/data/courses';
import {school} from '../../src/data/school';
import {test, expect, waitForHydration} from './fixtures';

/**
 * A click anywhere on a course or place card, away from its heading link, opens the part of the
 * page the card names. One load of the home page: the clicks are in-app navigations, and going
 * back returns to the already loaded home page.
 */
test('each course and place card leads to its part of the page it names', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const cards = [
    ...courses.map(({name, id}) => ({section: '#courses', name, path: '/docs/intro/course', id})),
    {section: '#places', name: 'オンライン', path: '/docs/intro/classrooms', id: 'online'},
    {
      section: '#places',
      name: `${school.regions.join('・')}の教室`,
      path: '/docs/intro/classrooms',
      id: 'places',
    },
  ];
  for (const {section, name, path, id} of cards) {
    const link = page.getByRole('link', {name, exact: true});
    await page.locator(section).getByRole('listitem').filter({has: link}).click();
    await expect(page).toHaveURL(`${path}#${id}`);
    // The route loads through the registry plugins/performance/route-registry trims of module paths.
    await expect(
      page.locator(`[id="${id}"]`),
      `${path}#${id} is shown after an in-app navigation; if not, check plugins/performance/route-registry: the browser may now read a registry row's module path`,
    ).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});
