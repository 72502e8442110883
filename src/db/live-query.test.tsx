// @vitest-environment happy-dom
// src/db's useLiveQuery on fake-indexeddb: what a screen shows before and after its first result,
// as the database changes, when what it asks for changes, and when the read fails.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { useLiveQuery } from './live-query';

function Value({ keyName, fallback }: { keyName: string; fallback?: string }) {
  const value = useLiveQuery(async () => (await db.meta.get(keyName))?.value as string | undefined, [keyName], fallback);
  return <p>{value ?? 'loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Failing() {
  useLiveQuery(() => Promise.reject(new Error('storage unreadable')), []);
  return <p>reading</p>;
}

beforeEach(async () => {
  await db.meta.clear();
});
afterEach(() => cleanup());

describe("src/db's useLiveQuery", () => {
  it('shows the default until the first result, then the result', async () => {
    await db.meta.put({ key: 'city', value: 'Lisbon' });
    render(<Value keyName="city" fallback="…" />);
    expect(screen.getByText('…')).toBeTruthy();
    expect(await screen.findByText('Lisbon')).toBeTruthy();
  });

  it('shows each change written to the database', async () => {
    render(<Value keyName="city" />);
    expect(await screen.findByText('loading')).toBeTruthy();
    await act(() => db.meta.put({ key: 'city', value: 'Porto' }));
    expect(await screen.findByText('Porto')).toBeTruthy();
    await act(() => db.meta.put({ key: 'city', value: 'Faro' }));
    expect(await screen.findByText('Faro')).toBeTruthy();
  });

  it('keeps what it shows while the next read runs, then shows the new one', async () => {
    await db.meta.bulkPut([
      { key: 'first', value: 'Lisbon' },
      { key: 'second', value: 'Kyoto' },
    ]);
    const { rerender } = render(<Value keyName="first" />);
    expect(await screen.findByText('Lisbon')).toBeTruthy();
    rerender(<Value keyName="second" />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(await screen.findByText('Kyoto')).toBeTruthy();
  });

  it('throws a failed read to the nearest error boundary', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <Boundary>
          <Failing />
        </Boundary>,
      );
      expect(await screen.findByText('failed: storage unreadable')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
