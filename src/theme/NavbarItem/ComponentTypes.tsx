// Change: maps only the navbar item types config/navbar.ts uses, to keep the rest out of main.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * Only the item types config/navbar.ts uses: the theme's map also imports the dropdown,
 * language, version, search and HTML items, 2.9 KiB gzip in every page's main bundle. An item
 * of another type fails the build ("No NavbarItem component found") until it is added here.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;
