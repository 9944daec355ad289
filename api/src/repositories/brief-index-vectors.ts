import type { LexemeEntries } from './brief-index';

/** A growable typed array. */
export function growing<T extends Int32Array | Uint16Array>(create: (length: number) => T) {
  let data = create(4);
  let length = 0;
  return {
    push(value: number) {
      if (length === data.length) {
        const larger = create(data.length * 2);
        larger.set(data);
        data = larger;
      }
      data[length++] = value;
    },
    get length() {
      return length;
    },
    done: () => data.slice(0, length) as T,
  };
}

/** Each lexeme's places and positions as the vectors are read (tsvectorsend's format), keyed by byteKey. */
export function lexemeLists() {
  const lists = new Map<
    string,
    {
      places: ReturnType<typeof growing<Int32Array>>;
      counts: ReturnType<typeof growing<Uint16Array>>;
      weps: ReturnType<typeof growing<Uint16Array>>;
    }
  >();
  const listOf = (key: string) => {
    let list = lists.get(key);
    if (!list) {
      list = {
        places: growing((length) => new Int32Array(length)),
        counts: growing((length) => new Uint16Array(length)),
        weps: growing((length) => new Uint16Array(length)),
      };
      lists.set(key, list);
    }
    return list;
  };
  return {
    /** Reads a vector in tsvectorsend's format from `at` for the place; answers where it ends. */
    read(packed: Buffer, view: DataView, at: number, place: number): number {
      const count = view.getInt32(at);
      let next = at + 4;
      for (let i = 0; i < count; i++) {
        const end = packed.indexOf(0, next);
        const list = listOf(packed.toString('latin1', next, end));
        const positions = view.getUint16(end + 1);
        list.places.push(place);
        list.counts.push(positions);
        next = end + 3;
        for (let j = 0; j < positions; j++, next += 2) list.weps.push(view.getUint16(next));
      }
      return next;
    },
    done(): Map<string, LexemeEntries> {
      return new Map(
        [...lists].map(([key, { places, counts, weps }]) => [
          key,
          { places: places.done(), counts: counts.done(), weps: weps.done() },
        ]),
      );
    },
  };
}
