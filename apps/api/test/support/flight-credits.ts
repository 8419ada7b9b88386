// An airline travel credit for the checkout tests, as a cancelled flight booking would leave it.
import { bookings } from '@portal/db/schema/bookings';
import { flightTravelCredits } from '@portal/db/schema/flight-credits';
import { TEST_NOW, type TestApp } from './test-app.ts';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

/** A credit of the user as a cancelled booking would leave it (the booking is a stand-in: credits need one). */
export async function giveCredit(
  t: TestApp,
  userId: string,
  credit: { airlineCode: string; amountMinor: number; expiresAt?: Date },
): Promise<string> {
  const [booking] = await t.db
    .insert(bookings)
    .values({
      productLine: 'Flights',
      confirmationCode: `H-C${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      userId,
      status: 'Cancelled',
      price: {},
      totalMinor: credit.amountMinor,
      email: 'flyer@example.test',
    })
    .returning();
  const [row] = await t.db
    .insert(flightTravelCredits)
    .values({
      userId,
      bookingId: booking!.id,
      airlineCode: credit.airlineCode,
      amountMinor: credit.amountMinor,
      currency: 'USD',
      issuedAt: new Date(Date.parse(TEST_NOW) - 200 * DAY_MS),
      expiresAt: credit.expiresAt ?? new Date(Date.parse(TEST_NOW) + YEAR_MS),
    })
    .returning();
  return row!.id;
}
