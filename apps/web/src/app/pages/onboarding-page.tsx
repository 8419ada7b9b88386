import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { takeReturnPath } from '../../lib/return-path.ts';

/** spec §6 business onboarding booking-for modes. */
export const BOOKING_FOR_MODES = [
  {
    id: 'myself-and-others',
    label: 'I book for myself and others',
    hint: 'You travel and also arrange trips for colleagues.',
  },
  {
    id: 'employees-book-themselves',
    label: 'Employees book for themselves',
    hint: 'Each traveler books their own trips.',
  },
  {
    id: 'someone-else-books',
    label: 'Someone else books for everyone',
    hint: 'A travel arranger books for the whole team.',
  },
  { id: 'myself', label: 'I book for myself', hint: 'Only you travel on this business account.' },
] as const;

export const BOOKING_FOR_KEY = 'portal.onboarding.bookingFor';

export function OnboardingPage() {
  useDocumentTitle('Set up business travel');
  const navigate = useNavigate();
  const [mode, setMode] = useState<string>('');

  return (
    <div className="bg-slate-50 px-5 py-12 md:py-16">
      <Card className="mx-auto max-w-2xl p-6 md:p-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Business onboarding</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-900 md:text-3xl">
          How does your company book travel?
        </h1>
        <p className="mt-2 text-slate-700">
          We’ll set up Card Travel for Business to match. You can change this later from the admin portal.
        </p>
        <form
          className="mt-6"
          onSubmit={(e) => {
            e.preventDefault();
            if (!mode) return;
            localStorage.setItem(BOOKING_FOR_KEY, mode);
            void navigate(takeReturnPath());
          }}
        >
          <RadioGroup value={mode} onChange={setMode} isRequired className="space-y-3">
            <Label className="sr-only">Who books travel</Label>
            {BOOKING_FOR_MODES.map((m) => (
              <Radio
                key={m.id}
                value={m.id}
                className="group flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[selected]:border-brand-700 data-[selected]:bg-brand-50"
              >
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-slate-500 group-data-[selected]:border-brand-700">
                  <span className="size-2.5 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{m.label}</span>
                  <span className="block text-sm text-slate-600">{m.hint}</span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
          <Button type="submit" isDisabled={!mode} className="mt-6 w-full md:w-auto">
            Continue
          </Button>
        </form>
      </Card>
    </div>
  );
}
