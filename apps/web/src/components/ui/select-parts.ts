// The chunk deferred-select.tsx loads: only what a Select needs, so the rest of react-aria is not pulled in.
export { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
