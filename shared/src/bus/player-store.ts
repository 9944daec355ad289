import { atom, computed } from 'nanostores';
import type { PlayableItem } from './playable-item';
import { persistentAtom } from './persistent-atom';

/**
 * The player's state and its named actions. Any app plays, queues and pauses through these functions;
 * the player remote owns the audio element and reports time, duration and the end of a track back here.
 */
export const $queue = atom<PlayableItem[]>([]);
export const $currentIndex = atom<number>(-1);
export const $currentItem = computed([$queue, $currentIndex], (queue, index) => queue[index] ?? null);
export const $playing = atom(false);
/** Whether a newly loaded track starts by itself; set by any play action. */
export const $autoplay = atom(false);

const isVolume = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;
export const $volume = persistentAtom<number>('rsm:player-volume', 0.5, isVolume);
export const $muted = persistentAtom<boolean>(
  'rsm:player-muted',
  false,
  (v): v is boolean => typeof v === 'boolean',
);

export const $currentTime = atom(0);
export const $duration = atom(0);
/** A seek the audio element must apply; the nonce makes two seeks to the same second distinct. */
export const $seekRequest = atom<{ time: number; nonce: number } | null>(null);

export const $desktopHidden = atom(false);
export const $sheetOpened = atom(false);

export const $hasPrevious = computed($currentIndex, (index) => index > 0);
export const $hasNext = computed(
  [$queue, $currentIndex],
  (queue, index) => index >= 0 && index < queue.length - 1,
);

/** Makes `queue[index]` current: timings reset, and it plays only if autoplay is on. */
function load(queue: PlayableItem[], index: number): void {
  $currentTime.set(0);
  $duration.set(0);
  $queue.set(queue);
  $currentIndex.set(index);
  $playing.set(index >= 0 && $autoplay.get());
}

function select(index: number): void {
  if (index !== $currentIndex.get()) load($queue.get(), index);
}

/**
 * Plays an item. The current item toggles pause (unless forced); a queued item is jumped to; anything else
 * replaces the queue with that item alone.
 */
export function play(item: PlayableItem, options: { force?: boolean } = {}): void {
  const current = $currentItem.get();
  if (current?.id === item.id) {
    $autoplay.set(true);
    $playing.set(options.force ? true : !$playing.get());
    return;
  }
  $autoplay.set(true);
  const queuedIndex = $queue.get().findIndex((queued) => queued.id === item.id);
  if (queuedIndex >= 0) return select(queuedIndex);
  load([item], 0);
}

/** Plays a list (an album, a playlist, search results) from one of its items: next and previous walk the list. */
export function playList(items: PlayableItem[], startIndex: number): void {
  const item = items[startIndex];
  if (!item) return;
  const current = $currentItem.get();
  if (current?.id === item.id) {
    $queue.set(items);
    $currentIndex.set(startIndex);
    $autoplay.set(true);
    $playing.set(!$playing.get());
    return;
  }
  $autoplay.set(true);
  load(items, startIndex);
}

/** Appends to the queue; with nothing selected, the first added item becomes current. */
export function addToQueue(items: PlayableItem[]): void {
  const queue = $queue.get();
  const known = new Set(queue.map((item) => item.id));
  const added = items.filter((item) => !known.has(item.id));
  if (added.length === 0) return;
  $queue.set([...queue, ...added]);
  if ($currentIndex.get() < 0) select(queue.length);
}

export function pause(): void {
  $playing.set(false);
}

export function resume(): void {
  if (!$currentItem.get()) return;
  $autoplay.set(true);
  $playing.set(true);
}

export function togglePlay(): void {
  if ($playing.get()) pause();
  else resume();
}

export function next(): void {
  if ($hasNext.get()) select($currentIndex.get() + 1);
}

export function previous(): void {
  if ($hasPrevious.get()) select($currentIndex.get() - 1);
}

/** Called when the audio ends: advance, or pause and return to the start of the queue. */
export function trackEnded(): void {
  if ($hasNext.get()) return next();
  $playing.set(false);
  $autoplay.set(false);
  select($queue.get().length > 0 ? 0 : -1);
  seek(0);
}

/** Volume from 0 to 1; anything else is ignored. Setting it unmutes. */
export function setVolume(volume: number): void {
  if (!isVolume(volume)) return;
  $volume.set(volume);
  $muted.set(false);
}

export function toggleMute(): void {
  $muted.set(!$muted.get());
}

export function seek(time: number): void {
  const duration = $duration.get();
  const clamped = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
  $currentTime.set(clamped);
  $seekRequest.set({ time: clamped, nonce: ($seekRequest.get()?.nonce ?? 0) + 1 });
}

/**
 * Seeks to a fraction (0..1) of the item's length once `itemId` is current and its audio has told its duration: a
 * position chosen on a track that was not playing yet (a click on its waveform) applies to its own file, measured by
 * the file itself, not to the file before it. Given up if another item becomes current first.
 */
export function seekFractionWhenReady(itemId: string, fraction: number): void {
  const isCurrent = () => $currentItem.get()?.id === itemId;
  const at = (duration: number) => seek(Math.min(1, Math.max(0, fraction)) * duration);
  if (isCurrent() && $duration.get() > 0) return at($duration.get());
  const stop = $duration.listen((duration) => {
    if (!isCurrent()) return stop();
    if (duration <= 0) return;
    stop();
    at(duration);
  });
}

/** Reported by the audio element as it plays. */
export function reportProgress(currentTime: number, duration: number): void {
  $currentTime.set(currentTime);
  if (Number.isFinite(duration) && duration !== $duration.get()) $duration.set(duration);
}

export function clearQueue(): void {
  $autoplay.set(false);
  load([], -1);
}

export function setDesktopHidden(hidden: boolean): void {
  $desktopHidden.set(hidden);
}

export function setSheetOpened(opened: boolean): void {
  $sheetOpened.set(opened);
}
