import { prefetchCheckout } from '../../features/checkout/route-prefetch.ts';
import { prefetchShop } from '../../features/stays/api/shop-prefetch.ts';

/**
 * What the homes book page asks for on its first render, started by its route loader while the page's module
 * downloads: the stay (homes/shop) and what the shell asks for.
 */
export function prefetchHomesBook(url: string): void {
  prefetchShop(url, { calendar: false });
  prefetchCheckout();
}
