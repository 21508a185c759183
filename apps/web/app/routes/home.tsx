import { CategoryLinks } from '~/features/home/components/category-links';
import { GlowRitual } from '~/features/home/components/glow-ritual';
import { Hero } from '~/features/home/components/hero';
import { ValueProps } from '~/features/home/components/value-props';

/**
 * Home (route name Home). Server-rendered; shows the brand promise and ways in. Product sliders
 * and banners join when the catalogue exists — until then no invented products or prices.
 */
export default function Home() {
  return (
    <>
      <Hero />
      <ValueProps />
      <CategoryLinks />
      <GlowRitual />
    </>
  );
}
