import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** What stands in meanwhile: the part's look without its code, so nothing moves when it arrives. */
  placeholder?: ReactNode;
  /** The placeholder's box, e.g. the part's size when there is nothing to draw. */
  placeholderSx?: SxProps<Theme>;
  /** How far ahead of the viewport to start, so the part is usually there before it is seen. */
  rootMargin?: string;
}

/**
 * Renders `children` once their place comes near the viewport. A below-the-fold part wrapped in it,
 * together with the code it brings through React.lazy, stays out of the page's first view.
 */
export function WhenVisible({
  children,
  placeholder,
  placeholderSx,
  rootMargin = '300px',
}: WhenVisibleProps) {
  const element = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the part simply renders at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = element.current;
    if (visible || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  // Inert: a stand-in that looks like a form must not take focus or clicks.
  return visible ? (
    children
  ) : (
    <Box ref={element} aria-hidden inert sx={placeholderSx}>
      {placeholder}
    </Box>
  );
}
