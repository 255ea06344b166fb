import { useState } from 'react';
import type { StatementLine } from 'shared-api/contract';
import { Badge, Button, DropZone, Table, toast } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate } from '../../components/dates';
import { OutgoingLines } from './outgoing-lines';
import { useApplyBankStatementMutation, useMatchBankStatementMutation } from './reconciliation-api';
import { statementAmount } from './statement-amount';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-top: 12px;
`;

const csvFiles = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] };

/**
 * The owner's bank statement as CSV: each line of money in matched by payment reference and amount;
 * the matches the owner keeps ticked are applied, once. The money out has a section of its own.
 */
export function BankStatementImport() {
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState('');
  const [lines, setLines] = useState<StatementLine[] | null>(null);
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [matchStatement, matching] = useMatchBankStatementMutation();
  const [applyStatement, applying] = useApplyBankStatementMutation();

  async function choose(chosen: File[]) {
    setFiles(chosen);
    setLines(null);
    const [file] = chosen;
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    const answer = await matchStatement({ csv: text });
    if (!answer.data) return;
    setLines(answer.data);
    setAccepted(
      new Set(answer.data.filter((line) => line.match && !line.applied).map((l) => l.lineKey)),
    );
  }

  async function apply() {
    const answer = await applyStatement({ csv, lineKeys: [...accepted] });
    if (!answer.data) return;
    const applied = answer.data.filter((line) => accepted.has(line.lineKey) && line.applied);
    setLines(answer.data);
    setAccepted(new Set());
    toast.success(`${applied.length} ${applied.length === 1 ? 'payment' : 'payments'} applied`);
  }

  const toggle = (lineKey: string) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (next.has(lineKey)) next.delete(lineKey);
      else next.add(lineKey);
      return next;
    });

  return (
    <>
      <DropZone
        label="Bank statement (CSV)"
        hint="A header row with Date, Description and Amount; tenants' payment references (HS-…) are matched to their open rent."
        accept={csvFiles}
        acceptedTypesText="CSV files"
        multiple={false}
        value={files}
        onChange={choose}
        disabled={matching.isLoading}
      />
      {lines && (
        <>
          <Table
            caption="Statement lines"
            columns={[
              {
                key: 'accept',
                header: 'Apply',
                cell: (line) =>
                  line.match && !line.applied ? (
                    <input
                      type="checkbox"
                      aria-label={`Apply line ${line.line}`}
                      checked={accepted.has(line.lineKey)}
                      onChange={() => toggle(line.lineKey)}
                    />
                  ) : null,
              },
              { key: 'date', header: 'Date', cell: (line) => formatCalendarDate(line.date) },
              { key: 'description', header: 'Description', cell: (line) => line.description },
              {
                key: 'amount',
                header: 'Amount',
                align: 'end',
                cell: (line) => statementAmount(line.amount),
              },
              {
                key: 'match',
                header: 'Match',
                rowHeader: true,
                cell: (line) =>
                  line.applied ? (
                    <Badge tone="success">Already recorded</Badge>
                  ) : line.match ? (
                    <Badge tone="info">
                      Matched: {line.match.tenantName}, {line.match.propertyName}
                      {line.match.paymentId ? ' (confirms their report)' : ''}
                    </Badge>
                  ) : (
                    <Badge tone="warning">Unmatched: {line.note}</Badge>
                  ),
              },
            ]}
            rows={lines.filter((line) => line.amount >= 0)}
            rowKey={(line) => line.lineKey}
            emptyText="This statement has no money in"
          />
          <Actions>
            <Button onClick={apply} disabled={accepted.size === 0} loading={applying.isLoading}>
              Apply {accepted.size} matched {accepted.size === 1 ? 'line' : 'lines'}
            </Button>
          </Actions>
          <OutgoingLines csv={csv} />
        </>
      )}
    </>
  );
}
