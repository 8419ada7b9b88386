/**
 * The order of connections (earliest arrival, then shortest duration) and the bounded set of the best ones the
 * connection search keeps while it runs.
 */
import type { Connection, Leg } from './model.ts';

/** Sorted by arrival, then duration, then fewer legs, then leg ids (a total order: results never shuffle). */
export function compareConnections(a: Connection, b: Connection): number {
  const arrival = lastLeg(a).arrivalUtcMinute - lastLeg(b).arrivalUtcMinute;
  if (arrival !== 0) return arrival;
  const duration = durationMinutes(a) - durationMinutes(b);
  if (duration !== 0) return duration;
  if (a.legs.length !== b.legs.length) return a.legs.length - b.legs.length;
  const keyA = connectionKey(a);
  const keyB = connectionKey(b);
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** The leg ids joined by '.': the same key as a SliceOption id. */
export function connectionKey(connection: Connection): string {
  return connection.legs.map((leg) => leg.id).join('.');
}

/** Minutes from the first departure to the last arrival. */
export function durationMinutes(connection: Connection): number {
  return lastLeg(connection).arrivalUtcMinute - connection.legs[0]!.departureUtcMinute;
}

function lastLeg(connection: Connection): Leg {
  return connection.legs[connection.legs.length - 1]!;
}

type Entry = { connection: Connection; arrival: number; duration: number; key: string };

/** compareConnections on entries whose sort fields are worked out once (the heap compares them many times). */
function compareEntries(a: Entry, b: Entry): number {
  return (
    a.arrival - b.arrival ||
    a.duration - b.duration ||
    a.connection.legs.length - b.connection.legs.length ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** The best `limit` connections seen, as a max-heap on compareConnections (the worst on top, to evict). */
export class BestConnections {
  private readonly heap: Entry[] = [];
  private readonly keys = new Set<string>();

  constructor(private readonly limit: number) {}

  /** False when the heap is full and a path arriving after `minute` cannot beat its worst. */
  mayImprove(minute: number): boolean {
    return this.heap.length < this.limit || minute <= this.heap[0]!.arrival;
  }

  /** Offers the path (copied only when it is kept: the search reuses its arrays). */
  offer(legs: readonly Leg[], selfTransferAt: readonly boolean[]): void {
    const arrival = legs[legs.length - 1]!.arrivalUtcMinute;
    const duration = arrival - legs[0]!.departureUtcMinute;
    const key = legs.map((leg) => leg.id).join('.');
    if (this.keys.has(key)) return;
    const entry = { connection: { legs, selfTransferAt }, arrival, duration, key };
    const full = this.heap.length >= this.limit;
    if (full && compareEntries(entry, this.heap[0]!) >= 0) return;
    entry.connection = { legs: [...legs], selfTransferAt: [...selfTransferAt] };
    this.keys.add(key);
    if (!full) {
      this.heap.push(entry);
      this.siftUp(this.heap.length - 1);
      return;
    }
    this.keys.delete(this.heap[0]!.key);
    this.heap[0] = entry;
    this.siftDown(0);
  }

  sorted(): Connection[] {
    return [...this.heap].sort(compareEntries).map((entry) => entry.connection);
  }

  private siftUp(at: number): void {
    const heap = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (compareEntries(heap[at]!, heap[parent]!) <= 0) return;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  }

  private siftDown(at: number): void {
    const heap = this.heap;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && compareEntries(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compareEntries(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  }
}
