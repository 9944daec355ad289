/** Whether the ascending list holds the place. */
function holds(list: Int32Array, place: number): boolean {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < place) low = middle + 1;
    else high = middle;
  }
  return list[low] === place;
}

/**
 * The first `count` places, in the default order, that are in one of the lists of every word (each word's lists
 * ascending: the places of its lexemes). The word with the fewest places is walked in order, its lists merged by a
 * heap of their heads, each place looked up in the other words' lists: a few places visited, not every match (the
 * newest tracks a prefix finds, or whether it finds more than a thousand).
 */
export function firstPlaces(words: Int32Array[][], count: number): Int32Array {
  const size = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
  const [walked, ...others] = [...words].sort((a, b) => size(a) - size(b));
  const found: number[] = [];
  if (!walked) return new Int32Array(0);
  // A heap of the walked word's lists by the place each is at.
  const lists = walked.filter((list) => list.length > 0);
  const at = new Int32Array(lists.length);
  const heap = lists.map((_, i) => i);
  const head = (i: number) => lists[heap[i]!]![at[heap[i]!]!]!;
  const down = (from: number) => {
    for (let i = from; ;) {
      const [left, right] = [2 * i + 1, 2 * i + 2];
      let least = i;
      if (left < heap.length && head(left) < head(least)) least = left;
      if (right < heap.length && head(right) < head(least)) least = right;
      if (least === i) return;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  let last = -1;
  while (heap.length && found.length < count) {
    const place = head(0);
    const list = heap[0]!;
    if (++at[list]! === lists[list]!.length) {
      heap[0] = heap.at(-1)!;
      heap.pop();
    }
    down(0);
    if (place === last) continue;
    last = place;
    if (others.every((lists) => lists.some((other) => holds(other, place)))) found.push(place);
  }
  return Int32Array.from(found);
}
