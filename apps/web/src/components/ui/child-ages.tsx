// Pieces of the travelers editors (hotels' rooms and travelers, flights' passengers): each child's age, and the
// line under the steppers that states the limit or what is wrong.

/** "Under 1", "1 year", "5 years". */
export const childAgeText = (age: number) =>
  age === 0 ? 'Under 1' : `${age} ${age === 1 ? 'year' : 'years'}`;

/** One age select per child, from minAge to maxAge; hidden while there are no children. */
export function ChildAgesFieldset({
  ages,
  minAge,
  maxAge,
  hint,
  onChange,
}: {
  ages: readonly number[];
  minAge: number;
  maxAge: number;
  /** When the age counts ("Age on the day of travel"). */
  hint: string;
  onChange: (ages: number[]) => void;
}) {
  if (ages.length === 0) return null;
  const choices = Array.from({ length: maxAge - minAge + 1 }, (_, i) => minAge + i);
  return (
    <fieldset className="mt-1 border-t border-slate-200 pt-3">
      <legend className="sr-only">Children’s ages</legend>
      <p className="text-sm text-slate-600" aria-hidden="true">
        {hint}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {ages.map((age, index) => (
          <label key={index} className="flex flex-col text-sm font-medium text-slate-800">
            {`Child ${index + 1} age`}
            <select
              value={age}
              onChange={(e) => onChange(ages.map((a, i) => (i === index ? Number(e.target.value) : a)))}
              className="mt-1 min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {choices.map((a) => (
                <option key={a} value={a}>
                  {childAgeText(a)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The editor's last line: the problem when there is one (announced), else the limit. */
export function EditorLimitNote({ problem, limit }: { problem: string | null; limit: string }) {
  return (
    <p
      className={`mt-3 text-sm ${problem ? 'font-medium text-accent-700' : 'text-slate-500'}`}
      aria-live="polite"
    >
      {problem ?? limit}
    </p>
  );
}
