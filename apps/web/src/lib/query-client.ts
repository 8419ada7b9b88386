import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; route loaders use it too, to start a page's requests before the page renders. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
