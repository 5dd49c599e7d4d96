// The console's icons as inline SVG: they draw the same on every machine, where a font glyph
// (⧉, ✕, ▶...) shows as an empty box wherever no installed font has it. Each is 1em square, drawn
// in currentColor, and hidden from screen readers (the button or link around it carries the name)
// unless given a `label`, for an icon that stands for a word, such as a key on a keyboard hint.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** What the icon says, for an icon that stands in for a word; without it the icon is hidden. */
  label?: string;
};

function Icon({ children, className, label, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Two overlapping sheets: copy to the clipboard. */
export const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5" />
  </Icon>
);

/** A tick: done, copied. */
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 8.5l3.5 3.5 7.5-8" />
  </Icon>
);

/** An X: close. */
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
  </Icon>
);

/** A filled triangle pointing right: play. */
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 2.5v11l9-5.5z" fill="currentColor" />
  </Icon>
);

/** A small filled triangle pointing up: sorted ascending. */
export const SortAscIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 11L8 4.5l4.5 6.5z" fill="currentColor" />
  </Icon>
);

/** A small filled triangle pointing down: sorted descending. */
export const SortDescIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 5L8 11.5 12.5 5z" fill="currentColor" />
  </Icon>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 8H3M7 4L3 8l4 4" />
  </Icon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 8h10M9 4l4 4-4 4" />
  </Icon>
);

export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Icon>
);

export const ArrowDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Icon>
);

/** The Mac Command key. */
export const CommandKeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6h4v4H6z" />
    <path d="M6 6H4.5A1.5 1.5 0 1 1 6 4.5V6M10 6V4.5A1.5 1.5 0 1 1 11.5 6H10" />
    <path d="M10 10h1.5a1.5 1.5 0 1 1-1.5 1.5V10M6 10v1.5A1.5 1.5 0 1 1 4.5 10H6" />
  </Icon>
);

/** A chevron pointing right: a closed branch that opens. */
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3.5 10.5 8 6 12.5" />
  </Icon>
);

/** A chevron pointing down: an open branch that closes. */
export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 6 8 10.5 12.5 6" />
  </Icon>
);

/** Three dots in a row: more actions. */
export const MoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="3.5" cy="8" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="8" cy="8" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="12.5" cy="8" r="1.1" fill="currentColor" stroke="none" />
  </Icon>
);

/** A chevron pointing down, small: opens a menu. */
export const CaretDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 6.5 8 10l3.5-3.5" />
  </Icon>
);
