/**
 * The books after a fault run, checked with SQL: each query lists the rows that break one rule, so an empty
 * answer everywhere means the books are whole.
 */
import { rows } from './databases.ts';

// The demo seed has its own trips (reservations without fulfil sessions, ledger rows naming statements): the
// per-booking rules look at the test buyers' rows only; the calendar rules look at every row.
const THEIR_RESERVATIONS = `(select r.* from bookings r join users u on u.id = r.user_id
  where u.email like 'fault-buyer-%')`;

export const BOOK_RULES: Record<string, string> = {
  'a reservation without payment rows': `
    select r.confirmation_code from ${THEIR_RESERVATIONS} r
    where not exists (select 1 from booking_payments p where p.booking_id = r.id)`,
  'a reservation whose payments do not add up to its total': `
    select r.confirmation_code, r.total_minor, sum(p.amount_minor) as paid
    from ${THEIR_RESERVATIONS} r join booking_payments p on p.booking_id = r.id
    group by r.id, r.confirmation_code, r.total_minor having sum(p.amount_minor) <> r.total_minor`,
  'a card payment without the processor charge id': `
    select p.id from booking_payments p join ${THEIR_RESERVATIONS} r on r.id = p.booking_id
    where p.kind = 'UserCard' and p.provider_reference is null`,
  'a rewards payment without its redemption ledger row': `
    select p.id from booking_payments p join ${THEIR_RESERVATIONS} r on r.id = p.booking_id
    where p.kind = 'Rewards' and not exists (
      select 1 from rewards_ledger l
      where l.reference = p.booking_id::text and l.kind = 'Redemption'
        and l.amount = -p.rewards_amount and l.account_id = p.rewards_account_id)`,
  'a redemption ledger row of no reservation': `
    select l.id from rewards_ledger l join rewards_accounts a on a.id = l.account_id
    join users u on u.id = a.user_id
    where u.email like 'fault-buyer-%' and l.kind = 'Redemption'
      and (l.reference is null or l.reference not in (select id::text from bookings))`,
  'a wallet ledger row of no reservation': `
    select w.id from wallet_ledger w join users u on u.id = w.user_id
    where u.email like 'fault-buyer-%' and w.reference is not null and w.reference not in (select id::text from bookings)`,
  'a travel credit payment without its ledger row': `
    select p.id from booking_payments p join ${THEIR_RESERVATIONS} r on r.id = p.booking_id
    where p.kind = 'TravelWalletCredit' and not exists (
      select 1 from wallet_ledger w
      where w.reference = p.booking_id::text and w.transaction_type = 'CreditRedemption'
        and w.amount_minor = -p.amount_minor)`,
  'a buyer whose travel credit went below zero': `
    select w.user_id, sum(w.amount_minor) from wallet_ledger w join users u on u.id = w.user_id
    where u.email like 'fault-buyer-%' group by w.user_id having sum(w.amount_minor) < 0`,
  'a rental reservation without its calendar hold': `
    select r.confirmation_code from ${THEIR_RESERVATIONS} r
    where r.product_line = 'Homes' and r.status = 'Confirmed'
      and not exists (select 1 from stay_holds h where h.booking_id = r.id)`,
  'a reservation hold of no reservation': `
    select h.id from stay_holds h
    where h.kind = 'Reservation' and h.booking_id not in (select id from bookings)`,
  'overlapping holds of one listing': `
    select a.id, b.id from stay_holds a join stay_holds b
      on a.listing_id = b.listing_id and a.id < b.id and a.dates && b.dates`,
  'overlapping reservations of one listing': `
    select a.confirmation_code, b.confirmation_code
    from bookings a join stay_bookings sa on sa.booking_id = a.id,
      bookings b join stay_bookings sb on sb.booking_id = b.id
    where sa.listing_id = sb.listing_id and a.id < b.id
      and daterange(sa.from_date, sa.until_date) && daterange(sb.from_date, sb.until_date)
      and a.status = 'Confirmed' and b.status = 'Confirmed'`,
  "a booking without its line's details": `
    select r.confirmation_code from bookings r
    where (r.product_line = 'Homes' and not exists (select 1 from stay_bookings s where s.booking_id = r.id))
       or (r.product_line = 'Hotels' and not exists (select 1 from hotel_bookings h where h.booking_id = r.id))
       or (r.product_line = 'Flights' and not exists (select 1 from flight_bookings f where f.booking_id = r.id))`,
  // Hotel rooms (the fault tests' hotels start with none booked): each night's booked count is exactly the rooms
  // of the confirmed bookings staying that night, so a room is held once per booking and released on failure.
  'a hotel night whose booked rooms are not its confirmed bookings’ rooms': `
    select n.room_type_id, n.night, n.booked, coalesce(sum(h.rooms), 0) as confirmed
    from hotel_room_nights n
    left join (hotel_bookings h join bookings r on r.id = h.booking_id and r.status = 'Confirmed')
      on h.room_type_id = n.room_type_id and n.night >= h.check_in and n.night < h.check_out
    group by n.room_type_id, n.night, n.booked having n.booked <> coalesce(sum(h.rooms), 0)`,
  'a hotel night booked above its allotment': `
    select room_type_id, night, booked, allotment from hotel_room_nights where booked > allotment or booked < 0`,
  // Flights: a booking ends ticketed (or reissued by an exchange) and Confirmed, cancelled with its ticket, or
  // Failed (never left ticketing), and each fare bucket's seats sold are exactly the seats (passengers but lap
  // infants) of its committed bookings: taken once, given back by every booking that failed or was cancelled.
  'a flight booking neither Confirmed and ticketed, Cancelled, nor Failed': `
    select r.confirmation_code, r.status, f.ticket_state from bookings r
    join flight_bookings f on f.booking_id = r.id
    where not ((r.status = 'Confirmed' and f.ticket_state in ('Ticketed', 'Modified')
        and f.record_locator is not null)
      or (r.status = 'Cancelled' and f.ticket_state = 'Canceled')
      or (r.status = 'Failure' and f.ticket_state is distinct from 'Ticketed'))`,
  'a fare bucket whose seats sold are not its confirmed bookings’ seats': `
    select b.bucket_key, b.seats_sold, coalesce(sum(s.seats) filter (where r.status = 'Confirmed'), 0) as confirmed
    from flight_seat_buckets b
    left join flight_booking_seats s on s.bucket_key = b.bucket_key
    left join bookings r on r.id = s.booking_id
    group by b.bucket_key, b.seats_sold
    having b.seats_sold <> coalesce(sum(s.seats) filter (where r.status = 'Confirmed'), 0)`,
  'a fare bucket sold above its seats': `
    select bucket_key, seats_sold, seats_total from flight_seat_buckets
    where seats_sold > seats_total or seats_sold < 0`,
  'a confirmed flight booking whose seats are not its passengers': `
    select r.confirmation_code, s.bucket_key, s.seats from bookings r
    join flight_bookings f on f.booking_id = r.id
    left join flight_booking_seats s on s.booking_id = r.id
    where r.status = 'Confirmed' and (s.seats is null or s.seats <> (
      select count(*) from jsonb_array_elements(f.passengers) p where p->>'type' <> 'INF'))`,
  'a ledger row whose booking key disagrees with its reference': `
    select l.id from rewards_ledger l where l.booking_id is not null and l.reference <> l.booking_id::text
    union all
    select w.id from wallet_ledger w where w.booking_id is not null and w.reference <> w.booking_id::text`,
  'a reservation without its fulfil session marked Success': `
    select r.confirmation_code from ${THEIR_RESERVATIONS} r
    where not exists (
      select 1 from fulfil_sessions f where f.booking_id = r.id and f.status = 'Success')`,
  'a Success fulfil session without a reservation': `
    select f.id from fulfil_sessions f where f.status = 'Success' and f.booking_id is null`,
  // The card processor's and the issuer's books (their simulators' tables) against the portal's: money held or
  // taken at an outside party belongs to a committed booking, and a committed booking's money was taken.
  'a card charge held or taken for no committed booking': `
    select c.charge_id, c.status, c.amount_minor from sim_card_payments c
    where c.status in ('Authorized', 'Captured') and not exists (
      select 1 from booking_payments p where p.kind = 'UserCard' and p.provider_reference = c.charge_id)`,
  'a rewards redemption held or taken for no committed booking': `
    select d.redemption_id, d.status, d.rewards_amount from sim_rewards_redemptions d
    where d.status in ('Authorized', 'Captured') and not exists (
      select 1 from booking_payments p where p.kind = 'Rewards' and p.provider_reference = d.redemption_id)`,
  'a booked card payment the processor has not captured': `
    select p.id, p.provider_reference from booking_payments p join ${THEIR_RESERVATIONS} r on r.id = p.booking_id
    where p.kind = 'UserCard' and not exists (
      select 1 from sim_card_payments c where c.charge_id = p.provider_reference and c.status = 'Captured'
        and c.amount_minor = p.amount_minor)`,
  'a booked rewards payment the issuer has not captured': `
    select p.id, p.provider_reference from booking_payments p join ${THEIR_RESERVATIONS} r on r.id = p.booking_id
    where p.kind = 'Rewards' and not exists (
      select 1 from sim_rewards_redemptions d where d.redemption_id = p.provider_reference
        and d.status = 'Captured' and d.rewards_amount = p.rewards_amount)`,
  'a payment intent never captured or voided': `
    select i.id, i.kind, f.status from payment_intents i join fulfil_sessions f on f.id = i.fulfil_session_id
    where i.status = 'Created'`,
  'a fulfil session still Pending': `select f.id, f.created_at from fulfil_sessions f where f.status = 'Pending'`,
  'a reservation without its confirmation email': `
    select r.confirmation_code from ${THEIR_RESERVATIONS} r
    where not exists (select 1 from email_outbox e where e.text like '%' || r.confirmation_code || '%')`,
};

/** Each broken rule with up to five offending rows; {} when the books are whole. */
export async function brokenBookRules(url: string): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(BOOK_RULES)) {
    const found = await rows(url, query);
    if (found.length > 0) broken[rule] = found.slice(0, 5);
  }
  return broken;
}

/** The confirmation codes of the test buyers' reservations. */
export async function confirmationCodes(url: string): Promise<string[]> {
  const found = await rows<{ code: string }>(
    url,
    `select confirmation_code as code from ${THEIR_RESERVATIONS} r`,
  );
  return found.map((r) => r.code).sort();
}
