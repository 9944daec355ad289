/** The product's icons: inline SVG, decorative (the button around an icon carries its name). */
type IconProps = { size?: number };

/** Each icon's 24×24 path, stroked unless filled. */
const ICONS = {
  play: { path: 'M7 4.5v15l13-7.5z', fill: true },
  pause: { path: 'M6 4h4v16H6zM14 4h4v16h-4z', fill: true },
  previous: { path: 'M6 5h2v14H6zM20 5v14L9 12z', fill: true },
  next: { path: 'M16 5h2v14h-2zM4 5v14l11-7z', fill: true },
  volume: { path: 'M4 9v6h4l5 4V5L8 9zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12' },
  mute: { path: 'M4 9v6h4l5 4V5L8 9zM17 9l5 6M22 9l-5 6' },
  close: { path: 'M6 6l12 12M18 6L6 18' },
  download: { path: 'M12 4v11M7 10l5 5 5-5M5 20h14' },
  plus: { path: 'M12 5v14M5 12h14' },
  minus: { path: 'M5 12h14' },
  menu: { path: 'M4 6h16M4 12h16M4 18h16' },
  'chevron-up': { path: 'M6 15l6-6 6 6' },
  'chevron-down': { path: 'M6 9l6 6 6-6' },
  link: {
    path: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  },
  share: { path: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5' },
  trash: { path: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13' },
  edit: { path: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4' },
  search: { path: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4' },
  info: { path: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7h.01' },
  heart: { path: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z' },
  grid: { path: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  list: { path: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01' },
  card: { path: 'M4 5h16v6H4zM4 13h16v6H4z' },
  table: { path: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14' },
  pin: { path: 'M9 4h6l-1 5 3 3H7l3-3zM12 12v8' },
  'sounds-like': { path: 'M3 10v4M7 7v10M11 4v16M15 8v8M19 10v4M21 11v2' },
  'eye-off': {
    path: 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-3 3.4M6.5 7.5C4.3 9 3 12 3 12s4 6 9 6a8.7 8.7 0 0 0 3.5-.7',
  },
} satisfies Record<string, { path: string; fill?: boolean }>;

export type IconName = keyof typeof ICONS;

/** An icon by name, e.g. for a list of buttons whose icons are data. */
export function Glyph({ name, size = 20 }: IconProps & { name: IconName }) {
  const { path, fill }: { path: string; fill?: boolean } = ICONS[name];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // Its size is its size: beside a label that wraps (a long FAQ question) a flex row would otherwise shrink it.
      style={{ flexShrink: 0 }}
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

function icon(name: IconName) {
  return function Icon({ size }: IconProps) {
    return <Glyph name={name} size={size} />;
  };
}

export const PlayIcon = icon('play');
export const PauseIcon = icon('pause');
export const PreviousIcon = icon('previous');
export const NextIcon = icon('next');
export const VolumeIcon = icon('volume');
export const MuteIcon = icon('mute');
export const CloseIcon = icon('close');
export const DownloadIcon = icon('download');
export const PlusIcon = icon('plus');
export const MinusIcon = icon('minus');
export const MenuIcon = icon('menu');
export const ChevronUpIcon = icon('chevron-up');
export const ChevronDownIcon = icon('chevron-down');
export const LinkIcon = icon('link');
export const ShareIcon = icon('share');
export const TrashIcon = icon('trash');
export const EditIcon = icon('edit');
export const SearchIcon = icon('search');
export const InfoIcon = icon('info');
export const HeartIcon = icon('heart');
export const GridIcon = icon('grid');
export const ListIcon = icon('list');
export const CardIcon = icon('card');
export const TableIcon = icon('table');
export const PinIcon = icon('pin');
export const EyeOffIcon = icon('eye-off');
export const SoundsLikeIcon = icon('sounds-like');
