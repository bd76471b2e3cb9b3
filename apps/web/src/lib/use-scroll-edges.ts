import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export type ScrollEdges = { start: boolean; end: boolean };

/**
 * Whether a horizontally scrolling box hides content before (`start`) or after (`end`) what it shows,
 * measured on scroll and on resize, at most once a frame.
 */
export function useScrollEdges(node: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  const frame = useRef(0);

  const measure = useCallback(() => {
    if (!node) return;
    const start = node.scrollLeft > 1;
    const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [node]);

  useLayoutEffect(() => {
    if (!node) return;
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    // First measure on the next frame (and on every resize after it, via the observer).
    onScroll();
    node.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [node, measure]);

  return edges;
}
