import type { LucideIcon } from 'lucide-react';
import { useTheme } from 'styled-components';

export type IconSize = 'sm' | 'md' | 'lg';

export interface IconProps {
  /**
   * One lucide icon, imported on its own (`import Search from 'lucide-react/icons/search'`), so a
   * bundle carries only the icons its pages draw, never the whole set.
   */
  icon: LucideIcon;
  size?: IconSize;
  /** Only for an icon that stands alone and means something; beside a visible word, leave it out. */
  label?: string;
  className?: string;
}

/**
 * Every icon of the interface: sized and stroked from the theme, in the text's colour, and hidden
 * from assistive technology unless it carries its own `label` (the words beside it say it already).
 */
export function Icon({ icon: Glyph, size = 'md', label, className }: IconProps) {
  const { icons } = useTheme();
  return (
    <Glyph
      size={icons.sizes[size]}
      strokeWidth={icons.stroke}
      className={className}
      // An icon keeps its size in a row that runs short of room (a button's word takes the squeeze).
      style={{ flexShrink: 0 }}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
