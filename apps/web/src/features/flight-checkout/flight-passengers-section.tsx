import { useEffect, useState } from 'react';
import type { CheckoutError } from '@portal/contracts/purchase';
import type { Person } from '@portal/contracts/travelers';
import type { FlightBookSource } from './flight-book-source.ts';
import { passengerProblems } from './passenger-errors.ts';
import type { Assignments, PassengerSlot } from './passenger-slots.ts';
import { PassengersStep } from './passengers-step.tsx';

type Editing = { profile: Person | null; slotKey: string | null };

/**
 * Step 1's flight part: the passengers step with the travelers form (add a traveler for a passenger, or edit one,
 * say to add a passport), the page's own problems and the server's (spec §8 passenger codes) shown per passenger.
 */
export function FlightPassengersSection({
  slots,
  assignments,
  onAssignments,
  primary,
  travelers,
  refreshTravelers,
  TravelerForm,
  departureDate,
  international,
  localProblems,
  serverErrors,
  focusKey,
  onFocusKey,
}: {
  slots: readonly PassengerSlot[];
  assignments: Assignments;
  onAssignments: (update: (a: Assignments) => Assignments) => void;
  /** The shell's primary traveler: the first adult until the user chooses another. */
  primary: Person | null;
  travelers: FlightBookSource['travelers'];
  refreshTravelers: () => void;
  TravelerForm: FlightBookSource['TravelerForm'];
  departureDate: string;
  international: boolean;
  localProblems: Record<string, string>;
  serverErrors: readonly CheckoutError[];
  focusKey: { key: string } | null;
  onFocusKey: (f: { key: string }) => void;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const assign = (slotKey: string, travelerId: string | null) =>
    onAssignments((a) => ({ ...a, [slotKey]: { ...a[slotKey], travelerId } }));

  const primaryId = primary?.id ?? null;
  const firstAdult = slots.find((s) => s.kind === 'adult')?.key;
  const firstAdultEmpty = firstAdult ? !assignments[firstAdult]?.travelerId : false;
  useEffect(() => {
    if (primaryId && firstAdult && firstAdultEmpty)
      onAssignments((a) => ({ ...a, [firstAdult]: { ...a[firstAdult], travelerId: primaryId } }));
  }, [primaryId, firstAdult, firstAdultEmpty, onAssignments]);

  const serverProblems = passengerProblems(serverErrors, slots);
  // The server's answer arrived: the first passenger it names takes the focus.
  useEffect(() => {
    const first = slots.find((s) => serverProblems[s.key]);
    if (first) onFocusKey({ key: first.key });
    // Only a new answer moves the focus, not every render while it stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  return (
    <>
      <PassengersStep
        slots={slots}
        assignments={assignments}
        travelers={travelers}
        departureDate={departureDate}
        international={international}
        problems={{ ...localProblems, ...serverProblems }}
        focusKey={focusKey}
        onAssign={assign}
        onSeat={(slotKey, seat) =>
          onAssignments((a) => ({
            ...a,
            [slotKey]: { ...a[slotKey], travelerId: a[slotKey]?.travelerId ?? null, seat },
          }))
        }
        onAddTraveler={(slotKey) => setEditing({ profile: null, slotKey })}
        onEditTraveler={(profile) => setEditing({ profile, slotKey: null })}
      />
      {editing ? (
        <TravelerForm
          isOpen
          profile={editing.profile}
          onClose={() => setEditing(null)}
          onSaved={(person) => {
            refreshTravelers();
            if (editing.slotKey && person.id) assign(editing.slotKey, person.id);
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
