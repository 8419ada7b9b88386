import type { Person } from '@portal/contracts/travelers';
import { hotelLoyaltyProgram } from '@portal/domain/hotel-loyalty-programs';
import { SPECIAL_ASSISTANCE_LABELS, type AssistanceCode } from '@portal/domain/traveler-form';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDate } from '../../lib/format.ts';

export type CardAction = 'edit' | 'delete' | 'hide' | 'show' | 'assign_default';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

function Flags({ profile }: { profile: Person }) {
  const flags = [
    profile.isDefaultProfile ? { text: 'Default', cls: 'bg-emerald-50 text-emerald-800' } : null,
    profile.isHidden ? { text: 'Hidden', cls: 'bg-slate-100 text-slate-700' } : null,
    profile.isMissingInfo ? { text: 'Missing info', cls: 'bg-amber-50 text-amber-900' } : null,
  ].filter((f) => f !== null);
  if (flags.length === 0) return null;
  return (
    <ul aria-label="Status" className="mt-2 flex flex-wrap gap-2">
      {flags.map((f) => (
        <li key={f.text} className={`${badge} ${f.cls}`}>
          {f.text}
        </li>
      ))}
    </ul>
  );
}

function details(profile: Person): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const { passport } = profile;
  if (passport) {
    rows.push([
      'Passport',
      [
        passport.countryOfIssue,
        passport.expiration ? `expires ${formatDate(passport.expiration, 'dayYear')}` : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  }
  const airlines = Object.keys(profile.frequentFlyer);
  if (airlines.length > 0) rows.push(['Frequent flyer', airlines.join(', ')]);
  const hotels = Object.keys(profile.hotelLoyalty).map((code) => hotelLoyaltyProgram(code)?.name ?? code);
  if (hotels.length > 0) rows.push(['Hotel loyalty', hotels.join(', ')]);
  if (profile.specialAssistance.length > 0) {
    rows.push([
      'Special assistance',
      profile.specialAssistance.map((c) => SPECIAL_ASSISTANCE_LABELS[c as AssistanceCode] ?? c).join('; '),
    ]);
  }
  if (profile.emailAddress) rows.push(['Email', profile.emailAddress]);
  return rows;
}

/** One traveler profile: name, birth date, flags, what is saved, and what the user may do with it. */
export function TravelerCard({
  profile,
  canHide,
  onAction,
}: {
  profile: Person;
  canHide: boolean;
  onAction: (action: CardAction, profile: Person) => void;
}) {
  const name = `${profile.givenName} ${profile.surname}`;
  const headingId = `traveler-${profile.id ?? profile.linkedDEUserId ?? name}`;
  const saved = Boolean(profile.id);
  // The visible word starts each accessible name (WCAG 2.5.3); the name tells the cards' buttons apart.
  const named = (verb: string) => ({ 'aria-label': `${verb} ${name}` });
  return (
    <Card className={`flex h-full flex-col p-5 ${profile.isHidden ? 'bg-slate-50' : ''}`}>
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
          {name}
        </h2>
        <p className="text-sm text-slate-600">
          {profile.isMissingInfo
            ? 'Birth date not saved yet'
            : `Born ${formatDate(profile.dateOfBirth, 'dayYear')}`}
        </p>
        <Flags profile={profile} />
        {profile.isMissingInfo ? (
          <p className="mt-3 text-sm text-slate-700">
            Add a birth date and gender to book travel for {profile.givenName}.
          </p>
        ) : null}
        {details(profile).length > 0 ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
            {details(profile).map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto -ml-1 flex flex-wrap gap-1 pt-4">
          <Button
            variant="secondary"
            className="px-3! text-sm"
            {...named(saved ? 'Edit' : 'Complete profile')}
            onPress={() => onAction('edit', profile)}
          >
            {saved ? 'Edit' : 'Complete profile'}
          </Button>
          {saved && !profile.isDefaultProfile ? (
            <Button
              variant="ghost"
              className="px-3! text-sm"
              {...named('Make default')}
              onPress={() => onAction('assign_default', profile)}
            >
              Make default
            </Button>
          ) : null}
          {saved && canHide ? (
            <Button
              variant="ghost"
              className="px-3! text-sm"
              {...named(profile.isHidden ? 'Show' : 'Hide')}
              onPress={() => onAction(profile.isHidden ? 'show' : 'hide', profile)}
            >
              {profile.isHidden ? 'Show' : 'Hide'}
            </Button>
          ) : null}
          {saved ? (
            <Button
              variant="ghost"
              className="px-3! text-sm text-accent-700!"
              {...named('Delete')}
              onPress={() => onAction('delete', profile)}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
