import { useLocation } from 'react-router';
import { usePortalConfig } from '../lib/portal-config.ts';
import { earnRateText, topRewardsAccount, useRewardsAccounts } from '../lib/rewards-accounts.ts';
import { StarIcon } from './ui/icons.tsx';

/** spec §2: the rewards banner shows on the results, book and confirm paths. */
export const REWARDS_BANNER_PATHS = [
  '/stays/availability',
  '/vacation-rentals/book',
  '/vacation-rentals/book/confirm',
];

export function isRewardsBannerPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return REWARDS_BANNER_PATHS.includes(path);
}

const BANNER_CLASS = 'border-b border-brand-100 bg-brand-50 text-brand-900';
/** Two lines of text on a phone (where the earn rate and card name wrap), one from md up: the placeholder's height. */
const LINE_CLASS =
  'mx-auto flex min-h-15 max-w-[1330px] items-center gap-2 px-5 py-2.5 text-sm md:min-h-10 md:px-8';

/** 'Earn {N}X on vacation rentals' for the top rewards account; nothing when the tenant has no rewards. */
export function RewardsBanner() {
  const config = usePortalConfig();
  const accounts = useRewardsAccounts(config.rewardsSupported);
  // The banner's room is kept while it loads, so the page below does not jump down when it appears (CLS).
  if (config.rewardsSupported && (!config.isLoaded || accounts.isPending)) {
    return (
      <div aria-hidden="true" data-testid="rewards-banner-placeholder" className={BANNER_CLASS}>
        <div className={LINE_CLASS} />
      </div>
    );
  }
  if (!config.rewardsSupported || !accounts.data) return null;
  const top = topRewardsAccount(accounts.data);
  const text = top ? earnRateText(top) : null;
  if (!top || !text) return null;
  return (
    <section aria-label="Rewards earn rate" className={BANNER_CLASS}>
      <p className={LINE_CLASS}>
        <StarIcon className="size-[18px] shrink-0 text-brand-700" />
        <strong className="font-semibold">{text}</strong>
        <span className="text-slate-700">with your {top.productDisplayName}</span>
      </p>
    </section>
  );
}

/** The layout's placement: only on the paths of spec §2. */
export function RouteRewardsBanner() {
  const { pathname } = useLocation();
  return isRewardsBannerPath(pathname) ? <RewardsBanner /> : null;
}
