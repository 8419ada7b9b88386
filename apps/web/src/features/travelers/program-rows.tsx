import { HOTEL_LOYALTY_PROGRAMS } from '@portal/domain/hotel-loyalty-programs';
import type { ProgramRow, TravelerFormErrors } from '@portal/domain/traveler-form';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { SelectField } from './select-field.tsx';

// Sorted by the name a traveler knows (the list itself is kept by code).
const HOTEL_OPTIONS = [...HOTEL_LOYALTY_PROGRAMS]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((p) => ({ value: p.code, label: p.name === p.chainName ? p.name : `${p.name} (${p.chainName})` }));

const KIND = {
  frequentFlyer: {
    legend: 'Frequent flyer numbers',
    add: 'Add frequent flyer number',
    none: 'No frequent flyer numbers saved.',
    what: 'frequent flyer number',
  },
  hotelLoyalty: {
    legend: 'Hotel loyalty programs',
    add: 'Add hotel loyalty number',
    none: 'No hotel loyalty numbers saved.',
    what: 'hotel loyalty number',
  },
} as const;

/** Program code + membership number rows; a row left without a number is dropped on save (spec §5). */
export function ProgramRows({
  kind,
  rows,
  onChange,
  errors,
}: {
  kind: 'frequentFlyer' | 'hotelLoyalty';
  rows: ProgramRow[];
  onChange: (rows: ProgramRow[]) => void;
  errors: TravelerFormErrors;
}) {
  const text = KIND[kind];
  const set = (i: number, patch: Partial<ProgramRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{text.legend}</legend>
      {rows.length === 0 ? <p className="mt-1 text-sm text-slate-600">{text.none}</p> : null}
      <ul className="mt-3 space-y-3">
        {rows.map((row, i) => (
          <li
            // Rows have no identity of their own; the position is what the errors refer to.
            key={i}
            className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:p-0"
          >
            {kind === 'frequentFlyer' ? (
              <TextField
                label="Airline code"
                className="col-span-2 sm:col-span-1"
                maxLength={2}
                autoCapitalize="characters"
                value={row.code}
                onChange={(e) => set(i, { code: e.target.value.toUpperCase() })}
                error={errors[`${kind}.${i}.code`]}
                hint="2 characters, like AA"
              />
            ) : (
              <SelectField
                label="Hotel program"
                className="col-span-2 sm:col-span-1"
                value={row.code}
                options={HOTEL_OPTIONS}
                placeholder="Choose a program"
                onChange={(e) => set(i, { code: e.target.value })}
                error={errors[`${kind}.${i}.code`]}
              />
            )}
            <TextField
              label="Membership number"
              maxLength={60}
              value={row.number}
              onChange={(e) => set(i, { number: e.target.value })}
              error={errors[`${kind}.${i}.number`]}
            />
            <Button
              variant="ghost"
              className="mt-7 px-3"
              aria-label={`Remove ${text.what} ${i + 1}`}
              onPress={() => onChange(rows.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        className="mt-2 -ml-3"
        onPress={() => onChange([...rows, { code: '', number: '' }])}
      >
        + {text.add}
      </Button>
    </fieldset>
  );
}
