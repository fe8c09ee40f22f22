import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import FeaturedApisDropdown from '@site/src/components/FeaturedApisDropdown';

/** The theme's navbar item types, plus the featured APIs dropdown built from the plugin's data. */
export default {
  ...ComponentTypes,
  'custom-featuredApisDropdown': FeaturedApisDropdown,
};
