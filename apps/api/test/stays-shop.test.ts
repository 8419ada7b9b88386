import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaysTestApp, type StaysTestApp } from './support/stays-setup.ts';
import { day, post, shop, shopBody } from './support/stays-requests.ts';

let t: StaysTestApp;
beforeAll(async () => {
  t = await createStaysTestApp(30);
});
afterAll(async () => {
  await t?.close();
});

// Saturday today + 19 to Saturday today + 26 satisfies every designated rule but the 60-day block.
const week = { from: day(19), until: day(26) };

describe('POST /homes/shop', () => {
  it('answers the full listing with an obfuscated address and an available rate', async () => {
    const { listing, availability } = await shop(t, 'vr-demo-premier', week);
    expect(listing.listingId.id).toBe('vr-demo-premier');
    expect(listing.listingCollection).toBe('Premier');
    expect(listing.content.registrationId).toBe('STR-2024-00117');
    expect(listing.content.location.address).toEqual({ city: 'Asheville', state: 'NC', kind: 'Obfuscated' });
    expect(listing.content.media.length).toBeGreaterThan(0);
    expect(listing.market.id).toBe('mkt-asheville-nc');
    expect(availability).toMatchObject({ AvailabilityResult: 'Available', reasons: [] });
    const rate = availability.rate;
    expect(rate?.cancellationPolicy.policy).toBe('FullyRefundable');
    expect(rate?.price.total.fiat.currencyCode).toBe('USD');
    const sumOfParts =
      (rate?.price.rentTotal.fiat.value ?? 0) +
      (rate?.price.fees ?? []).reduce((sum, fee) => sum + fee.amount.value, 0);
    expect(sumOfParts).toBeCloseTo(rate?.price.total.fiat.value ?? -1, 2);
  });

  it('never returns the street line or internal columns', async () => {
    const res = await post(t, '/api/v0/homes/shop', shopBody('vr-demo-open', week));
    const body = res.body;
    expect(body).not.toContain('addressLine');
    expect(body).not.toContain('address_line');
    expect(body).not.toContain('fullRefundDaysBefore');
    expect(body).not.toContain('line1');
  });

  const cases: { id: string; stay: { from: string; until: string }; guests?: object; reasons: string[] }[] = [
    {
      id: 'vr-demo-window-14',
      stay: { from: day(5), until: day(12) },
      reasons: ['MinBookingWindowViolation'],
    },
    { id: 'vr-demo-blocked-60', stay: week, reasons: ['BlockedDates'] },
    {
      id: 'vr-demo-checkin-saturday',
      stay: { from: day(20), until: day(26) },
      reasons: ['CheckInNotAllowed'],
    },
    {
      id: 'vr-demo-checkout-saturday',
      stay: { from: day(19), until: day(25) },
      reasons: ['CheckOutNotAllowed'],
    },
    { id: 'vr-demo-min-stay-7', stay: { from: day(19), until: day(22) }, reasons: ['MinStayViolation'] },
    { id: 'vr-demo-max-stay-3', stay: week, reasons: ['MaxStayViolation'] },
    {
      id: 'vr-demo-max-occupancy-2',
      stay: week,
      guests: { adults: 2, children: 1 },
      reasons: ['OccupancyViolation'],
    },
    { id: 'vr-demo-no-pets', stay: week, guests: { petsIncluded: true }, reasons: ['PetPolicyViolation'] },
  ];
  it.each(cases)('$id answers $reasons', async ({ id, stay, guests, reasons }) => {
    const { availability } = await shop(t, id, stay, guests);
    expect(availability.AvailabilityResult).toBe('Unavailable');
    expect(availability.reasons).toEqual(reasons);
    expect(availability.rate).toBeUndefined();
    const fine = await shop(t, 'vr-demo-open', stay, guests);
    expect(fine.availability.AvailabilityResult).toBe('Available');
  });

  it('reports every reason that applies, in precedence order', async () => {
    const { availability } = await shop(
      t,
      'vr-demo-blocked-60',
      { from: day(1), until: day(2) },
      {
        adults: 16,
        children: 0,
      },
    );
    expect(availability.reasons).toEqual(['BlockedDates', 'OccupancyViolation']);
  });

  it('answers 404 for an unknown listing and 400 for a missing id or bad dates', async () => {
    expect((await post(t, '/api/v0/homes/shop', shopBody('vr-nope', week))).statusCode).toBe(404);
    const missing = await post(t, '/api/v0/homes/shop', shopBody('', week));
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Shop Request Id must be present');
    const reversed = await post(
      t,
      '/api/v0/homes/shop',
      shopBody('vr-demo-open', { from: day(9), until: day(3) }),
    );
    expect(reversed.statusCode).toBe(400);
  });
});

describe('PUT /homes/listing/getCalendarAvailability', () => {
  const calendar = async (listingId: string, from: string, until: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v0/homes/listing/getCalendarAvailability',
      payload: { listingId, dateRange: { from, until } },
      headers: t.headers,
    });
    return res;
  };
  const flags = async (listingId: string, from: string, until: string) =>
    new Map(
      (
        (await calendar(listingId, from, until)).json().calendarDays as {
          date: string;
          isAvailable: boolean;
          isAvailableForCheckout: boolean;
        }[]
      ).map((d) => [d.date, d]),
    );

  it('flags the blocked nights and the first checkout morning after them', async () => {
    const days = await flags('vr-demo-blocked-60', day(0), day(70));
    expect(days.size).toBe(70);
    expect(days.get(day(30))).toEqual({ date: day(30), isAvailable: false, isAvailableForCheckout: false });
    expect(days.get(day(60))).toEqual({ date: day(60), isAvailable: true, isAvailableForCheckout: false });
    expect(days.get(day(61))).toEqual({ date: day(61), isAvailable: true, isAvailableForCheckout: true });
  });

  it('follows the booking window and check-in weekdays', async () => {
    const window = await flags('vr-demo-window-14', day(0), day(20));
    expect(window.get(day(13))?.isAvailable).toBe(false);
    expect(window.get(day(14))?.isAvailable).toBe(true);
    const saturdays = await flags('vr-demo-checkin-saturday', day(14), day(28));
    expect([...saturdays.values()].filter((d) => d.isAvailable).map((d) => d.date)).toEqual([
      day(19),
      day(26),
    ]);
  });

  it('answers 404 for an unknown listing and 400 for a reversed or too long range', async () => {
    expect((await calendar('vr-nope', day(0), day(10))).statusCode).toBe(404);
    expect((await calendar('vr-demo-open', day(10), day(0))).statusCode).toBe(400);
    expect((await calendar('vr-demo-open', day(0), day(500))).statusCode).toBe(400);
  });
});
