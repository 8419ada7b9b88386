import type { HotelTrip } from '@portal/contracts/trips';
import { bedsText, MEAL_PLAN_LABELS } from '../../../lib/hotel-words.ts';

export function hotelCityLine(trip: HotelTrip): string {
  const { city, state } = trip.location;
  return [city, state].filter(Boolean).join(', ');
}

/** Street, city, state and postal code. */
export function hotelAddress(trip: HotelTrip): string {
  const { line1, city, state, postalCode } = trip.location;
  const region = [state, postalCode].filter(Boolean).join(' ');
  return [line1, city, region].filter(Boolean).join(', ');
}

/** The hotel on OpenStreetMap (the portal's own maps draw its tiles), at its booked map point. */
export function hotelMapUrl(trip: HotelTrip): string {
  const { lat, lon } = trip.location.coordinates;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 Adults, 1 Child', as the hotel guests picker spells them. */
export function hotelGuestsText(trip: Pick<HotelTrip, 'adultsCount' | 'childrenAges'>): string {
  const parts = [count(trip.adultsCount, 'Adult', 'Adults')];
  if (trip.childrenAges.length > 0) parts.push(count(trip.childrenAges.length, 'Child', 'Children'));
  return parts.join(', ');
}

export function roomsText(rooms: number): string {
  return count(rooms, 'room', 'rooms');
}

/** 'Deluxe King · 1 King bed', with the rooms when more than one. */
export function roomLine(trip: HotelTrip): string {
  const beds = bedsText(trip.beds);
  const name = trip.roomsCount > 1 ? `${trip.roomsCount} x ${trip.room.name}` : trip.room.name;
  return beds ? `${name} · ${beds}` : name;
}

export function mealPlanText(trip: HotelTrip): string {
  return MEAL_PLAN_LABELS[trip.rate.mealPlan];
}

/** A PayLater rate: the card guarantees the room and the stay is paid at the hotel. */
export function paysAtHotel(trip: HotelTrip): boolean {
  return trip.rate.paymentTiming === 'PayLater';
}

/** The rate's name with its meal plan ('Flexible rate, breakfast included'), unless the name already says it. */
export function rateText(trip: HotelTrip): string {
  const meal = mealPlanText(trip);
  if (!trip.rateName) return meal;
  return trip.rateName.toLowerCase().includes(meal.toLowerCase())
    ? trip.rateName
    : `${trip.rateName}, ${meal.toLowerCase()}`;
}
