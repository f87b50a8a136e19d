import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

/**
 * React Router's navigate, ignored once the calling screen has unmounted. A form that awaits a save
 * and then navigates would otherwise pull the user back from wherever they went while it waited
 * (React Router's navigate still works after its component is gone): for navigations issued after
 * an `await`. Not for a flow whose own refresh hides it before it navigates on purpose (the quota
 * change's dialog closes once the refreshed onboarding is no longer paused, then goes to the step).
 */
export function useNavigateWhileMounted(): NavigateFunction {
  const navigate = useNavigate();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    ((to: To | number, options?: NavigateOptions) => {
      if (!mounted.current) return;
      return typeof to === 'number' ? navigate(to) : navigate(to, options);
    }) as NavigateFunction,
    [navigate],
  );
}
