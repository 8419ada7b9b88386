import { Suspense, lazy, type ComponentProps } from 'react';
import { StaysSearchPlaceholder } from './search-form-placeholder.tsx';

// The form (react-aria's combobox, the suggestions query) is its own chunk, started as the page renders: the stays
// pages' first-load JavaScript stays within issue 12's 170 KB budget.
export const loadStaysSearchForm = () => import('./stays-search-form.tsx');
const StaysSearchForm = lazy(async () => ({ default: (await loadStaysSearchForm()).StaysSearchForm }));

type Props = ComponentProps<typeof StaysSearchForm>;

/** StaysSearchForm, with a placeholder of the same shape and values holding its place until it has loaded. */
export function LazyStaysSearchForm(props: Props) {
  return (
    <Suspense fallback={<StaysSearchPlaceholder initial={props.initial} variant={props.variant} />}>
      <StaysSearchForm {...props} />
    </Suspense>
  );
}
