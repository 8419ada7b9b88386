import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Label,
} from '../../../components/ui/deferred-select.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { RewardsAccountSummary } from '../../../lib/rewards-accounts.ts';

type Account = RewardsAccountSummary & { lastFour?: string };

function balanceText(account: Account): string {
  const { value, currency, currencyDescription } = account.rewardsBalance;
  return `${formatNumber(value)} ${currencyDescription ?? currency}`;
}

/** Spec §2 desktop header: the rewards account whose prices and earn are shown; hidden without accounts. */
export function RewardsAccountPicker({
  accounts,
  selectedIndex,
  onSelect,
}: {
  accounts: readonly Account[];
  selectedIndex: number;
  onSelect: (index: number) => void;
}) {
  if (accounts.length === 0) return null;
  return (
    <Select
      selectedKey={String(selectedIndex)}
      onSelectionChange={(key) => onSelect(Number(key))}
      className="flex min-w-0 flex-col"
    >
      <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Rewards account</Label>
      <Button className="mt-1 flex max-w-[320px] items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm hover:border-slate-400">
        <SelectValue className="min-w-0 flex-1 truncate font-medium text-slate-900" />
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </Button>
      <Popover className="min-w-(--trigger-width) rounded-xl border border-slate-200 bg-white p-1 shadow-xl">
        <ListBox className="outline-none">
          {accounts.map((account, index) => (
            <ListBoxItem
              key={account.accountReferenceId}
              id={String(index)}
              textValue={account.productDisplayName}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none focused:bg-brand-50 selected:font-semibold"
            >
              <span className="block text-slate-900">
                {account.productDisplayName}
                {account.lastFour ? ` ••${account.lastFour}` : ''}
              </span>
              <span className="block text-xs text-slate-500">{balanceText(account)}</span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
