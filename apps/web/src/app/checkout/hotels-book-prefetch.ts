import { prefetchCheckout } from '../../features/checkout/route-prefetch.ts';
import { prefetchHotelBook } from '../../features/hotels/route-prefetch.ts';

/**
 * What the hotel book page asks for on its first render, started by its route loader while the page's module
 * downloads: the hotel's rooms and rates (hotels/shop) and what the shell asks for.
 */
export function prefetchHotelsBook(url: string): void {
  prefetchHotelBook(url);
  prefetchCheckout();
}
