import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterLoad } from './after-load.tsx';
import { queryClient } from './query-client.ts';

// Issue 6 "Speed": code nobody needs in the first second (the header's menus) waits until the page's own requests
// have been answered, so it does not compete with them.

describe('AfterLoad', () => {
  it('shows the fallback while a request of the page is in flight, then the content for good', async () => {
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['after-load-test'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const first = render(
      <AfterLoad fallback={<p>placeholder</p>}>
        <p>menu</p>
      </AfterLoad>,
    );
    // Well past the render allowance: still waiting for the request.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('menu')).not.toBeInTheDocument();

    answer('done');
    expect(await screen.findByText('menu', {}, { timeout: 3000 })).toBeInTheDocument();
    first.unmount();
    // Later pages do not wait again.
    render(
      <AfterLoad fallback={<p>placeholder</p>}>
        <p>menu</p>
      </AfterLoad>,
    );
    expect(screen.getByText('menu')).toBeInTheDocument();
    queryClient.clear();
  });
});
