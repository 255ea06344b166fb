import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Marks this column's cells as the headers of their rows (e.g. the tenant's name). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Says what the table lists; read by screen readers even when hidden. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in a single row when there are no rows. */
  emptyText: ReactNode;
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    padding: 14px 16px;
    text-align: left;
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  th,
  td {
    padding: 12px 16px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  [data-align='end'] {
    text-align: right;
  }
`;

const EmptyCell = styled.td`
  padding: 32px 16px !important;
  text-align: center !important;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A data table with a caption and column headers; a single message row when it is empty. */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyText,
}: TableProps<Row>) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        {hideCaption ? (
          <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        ) : (
          <caption>{caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" data-align={column.align}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} data-align={column.align}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
