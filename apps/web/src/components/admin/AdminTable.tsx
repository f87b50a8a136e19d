import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SEARCH_COUNT_LIMIT } from '@invierte/domain';
import { useState, type ReactNode } from 'react';

export interface AdminColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

export interface AdminTableProps<T> {
  rows: T[] | undefined;
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** What an empty list means, in the screen's words. */
  empty: string;
  /** Buttons of one row (approve, reject…). */
  actions?: (row: T) => ReactNode;
  /** Rows that may be chosen for a batch action, and the chosen ones. */
  selectable?: (row: T) => boolean;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  pageSize?: number;
  /**
   * The list is one page of the server's (its rows are that page): the total and the page (from 1)
   * it answered, and what choosing another page does. Without it the table pages `rows` itself. A
   * broad search is not counted (total null): `more` then says whether another page follows.
   */
  serverPaging?: { total: number | null; more?: boolean; page: number; onPage: (page: number) => void };
  testId?: string;
}

/**
 * A row's actions stay in view at the table's right edge: where the columns are wider than the
 * screen (a reviewer's 1280 px laptop beside the sidebar) the table scrolls under them.
 */
const stickyActions = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** MUI's count for a list whose length is not known yet. */
const UNKNOWN = -1;

/**
 * How many rows the server's list has as far as the table can tell: its total, or for an uncounted
 * search unknown while another page follows, and known once its last page is shown.
 */
function serverCount(
  paging: NonNullable<AdminTableProps<unknown>['serverPaging']>,
  shown: number,
  pageSize: number,
): number {
  if (paging.total !== null) return paging.total;
  return paging.more ? UNKNOWN : (paging.page - 1) * pageSize + shown;
}

/**
 * The back office's one list: a table on wide screens and a card per row on phones, with loading,
 * error-with-retry and empty states, paging, and optional row selection for batch actions. Each
 * screen declares only its columns, actions and words.
 */
export function AdminTable<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  onRetry,
  empty,
  actions,
  selectable,
  selected,
  onSelectedChange,
  pageSize = 20,
  serverPaging,
  testId = 'admin-table',
}: AdminTableProps<T>) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [page, setPage] = useState(0);
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        }
      >
        {error}
      </Alert>
    );
  if (loading || !rows) return <Skeleton variant="rounded" height={240} />;
  if (rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid={`${testId}-empty`}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );

  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = serverPaging
    ? rows
    : rows.slice(Math.min(page, lastPage) * pageSize, (Math.min(page, lastPage) + 1) * pageSize);
  const paging = serverPaging
    ? {
        count: serverCount(serverPaging, rows.length, pageSize),
        page: serverPaging.page - 1,
        go: (p: number) => serverPaging.onPage(p + 1),
      }
    : { count: rows.length, page: Math.min(page, lastPage), go: setPage };
  const canSelect = Boolean(selectable && selected && onSelectedChange);
  const choosable = canSelect ? shown.filter((r) => selectable!(r)).map(rowKey) : [];
  const allChosen = choosable.length > 0 && choosable.every((k) => selected!.has(k));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange!(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const k of choosable) {
      if (allChosen) next.delete(k);
      else next.add(k);
    }
    onSelectedChange!(next);
  };
  const selectBox = (row: T) =>
    canSelect && selectable!(row) ? (
      <Checkbox
        checked={selected!.has(rowKey(row))}
        onChange={() => toggle(rowKey(row))}
        slotProps={{ input: { 'aria-label': 'Elegir fila' } }}
        data-testid={`${testId}-select`}
      />
    ) : null;

  return (
    <Box data-testid={testId}>
      {serverPaging?.total === null && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid={`${testId}-uncounted`}>
          Tu búsqueda coincide con más de {SEARCH_COUNT_LIMIT} personas: se muestran en orden, sin contarlas.
          Escribe más palabras para acotarla.
        </Alert>
      )}
      {wide ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                {canSelect && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChosen}
                      disabled={choosable.length === 0}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': 'Elegir todas las filas de esta página' } }}
                    />
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell
                    key={c.label}
                    align={c.align ?? 'left'}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    {c.label}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={{ ...stickyActions, fontWeight: 700 }}>
                    Acciones
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={rowKey(row)} hover data-testid={`${testId}-row`}>
                  {canSelect && <TableCell padding="checkbox">{selectBox(row)}</TableCell>}
                  {columns.map((c) => (
                    <TableCell key={c.label} align={c.align ?? 'left'}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right" sx={{ ...stickyActions, whiteSpace: 'nowrap' }}>
                      {actions(row)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Stack spacing={1.5}>
          {shown.map((row) => (
            <Paper key={rowKey(row)} variant="outlined" sx={{ p: 2 }} data-testid={`${testId}-row`}>
              {selectBox(row)}
              {columns.map((c) => (
                <Box key={c.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Box sx={{ textAlign: 'right', fontSize: '0.875rem' }}>{c.render(row)}</Box>
                </Box>
              ))}
              {actions && (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
                  {actions(row)}
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {(paging.count === UNKNOWN || paging.count > pageSize) && (
        <TablePagination
          component="div"
          count={paging.count}
          page={paging.page}
          onPageChange={(_e, next) => paging.go(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          labelDisplayedRows={({ from, to, count }) =>
            count === UNKNOWN ? `${from}–${to} de más de ${to}` : `${from}–${to} de ${count}`
          }
        />
      )}
    </Box>
  );
}
