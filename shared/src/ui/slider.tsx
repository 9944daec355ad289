import { chakra } from '@chakra-ui/react/styled-system';
import type { ChangeEvent } from 'react';

const Range = chakra('input', {
  base: {
    appearance: 'none',
    w: 'full',
    h: '1.5',
    borderRadius: 'full',
    bg: 'line',
    cursor: 'pointer',
    accentColor: 'brand.600',
    '&::-webkit-slider-thumb': {
      appearance: 'none',
      w: '3.5',
      h: '3.5',
      borderRadius: 'full',
      bg: 'brand.600',
    },
    '&::-moz-range-thumb': { w: '3.5', h: '3.5', borderRadius: 'full', bg: 'brand.600', border: 'none' },
  },
});

const MOVING_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export interface SliderProps {
  /** The slider's accessible name, e.g. "Volume" or "Seek". */
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  /** Spoken instead of the raw number, e.g. "1:05 of 3:20". */
  valueText?: string;
  onChange: (value: number) => void;
  /** Fired when the user lets go (mouse up, touch end, key up): seek on release. */
  onCommit?: (value: number) => void;
  disabled?: boolean;
  width?: string;
}

/** A slider on the native range input: role slider, keyboard steps and arrow keys come with it. */
export function Slider({
  label,
  value,
  min = 0,
  max = 100,
  step = 1,
  valueText,
  onChange,
  onCommit,
  disabled,
  width,
}: SliderProps) {
  const commit = (event: { currentTarget: HTMLInputElement }) =>
    onCommit?.(Number(event.currentTarget.value));
  // Only keys that move the thumb commit; tabbing onto the slider must not seek.
  const commitKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (MOVING_KEYS.has(event.key)) commit(event);
  };
  return (
    <Range
      type="range"
      aria-label={label}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={step}
      value={value}
      disabled={disabled}
      w={width}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.currentTarget.value))}
      onMouseUp={commit}
      onTouchEnd={commit}
      onKeyUp={commitKey}
      css={{
        background: `linear-gradient(to right, var(--chakra-colors-brand-600) ${((value - min) / (max - min || 1)) * 100}%, var(--chakra-colors-line) 0)`,
      }}
    />
  );
}
