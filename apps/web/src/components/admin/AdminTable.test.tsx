import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AdminTable } from './AdminTable';

afterEach(cleanup);

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `u${from + i}` }));

const table = (paging: { total: number | null; more?: boolean; page: number }, shown: { id: string }[]) => {
  const onPage = vi.fn();
  render(
    <AdminTable
      rows={shown}
      columns={[{ label: 'Usuario', render: (r) => r.id }]}
      rowKey={(r) => r.id}
      loading={false}
      error={null}
      onRetry={() => undefined}
      empty="Nada"
      pageSize={20}
      serverPaging={{ ...paging, onPage }}
    />,
  );
  return onPage;
};

it('pages a counted list by its total', () => {
  const onPage = table({ total: 45, more: true, page: 1 }, rows(1, 20));
  expect(screen.getByText('1–20 de 45')).toBeTruthy();
  expect(screen.queryByTestId('admin-table-uncounted')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
  expect(onPage).toHaveBeenCalledWith(2);
});

it('pages an uncounted search while another page follows, and says why it is not counted', () => {
  const onPage = table({ total: null, more: true, page: 2 }, rows(21, 20));
  expect(screen.getByText('21–40 de más de 40')).toBeTruthy();
  expect(screen.getByTestId('admin-table-uncounted').textContent).toContain('más de 300 personas');
  fireEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
  expect(onPage).toHaveBeenCalledWith(3);
});

it('knows an uncounted search’s length on its last page and offers no next one', () => {
  table({ total: null, more: false, page: 3 }, rows(41, 5));
  expect(screen.getByText('41–45 de 45')).toBeTruthy();
  expect((screen.getByRole('button', { name: /siguiente|next/i }) as HTMLButtonElement).disabled).toBe(true);
});
