import type { ReactNode } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { PinIcon } from './search-form-frame.tsx';
import { Spinner } from './spinner.tsx';

/** One suggestion as the list shows it: an icon, a title and a line under it. */
export type PlaceOption = { id: string; textValue: string; icon?: ReactNode; title: string; detail: string };

/**
 * A search form's destination: free text with suggestions to pick from (the stays and hotels autocomplete). Arrow
 * keys move through the suggestions and Enter picks one (react-aria's combobox). The caller debounces and fetches;
 * `searching` shows the spinner and the list's "Searching…" while the answer for the typed text is not in.
 */
export function PlaceCombobox({
  label,
  placeholder,
  value,
  onInputChange,
  onSelect,
  options,
  searching,
  searchingLabel,
  noMatch,
  errorMessage,
  size = 'large',
  listClassName = 'max-h-80',
  className = '',
}: {
  label: string;
  placeholder: string;
  value: string;
  onInputChange: (text: string) => void;
  onSelect: (id: string) => void;
  options: PlaceOption[];
  searching: boolean;
  /** The spinner's screen-reader text ("Searching destinations"). */
  searchingLabel: string;
  /** The list's text when nothing matches. */
  noMatch: string;
  errorMessage?: string | null;
  size?: 'large' | 'compact';
  listClassName?: string;
  className?: string;
}) {
  return (
    <ComboBox
      inputValue={value}
      onInputChange={onInputChange}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelect(String(key));
      }}
      items={options}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(errorMessage)}
      className={`group relative flex min-w-0 items-center gap-3 ${className}`}
    >
      <PinIcon className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</Label>
        <Input
          placeholder={placeholder}
          className={`w-full min-w-0 rounded-sm bg-transparent font-medium text-slate-900 outline-none placeholder:font-normal placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 ${
            size === 'large' ? 'text-base' : 'text-sm'
          }`}
        />
        {errorMessage ? (
          <Text slot="errorMessage" className="text-sm font-medium text-accent-700">
            {errorMessage}
          </Text>
        ) : null}
      </div>
      {searching ? <Spinner label={searchingLabel} className="text-slate-400" /> : null}
      <Popover
        placement="bottom start"
        offset={14}
        className="z-50 w-[var(--trigger-width)] min-w-[320px] overflow-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl outline-none"
      >
        <ListBox<PlaceOption>
          className={`${listClassName} outline-none`}
          renderEmptyState={() => (
            <p className="px-3 py-3 text-sm text-slate-600">{searching ? 'Searching…' : noMatch}</p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.textValue}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 outline-none data-[focused]:bg-slate-100"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                {item.icon ?? <PinIcon className="size-5" />}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-slate-900">{item.title}</span>
                <span className="truncate text-sm text-slate-500">{item.detail}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
