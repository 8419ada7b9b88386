import { formatUsd } from '@portal/domain/money';
import { cardName } from '../../../components/payment-cards/card-name.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Checkout } from './use-checkout.ts';

type Row = { label: string; value: string };

/** The mobile Review step's recap of steps 1 to 3, each with a way back to change it. */
export function ReviewSummary({
  c,
  onEditTraveler,
  onEditContact,
  onEditPayment,
}: {
  c: Checkout;
  onEditTraveler: () => void;
  onEditContact: () => void;
  onEditPayment: () => void;
}) {
  const split = c.pay.split;
  const payments: Row[] = [];
  const airline = c.airlineCredit.chosen;
  if (airline)
    payments.push({
      label: `${airline.airline.name} airline travel credit`,
      value: formatUsd(c.airlineCredit.minor),
    });
  if (split && split.offerMinor > 0)
    payments.push({ label: c.pay.offer?.offer.title ?? 'Travel offer', value: formatUsd(split.offerMinor) });
  if (split && split.creditMinor > 0)
    payments.push({ label: 'Travel credits', value: formatUsd(split.creditMinor) });
  if (split && split.rewardsFiatMinor > 0 && c.pay.account)
    payments.push({
      label: `${c.pay.account.productDisplayName} rewards`,
      value: formatUsd(split.rewardsFiatMinor),
    });
  if (split && split.cardMinor > 0 && c.pay.card)
    payments.push({ label: cardName(c.pay.card), value: formatUsd(split.cardMinor) });
  else if (c.guaranteeNeeded && c.pay.card)
    payments.push({ label: cardName(c.pay.card), value: 'Guarantees the reservation' });
  const phone = c.contact.phone ? `${c.contact.countryCode} ${c.contact.phone}` : '';
  return (
    <div className="divide-y divide-slate-200">
      <Part
        title="Primary traveler"
        rows={c.traveler ? [{ label: 'Name', value: `${c.traveler.givenName} ${c.traveler.surname}` }] : []}
        onEdit={onEditTraveler}
      />
      <Part
        title="Contact information"
        rows={[
          { label: 'Email', value: c.contact.email },
          { label: 'Phone', value: phone },
        ]}
        onEdit={onEditContact}
      />
      <Part title={c.config.paymentStepName} rows={payments} onEdit={onEditPayment} />
      {c.policyReason ? <OutOfPolicyReason reason={c.policyReason} /> : null}
    </div>
  );
}

/** Spec §5: the reason given in the policy modal, which goes with the booking to the traveler's company. */
export function OutOfPolicyReason({ reason }: { reason: string }) {
  return (
    <section aria-label="Out of policy" className="py-3 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-slate-900">Out of policy</h3>
      <p className="mt-1 text-sm text-slate-600">Reason for booking out of policy</p>
      <p className="text-sm font-medium break-words whitespace-pre-line text-slate-900">{reason}</p>
    </section>
  );
}

function Part({ title, rows, onEdit }: { title: string; rows: Row[]; onEdit: () => void }) {
  return (
    <section aria-label={title} className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" onPress={onEdit} className="min-h-11 px-3" aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
      <dl className="mt-1 space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right font-medium break-all text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
