import type { RewardsAccount } from '@portal/contracts/rewards';
import { formatRewards, formatUsd } from '@portal/domain/money';
import {
  ineligibleAccountsBanner,
  isAccountDisabled,
  isRedemptionAllowed,
  minimumCheckWarning,
  redemptionBlockedMessage,
  rewardsMinimumCheck,
} from '@portal/domain/rewards';
import type { Split } from '@portal/domain/rewards-split';
import { Alert } from '../../../components/ui/alert.tsx';
import { accountFacts } from './payment-plan.ts';
import { inputClass } from '../../../components/ui/text-field.tsx';

export type RewardsMode = 'all' | 'custom' | 'none' | null;

/** The rewards account choice and how much of it to apply (spec §4 "Rewards payment", §6). */
export function RewardsSection({
  accounts,
  accountId,
  onAccount,
  mode,
  onMode,
  customText,
  onCustomText,
  customError,
  split,
}: {
  accounts: readonly RewardsAccount[];
  accountId: string | null;
  onAccount: (id: string) => void;
  mode: RewardsMode;
  onMode: (mode: RewardsMode) => void;
  customText: string;
  onCustomText: (text: string) => void;
  customError: string | null;
  split: Split | null;
}) {
  const facts = accounts.map(accountFacts);
  const usable = facts.filter((f) => isRedemptionAllowed(f));
  const warning = usable.length ? minimumCheckWarning(rewardsMinimumCheck(usable)) : null;
  const banner = ineligibleAccountsBanner(facts);
  const selected = accounts.find((a) => a.accountReferenceId === accountId) ?? null;
  const selectedFacts = selected ? accountFacts(selected) : null;
  const canRedeem = selectedFacts
    ? isRedemptionAllowed(selectedFacts) && !isAccountDisabled(selectedFacts)
    : false;

  return (
    <div className="space-y-4">
      {banner ? <Alert tone="info">{banner}</Alert> : null}
      {warning ? <Alert tone="info">{warning}</Alert> : null}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Rewards account</legend>
        <div className="mt-2 grid gap-2">
          {accounts.map((account, i) => {
            const f = facts[i]!;
            const blocked = redemptionBlockedMessage(f);
            const disabled = isAccountDisabled(f);
            const checked = account.accountReferenceId === accountId;
            // An account that cannot redeem is set apart by its background, not faded: opacity took its texts
            // below WCAG AA contrast (axe, on an account manager's checkout).
            return (
              <label
                key={account.accountReferenceId}
                className={`flex items-center gap-3 rounded-xl border px-4 py-3 ${
                  checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-300'
                } ${blocked || disabled ? 'bg-slate-50' : 'cursor-pointer hover:border-slate-400'}`}
              >
                <input
                  type="radio"
                  name="rewards-account"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onAccount(account.accountReferenceId)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">
                    {account.customerAccountRole === 'NonFinancialUser'
                      ? account.cardType
                      : account.productDisplayName}{' '}
                    <span className="font-normal text-slate-600">…{account.lastFour}</span>
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formatRewards(
                      f.balance,
                      f.currency,
                      account.rewardsBalance.currencyDescription ?? undefined,
                    )}{' '}
                    available
                  </span>
                  {blocked ? (
                    <span className="block text-sm font-medium text-accent-700">{blocked}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {selected && canRedeem ? (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Apply rewards</legend>
          <div className="mt-2 space-y-2">
            <ModeRadio
              label={`Apply all available (${formatRewards(selectedFacts!.balance, selectedFacts!.currency)})`}
              checked={mode === 'all'}
              onChange={() => onMode('all')}
            />
            <ModeRadio
              label="Apply a custom amount"
              checked={mode === 'custom'}
              onChange={() => onMode('custom')}
            />
            {mode === 'custom' ? (
              <div className="ml-7">
                <label htmlFor="custom-rewards" className="mb-1 block text-sm text-slate-700">
                  Rewards to apply ({selected.rewardsBalance.currency === 'Cash' ? 'dollars' : 'miles'})
                </label>
                <input
                  id="custom-rewards"
                  inputMode="decimal"
                  value={customText}
                  onChange={(e) => onCustomText(e.target.value)}
                  aria-invalid={customError ? true : undefined}
                  aria-describedby={customError ? 'custom-rewards-error' : undefined}
                  className={`${inputClass} max-w-60`}
                />
                {customError ? (
                  <p
                    id="custom-rewards-error"
                    role="alert"
                    className="mt-1 text-sm font-medium text-accent-700"
                  >
                    {customError}
                  </p>
                ) : null}
              </div>
            ) : null}
            <ModeRadio
              label="Do not apply rewards"
              checked={mode === 'none'}
              onChange={() => onMode('none')}
            />
          </div>
          {split && split.rewardsMinor > 0 ? (
            <p className="mt-3 text-sm text-emerald-800">
              {formatRewards(split.rewardsMinor, selectedFacts!.currency)} applied (
              {formatUsd(split.rewardsFiatMinor)})
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

function ModeRadio({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-[15px] text-slate-800">
      <input
        type="radio"
        name="rewards-mode"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
