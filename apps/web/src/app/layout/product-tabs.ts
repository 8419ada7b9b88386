import type { ComponentType, SVGProps } from 'react';
import {
  BedIcon,
  CarIcon,
  HomeIcon,
  PlaneIcon,
  SuitcaseIcon,
  TicketIcon,
  WalletIcon,
} from '../../components/ui/icons.tsx';

/** spec §2 product tabs; 'closed' is the tab bar's default state (no product open). */
export type ProductTab =
  'closed' | 'flight' | 'ground' | 'hotel' | 'stays' | 'trips' | 'experiences' | 'wallet';

export interface ProductTabInfo {
  id: Exclude<ProductTab, 'closed'>;
  label: string;
  /** Where the header's tab row goes. Products without pages of their own open their card on the home page. */
  href: string;
  /** Paths that mark the tab as current in the header. */
  matches: string[];
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const PRODUCT_TABS: ProductTabInfo[] = [
  { id: 'flight', label: 'Flights', href: '/flights', matches: ['/flights'], Icon: PlaneIcon },
  { id: 'hotel', label: 'Hotels', href: '/hotels/', matches: ['/hotels', '/premium-offers'], Icon: BedIcon },
  {
    id: 'stays',
    label: 'Vacation rentals',
    href: '/stays/',
    matches: ['/stays', '/vacation-rentals'],
    Icon: HomeIcon,
  },
  { id: 'ground', label: 'Cars', href: '/cars', matches: ['/cars'], Icon: CarIcon },
  { id: 'experiences', label: 'Experiences', href: '/?product=experiences', matches: [], Icon: TicketIcon },
  { id: 'trips', label: 'My trips', href: '/trips', matches: ['/trips'], Icon: SuitcaseIcon },
  { id: 'wallet', label: 'Travel wallet', href: '/wallet', matches: ['/wallet'], Icon: WalletIcon },
];

export function isProductTab(value: string | null): value is ProductTab {
  return value === 'closed' || PRODUCT_TABS.some((t) => t.id === value);
}

export function currentTab(pathname: string): ProductTabInfo | undefined {
  return PRODUCT_TABS.find((t) => t.matches.some((m) => pathname === m || pathname.startsWith(`${m}/`)));
}
