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

/** The best `limit` connections seen, as a max-heap on compareConnections (the worst on top, to evict). */
export class BestConnections {
  private readonly heap: Connection[] = [];
  private readonly keys = new Set<string>();

  constructor(private readonly limit: number) {}

  /** False when the heap is full and a path arriving at or after `minute` cannot beat its worst. */
  mayImprove(minute: number): boolean {
    return this.heap.length < this.limit || minute <= lastLeg(this.heap[0]!).arrivalUtcMinute;
  }

  offer(connection: Connection): void {
    const key = connectionKey(connection);
    if (this.keys.has(key)) return;
    if (this.heap.length < this.limit) {
      this.keys.add(key);
      this.heap.push(connection);
      this.siftUp(this.heap.length - 1);
      return;
    }
    const worst = this.heap[0]!;
    if (compareConnections(connection, worst) >= 0) return;
    this.keys.delete(connectionKey(worst));
    this.keys.add(key);
    this.heap[0] = connection;
    this.siftDown(0);
  }

  sorted(): Connection[] {
    return [...this.heap].sort(compareConnections);
  }

  private siftUp(at: number): void {
    const heap = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (compareConnections(heap[at]!, heap[parent]!) <= 0) return;
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
      if (left < heap.length && compareConnections(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compareConnections(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  }
}
