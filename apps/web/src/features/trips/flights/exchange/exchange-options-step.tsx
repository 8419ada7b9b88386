import { useState } from 'react';
import type { FlightExchangeShopAnswer } from '@portal/contracts/flight-exchange';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { exchangePrice } from '@portal/domain/flights/exchange';
import { Button } from '../../../../components/ui/button.tsx';
import { tripMoney } from '../../trip-text.ts';
import { airportCity, durationText, localClock, localDay } from '../flight-trip-text.ts';

const minor = (fiat: { value: number }) => Math.round(fiat.value * 100);
const usd = (valueMinor: number) => ({ value: valueMinor / 100, currencyCode: 'USD', currencySymbol: '$' });
const signed = (valueMinor: number) => `${valueMinor < 0 ? '-' : '+'}${tripMoney(usd(Math.abs(valueMinor)))}`;

/** The money of the chosen flights with the domain's rule, the same the server charges by. */
export function chosenPrice(shop: FlightExchangeShopAnswer, chosen: Record<string, string>) {
  const options = shop.changes.map((c) => c.options.find((o) => o.optionId === chosen[c.key]));
  if (options.some((o) => !o)) return null;
  const penalty = minor(shop.penaltyPerTicket);
  return exchangePrice({
    unflownValueMinor:
      minor(shop.removedValue) + shop.changes.reduce((sum, c) => sum + minor(c.bookedValue), 0),
    newFareMinor: options.reduce((sum, o) => sum + minor(o!.newFare), 0),
    changePenalty: penalty > 0 ? { kind: 'WithFee', amountMinor: penalty } : { kind: 'NoPenalty' },
    ticketedPassengers: shop.ticketedPassengers,
    refundability: shop.refundability,
  });
}

/** Spec §4 GoToExchange: a new flight per change, and the fare difference, penalty and total BEFORE confirming. */
export function ExchangeOptionsStep({
  trip,
  shop,
  onConfirm,
  onBack,
}: {
  trip: FlightTrip;
  shop: FlightExchangeShopAnswer;
  onConfirm: (choices: { key: string; optionId: string }[]) => void;
  onBack: () => void;
}) {
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(shop.changes.flatMap((c) => (c.options[0] ? [[c.key, c.options[0].optionId]] : []))),
  );
  const price = chosenPrice(shop, chosen);
  const city = (code: string) => airportCity(trip, code);
  const rows = price
    ? [
        { label: 'Fare difference', value: signed(price.fareDifferenceMinor) },
        { label: 'Change penalty', value: tripMoney(usd(price.penaltyMinor)) },
        ...(price.residualCreditMinor > 0
          ? [{ label: 'Residual credit', value: tripMoney(usd(price.residualCreditMinor)) }]
          : []),
        ...(price.forfeitedMinor > 0
          ? [{ label: 'Not refundable (lost)', value: tripMoney(usd(price.forfeitedMinor)) }]
          : []),
        { label: 'Total due now', value: tripMoney(usd(price.dueMinor)) },
      ]
    : [];
  return (
    <div className="space-y-4">
      {shop.changes.map((change) => (
        <fieldset key={change.key} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">
            {change.action === 'Add' ? 'Added flight' : 'New flight'}: {city(change.origin)} to{' '}
            {city(change.destination)}, {localDay(change.date)}
          </legend>
          {change.options.length === 0 ? (
            <p role="alert" className="text-slate-700">
              No flights with seats on this date. Go back and choose another date.
            </p>
          ) : (
            <div className="mt-2 space-y-2">
              {change.options.map((option) => {
                const first = option.slice.segments[0]!;
                const last = option.slice.segments.at(-1)!;
                const stops =
                  option.slice.stops === 0
                    ? 'Nonstop'
                    : `${option.slice.stops} stop${option.slice.stops > 1 ? 's' : ''}`;
                return (
                  <label
                    key={option.optionId}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={change.key}
                      value={option.optionId}
                      checked={chosen[change.key] === option.optionId}
                      onChange={() => setChosen({ ...chosen, [change.key]: option.optionId })}
                      className="mt-1 size-4 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-slate-900">
                        {localClock(first.scheduledDeparture)} – {localClock(last.scheduledArrival)}
                      </span>
                      <span className="block text-sm text-slate-600">
                        {first.marketingAirline.code} {first.marketingAirline.flightNumber} · {stops} ·{' '}
                        {durationText(option.slice.durationMinutes)} · {option.slice.fareShelf.shortBrandName}
                      </span>
                    </span>
                    <span className="shrink-0 text-right text-sm text-slate-700 tabular-nums">
                      Fare difference
                      <span className="block font-semibold text-slate-900">
                        {signed(minor(option.fareDifference))}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      ))}
      {shop.removedValue.value > 0 ? (
        <p className="text-sm text-slate-700">
          Removed flights are worth {tripMoney(shop.removedValue)} toward the new fares.
        </p>
      ) : null}
      {price ? (
        <div aria-live="polite">
          <dl
            aria-label="Price of the change"
            className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          >
            {rows.map((row) => (
              <div key={row.label} className="flex items-start justify-between gap-4 px-4 py-3">
                <dt className="text-slate-700">{row.label}</dt>
                <dd className="shrink-0 font-semibold text-slate-900 tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {price && price.dueMinor > 0 ? (
        <p className="text-sm text-slate-600">The total is charged to the card you booked with.</p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button
          isDisabled={!price}
          onPress={() => onConfirm(shop.changes.map((c) => ({ key: c.key, optionId: chosen[c.key]! })))}
        >
          Confirm change
        </Button>
      </div>
    </div>
  );
}
