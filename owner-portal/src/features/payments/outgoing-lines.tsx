import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutgoingLine } from 'shared-api/contract';
import { Badge, Button, Table, deferred, toast } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate } from '../../components/dates';
import {
  useListOutgoingLinesMutation,
  useMarkOutgoingLinePersonalMutation,
  useUndoOutgoingLineMutation,
} from './outgoing-lines-api';
import { statementAmount } from './statement-amount';

// The form (with the form and schema libraries) loads when the owner files a line.
const FileLineForm = deferred(() =>
  import('./file-line-form').then((module) => module.FileLineForm),
);

const Section = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 24px;
`;

const Decision = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/**
 * The statement's money out, in a section of its own: each line filed as an expense, marked
 * personal, or left; what was decided shows whenever the statement is imported again.
 */
export function OutgoingLines({ csv }: { csv: string }) {
  const [lines, setLines] = useState<OutgoingLine[]>([]);
  const [filing, setFiling] = useState<OutgoingLine | null>(null);
  const [listLines] = useListOutgoingLinesMutation();
  const [markPersonal, marking] = useMarkOutgoingLinePersonalMutation();
  const [undo, undoing] = useUndoOutgoingLineMutation();

  useEffect(() => {
    let current = true;
    void listLines({ csv }).then((answer) => {
      if (current && answer.data) setLines(answer.data);
    });
    return () => {
      current = false;
    };
  }, [csv, listLines]);

  const replace = (changed: OutgoingLine) =>
    setLines((all) => all.map((line) => (line.lineKey === changed.lineKey ? changed : line)));

  async function personal(line: OutgoingLine) {
    const answer = await markPersonal({ csv, lineKey: line.lineKey });
    if (!answer.data) return;
    replace(answer.data);
    toast.success(`Line ${line.line} marked personal`);
  }

  async function reopen(line: OutgoingLine) {
    const answer = await undo(line.lineKey);
    if (answer.error) return;
    replace({ ...line, status: 'open', expenseId: null });
    toast.success(`Line ${line.line} is open again`);
  }

  const busy = (line: OutgoingLine) =>
    (marking.isLoading && marking.originalArgs?.lineKey === line.lineKey) ||
    (undoing.isLoading && undoing.originalArgs === line.lineKey);

  if (lines.length === 0) return null;
  return (
    <Section>
      <Table
        caption="Money out"
        columns={[
          { key: 'date', header: 'Date', cell: (line) => formatCalendarDate(line.date) },
          {
            key: 'description',
            header: 'Description',
            rowHeader: true,
            cell: (line) => line.description,
          },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (line) => statementAmount(line.amount),
          },
          {
            key: 'decision',
            header: 'Books',
            cell: (line) => (
              <Decision>
                {line.status === 'expense' && (
                  <Badge tone="success">
                    <Link
                      to={
                        line.expenseId
                          ? `/books?expense=${encodeURIComponent(line.expenseId)}`
                          : '/books'
                      }
                    >
                      Filed as expense
                    </Link>
                  </Badge>
                )}
                {line.status === 'personal' && <Badge tone="neutral">Personal</Badge>}
                {line.status === 'open' ? (
                  <>
                    <Button
                      variant="secondary"
                      aria-label={`File line ${line.line} as an expense`}
                      onClick={() => setFiling(line)}
                    >
                      File as expense
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Mark line ${line.line} personal`}
                      loading={busy(line)}
                      onClick={() => personal(line)}
                    >
                      Personal
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="ghost"
                    aria-label={`Undo line ${line.line}`}
                    loading={busy(line)}
                    onClick={() => reopen(line)}
                  >
                    Undo
                  </Button>
                )}
              </Decision>
            ),
          },
        ]}
        rows={lines}
        rowKey={(line) => line.lineKey}
        emptyText="This statement has no money out"
      />
      {filing && (
        <FileLineForm
          key={filing.lineKey}
          csv={csv}
          line={filing}
          onDone={(filed) => {
            if (filed) replace(filed);
            setFiling(null);
          }}
        />
      )}
    </Section>
  );
}
