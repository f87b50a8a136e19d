import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type RefCallback,
  type RefObject,
} from 'react';
import { withChunkReload } from '../lib/chunk-reload';

type TooltipComponent = ComponentType<TooltipProps>;

// MUI's Tooltip brings Popper and @popperjs/core (about 7 KB gzip), loaded once for every hint.
let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;
function loadTooltip(): Promise<TooltipComponent> {
  loading ??= withChunkReload(() => import('@mui/material/Tooltip'))().then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

interface TriggerProps {
  ref?: RefCallback<HTMLElement> | RefObject<HTMLElement | null> | null;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip for the top bar's icon buttons, with its code loaded on the first pointer over or
 * keyboard focus on one of them, so that a page's first view does without it. Until then the button
 * is drawn alone and keeps its own aria-label (the hint only repeats it). The hint that asked for the
 * code opens when it arrives, if the mouse or the keyboard focus is still there; from then on it is
 * MUI's Tooltip (a long press on touch screens). The new button never replaces the old one while
 * it is pressed: a click whose press and release land on two different buttons is no click (a logout
 * pressed as the code arrived did nothing), so the code waits for the release and the click.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  // The button is drawn anew inside the Tooltip: a keyboard user's focus moves to the new one.
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    element.current?.focus();
  }, [Tooltip]);

  const own = children.props;
  // The child's own ref follows the button too: a menu anchored on it must not keep the first one,
  // which the Tooltip's arrival takes out of the page (the alerts' bell, clicked while it loaded).
  const setElement = (node: HTMLElement | null) => {
    element.current = node;
    if (typeof own.ref === 'function') own.ref(node);
    else if (own.ref) own.ref.current = node;
  };
  const pressed = useRef(false);
  const wrap = (component: TooltipComponent) => {
    refocus.current = element.current !== null && element.current === document.activeElement;
    setTooltip(() => component);
  };
  const want = (show: boolean) => {
    if (show) setOpen(true);
    loadTooltip().then(
      // While pressed, the release wraps the button (with `loaded`, set by now).
      (component) => {
        if (!pressed.current) wrap(component);
      },
      () => {}, // no hint, the button works as before; a stale chunk reloads the page (withChunkReload)
    );
  };
  // A release anywhere ends the press; the click it makes is dispatched before the next task.
  const press = (...releases: string[]) => {
    pressed.current = true;
    const listening = new AbortController();
    const end = () => {
      listening.abort();
      setTimeout(() => {
        pressed.current = false;
        if (loaded) wrap(loaded);
      });
    };
    for (const type of releases)
      document.addEventListener(type, end, { capture: true, signal: listening.signal });
  };

  if (Tooltip)
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: setElement })}
      </Tooltip>
    );
  return cloneElement(children, {
    ref: setElement,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      want(event.pointerType === 'mouse');
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) want(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setOpen(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      press('pointerup', 'pointercancel');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      press('keyup');
    },
  });
}
