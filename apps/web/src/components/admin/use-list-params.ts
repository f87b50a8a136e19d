import { useSearchParams } from 'react-router';

/**
 * An admin list's filters and page, kept in the URL (so a list can be reloaded or shared as it is):
 * `set` changes one filter and goes back to the first page; `page` is from 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'pagina') next.delete('pagina');
    setParams(next, { replace: true });
  };
  return {
    params,
    set,
    page: Math.max(1, Number(params.get('pagina')) || 1),
    setPage: (page: number) => set('pagina', String(page)),
    clear: () => setParams({}, { replace: true }),
  };
}
